/**
 * Ranking orders (GAME.md section 10): each ranks kingdoms or Empires by one counter, most first, ties to
 * whoever got there first (the counter's instant), then the lower id. `overall` is population.
 */
export const KINGDOM_RANKINGS = ['overall', 'villages', 'land', 'pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'events', 'resources', 'medals'] as const;
export type KingdomRanking = (typeof KINGDOM_RANKINGS)[number];

export const EMPIRE_RANKINGS = ['overall', 'members', 'villages', 'land', 'prestige', 'pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'events', 'resources', 'medals'] as const;
export type EmpireRanking = (typeof EMPIRE_RANKINGS)[number];

/** The counter column a ranking reads (overall is population). */
export function rankingCounter<T extends string>(type: T): Exclude<T, 'overall'> | 'population' {
  return (type === 'overall' ? 'population' : type) as Exclude<T, 'overall'> | 'population';
}

/** Movement since the day's first ranking: positive = climbed (rank 5 yesterday, 3 now: +2); null when new. */
export function rankMovement(rank: number, previous: number | null): number | null {
  return previous === null ? null : previous - rank;
}
