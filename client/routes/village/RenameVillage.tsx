import { useState, type FormEvent } from 'react';
import { VILLAGE_NAME_MAX, renameVillageRequest } from '../../../server/contract';
import { Icon } from '../../panels/Icon';
import { useText } from '../../panels/text';

export interface RenameVillageProps {
  name: string;
  /** Saves the new name (PUT /villages/{id}/name); a rejection's message is shown under the field. */
  onRename: (name: string) => Promise<unknown>;
  disabled?: boolean;
  /** Start with the form open (stories). */
  initialEditing?: boolean;
}

/** The village name as a heading, turning into a small form to change it. */
export function RenameVillage({ name, onRename, disabled, initialEditing = false }: RenameVillageProps) {
  const t = useText();
  const [editing, setEditing] = useState(initialEditing);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = value.trim();
    if (!next) { setError(t('villageOverview.nameRequired')); return; }
    if (next.length > VILLAGE_NAME_MAX) { setError(t('villageOverview.nameTooLong', { max: VILLAGE_NAME_MAX })); return; }
    // The contract's remaining rule (no control characters) is checked here too, before a round trip.
    if (!renameVillageRequest.safeParse({ name: next }).success) { setError(t('villageOverview.nameInvalid')); return; }
    setSaving(true);
    setError(null);
    try {
      await onRename(next);
      setEditing(false);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('villageOverview.renameFailed'));
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className="ak-voverview__name">
        <h1>{name}</h1>
        {!disabled && (
          <button type="button" className="ak-button ak-button--small" onClick={() => { setValue(name); setEditing(true); }}>
            <Icon name="ui:edit" />{t('villageOverview.rename')}
          </button>
        )}
      </div>
    );
  }
  return (
    <form className="ak-voverview__rename" onSubmit={submit} noValidate>
      <label className="ak-voverview__field">
        <span>{t('villageOverview.nameLabel')}</span>
        <input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ak-rename-error' : undefined}
          autoFocus
          maxLength={VILLAGE_NAME_MAX}
          disabled={saving}
        />
      </label>
      <button type="submit" className="ak-button ak-button--primary" disabled={saving}>{t('villageOverview.save')}</button>
      <button type="button" className="ak-button" onClick={() => { setEditing(false); setError(null); }} disabled={saving}>
        {t('villageOverview.cancel')}
      </button>
      {error && <p id="ak-rename-error" className="ak-voverview__error" role="alert">{error}</p>}
    </form>
  );
}
