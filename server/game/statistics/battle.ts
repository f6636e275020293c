import { killValue } from '../events/kills';
import type { CounterDeltas, EarnedCounter } from './counters';

type Army = Readonly<Record<string, number>>;

/**
 * Splits a whole `total` (rounded down, at least 0) among shares by their weights with the largest
 * remainder method: each share gets the floor of its exact part, and the units left over go one each to
 * the largest remainders (ties to the earlier share). The parts are whole, never negative, and sum to the
 * total exactly. Weights that are not positive count 0; when no weight is positive the shares count alike.
 * Answers the parts in the order of `weights` ([] for no shares).
 */
export function splitByShare(total: number, weights: readonly number[]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const whole = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0));
  const w = weights.map((x) => (Number.isFinite(x) && x > 0 ? x : 0));
  const sum = w.reduce((a, b) => a + b, 0);
  const use = sum > 0 ? w : w.map(() => 1);
  const all = sum > 0 ? sum : n;
  const parts = use.map((x) => Math.floor((whole * x) / all));
  let left = whole - parts.reduce((a, b) => a + b, 0);
  const order = use.map((x, i) => ({ i, r: (whole * x) / all - parts[i] })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % n, left--) parts[order[k].i] += 1;
  // Floating point may round a part up past its share: take it back from the smallest remainders.
  for (let k = n - 1; left < 0; k = (k + n - 1) % n) if (parts[order[k].i] > 0) { parts[order[k].i] -= 1; left++; }
  return parts;
}

/** One side of a battle as the statistics read it: whose troops (null: natives), what stood there, what died. */
export interface BattleParty {
  userId: number | null;
  /** The units before the battle (their value is the party's share of the defence's kills). */
  units: Army;
  lost: Army;
  /** Overrides the share of the defence's kills (a defend event's defence contribution). */
  weight?: number;
}

export interface BattleForStatistics {
  attacker: { userId: number | null; lost: Army };
  /** Every defending group (several groups of one kingdom are added up). */
  defenders: readonly BattleParty[];
  /** The resources the attacker carried off (counted as `resources` at the battle). */
  loot?: number;
}

/** What one kingdom earned in a battle. */
export interface BattleEarned {
  userId: number;
  counters: CounterDeltas;
}

const addArmies = (a: Record<string, number>, b: Army) => {
  for (const [k, n] of Object.entries(b)) if (n > 0) a[k] = (a[k] ?? 0) + n;
  return a;
};

/**
 * The counters a battle earns (GAME.md section 10), per kingdom, values by killValue (resource cost / 10):
 * - the attacker: `pvp_att` by the value of the kingdoms' troops it killed, `pve_att` by the natives' it
 *   killed, `losses` by its own units lost, `resources` by the loot;
 * - the defenders: the value of the attacking units killed (`pvp_def` against a kingdom, `pve_def` against
 *   natives), split among the defending kingdoms by their share of the defence (each one's units' value,
 *   or `weight` when given) with splitByShare so the parts sum exactly (the natives' part is nobody's);
 *   `losses` by each kingdom's own units lost.
 * Natives (userId null) earn nothing; a kingdom on both sides gets both. Counters of 0 are left out.
 */
export function battleEarnings(b: BattleForStatistics): BattleEarned[] {
  const out = new Map<number, CounterDeltas>();
  const add = (userId: number | null, counter: EarnedCounter, v: number) => {
    if (userId === null || !(v > 0)) return;
    const c = out.get(userId) ?? {};
    c[counter] = (c[counter] ?? 0) + v;
    out.set(userId, c);
  };
  // The defending groups of one kingdom (or the natives) as one party, in the order they first appear.
  const parties = new Map<number | null, { units: Record<string, number>; lost: Record<string, number>; weight?: number }>();
  for (const d of b.defenders) {
    const p = parties.get(d.userId) ?? { units: {}, lost: {} };
    addArmies(p.units, d.units);
    addArmies(p.lost, d.lost);
    if (d.weight !== undefined) p.weight = (p.weight ?? 0) + d.weight;
    parties.set(d.userId, p);
  }
  const list = [...parties];
  const killedOf = (natives: boolean) => killValue(list.filter(([u]) => (u === null) === natives).reduce((a, [, p]) => addArmies(a, p.lost), {} as Record<string, number>));
  add(b.attacker.userId, 'pvp_att', killedOf(false));
  add(b.attacker.userId, 'pve_att', killedOf(true));
  add(b.attacker.userId, 'losses', killValue(b.attacker.lost));
  add(b.attacker.userId, 'resources', b.loot ?? 0);
  const parts = splitByShare(killValue(b.attacker.lost), list.map(([, p]) => p.weight ?? killValue(p.units)));
  const counter: EarnedCounter = b.attacker.userId === null ? 'pve_def' : 'pvp_def';
  list.forEach(([u, p], i) => {
    add(u, counter, parts[i]);
    add(u, 'losses', killValue(p.lost));
  });
  return [...out].map(([userId, counters]) => ({ userId, counters }));
}

/** The resources in a load or reward (wood, stone, iron, food: aether is not a resource won). */
export function resourcesIn(r: Readonly<Partial<Record<'wood' | 'stone' | 'iron' | 'food', number>>>): number {
  return (r.wood ?? 0) + (r.stone ?? 0) + (r.iron ?? 0) + (r.food ?? 0);
}
