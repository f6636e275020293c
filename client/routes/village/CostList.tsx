import { Icon } from '../../panels/Icon';
import { formatDuration, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { RESOURCES, type Cost } from './availability';

/** A price as four resource icons with amounts; an amount above the stock is marked short (red). */
export function CostList({ cost, stock, seconds }: { cost: Cost; stock?: Cost; seconds?: number | null }) {
  const t = useText();
  return (
    <ul className="ak-cost" aria-label={t('villagePages.cost')}>
      {RESOURCES.map((r) => {
        const short = stock !== undefined && cost[r] > stock[r];
        return (
          <li key={r} className={short ? 'is-short' : undefined} title={t(`resources.${r}`)}>
            <Icon name={`resource:${r}`} title={t(`resources.${r}`)} />
            <span>{formatNumber(cost[r])}</span>
          </li>
        );
      })}
      {seconds !== undefined && (
        <li className="ak-cost__time" title={t('villagePages.duration')}>
          <Icon name="ui:timer" title={t('villagePages.duration')} />
          <span>{seconds === null ? t('villagePages.noProduction') : formatDuration(seconds)}</span>
        </li>
      )}
    </ul>
  );
}
