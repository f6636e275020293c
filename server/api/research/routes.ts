import type Router from '@koa/router';
import type { Conn } from '../../db/knex';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { idParam } from '../../http/validate';
import type { ResearchResponse } from '../../contract/research';
import { researchedRows } from '../../db/research';
import { findResearch } from '../../game/data/research';
import { RESEARCH_TEXT, highestTier, startResearch, startRun, type ResearchContext } from '../../game/research';
import { settle } from '../../world/settle';
import { accountNow, saveAccountRun, settleAccount, type SettledAccount } from '../../world/account';
import { researchBody } from './view';

const START_KEY = 'error_research_start';

async function contextOf(db: Conn, userId: number, account: SettledAccount): Promise<{ ctx: ResearchContext; completedAt: Map<number, Date> }> {
  const rows = await researchedRows(db, userId);
  return {
    ctx: { researched: new Set(rows.map((r) => r.research_id)), highestTier: highestTier(account.villages.map((v) => v.tier)) },
    completedAt: new Map(rows.map((r) => [r.research_id, r.completed_at])),
  };
}

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
    const { ctx: rc, completedAt } = await contextOf(deps.db, auth.userId, account);
    const res: ResearchResponse = researchBody(account.state, account.rates, account.dueAt, rc, completedAt, now);
    ctx.body = res;
  });

  router.post('/research/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, START_KEY);
    if (!findResearch(id)) throw notFound(START_KEY, 'That research');
    const now = deps.now();
    // Queue items already due first (in time order): they may change the science rate or finish a research.
    await settle(deps, { accounts: [auth.userId] }, now);
    ctx.body = await deps.db.transaction(async (trx): Promise<ResearchResponse> => {
      // The account row lock serialises starts: of parallel starts exactly one sees no research running.
      const account = await settleAccount(trx, deps, auth.userId, now);
      if (!account) throw unauthorized();
      const { ctx: rc, completedAt } = await contextOf(trx, auth.userId, account);
      // The research machine's START (its guard refuses it while a research runs); a completed
      // technology is refused first, as the rule does.
      const started = rc.researched.has(id) ? undefined : startRun(account, id, account.rates, now.getTime());
      if (started && !started.ok) throw badRequest(START_KEY, started.error);
      // Requirements and tier (and a completed technology): the rule's checks.
      const r = startResearch(account.state, id, rc, now.getTime());
      if (!r.ok || !started) throw badRequest(START_KEY, r.ok ? RESEARCH_TEXT.done : r.error);
      const dueAt = await saveAccountRun(trx, auth.userId, started.value);
      return researchBody(started.value.state, account.rates, dueAt, rc, completedAt, now);
    });
  });
}
