import { STATISTICS } from '../data/statistics';

/**
 * Statistics weeks (GAME.md section 10): week 1 starts at startTime; the world's speed divides a week as it
 * divides the prestige periods (a speed-10 world has a medal week every 16.8 hours). A month is 4 weeks.
 */
export function statWeekMs(speed: number): number {
  if (!(speed > 0)) throw new Error(`speed must be positive, got ${speed}`);
  return Math.round((STATISTICS.weekDays * 24 * 3600_000) / speed);
}

/** The week an instant falls in: 1 from startTime on (before the start: week 1 too). */
export function statWeekOf(startMs: number, atMs: number, speed: number): number {
  return Math.max(1, Math.floor((atMs - startMs) / statWeekMs(speed)) + 1);
}

/** When week `week` ends (its medals are due then). */
export function statWeekEnd(startMs: number, week: number, speed: number): number {
  return startMs + week * statWeekMs(speed);
}

/** The last week whose end is at or before `atMs` (0: none has ended yet). */
export function lastEndedWeek(startMs: number, atMs: number, speed: number): number {
  if (atMs < startMs) return 0;
  return Math.floor((atMs - startMs) / statWeekMs(speed));
}

/** Month (1-based) and week within it of a statistics week, for texts like 'month 2, week 3'. */
export function monthOfWeek(week: number): { month: number; week: number } {
  const w = Math.max(1, Math.floor(week));
  return { month: Math.floor((w - 1) / STATISTICS.weeksPerMonth) + 1, week: ((w - 1) % STATISTICS.weeksPerMonth) + 1 };
}
