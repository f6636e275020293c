import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { Army } from '../../api/units';

/**
 * One amount field per unit; with `available` each has an "All (n)" button that fills in how many stand
 * at home (its accessible name names the unit: "All Militia (120)").
 */
export function UnitInputs({ idPrefix, keys, values, onChange, available }: {
  idPrefix: string;
  keys: readonly string[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  available?: Army;
}) {
  const t = useText();
  return (
    <div className="ak-army__grid">
      {keys.map((k) => (
        <div className="ak-army__field" key={k}>
          <label htmlFor={`${idPrefix}-${k}`}><Icon name={iconFor('unit', k)} />{t(`units.${k}`)}</label>
          <input id={`${idPrefix}-${k}`} className="ak-input" inputMode="numeric" placeholder="0"
            value={values[k] ?? ''} onChange={(e) => onChange(k, e.target.value)} />
          {available && (
            <button type="button" className="ak-btn ak-btn--ghost ak-army__all" title={t('army.send.available', { n: formatNumber(available[k] ?? 0) })}
              aria-label={t('army.send.allOf', { unit: t(`units.${k}`), n: formatNumber(available[k] ?? 0) })}
              onClick={() => onChange(k, String(available[k] ?? 0))}>
              {t('army.send.allCount', { n: formatNumber(available[k] ?? 0) })}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
