import { durations } from '../data/constants';
import { unitOf } from '../data/units';
import type { Point } from '../world/coords';

/**
 * Movement times (GAME.md section 6): time = distance / slowest unit speed (tiles per hour) / world
 * speed. Distance is Euclidean between tile centres, sqrt(dx^2 + dy^2), so a diagonal step is
 * sqrt(2) tiles: travel is straight across the map, which does not wrap. Times are whole
 * milliseconds, rounded to the nearest.
 */

const HOUR_MS = 3600_000;

/** Euclidean distance in tiles: sqrt((ax - bx)^2 + (ay - by)^2). */
export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** round(distance / tilesPerHour / speed x 3,600,000) ms; throws a RangeError on a speed <= 0 or a negative distance. */
export function travelMs(distanceTiles: number, tilesPerHour: number, worldSpeed: number): number {
  if (!(tilesPerHour > 0) || !(worldSpeed > 0)) throw new RangeError('Speeds must be above 0');
  if (!(distanceTiles >= 0)) throw new RangeError('The distance must be at least 0');
  return Math.round((distanceTiles / tilesPerHour / worldSpeed) * HOUR_MS);
}

/** The slowest speed (tiles per hour) among the unit types present (count > 0); null for an empty army. */
export function slowestSpeed(units: Readonly<Record<string, number>>): number | null {
  let slowest: number | null = null;
  for (const [k, n] of Object.entries(units)) {
    if (!(n > 0)) continue;
    const s = unitOf(k).speed;
    if (slowest === null || s < slowest) slowest = s;
  }
  return slowest;
}

/**
 * Milliseconds an army needs for `distanceTiles` at world `speed`: the slowest unit sets the pace.
 * Returns trips take the same time with the survivors' slowest speed. Throws a RangeError for an
 * empty army.
 */
export function movementDuration(units: Readonly<Record<string, number>>, distanceTiles: number, speed: number): number {
  const slowest = slowestSpeed(units);
  if (slowest === null) throw new RangeError('No units selected');
  return travelMs(distanceTiles, slowest, speed);
}

/** An outgoing movement may be called back during its first 10 minutes (durations.callbackWindow, not scaled by speed). */
export function canCallBack(sentAt: number, now: number): boolean {
  return now >= sentAt && now - sentAt <= durations.callbackWindow * 1000;
}

/** A called-back movement turns around at `now` and is home after the time it had already travelled. */
export function callBackArrival(sentAt: number, now: number): number {
  return now + Math.max(0, now - sentAt);
}
