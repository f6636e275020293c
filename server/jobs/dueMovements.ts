import type { Deps } from '../http/context';
import { ARMY_KINDS, claimDueMovement, lockArrivals } from '../db/movements';
import { applyArrival } from '../api/units/arrival';
import { dueCutoff } from '../api/economy/villageEconomy';

export interface DueMovementsResult {
  applied: number;
  failed: number;
}

/**
 * Army arrivals (GAME.md sections 1 and 6): every army movement due by `now`, in (due_at, id) order,
 * each in its own transaction that takes the arrivals advisory lock, claims the row and applies it
 * (applyArrival deletes the row or turns it into its return trip in that transaction, so nothing is
 * applied twice). The tick calls it for everything; reads call it with the villages they show
 * (settle-on-read). A failing movement is logged and skipped (it stays due for the next run).
 */
export async function processDueMovements(
  deps: Deps,
  opts: { now?: Date; villageIds?: number[]; maxItems?: number } = {},
): Promise<DueMovementsResult> {
  const now = opts.now ?? deps.now();
  const cutoff = new Date(dueCutoff(deps, now));
  const max = opts.maxItems ?? 10_000;
  const skip: number[] = [];
  let applied = 0;
  let failed = 0;
  // A cheap unlocked probe first, so reads without due arrivals take no lock.
  const probe = deps.db('movements').whereIn('kind', [...ARMY_KINDS]).where('due_at', '<=', cutoff).first('id');
  if (opts.villageIds) probe.where((w) => w.whereIn('from_village_id', opts.villageIds!).orWhereIn('to_village_id', opts.villageIds!));
  if (!(await probe)) return { applied, failed };
  while (applied + failed < max) {
    let id: number | undefined;
    try {
      const done = await deps.db.transaction(async (trx) => {
        await lockArrivals(trx);
        const m = await claimDueMovement(trx, cutoff, skip, opts.villageIds);
        if (!m) return false;
        id = m.id;
        await applyArrival(trx, deps, m);
        return true;
      });
      if (!done) break;
      applied += 1;
    } catch (err) {
      failed += 1;
      deps.log.error({ err, movement: id }, 'arrival failed');
      if (id === undefined) break;
      skip.push(id);
    }
  }
  return { applied, failed };
}
