import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { notFound } from '../../http/errors';
import { body } from '../../http/validate';
import { claimQuestRequest, type ClaimQuestResponse, type QuestsResponse } from '../../contract/quests';
import { QUEST_TEXT, findQuest } from '../../game/quests';
import { claimQuestReward, questsOf } from '../../world/quests';

const KEY = 'error_quests';

/**
 * GET quests and POST quests/{id}/claim {village_id} (issue 13 point 4; SPEC.md has no quest calls, so
 * they are named here and in docs/API.md). The token's account: a sitter's token reads and claims for
 * the sat account (a reward is the owner's gain, paid into the owner's village, as a sitter may build).
 * Refusals carry error_quests: unknown quest 404, not done 400, claimed already 409, another account's
 * village 403, unknown village 404, bad body 400, no token 401.
 */
export function register(router: Router, deps: Deps): void {
  router.get('/quests', async (ctx) => {
    const auth = requireAuth(ctx);
    const res: QuestsResponse = { quests: await questsOf(deps, auth.userId) };
    ctx.body = res;
  });

  router.post('/quests/:id/claim', async (ctx) => {
    const auth = requireAuth(ctx);
    const quest = findQuest(String(ctx.params.id));
    if (!quest) throw notFound(KEY, QUEST_TEXT.unknown);
    const req = body(ctx, claimQuestRequest, KEY);
    const r = await claimQuestReward(deps, auth, quest, req.village_id, KEY);
    const res: ClaimQuestResponse = {
      quest: r.quests.find((q) => q.id === quest.id)!,
      paid: r.paid,
      lost: r.lost,
      village: { id: r.village.id, ...r.village.stock, computed_at: r.village.at.toISOString() },
      quests: r.quests,
    };
    ctx.body = res;
  });
}
