import type { Conn } from '../db/knex';
import type { Deps, AuthInfo } from './deps';
import { researchedRows } from '../db/research';
import { RESEARCH_TEXT, highestTier, startResearch, startRun, type ResearchContext } from '../game/research';
import { saveAccountRun, settleAccount, type SettledAccount } from './account';
import { badRequest, unauthorized } from './refusal';
import { settle } from './settle';

/** What the research rules read besides the account: completed technologies (with when) and the highest tier. */
export async function researchContextOf(db: Conn, userId: number, account: SettledAccount): Promise<{ ctx: ResearchContext; completedAt: Map<number, Date> }> {
  const rows = await researchedRows(db, userId);
  return {
    ctx: { researched: new Set(rows.map((r) => r.research_id)), highestTier: highestTier(account.villages.map((v) => v.tier)) },
    completedAt: new Map(rows.map((r) => [r.research_id, r.completed_at])),
  };
}

/**
 * POST research/{id}: the account's due work is settled first (queue items due by now may change the
 * science rate or finish a research), then in one transaction the account row is locked and settled to
 * now, and the research starts (the research machine's START refuses it while one runs; the rule checks
 * requirements and tier). The row lock serialises starts: of parallel starts exactly one sees no research.
 */
export async function startResearchOf(deps: Deps, auth: AuthInfo, researchId: number, key: string) {
  const now = deps.now();
  await settle(deps, { accounts: [auth.userId] }, now);
  return deps.db.transaction(async (trx) => {
    const account = await settleAccount(trx, deps, auth.userId, now);
    if (!account) throw unauthorized();
    const { ctx: rc, completedAt } = await researchContextOf(trx, auth.userId, account);
    // A completed technology is refused first, as the rule does.
    const started = rc.researched.has(researchId) ? undefined : startRun(account, researchId, account.rates, now.getTime());
    if (started && !started.ok) throw badRequest(key, started.error);
    const r = startResearch(account.state, researchId, rc, now.getTime());
    if (!r.ok || !started) throw badRequest(key, r.ok ? RESEARCH_TEXT.done : r.error);
    const dueAt = await saveAccountRun(trx, auth.userId, started.value);
    return { state: started.value.state, rates: account.rates, dueAt, ctx: rc, completedAt, now };
  });
}
