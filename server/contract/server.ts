import { z } from 'zod';
import { findUnit } from '../game/data/units';

/** One date of the server timeline (server/game/timeline.ts): start + 0/7/14/21/28 days / speed. */
export const timelineEntry = z.object({
  type: z.enum(['game_start', 'landmarks', 'monument_sites', 'monument_activation', 'artifacts']),
  at: z.string(),
});

/** GET on the API root. */
export const serverStateResponse = z.object({
  phase: z.enum(['before_start', 'running', 'finished']),
  startTime: z.string(),
  finishedAt: z.string().nullable(),
  now: z.string(),
  speed: z.number(),
  maxCoord: z.number().int(),
  mapSize: z.number().int(),
  timeline: z.array(timelineEntry),
});
export type ServerStateResponse = z.infer<typeof serverStateResponse>;

/** An ISO 8601 date and time with its offset (Z or +hh:mm), e.g. 2026-06-01T12:00:00Z; nothing looser. */
const isoTime = z.iso.datetime({ offset: true });

/** POST testing/finish (testing tools only): finish the world now, or clear the finish. */
export const testingFinishRequest = z.object({ finished: z.boolean() });

/** POST testing/startTime (testing tools only): move the game start (e.g. into the future for before_start). */
export const testingStartTimeRequest = z.object({ startTime: isoTime });

/** POST testing/units (testing tools only): units of the table's keys, 1 to 100,000 each, added at home in a village. */
export const testingUnitsRequest = z.object({
  village_id: z.number().int().positive(),
  units: z.record(z.string().refine((k) => !!findUnit(k), 'There is no unit of that type'), z.number().int().min(1).max(100_000)),
});
/** The village's troops at home after the grant. */
export const testingUnitsResponse = z.object({ village_id: z.number().int(), home: z.record(z.string(), z.number().int()) });
