import { z } from 'zod';

/**
 * Every refused call's body (SPEC.md section 8, GAME.md section 10): the call group's key and SPEC.md's
 * English text; `details` where a refusal lists what is missing.
 */
export const errorResponse = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
