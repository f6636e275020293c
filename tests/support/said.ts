import { expect } from 'vitest';

/** Matches a refusal's text (server/game/texts.ts Said) by SPEC.md's English, whatever its key and parameters. */
export const said = (message: string) => expect.objectContaining({ message });
