import { z } from 'zod';
import { PRESTIGE_AWARD_MAX, PRESTIGE_TYPES } from '../game/prestige';

/**
 * Prestige (victory points) in the answers (issue 16, GAME.md section 8; docs/API.md "Prestige and the
 * end of a world"): an Empire's prestige by kind, the world's winner, and the testing tool that awards it.
 */

const int = z.number().int();

export const prestigeType = z.enum(PRESTIGE_TYPES);

/** An Empire's prestige by kind (vps: milestones; landmark, monument, artifact: objectives held). */
export const prestigeByType = z.object({ vps: int, landmark: int, monument: int, artifact: int });
export type PrestigeByTypeView = z.infer<typeof prestigeByType>;

/**
 * The Empire that won the world, named as it was at its win; `id` null when it was dissolved since,
 * `prestige` its total at the win.
 */
export const worldWinner = z.object({ id: int.nullable(), name: z.string(), name_short: z.string(), prestige: int });
export type WorldWinnerView = z.infer<typeof worldWinner>;

/** POST testing/prestige (testing tools only): prestige of one kind awarded to an Empire now, as the game pays it. */
export const testingPrestigeRequest = z.object({
  empire_id: z.number().int().positive().max(2_147_483_647),
  type: prestigeType,
  amount: z.number().int().min(1).max(PRESTIGE_AWARD_MAX),
}).strict();

/** The Empire's prestige after the award, and the world's state: finished and its winner. */
export const testingPrestigeResponse = z.object({
  empire_id: int,
  prestige: prestigeByType.extend({ total: int }),
  finished: z.boolean(),
  winner: worldWinner.nullable(),
});
export type TestingPrestigeResponse = z.infer<typeof testingPrestigeResponse>;
