import type { Deps } from '../deps';
import { anyDueRoute, claimDueRoute, dueRoutesOf, lockRouteOf, lockRouteVillages } from '../../db/tradeRoutes';
import { dueCutoff } from '../cutoff';
import { shipRouteSlot } from './routeShipment';

export interface DueRoutesResult {
  applied: number;
  /** Passed over for now: a village of the route was held by another transaction (the next pass takes it). */
  held: number;
  failed: number;
}

/**
 * Trade routes' hourly shipments due by `now` (GAME.md section 7), each slot applied exactly once: the
 * route row and both villages are locked and the route moves to its next slot in the same transaction
 * (shipRouteSlot).
 *
 * The tick (no `villageIds`) claims the earliest due route nobody holds (FOR UPDATE SKIP LOCKED), then
 * its two villages without waiting: holding the route row, it must never wait for a village (a read or
 * an arrival holds the villages and waits for the route row), so a route whose village is held is passed
 * over until the next pass. A read (`villageIds`, settle-on-read) takes the fixed order instead, waiting:
 * both villages by id, then the route row, then checks the route is still due (another request or the
 * tick may have shipped it meanwhile) and still goes to the same target.
 * One route per transaction; a failing one is logged and skipped (it stays due).
 */
export async function shipDueRoutes(deps: Deps, opts: { now?: Date; villageIds?: readonly number[]; maxItems?: number } = {}): Promise<DueRoutesResult> {
  const now = opts.now ?? deps.now();
  const cutoff = new Date(dueCutoff(deps, now));
  const max = opts.maxItems ?? 10_000;
  const out = { applied: 0, held: 0, failed: 0 };
  if (opts.villageIds) {
    if (opts.villageIds.length === 0) return out;
    for (const r of await dueRoutesOf(deps.db, cutoff, opts.villageIds)) {
      if (out.applied + out.failed >= max) break;
      try {
        const done = await deps.db.transaction(async (trx) => {
          const locked = await lockRouteVillages(trx, [r.village_id, r.target_village_id], true);
          const route = await lockRouteOf(trx, r.village_id);
          if (!route || new Date(route.next_at).getTime() > cutoff.getTime() || route.target_village_id !== r.target_village_id) return false;
          const target = locked.find((v) => v.id === route.target_village_id);
          if (!target || !locked.some((v) => v.id === route.village_id)) return false;
          await shipRouteSlot(trx, deps, route, target, cutoff);
          return true;
        });
        if (done) out.applied += 1;
      } catch (err) {
        out.failed += 1;
        deps.log.error({ err, route: r.id }, 'trade route failed');
      }
    }
    return out;
  }
  // A cheap unlocked probe first: most passes find nothing due.
  if (!(await anyDueRoute(deps.db, cutoff))) return out;
  const skip: number[] = [];
  while (out.applied + out.failed < max) {
    let id: number | undefined;
    try {
      const r = await deps.db.transaction(async (trx) => {
        const route = await claimDueRoute(trx, cutoff, skip);
        if (!route) return 'none' as const;
        id = route.id;
        skip.push(route.id);
        const want = [...new Set([route.village_id, route.target_village_id])];
        const locked = await lockRouteVillages(trx, want, false);
        if (locked.length < want.length) return 'held' as const;
        await shipRouteSlot(trx, deps, route, locked.find((v) => v.id === route.target_village_id)!, cutoff);
        return 'applied' as const;
      });
      if (r === 'none') break;
      out[r] += 1;
    } catch (err) {
      out.failed += 1;
      deps.log.error({ err, route: id }, 'trade route failed');
      if (id === undefined) break;
    }
  }
  return out;
}
