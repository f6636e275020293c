import { z } from 'zod';

/**
 * A text the server decides and the client renders from its catalogue (client/i18n): a catalogue key
 * and its parameters (server/game/texts.ts). Refusals, building reasons and report titles carry one.
 */
export const textRef = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TextRef = z.infer<typeof textRef>;
