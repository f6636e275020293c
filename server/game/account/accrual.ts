import { findResearch } from '../data/research';
import { findBuilding } from '../data/buildings';
import type { TierKey } from '../data/tiers';
import { effectivePoints, villageRates } from '../economy';

/**
 * Account-wide culture and science (GAME.md sections 3 and 5), lazy like village resources: the account
 * stores `(culture, science, researching, updatedAt)` and its value at t follows from the hourly rates
 * of all its villages, which change only when a building level changes (the caller settles the account
 * to that instant first, with the old rates). Culture is never spent; science accrues only while a
 * research runs, into that research, which completes the instant its science reaches `science_base`.
 * Times are epoch milliseconds.
 */

export const HOUR_MS = 3_600_000;

export interface AccountState {
  culture: number;
  /** Science of the running research (0 when none runs). */
  science: number;
  /** Research id running, or null. */
  researching: number | null;
  /** The instant culture and science are exact at (users.account_updated_at). */
  updatedAt: number;
}

/** Culture and science per hour of the whole account (improvements and world speed applied). */
export interface AccountRates {
  culture: number;
  science: number;
}

export interface ResearchDone {
  researchId: number;
  /** The instant its science reached science_base. */
  at: number;
}

export interface Advanced {
  state: AccountState;
  /** Research completed on the way (at most one: nothing starts a research by itself). */
  done: ResearchDone[];
}

export interface AccountVillage {
  tier: TierKey;
  buildings: ReadonlyArray<{ type: string; level: number }>;
}

/**
 * The account's hourly rates: the sum over its villages of floor(base x (1 + improvement)) of culture
 * and science, as each village shows them. Tiles and units change neither, so they are not needed.
 */
export function accountRates(villages: ReadonlyArray<AccountVillage>, speed: number, pointsOf = villagePoints): AccountRates {
  let culture = 0;
  let science = 0;
  for (const v of villages) {
    const p = pointsOf(v, speed);
    culture += p.culture;
    science += p.science;
  }
  return { culture, science };
}

/** One village's hourly culture and science (whole numbers, as the village shows them). */
export function villagePoints(v: AccountVillage, speed: number): AccountRates {
  return effectivePoints(villageRates({ tier: v.tier, buildings: [...v.buildings], tiles: [], unitConsumption: 0 }, speed));
}

/** True when a level of this building changes culture or science rates (so the account must be settled first). */
export function buildingTouchesAccount(type: string): boolean {
  const b = findBuilding(type);
  return !!b && b.effects.some((e) => (e.kind === 'base' || e.kind === 'improve') && (e.rate === 'culture' || e.rate === 'science'));
}

/** science_base of a research id; undefined for an unknown id (treated as no research running). */
function scienceBase(id: number | null): number | undefined {
  return id === null ? undefined : findResearch(id)?.science_base;
}

/**
 * When the running research completes at these rates: updatedAt + (science_base - science) / rate
 * hours, rounded up to the millisecond (so science has reached the cost at that instant). null when no
 * research runs or the account produces no science.
 */
export function researchDueAt(s: AccountState, rates: AccountRates): number | null {
  const base = scienceBase(s.researching);
  if (base === undefined) return null;
  if (s.science >= base) return s.updatedAt;
  if (!(rates.science > 0)) return null;
  return s.updatedAt + Math.ceil(((base - s.science) / rates.science) * HOUR_MS);
}

/**
 * The account at `to` from its state at updatedAt, with constant rates over the interval:
 *   culture += culture_rate x hours
 *   science = min(science_base, science + science_rate x hours) while researching; when it reaches
 *   science_base at `researchDueAt`, the research is done then, `researching` becomes null and
 *   science 0 (science after that instant is not produced: no research runs).
 * A `to` at or before updatedAt changes nothing (the account never moves backwards). Splitting the
 * interval gives the same result as settling once (up to floating-point rounding).
 */
export function advanceAccount(s: AccountState, rates: AccountRates, to: number): Advanced {
  if (!(to > s.updatedAt)) return { state: s, done: [] };
  const hours = (to - s.updatedAt) / HOUR_MS;
  const culture = s.culture + Math.max(0, rates.culture) * hours;
  const base = scienceBase(s.researching);
  if (base === undefined || s.researching === null) {
    return { state: { culture, science: 0, researching: null, updatedAt: to }, done: [] };
  }
  const due = researchDueAt(s, rates);
  const science = s.science + Math.max(0, rates.science) * hours;
  if ((due !== null && due <= to) || science >= base) {
    const at = due !== null && due <= to ? due : to;
    return { state: { culture, science: 0, researching: null, updatedAt: to }, done: [{ researchId: s.researching, at }] };
  }
  return { state: { culture, science, researching: s.researching, updatedAt: to }, done: [] };
}

/**
 * Points a completed queue item gives at `at` (the account already advanced to `at`): culture is
 * added; science goes into the running research (none running: lost), completing it at `at` when it
 * reaches science_base (the surplus is lost too).
 */
export function addAccountPoints(s: AccountState, points: { culture: number; science: number }, at: number): Advanced {
  const culture = s.culture + Math.max(0, points.culture);
  const base = scienceBase(s.researching);
  if (base === undefined || s.researching === null || !(points.science > 0)) return { state: { ...s, culture }, done: [] };
  const science = s.science + points.science;
  if (science >= base) {
    return {
      state: { ...s, culture, science: 0, researching: null },
      done: [{ researchId: s.researching, at: Math.max(at, s.updatedAt) }],
    };
  }
  return { state: { ...s, culture, science }, done: [] };
}
