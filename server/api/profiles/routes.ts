import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { unauthorized } from '../../http/errors';
import type { ProfileResponse } from '../../contract/profile';
import { userById } from '../../db/users';
import { incomingAttackCounts, tierCounts, villagesOfUser } from '../../db/villages';
import { cultureThresholds } from '../../game/economy';
import { findResearch } from '../../game/data/research';
import { phaseAt } from '../../game/phase';
import { settleAccountsOnRead } from '../economy/settleOnRead';
import { processDueMovements } from '../../jobs/dueMovements';
import { accountNow } from '../research/account';

/**
 * GET profiles/user: the account behind the token (for a sitter token, the sat account), its
 * villages for the sidebar and the culture thresholds. Empires and their messages do not exist in
 * this world yet, so those fields are null and the invite count 0.
 */
export function register(router: Router, deps: Deps): void {
  router.get('/profiles/user', async (ctx) => {
    const auth = requireAuth(ctx);
    // Due queue items (culture and science points, rate changes) and a due research count before the account is shown.
    const now = deps.now();
    await settleAccountsOnRead(deps, [auth.userId], now);
    // Due arrivals of the account's villages count before incomings and report counters are shown.
    const ownVillageIds: number[] = await deps.db('villages').where({ user_id: auth.userId }).pluck('id');
    if (ownVillageIds.length) await processDueMovements(deps, { villageIds: ownVillageIds, now, maxItems: 500 });
    const user = await userById(deps.db, auth.userId);
    if (!user) throw unauthorized();
    // Culture and science accrue lazily: the values at now (a research completed meanwhile is applied).
    const account = await accountNow(deps, user.id, now);
    const [villages, counts] = await Promise.all([villagesOfUser(deps.db, user.id), tierCounts(deps.db, user.id)]);
    const incomings = await incomingAttackCounts(deps.db, villages.map((v) => v.id));
    const running = account?.state.researching ?? null;
    const research = running !== null ? findResearch(running) : undefined;
    const res: ProfileResponse = {
      profile: {
        id: user.id,
        username: user.username,
        researching: research ? research.id : null,
        researching_name: research ? research.name : null,
        science: research ? account!.state.science : 0,
        science_base: research ? research.science_base : 0,
        culture: account?.state.culture ?? user.culture,
        nextCulture: cultureThresholds(counts),
        aether: user.aether,
        builders: user.builders,
        empire: null,
        empire_name: null,
        empire_name_short: null,
        empire_message: null,
        empireInvites: 0,
        reports: user.unread_reports,
        messages: user.unread_messages,
      },
      villages: villages.map((v) => ({ id: v.id, name: v.name, type: v.tier, x: v.x, y: v.y, incomings: incomings.get(v.id) ?? 0 })),
      // Objectives held by the account's Empire: there are no objectives (nor Empires) in this world yet.
      objectives: [],
      game_finished: phaseAt(deps.now(), deps.world.startTime, deps.world.finishedAt) === 'finished',
    };
    ctx.body = res;
  });
}
