import type { Point } from '../world/coords';
import { callBackArrival, canCallBack, distance, movementDuration } from './duration';
import { refusalsOf, type Said } from '../texts';

/** Texts of the army calls' refusals (SPEC.md's words where it has them). */
const say = refusalsOf('trips');
export const TRIP_TEXT = {
  noTroops: say('noTroops', 'Those troops do not exist'),
  troopsGone: say('troopsGone', 'Those troops are gone'),
  tooLate: say('tooLate', 'This movement can no longer be called back'),
} as const;

/**
 * Troops standing at `host` going home to `home` (sent back by the host, or recalled by their owner):
 * a return trip that starts at `now` and takes the slowest unit's time for the distance.
 */
export function returnTripFrom(units: Readonly<Record<string, number>>, host: Point, home: Point, now: number, worldSpeed: number): { dueAt: number } {
  return { dueAt: now + movementDuration(units, distance(host, home), worldSpeed) };
}

/** An army under way, as a call-back reads it. */
export interface Outgoing {
  kind: string;
  startedAt: number;
  dueAt: number;
  from: Point;
  to: Point;
}

/**
 * Calling back an outgoing army at `now`: possible during the first minutes of its trip (canCallBack)
 * and never once it is due (its arrival wins) nor for a return trip. It turns around where it is (the
 * share of the way it had travelled, rounded to a tile) and is home after the time it had travelled.
 */
export function callBackTrip(m: Outgoing, now: number): { ok: true; dueAt: number; turnedAt: Point } | { ok: false; error: Said } {
  if (m.kind === 'returning' || m.dueAt <= now || !canCallBack(m.startedAt, now)) return { ok: false, error: TRIP_TEXT.tooLate };
  const f = (now - m.startedAt) / Math.max(1, m.dueAt - m.startedAt);
  return {
    ok: true,
    dueAt: callBackArrival(m.startedAt, now),
    turnedAt: { x: Math.round(m.from.x + (m.to.x - m.from.x) * f), y: Math.round(m.from.y + (m.to.y - m.from.y) * f) },
  };
}
