/**
 * The counters kept per kingdom and per Empire as the game runs (GAME.md section 10), never recomputed
 * from history. Population, villages and land follow the map (the database keeps them with every change of
 * a building level, a village's owner or a claimed tile); the others grow by what happened.
 */
export const KINGDOM_COUNTERS = ['population', 'villages', 'land', 'pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'events', 'resources', 'medals'] as const;
export type KingdomCounter = (typeof KINGDOM_COUNTERS)[number];

/** What the game adds as it runs (the map counters are the database's). */
export const EARNED_COUNTERS = ['pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'events', 'resources'] as const;
export type EarnedCounter = (typeof EARNED_COUNTERS)[number];
export type CounterDeltas = Partial<Record<EarnedCounter, number>>;

/**
 * The weekly copies of the medal categories (SPEC.md section 3): PvP attacker and defender kills, PvE wins
 * (events completed) and PvE resources (rewards won from events).
 */
export const WEEKLY_COUNTERS = ['pvp_att', 'pvp_def', 'pve_win', 'pve_res'] as const;
export type WeeklyCounter = (typeof WEEKLY_COUNTERS)[number];

/** Which weekly counter an earned counter feeds (resources: only rewards from events feed pve_res; see weeklyDeltas). */
export function weeklyDeltas(d: CounterDeltas, eventRewards = 0): Partial<Record<WeeklyCounter, number>> {
  const out: Partial<Record<WeeklyCounter, number>> = {};
  if (d.pvp_att) out.pvp_att = d.pvp_att;
  if (d.pvp_def) out.pvp_def = d.pvp_def;
  if (d.events) out.pve_win = d.events;
  if (eventRewards) out.pve_res = eventRewards;
  return out;
}

/** Deltas with only whole, positive amounts (a counter never shrinks by what happened); null when nothing is left. */
export function cleanDeltas(d: CounterDeltas): CounterDeltas | null {
  const out: CounterDeltas = {};
  let any = false;
  for (const k of EARNED_COUNTERS) {
    const v = Math.floor(d[k] ?? 0);
    if (v > 0) {
      out[k] = v;
      any = true;
    }
  }
  return any ? out : null;
}
