import { medalType } from '../../../server/game/statistics';
import { MedalIcon } from '../../panels/medals/MedalIcon';
import type { MedalCategory } from './statisticsRules';

/**
 * The rank cell of a week's top 10: ranks 1-3 carry the medal sprite of their category and rank (gold,
 * silver, bronze; MedalIcon's tooltip names week, rank and amount) beside the number; the other ranks the number.
 */
export function WeekMedal({ scope, category, rank, week, amount }: { scope: 'kingdom' | 'empire'; category: MedalCategory; rank: number; week: number; amount: number }) {
  if (rank > 3) return <>{rank}</>;
  return (
    <span className="ak-stats__medal-cell">
      <MedalIcon medal={{ type: medalType(scope, category), week, rank, amount }} />
      <span>{rank}</span>
    </span>
  );
}
