import { STATISTICS } from '../data/statistics';
import type { WeeklyCounter } from './counters';

/** Medal types (SPEC.md section 3): a kingdom's and an Empire's, one per weekly category. */
export const MEDAL_CATEGORIES = ['pvp_att', 'pvp_def', 'pve_win', 'pve_res'] as const satisfies readonly WeeklyCounter[];
export type MedalCategory = (typeof MEDAL_CATEGORIES)[number];
export const MEDAL_TYPES = [
  'kingdom_pvp_att', 'kingdom_pvp_def', 'kingdom_pve_win', 'kingdom_pve_res',
  'empire_pvp_att', 'empire_pvp_def', 'empire_pve_win', 'empire_pve_res',
] as const;
export type MedalType = (typeof MEDAL_TYPES)[number];
export type MedalScope = 'kingdom' | 'empire';

export const medalType = (scope: MedalScope, category: MedalCategory): MedalType => `${scope}_${category}` as MedalType;

/** The sprite column a rank shows (SPEC.md section 9: ranks 1, 2, 3 and other). */
export function medalColumn(rank: number): 1 | 2 | 3 | 'other' {
  return rank === 1 || rank === 2 || rank === 3 ? rank : 'other';
}

export interface WeeklyStanding { subjectId: number; amount: number; at: number }

/**
 * The medals of one category for one ended week: the top `medalsPerCategory` with an amount above 0, most
 * first, ties to whoever got there first (the earlier instant), then the lower id. Ranks 1..n without gaps.
 */
export function medalWinners(standings: readonly WeeklyStanding[], n: number = STATISTICS.medalsPerCategory): Array<WeeklyStanding & { rank: number }> {
  return standings
    .filter((s) => s.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.at - b.at || a.subjectId - b.subjectId)
    .slice(0, n)
    .map((s, i) => ({ ...s, rank: i + 1 }));
}
