import { durations } from '../data/constants';

/**
 * A trade route's hourly slots (GAME.md section 7): every hour of game time, durations.tradeRouteInterval
 * seconds divided by the world speed (3,600 s at speed 1, 360 s at speed 10). Whole milliseconds, at least 1.
 */
export function routeIntervalMs(worldSpeed: number): number {
  return Math.max(1, Math.round((durations.tradeRouteInterval * 1000) / Math.max(worldSpeed, 1e-9)));
}

/**
 * The slot to ship now and the next one, for a route due at `dueAt` handled at `cutoff` (>= dueAt).
 * Missed slots (the server was down, nobody read the village) are not made up one by one: the latest
 * slot due by `cutoff` ships once, and the next slot is the first after `cutoff`. So a route sends at
 * most one shipment per run however long the downtime, and its next time is always in the future.
 */
export function routeSlot(dueAt: number, cutoff: number, intervalMs: number): { slot: number; next: number; missed: number } {
  const missed = cutoff > dueAt ? Math.floor((cutoff - dueAt) / intervalMs) : 0;
  const slot = dueAt + missed * intervalMs;
  return { slot, next: slot + intervalMs, missed };
}
