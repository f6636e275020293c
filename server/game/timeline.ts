/**
 * The server timeline (GAME.md section 2; shown on the login page, SPEC.md section 2): when the game
 * starts and when landmarks, monument sites, monument activation and artifacts appear. Each date is
 * the start plus a number of days divided by the world speed (GAME.md section 1).
 */

export type TimelineType = 'game_start' | 'landmarks' | 'monument_sites' | 'monument_activation' | 'artifacts';

/** Days after the start at speed 1. */
export const TIMELINE_DAYS: Readonly<Record<TimelineType, number>> = {
  game_start: 0,
  landmarks: 7,
  monument_sites: 14,
  monument_activation: 21,
  artifacts: 28,
};

const DAY_MS = 24 * 3600 * 1000;

export interface TimelineEntry {
  type: TimelineType;
  at: Date;
}

/** Every timeline date, in order, for a world started at `startTime` running at `speed`. */
export function timeline(startTime: Date, speed: number): TimelineEntry[] {
  if (!(speed > 0)) throw new Error(`speed must be positive, got ${speed}`);
  return (Object.keys(TIMELINE_DAYS) as TimelineType[])
    .map((type) => ({ type, at: timelineDate(type, startTime, speed) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The date of one timeline entry (used by whoever spawns objectives, so both read the same numbers). */
export function timelineDate(type: TimelineType, startTime: Date, speed: number): Date {
  return new Date(startTime.getTime() + Math.round((TIMELINE_DAYS[type] * DAY_MS) / speed));
}

/** Whether the entry's date has come at `now`. */
export function timelineReached(type: TimelineType, startTime: Date, speed: number, now: Date): boolean {
  return timelineDate(type, startTime, speed).getTime() <= now.getTime();
}
