import { useState } from 'react';
import { Icon } from '../../panels/Icon';
import { useText } from '../../panels/text';
import { FOUND_LIMITS, foundProblems, type FoundFields } from './empireRules';

/** What a founding attempt came to: founded, the name taken ({exists: true}), or refused in the server's words. */
export type FoundResult = 'founded' | 'exists' | { refused: string };

export interface FoundEmpirePanelProps {
  /** Founds the Empire; absent for a sitter or a finished world (the form is read-only). */
  onFound?: (f: FoundFields) => Promise<FoundResult>;
  /** Stories: the form as typed, and the answer it got. */
  initial?: FoundFields;
  initialResult?: FoundResult;
}

/**
 * Found an Empire (SPEC.md section 5): name 3-30 and abbreviation 2-5 characters; each field says its
 * problem once typed into, and `{exists: true}` shows error_empire_name ('Name or abbreviation already in use').
 */
export function FoundEmpirePanel({ onFound, initial, initialResult }: FoundEmpirePanelProps) {
  const t = useText();
  const [fields, setFields] = useState<FoundFields>(initial ?? { name: '', nameShort: '' });
  const [touched, setTouched] = useState({ name: Boolean(initial?.name), nameShort: Boolean(initial?.nameShort) });
  const [result, setResult] = useState<FoundResult | undefined>(initialResult);
  const [busy, setBusy] = useState(false);
  const problems = foundProblems(fields);
  const ok = !problems.name && !problems.nameShort;
  const set = (k: keyof FoundFields, v: string) => { setFields({ ...fields, [k]: v }); setTouched({ ...touched, [k]: true }); setResult(undefined); };
  const submit = async () => {
    setTouched({ name: true, nameShort: true });
    if (!ok || !onFound || busy) return;
    setBusy(true);
    try { setResult(await onFound({ name: fields.name.trim(), nameShort: fields.nameShort.trim() })); } finally { setBusy(false); }
  };
  const nameError = touched.name && problems.name ? t('empire.found.nameLength', { min: FOUND_LIMITS.nameMin, max: FOUND_LIMITS.nameMax }) : undefined;
  const shortError = touched.nameShort && problems.nameShort ? t('empire.found.shortLength', { min: FOUND_LIMITS.shortMin, max: FOUND_LIMITS.shortMax }) : undefined;
  return (
    <section className="ak-vpage__section ak-empire__found" aria-label={t('empire.found.title')} data-testid="empire-found">
      <h2><Icon name="ui:empire" />{t('empire.found.title')}</h2>
      <p className="ak-vpage__note">{t('empire.found.intro')}</p>
      <form className="ak-form ak-empire__found-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <div className="ak-field">
          <label className="ak-field__label" htmlFor="empire-name">{t('empire.found.name')}</label>
          <input id="empire-name" className="ak-input" value={fields.name} maxLength={60} autoComplete="off" disabled={!onFound}
            aria-invalid={Boolean(nameError)} aria-describedby="empire-name-hint" onChange={(e) => set('name', e.target.value)} />
          <span id="empire-name-hint" className={nameError ? 'ak-empire__problem' : 'ak-field__hint'}>
            {nameError ?? t('empire.found.lengthHint', { min: FOUND_LIMITS.nameMin, max: FOUND_LIMITS.nameMax })}
          </span>
        </div>
        <div className="ak-field">
          <label className="ak-field__label" htmlFor="empire-short">{t('empire.found.nameShort')}</label>
          <input id="empire-short" className="ak-input ak-empire__short-input" value={fields.nameShort} maxLength={10} autoComplete="off" disabled={!onFound}
            aria-invalid={Boolean(shortError)} aria-describedby="empire-short-hint" onChange={(e) => set('nameShort', e.target.value)} />
          <span id="empire-short-hint" className={shortError ? 'ak-empire__problem' : 'ak-field__hint'}>
            {shortError ?? t('empire.found.lengthHint', { min: FOUND_LIMITS.shortMin, max: FOUND_LIMITS.shortMax })}
          </span>
        </div>
        {result === 'exists' && <div className="ak-notice ak-notice--error" role="alert" data-testid="empire-name-taken"><p>{t('error_empire_name')}</p></div>}
        {typeof result === 'object' && <div className="ak-notice ak-notice--error" role="alert"><p>{result.refused}</p></div>}
        <button type="submit" className="ak-btn ak-btn--primary" disabled={!onFound || busy || (touched.name && touched.nameShort && !ok)}>
          <Icon name="empire:emperor" />{t('empire.found.submit')}
        </button>
      </form>
    </section>
  );
}
