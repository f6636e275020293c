import type { Deps } from '../world/deps';
import { claimDueResearch } from '../db/account';
import { dueCutoff } from '../world/cutoff';
import { settleAccount } from '../world/account';

export interface DueResearchResult {
  completed: number;
  failed: number;
}

/**
 * The tick's research step (GAME.md sections 1 and 5): every account whose research reached its
 * science cost by now (users.research_due_at) is settled, in (research_due_at, id) order, each in its
 * own transaction that claims the account row with FOR UPDATE SKIP LOCKED; the research completes at
 * its exact instant with the same function the read path uses (settleAccount), and the row written in
 * that transaction no longer has a due time, so nothing completes twice. Runs after the queue step, so
 * the science rates of completed buildings are in place first. A failing account is logged and skipped.
 */
export async function processDueResearch(deps: Deps, opts: { now?: Date; maxAccounts?: number } = {}): Promise<DueResearchResult> {
  const now = opts.now ?? deps.now();
  const cutoff = new Date(dueCutoff(deps, now));
  const max = opts.maxAccounts ?? 10_000;
  const skip: number[] = [];
  let completed = 0;
  let failed = 0;
  while (completed + failed + skip.length < max) {
    let claimed: number | undefined;
    try {
      const outcome = await deps.db.transaction(async (trx) => {
        claimed = await claimDueResearch(trx, cutoff, skip);
        if (claimed === undefined) return 'none' as const;
        const r = await settleAccount(trx, deps, claimed, now);
        return r && r.done.length > 0 ? ('done' as const) : ('stale' as const);
      });
      if (outcome === 'none') break;
      if (outcome === 'done') completed += 1;
      // A due time that did not complete anything (no research after all): rewritten by the settle; do not retry it this tick.
      else if (claimed !== undefined) skip.push(claimed);
    } catch (err) {
      failed += 1;
      if (claimed === undefined) {
        deps.log.error({ err }, 'research tick: claim failed');
        break;
      }
      deps.log.error({ err, user: claimed }, 'research tick: account failed');
      skip.push(claimed);
    }
  }
  return { completed, failed };
}
