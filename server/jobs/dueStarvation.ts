import type { Deps } from '../http/context';
import { claimDueStarvation } from '../db/villages';
import { applyStarvation } from '../api/units/starvation';
import { dueCutoff } from '../api/economy/villageEconomy';

export interface DueStarvationResult {
  applied: number;
  failed: number;
}

/**
 * Starvation (GAME.md section 3): every village whose starves_at is due by `now`, earliest first,
 * each in its own transaction that claims the village row and applies applyStarvation (which settles
 * the village to its starves_at instant, re-validates, removes the troops and recomputes starves_at in
 * that transaction, so nothing starves twice). The tick skips villages another transaction holds; a
 * read (`villageIds`, settle-on-read) waits for the holder instead, so it answers after the starvation.
 * A failing village is logged and skipped (it stays due for the next run).
 */
export async function processDueStarvation(
  deps: Deps,
  opts: { now?: Date; villageIds?: number[]; maxItems?: number } = {},
): Promise<DueStarvationResult> {
  const now = opts.now ?? deps.now();
  const cutoff = new Date(dueCutoff(deps, now));
  const max = opts.maxItems ?? 10_000;
  const skip: number[] = [];
  let applied = 0;
  let failed = 0;
  if (opts.villageIds) {
    if (opts.villageIds.length === 0) return { applied, failed };
    // A cheap unlocked probe first, so reads of villages that do not starve take no lock.
    const due = await deps.db('villages').whereIn('id', opts.villageIds).where('starves_at', '<=', cutoff).first('id');
    if (!due) return { applied, failed };
  }
  while (applied + failed < max) {
    let id: number | undefined;
    try {
      const done = await deps.db.transaction(async (trx) => {
        const v = await claimDueStarvation(trx, cutoff, { skip, villageIds: opts.villageIds, wait: opts.villageIds !== undefined });
        if (!v) return false;
        id = v.id;
        // Once per village and run: what applyStarvation leaves is not due again at this instant.
        skip.push(v.id);
        await applyStarvation(trx, deps, v, cutoff);
        return true;
      });
      if (!done) break;
      applied += 1;
    } catch (err) {
      failed += 1;
      deps.log.error({ err, village: id }, 'starvation failed');
      if (id === undefined) break;
    }
  }
  return { applied, failed };
}
