import { Icon } from '../../panels/Icon';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { TRADE_RESOURCES, type Loads } from './logisticsMath';

/** What a trade movement carries, each resource with its icon; `none` when it carries nothing (merchants coming home). */
export function Cargo({ load, none }: { load: Loads; none: string }) {
  const t = useText();
  const parts = TRADE_RESOURCES.filter((r) => load[r] > 0);
  if (parts.length === 0) return <span className="ak-army__none">{none}</span>;
  return (
    <ul className="ak-logistics__cargo">
      {parts.map((r) => <li key={r}><Icon name={`resource:${r}`} title={t(`resources.${r}`)} />{formatNumber(load[r])}</li>)}
    </ul>
  );
}
