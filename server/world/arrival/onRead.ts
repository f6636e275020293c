import type { Deps } from '../deps';
import { claimDueMovement, involvedVillages, lockArrivals } from '../../db/movements';
import { applyArrival } from './arrival';
import { ArrivalBlocked } from './blocked';

/** How many villages settle-on-read may widen its scope to before it leaves the rest to the tick. */
const READ_SCOPE_MAX = 200;

/**
 * Settle-on-read: the due movements involving `villageIds`, one per transaction, waiting for locks,
 * in (due_at, id) order at every village they change. Before applying the earliest movement involving
 * its scope, it checks that every village that movement may change is in the scope; if not, the scope
 * widens to them and the earliest is picked again (an earlier movement at one of those villages comes
 * first). So no village is brought past an arrival still pending there. Past READ_SCOPE_MAX villages
 * it stops: what is left is applied by the tick, in order, a moment later.
 */
export async function settleArrivalsOnRead(
  deps: Deps, cutoff: Date, villageIds: number[], opts: { maxItems?: number; onApplied?: (movement: { id: number; kind: string }) => void } = {},
): Promise<{ applied: number; failed: number; batched: 0 }> {
  const max = opts.maxItems ?? 10_000;
  const skip: number[] = [];
  const scope = new Set(villageIds);
  let applied = 0;
  let failed = 0;
  while (applied + failed < max) {
    let id: number | undefined;
    try {
      const m = await deps.db.transaction(async (trx) => {
        await lockArrivals(trx);
        const claimed = await claimDueMovement(trx, cutoff, skip, [...scope]);
        if (!claimed) return undefined;
        id = claimed.id;
        const wider = (await involvedVillages(trx, claimed)).filter((v) => !scope.has(v));
        if (wider.length > 0) {
          // Nothing changed: the row lock goes with the commit.
          for (const v of wider) scope.add(v);
          return 'widened' as const;
        }
        await applyArrival(trx, deps, claimed);
        return claimed;
      });
      if (!m) break;
      if (m === 'widened') {
        if (scope.size > READ_SCOPE_MAX) break;
        continue;
      }
      applied += 1;
      opts.onApplied?.({ id: m.id, kind: m.kind });
    } catch (err) {
      // An arrival at an event or objective waiting for an earlier one there (outside this read's scope):
      // the tick applies both in order; the read goes on without it.
      if (err instanceof ArrivalBlocked && id !== undefined) { skip.push(id); continue; }
      failed += 1;
      deps.log.error({ err, movement: id }, 'arrival failed');
      if (id === undefined) break;
      skip.push(id);
    }
  }
  return { applied, failed, batched: 0 };
}

