import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserResponse } from '../../../server/contract';

/** A sitter as GET user names it. */
export type SitterEntry = UserResponse['sitters'][number];

export interface SittersPanelProps {
  sitters: SitterEntry[];
  onAdd: (username: string) => void;
  onRemove: (sitter: SitterEntry) => void;
  adding?: boolean;
  /** The id being removed. */
  removingId?: number;
  error?: string;
  disabled?: boolean;
  /** Bumped after a successful add, to empty the field. */
  resetKey?: number;
}

/** The owner's sitters: list, add by username, remove. */
export function SittersPanel(p: SittersPanelProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [lastReset, setLastReset] = useState(p.resetKey);
  if (lastReset !== p.resetKey) {
    setLastReset(p.resetKey);
    setUsername('');
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (username.trim()) p.onAdd(username.trim());
  };
  return (
    <div className="ak-sitters">
      {p.sitters.length === 0
        ? <p className="ak-muted ak-sitters__empty">{t('settings.sittersEmpty')}</p>
        : (
          <ul className="ak-sitters__list">
            {p.sitters.map((s) => (
              <li key={s.id} className="ak-sitters__item">
                <span className="ak-sitters__name">{s.username}</span>
                <button type="button" className="ak-btn ak-btn--danger" disabled={p.disabled || p.removingId === s.id}
                  aria-label={t('settings.removeSitterLabel', { username: s.username })} onClick={() => p.onRemove(s)}>
                  {t('settings.removeSitter')}
                </button>
              </li>
            ))}
          </ul>
        )}
      <form className="ak-sitters__add" onSubmit={submit} noValidate>
        <label className="ak-field ak-sitters__field">
          <span className="ak-field__label">{t('settings.sitterUsername')}</span>
          <input className="ak-input" name="sitter" value={username} disabled={p.disabled} autoComplete="off"
            onChange={(e) => setUsername(e.target.value)} />
        </label>
        <button type="submit" className="ak-btn" disabled={p.disabled || p.adding || !username.trim()}>{t('settings.addSitter')}</button>
      </form>
      {p.error && <div className="ak-notice ak-notice--error" role="alert"><p>{p.error}</p></div>}
    </div>
  );
}
