import { objectiveDef, type ObjectiveType } from '../data/objectives';

/**
 * Prestige an objective gives its holder's Empire (GAME.md section 8). The world stores what was
 * awarded with its instant (never recomputed from history); these rules say how much is due between
 * two instants, so the tick (or a settle after `testing/startTime` moved back) awards exactly the
 * periods that passed: due(a, b) + due(b, c) = due(a, c).
 */

/** Prestige when a kingdom captures the objective (landmark 1; the others 0). */
export function prestigeOnCapture(type: ObjectiveType): number {
  return objectiveDef(type).onCapture;
}

/** Prestige when a monument is completed (10; the others 0). */
export function prestigeOnCompletion(type: ObjectiveType): number {
  return objectiveDef(type).onCompletion;
}

/** Milliseconds of one prestige period at the world speed (a week for landmarks and monuments, a day for artifacts). */
export function prestigePeriodMs(type: ObjectiveType, speed: number): number {
  if (!(speed > 0)) throw new Error(`speed must be positive, got ${speed}`);
  return Math.round((objectiveDef(type).period * 1000) / speed);
}

export interface PrestigeDue {
  /** Whole periods completed in (from, to]. */
  periods: number;
  amount: number;
}

/**
 * The prestige due for holding an objective from `heldSince` (a monument: from its completion) over the
 * interval (from, to]: one `perPeriod` for each whole period since heldSince that ends inside it.
 * Instants are epoch milliseconds; an interval before heldSince or empty gives nothing.
 */
export function prestigeDue(type: ObjectiveType, heldSince: number, from: number, to: number, speed: number): PrestigeDue {
  const p = prestigePeriodMs(type, speed);
  const done = (t: number) => (t <= heldSince ? 0 : Math.floor((t - heldSince) / p));
  const periods = to > from ? Math.max(0, done(to) - done(Math.max(from, heldSince))) : 0;
  return { periods, amount: periods * objectiveDef(type).perPeriod };
}

/** The next instant after `now` at which a period ends (the due work row's due_at). */
export function nextPrestigeAt(type: ObjectiveType, heldSince: number, now: number, speed: number): number {
  const p = prestigePeriodMs(type, speed);
  if (now < heldSince) return heldSince + p;
  return heldSince + (Math.floor((now - heldSince) / p) + 1) * p;
}
