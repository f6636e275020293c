import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { MedalCategory } from './statisticsRules';

/**
 * The rank cell of a week's top 10: ranks 1-3 carry the medal they earn (gold, silver, bronze) with the
 * tooltip week, rank and amount; the other ranks their number.
 */
export function WeekMedal({ rank, week, amount }: { scope: 'kingdom' | 'empire'; category: MedalCategory; rank: number; week: number; amount: number }) {
  const t = useText();
  if (rank > 3) return <>{rank}</>;
  const tip = t('statistics.week.medalTip', { week, rank, amount: formatNumber(amount) });
  return <span className={`ak-stats__medal ak-stats__medal--${rank}`} title={tip} aria-label={tip}>{rank}</span>;
}
