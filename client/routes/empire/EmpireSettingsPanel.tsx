import { useState } from 'react';
import type { EmpireProfile } from '../../api/empires';
import { Icon } from '../../panels/Icon';
import { useText } from '../../panels/text';
import { EMPIRE_DESCRIPTION_MAX } from '../../../server/game/empire/limits';
import { FOUND_LIMITS, foundProblems } from './empireRules';

export type SettingsResult = 'saved' | 'exists' | { refused: string };

export interface EmpireSettingsPanelProps {
  empire: EmpireProfile['empire'];
  /** The Emperor (not a sitter): saves; absent: the settings are shown read-only. */
  onSave?: (body: { description: string; name?: string; nameShort?: string }) => Promise<SettingsResult>;
}

/**
 * The settings tab (the Emperor): the description and the name and abbreviation. A name another Empire
 * holds answers `{exists: true}` and shows error_empire_name; nothing changed then.
 */
export function EmpireSettingsPanel({ empire, onSave }: EmpireSettingsPanelProps) {
  const t = useText();
  const [description, setDescription] = useState(empire.description);
  const [name, setName] = useState(empire.name);
  const [nameShort, setNameShort] = useState(empire.name_short);
  const [result, setResult] = useState<SettingsResult | undefined>();
  const [busy, setBusy] = useState(false);
  const problems = foundProblems({ name, nameShort });
  const tooLong = [...description].length > EMPIRE_DESCRIPTION_MAX;
  const ok = !problems.name && !problems.nameShort && !tooLong;
  const save = async () => {
    if (!onSave || !ok) return;
    setBusy(true);
    try {
      const renamed = name.trim() !== empire.name || nameShort.trim() !== empire.name_short;
      setResult(await onSave({ description, ...(renamed ? { name: name.trim(), nameShort: nameShort.trim() } : {}) }));
    } finally { setBusy(false); }
  };
  const edit = (f: (v: string) => void) => (e: { target: { value: string } }) => { f(e.target.value); setResult(undefined); };
  return (
    <section className="ak-vpage__section" aria-label={t('empire.settings.title')} data-testid="empire-settings">
      <h2><Icon name="ui:settings" />{t('empire.settings.title')}</h2>
      {!onSave && <p className="ak-vpage__note" data-testid="empire-settings-read-only">{t('empire.settings.onlyEmperor')}</p>}
      <form className="ak-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <div className="ak-field">
          <label className="ak-field__label" htmlFor="empire-settings-name">{t('empire.found.name')}</label>
          <input id="empire-settings-name" className="ak-input" value={name} disabled={!onSave} onChange={edit(setName)} aria-invalid={Boolean(problems.name)} />
          {problems.name && <span className="ak-empire__problem">{t('empire.found.nameLength', { min: FOUND_LIMITS.nameMin, max: FOUND_LIMITS.nameMax })}</span>}
        </div>
        <div className="ak-field">
          <label className="ak-field__label" htmlFor="empire-settings-short">{t('empire.found.nameShort')}</label>
          <input id="empire-settings-short" className="ak-input ak-empire__short-input" value={nameShort} disabled={!onSave} onChange={edit(setNameShort)} aria-invalid={Boolean(problems.nameShort)} />
          {problems.nameShort && <span className="ak-empire__problem">{t('empire.found.shortLength', { min: FOUND_LIMITS.shortMin, max: FOUND_LIMITS.shortMax })}</span>}
        </div>
        <div className="ak-field">
          <label className="ak-field__label" htmlFor="empire-settings-description">{t('empire.home.description')}</label>
          <textarea id="empire-settings-description" className="ak-input ak-empire__textarea" rows={6} value={description} disabled={!onSave} onChange={edit(setDescription)} />
          <span className={tooLong ? 'ak-empire__problem' : 'ak-field__hint'}>
            {t('empire.settings.descriptionHint', { count: [...description].length, max: EMPIRE_DESCRIPTION_MAX })}
          </span>
        </div>
        {result === 'exists' && <div className="ak-notice ak-notice--error" role="alert"><p>{t('error_empire_name')}</p></div>}
        {typeof result === 'object' && <div className="ak-notice ak-notice--error" role="alert"><p>{result.refused}</p></div>}
        {onSave && <button type="submit" className="ak-btn ak-btn--primary" disabled={busy || !ok}>{t('empire.settings.save')}</button>}
      </form>
    </section>
  );
}
