import { z } from 'zod';
import { QUEST_IDS } from '../game/quests/data';

/** GET quests and POST quests/{id}/claim (issue 13 point 4; docs/API.md "Quests"). Not in SPEC.md section 7. */

const int = z.number().int();
const cost = z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() });

export const questView = z.object({
  id: z.enum(QUEST_IDS),
  /** Its step is done by the game's state (a claimed quest stays done). */
  done: z.boolean(),
  /** Its reward was paid. */
  claimed: z.boolean(),
  reward: cost,
});
export type QuestView = z.infer<typeof questView>;

export const questsResponse = z.object({
  /** The eight quests in their order. */
  quests: z.array(questView),
});
export type QuestsResponse = z.infer<typeof questsResponse>;

export const claimQuestRequest = z.object({
  /** The village the reward is delivered into (the caller's own, or the sat account's for a sitter). */
  village_id: int.positive().max(2_147_483_647),
});
export type ClaimQuestRequest = z.infer<typeof claimQuestRequest>;

export const claimQuestResponse = z.object({
  quest: questView,
  /** What the village's storage took, and what did not fit (lost), per resource. */
  paid: cost,
  lost: cost,
  /** The village's stock after the delivery, at `computed_at`. */
  village: z.object({ id: int, wood: z.number(), stone: z.number(), iron: z.number(), food: z.number(), computed_at: z.string() }),
  quests: z.array(questView),
});
export type ClaimQuestResponse = z.infer<typeof claimQuestResponse>;
