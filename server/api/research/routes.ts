import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { notFound, unauthorized } from '../../http/errors';
import { idParam } from '../../http/validate';
import type { ResearchResponse } from '../../contract/research';
import { findResearch } from '../../game/data/research';
import { settle } from '../../world/settle';
import { accountNow } from '../../world/account';
import { researchContextOf, startResearchOf } from '../../world/research';
import { researchBody } from './view';
import { NOT_FOUND_TEXT } from '../../game/refusals';
import { queuedScience } from '../../db/research';

const START_KEY = 'error_research_start';

/**
 * GET research and POST research/{id} (SPEC.md section 7). Research is account-wide: the token's
 * account (a sitter's token: the sat account). Owner and sitter may both start a research: it is
 * building-like, and GAME.md lets a sitter build.
 */
export function register(router: Router, deps: Deps): void {
  router.get('/research', async (ctx) => {
    const auth = requireAuth(ctx);
    const now = deps.now();
    await settle(deps, { accounts: [auth.userId] }, now);
    const account = await accountNow(deps, auth.userId, now);
    if (!account) throw unauthorized();
    const { ctx: rc, completedAt } = await researchContextOf(deps.db, auth.userId, account);
    const res: ResearchResponse = researchBody(account.state, account.rates, account.dueAt, rc, completedAt, now, await queuedScience(deps.db, auth.userId));
    ctx.body = res;
  });

  router.post('/research/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, START_KEY);
    if (!findResearch(id)) throw notFound(START_KEY, NOT_FOUND_TEXT.research);
    const r = await startResearchOf(deps, auth, id, START_KEY);
    const res: ResearchResponse = researchBody(r.state, r.rates, r.dueAt, r.ctx, r.completedAt, r.now, await queuedScience(deps.db, auth.userId));
    ctx.body = res;
  });
}
