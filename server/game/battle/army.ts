import { findUnit, unitOf, UNITS, type AttackType } from '../data/units';
import { refusalsOf, type Said } from '../texts';

/**
 * Armies as the rules see them: unit key -> count. Keys are the unit keys of data/units.ts
 * (melee1 .. special2); a missing key means 0.
 */
export type Army = Readonly<Record<string, number>>;

/** The unit keys of the 15 units, in table order. */
export const UNIT_KEYS: readonly string[] = UNITS.map((u) => u.key);

/** Shares of the attack by attack type (sum 1); they weight the defenders' three defence values. */
export type AttackShares = Record<AttackType, number>;

const say = refusalsOf('army');
export const ARMY_TEXT = {
  unknownUnit: (key: string) => say('unknownUnit', `There is no unit of type ${key}`, { unit: key }),
  badCount: (key: string) => say('badCount', `The number of ${key} must be a whole number of at least 0`, { unit: key }),
  empty: say('empty', 'No units selected'),
} as const;

/**
 * Why an army is not acceptable as rule input, or null when it is: every key a known unit, every
 * count a whole number >= 0. Handlers call it to answer 400 before calling a rule (the rules throw).
 */
export function armyError(army: Army): Said | null {
  for (const [key, n] of Object.entries(army)) {
    if (!findUnit(key)) return ARMY_TEXT.unknownUnit(key);
    if (!Number.isSafeInteger(n) || n < 0) return ARMY_TEXT.badCount(key);
  }
  return null;
}

/** The army without zero counts, in unit-table order; throws a RangeError on a bad army (see armyError). */
export function normalizeArmy(army: Army): Record<string, number> {
  const err = armyError(army);
  if (err) throw new RangeError(err.message);
  const out: Record<string, number> = {};
  for (const key of UNIT_KEYS) {
    const n = army[key] ?? 0;
    if (n > 0) out[key] = n;
  }
  return out;
}

/** Number of units in the army. */
export function unitCount(army: Army): number {
  return Object.values(army).reduce((s, n) => s + n, 0);
}

/** Army size (GAME.md section 6, what a scout reports): sum of count x the unit's size. */
export function armySize(army: Army): number {
  return Object.entries(army).reduce((s, [k, n]) => s + n * unitOf(k).size, 0);
}

/** Food the army eats per hour: sum of count x consumption (not scaled by the world speed). */
export function armyConsumption(army: Army): number {
  return Object.entries(army).reduce((s, [k, n]) => s + n * unitOf(k).consumption, 0);
}

/** Resources the army can carry: sum of count x carry. */
export function carryCapacity(army: Army): number {
  return Object.entries(army).reduce((s, [k, n]) => s + n * unitOf(k).carry, 0);
}

/** a - b per unit type (b <= a assumed), zero counts dropped. */
export function subtractArmy(a: Army, b: Army): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of UNIT_KEYS) {
    const n = (a[key] ?? 0) - (b[key] ?? 0);
    if (n > 0) out[key] = n;
  }
  return out;
}
