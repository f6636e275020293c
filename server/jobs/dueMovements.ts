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
 * under the arrivals advisory lock (one processor at a time, database-wide), each claimed and applied
 * (applyArrival deletes the row or turns it into its return trip in the same transaction, so nothing
 * is applied twice). The tick calls it for everything and applies up to `perTransaction` arrivals per
 * transaction, each in its own savepoint (a failing one is rolled back alone), for at most about
 * 250 ms so settle-on-read does not wait long for the lock; reads call it with the villages they show
 * (settle-on-read), one arrival per transaction. A failing movement is logged and skipped (it stays due
 * for the next run).
 */
export async function processDueMovements(
  deps: Deps,
  opts: {
    now?: Date; villageIds?: number[]; maxItems?: number; onApplied?: (movement: { id: number; kind: string }) => void;
    /** Arrivals per transaction for the tick (default 25; settle-on-read takes one per transaction). */
    perTransaction?: number;
  } = {},
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
  // The tick (no villageIds) applies several arrivals per transaction, each in a savepoint: one lock,
  // begin and commit for many. Bounded in count and time, because settle-on-read waits for the lock.
  const perTransaction = opts.villageIds ? 1 : Math.max(1, opts.perTransaction ?? 25);
  const onPostgres = (deps.db.client as { config?: { client?: unknown } }).config?.client === 'pg';
  let more = true;
  while (more && applied + failed < max) {
    const done: Array<{ id: number; kind: string }> = [];
    let bad: { id?: number; err: unknown } | undefined;
    try {
      await deps.db.transaction(async (trx) => {
        // As the queue tick: a lost tick transaction is lost whole and its arrivals stay due.
        if (onPostgres && !opts.villageIds) await trx.raw('SET LOCAL synchronous_commit TO OFF');
        await lockArrivals(trx);
        const started = performance.now();
        while (done.length < perTransaction && applied + failed + done.length < max && performance.now() - started < 250) {
          let id: number | undefined;
          try {
            const m = await (perTransaction === 1 ? claimDueMovement(trx, cutoff, skip, opts.villageIds) : trx.transaction(async (sp) => {
              const claimed = await claimDueMovement(sp, cutoff, skip, opts.villageIds);
              if (claimed) {
                id = claimed.id;
                await applyArrival(sp, deps, claimed);
              }
              return claimed;
            }));
            if (!m) { more = false; break; }
            id = m.id;
            if (perTransaction === 1) await applyArrival(trx, deps, m);
            done.push({ id: m.id, kind: m.kind });
          } catch (err) {
            // In a savepoint: rolled back to it, the others stand. Alone: the transaction is lost.
            if (perTransaction === 1 || id === undefined) throw Object.assign(new Error('arrival failed'), { cause: err, movement: id });
            bad = { id, err };
            failed += 1;
            skip.push(id);
            deps.log.error({ err, movement: id }, 'arrival failed');
          }
        }
      });
      applied += done.length;
      for (const d of done) opts.onApplied?.(d);
      if (done.length === 0 && !bad) more = false;
    } catch (e) {
      const err = (e as { cause?: unknown }).cause ?? e;
      const id = (e as { movement?: number }).movement;
      failed += 1;
      deps.log.error({ err, movement: id }, 'arrival failed');
      if (id === undefined) break;
      skip.push(id);
    }
  }
  return { applied, failed };
}
