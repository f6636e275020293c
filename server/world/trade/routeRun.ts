import type { Deps } from '../deps';
import { anyDueRoute, claimDueRoute, dueRoutesOf, lockRouteOf, lockRouteVillages } from '../../db/tradeRoutes';
import { relaxCommit } from '../../db/knex';
import { dueCutoff } from '../cutoff';
import { shipRouteSlot } from './routeShipment';

/** A route whose village another transaction holds: its savepoint is rolled back and it waits for the next pass. */
class RouteHeld extends Error {}

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
 * The tick applies up to `perTransaction` routes (default 50, for at most about 250 ms) per transaction,
 * each in its own savepoint; a read applies one route per transaction. A failing route is logged and
 * skipped (it stays due).
 */
export async function shipDueRoutes(deps: Deps, opts: { now?: Date; villageIds?: readonly number[]; maxItems?: number; perTransaction?: number } = {}): Promise<DueRoutesResult> {
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
  // Routes passed over (held) or failed in this run: not claimed again by it.
  const skip: number[] = [];
  const perTransaction = Math.max(1, opts.perTransaction ?? 50);
  let exhausted = false;
  while (!exhausted && out.applied + out.failed < max) {
    const done = { applied: 0, held: 0, failed: 0 };
    try {
      await deps.db.transaction(async (trx) => {
        // As the other tick processors: a lost tick transaction is lost whole and its slots stay due.
        await relaxCommit(trx);
        const started = performance.now();
        while (done.applied + done.held + done.failed < perTransaction && out.applied + done.applied + out.failed + done.failed < max && performance.now() - started < 250) {
          let id: number | undefined;
          try {
            // Each route in a savepoint: rolling it back releases what it locked (a held route, a failing one).
            const r = await trx.transaction(async (sp) => {
              const route = await claimDueRoute(sp, cutoff, skip);
              if (!route) return 'none' as const;
              id = route.id;
              const want = [...new Set([route.village_id, route.target_village_id])];
              const locked = await lockRouteVillages(sp, want, false);
              if (locked.length < want.length) throw new RouteHeld();
              await shipRouteSlot(sp, deps, route, locked.find((v) => v.id === route.target_village_id)!, cutoff);
              return 'applied' as const;
            });
            if (r === 'none') { exhausted = true; break; }
            done.applied += 1;
          } catch (err) {
            if (id === undefined) throw err;
            skip.push(id);
            if (err instanceof RouteHeld) { done.held += 1; continue; }
            done.failed += 1;
            deps.log.error({ err, route: id }, 'trade route failed');
          }
        }
      });
    } catch (err) {
      // The transaction is lost (its slots stay due for the next pass).
      out.failed += 1;
      deps.log.error({ err }, 'trade route transaction failed');
      break;
    }
    out.applied += done.applied;
    out.held += done.held;
    out.failed += done.failed;
  }
  return out;
}
