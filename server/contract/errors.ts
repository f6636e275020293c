import { z } from 'zod';
import { textRef } from './text';

/**
 * Every refused call's body (SPEC.md section 8, GAME.md section 10): the call group's key, SPEC.md's
 * English text, the same text as a catalogue key with parameters for the client to render (`text`), and
 * `details` where a refusal lists what is missing.
 */
export const errorResponse = z.object({
  error: z.string(),
  message: z.string(),
  text: textRef,
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
