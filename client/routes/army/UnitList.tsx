import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { Army } from '../../api/units';
import { armyEntries } from './armyMath';

/** An army as a row of unit icons with counts ("20 Militia"); `none` when it is empty. */
export function UnitList({ army, order, none }: { army: Army | null | undefined; order?: readonly string[]; none?: string }) {
  const t = useText();
  const entries = armyEntries(army, order);
  if (!entries.length) return <span className="ak-army__none">{none ?? '—'}</span>;
  return (
    <ul className="ak-army__units">
      {entries.map(([key, n]) => (
        <li key={key}><Icon name={iconFor('unit', key)} title={t(`units.${key}`)} /> {formatNumber(n)} {t(`units.${key}`)}</li>
      ))}
    </ul>
  );
}
