import type { Deps } from '../http/context';
import { claimDueItem } from '../db/queue';
import { applyDueItem, dueCutoff } from '../api/economy/villageEconomy';

export interface DueQueueResult {
  applied: number;
  failed: number;
}

/**
 * The tick's queue processor (GAME.md section 1): completes every active queue item due by `now`,
 * oldest first by (due_at, id), each in its own transaction that claims it with FOR UPDATE SKIP
 * LOCKED and applies it with the same rule the read path uses (applyDueItem / settleVillageQueue).
 * A completion may make the next item of its village due as well; the loop picks it up in order.
 * A second runner skips what this one holds, and an applied item is deleted in the transaction that
 * applies it, so nothing is applied twice; a crash rolls back the item in hand, which stays due.
 * Work that fell due while the server was down is simply due at the first tick.
 * At most `maxItems` per call (the next tick continues); a failing row is logged and skipped.
 */
export async function processDueQueue(
  deps: Deps,
  opts: { now?: Date; maxItems?: number; onApplied?: (item: { id: number; village_id: number }) => void } = {},
): Promise<DueQueueResult> {
  const now = opts.now ?? deps.now();
  const cutoff = new Date(dueCutoff(deps, now));
  const maxItems = opts.maxItems ?? 10_000;
  const skip: number[] = [];
  // A tick transaction need not wait for its WAL flush: after a crash a lost one is lost whole (its item
  // is still due and is applied again), and any later ordinary commit flushes it anyway. On a loaded
  // machine the flush is most of an item's cost.
  const onPostgres = (deps.db.client as { config?: { client?: unknown } }).config?.client === 'pg';
  let applied = 0;
  let failed = 0;
  while (applied + failed < maxItems) {
    let claimed: { id: number; village_id: number } | undefined;
    try {
      const outcome = await deps.db.transaction(async (trx) => {
        if (onPostgres) await trx.raw('SET LOCAL synchronous_commit TO OFF');
        const claim = await claimDueItem(trx, cutoff, skip);
        if (!claim) return 'none' as const;
        claimed = { id: claim.id, village_id: claim.village.id };
        return (await applyDueItem(trx, deps, claim, now)) ? ('applied' as const) : ('stale' as const);
      });
      if (outcome === 'none') break;
      if (outcome === 'applied') {
        applied += 1;
        if (claimed) opts.onApplied?.(claimed);
      }
      // A claimed row that is not its village's due head (inconsistent data) is left for a person to look at.
      else if (claimed) {
        deps.log.warn({ queueItem: claimed.id }, 'queue tick: claimed item is not its village\'s due head');
        skip.push(claimed.id);
      }
    } catch (err) {
      failed += 1;
      if (!claimed) {
        deps.log.error({ err }, 'queue tick: claim failed');
        break;
      }
      deps.log.error({ err, queueItem: claimed.id }, 'queue tick: item failed');
      skip.push(claimed.id);
    }
  }
  return { applied, failed };
}
