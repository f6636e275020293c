/**
 * The counters kept per kingdom and per Empire as the game runs (GAME.md section 10), never recomputed
 * from history. Population, villages and land follow the map (the database keeps them with every change of
 * a building level, a village's owner or a claimed tile); the others grow by what happened.
 */
export const KINGDOM_COUNTERS = ['population', 'villages', 'land', 'pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'losses', 'events', 'resources', 'medals'] as const;
export type KingdomCounter = (typeof KINGDOM_COUNTERS)[number];

/**
 * What the game adds as it runs (the map counters are the database's): kills as attacker and defender
 * against players (pvp) and natives (pve), `losses` (the value of the own units lost in any battle: the
 * kill/death ratio's deaths), events completed and resources won (loot and rewards).
 */
export const EARNED_COUNTERS = ['pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'losses', 'events', 'resources'] as const;
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

/** Kills of every kind over the own units lost (the profile's kill/death ratio); null before any loss. */
export function killDeathRatio(c: { pvp_att: number; pvp_def: number; pve_att: number; pve_def: number; losses: number }): number | null {
  if (c.losses <= 0) return null;
  return (c.pvp_att + c.pvp_def + c.pve_att + c.pve_def) / c.losses;
}
