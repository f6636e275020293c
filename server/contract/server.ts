import { z } from 'zod';

export const timelineEntry = z.object({
  /** game_start | landmarks | monument_sites | monument_activation | artifacts */
  type: z.string(),
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
