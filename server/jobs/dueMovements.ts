import type { Deps } from '../world/deps';
import { relaxCommit, type Trx } from '../db/knex';
import { anyDueMovement, claimDueMovement, claimForRunner, involvedVillages, isOrdered, lockArrivals, type ArmyMovement } from '../db/movements';
import { ArrivalBlocked, applyArrival } from '../world/arrival/arrival';
import { applyArrivalBatch } from '../world/arrival/batch';
import { claimBatch } from '../db/batchClaim';
import { dueCutoff } from '../world/cutoff';

export interface DueMovementsResult {
  applied: number;
  failed: number;
  /** How many of `applied` went through the tick's batch path (applyArrivalBatch). */
  batched: number;
}

interface Opts {
  now?: Date; maxItems?: number; onApplied?: (movement: { id: number; kind: string }) => void;
  /** Arrivals per transaction for the tick's one-by-one path (default 25; settle-on-read takes one per transaction). */
  perTransaction?: number;
  /** Movements a tick runner's batch looks at (default 100; 0: no batches, one by one only). */
  perBatch?: number;
  /** Concurrent tick runners (default config.arrivalRunners, ARRIVAL_RUNNERS; one on a single-connection database). */
  runners?: number;
}

/**
 * Army arrivals (GAME.md sections 1 and 6): every army movement due by `now`, each applied once
 * (applyArrival deletes the row or turns it into its return trip in the same transaction) and at each
 * village in (due_at, id) order.
 *
 * The tick runs several runners at once, each on its own connection. Each transaction
 * of a runner first tries a batch: up to `perBatch` due movements that share no village, claimed and
 * checked in two statements (claimBatch in server/db/batchClaim.ts) and applied together
 * (applyArrivalBatch). When a batch applies nothing (everything it saw is held, waits for an earlier
 * arrival, reads account-wide state, or the batch failed and was rolled back), the transaction goes one
 * by one instead, applying up to `perTransaction` arrivals (each in its own savepoint: a failing one is rolled
 * back alone) for at most about 250 ms. A runner claims by village (claimForRunner in server/db/movements.ts): it takes the
 * earliest due movement nobody holds, locks without waiting everything the arrival may change, and
 * checks that no earlier due movement touching those villages is still pending; otherwise it rolls the
 * savepoint back and passes the movement over (its holder, or the runner that takes the earlier one,
 * comes to it next). Arrivals reading account-wide state (settling, sieges, Nobles) also take one
 * advisory lock without waiting and stay in (due_at, id) order among themselves.
 *
 * Reads apply the arrivals of the villages they show with the same applyArrival
 * (server/world/arrival/onRead.ts, through server/world/settle.ts).
 * A failing movement is logged and skipped (it stays due for the next run).
 */
export async function processDueMovements(deps: Deps, opts: Opts = {}): Promise<DueMovementsResult> {
  const now = opts.now ?? deps.now();
  const cutoff = new Date(dueCutoff(deps, now));
  // A cheap unlocked probe first.
  if (!(await anyDueMovement(deps.db, cutoff))) return { applied: 0, failed: 0, batched: 0 };
  return runTick(deps, cutoff, opts);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The tick: `runners` loops claiming by village (see processDueMovements). */
async function runTick(deps: Deps, cutoff: Date, opts: Opts): Promise<DueMovementsResult> {
  const max = opts.maxItems ?? 10_000;
  const perTransaction = Math.max(1, opts.perTransaction ?? 25);
  const perBatch = Math.max(0, Math.floor(opts.perBatch ?? 100));
  const onPostgres = (deps.db.client as { config?: { client?: unknown } }).config?.client === 'pg';
  const runners = onPostgres ? Math.max(1, Math.floor(opts.runners ?? deps.config.arrivalRunners ?? 3)) : 1;
  // Movements whose arrival failed in this run: skipped by every runner and ignored by the order checks.
  const failedIds: number[] = [];
  const total = { applied: 0, failed: 0, batched: 0 };
  const room = () => max - total.applied - total.failed;

  /**
   * The batch path: several arrivals that share no village claimed and applied together (claimBatch,
   * applyArrivalBatch), in a savepoint. False when it applied none (nothing it could take, or the batch
   * failed: rolled back, and the one-by-one path that follows isolates the failing arrival).
   */
  const batch = async (trx: Trx, done: Array<{ id: number; kind: string }>): Promise<boolean> => {
    const limit = Math.min(perBatch, room());
    if (limit < 2) return false;
    try {
      const applied = await trx.transaction(async (sp) => {
        const c = await claimBatch(sp, cutoff, { limit, skip: failedIds, blocked: [], failed: failedIds });
        if (c.claims.length === 0) return [];
        await applyArrivalBatch(sp, deps, c.claims, c.usernames);
        return c.claims.map((x) => ({ id: x.m.id, kind: x.m.kind }));
      });
      done.push(...applied);
      total.batched += applied.length;
      return applied.length > 0;
    } catch (err) {
      deps.log.warn({ err }, 'arrival batch failed: applying one by one');
      return false;
    }
  };

  const runner = async () => {
    let idle = 0;
    let lost = 0;
    while (room() > 0) {
      const done: Array<{ id: number; kind: string }> = [];
      // Passed over in this transaction (waiting for an earlier arrival or held elsewhere), and their villages.
      const skip: number[] = [];
      const blocked = new Set<number>();
      let noOrdered = false;
      let exhausted = false;
      try {
        await deps.db.transaction(async (trx) => {
          // As the queue tick: a lost tick transaction is lost whole and its arrivals stay due.
          await relaxCommit(trx);
          if (perBatch > 1 && await batch(trx, done)) return;
          const started = performance.now();
          while (done.length < perTransaction && done.length < room() && skip.length < 50 && performance.now() - started < 250) {
            const got: { m?: ArmyMovement } = {};
            try {
              await trx.transaction(async (sp) => {
                const c = await claimForRunner(sp, cutoff, { skip: [...skip, ...failedIds], blocked: [...blocked], noOrdered, failed: failedIds });
                if (!c) return;
                got.m = c.m;
                // Rolling the savepoint back releases what the claim locked.
                if (c.blocked) throw new ArrivalBlocked(`movement ${c.m.id} waits`);
                await applyArrival(sp, deps, c.m, c.involved);
              });
            } catch (err) {
              // Rolled back to the savepoint: the other arrivals of the transaction stand.
              const m = got.m;
              if (!m) throw err;
              skip.push(m.id);
              // Blocked, or (rarely) a lock an arrival waits for deep inside met a player's call in a cycle.
              if (err instanceof ArrivalBlocked || (err as { code?: string }).code === '40P01') {
                for (const v of [m.from_village_id, m.to_village_id]) if (v !== null) blocked.add(v);
                if (isOrdered(m)) noOrdered = true;
              } else {
                failedIds.push(m.id);
                total.failed += 1;
                deps.log.error({ err, movement: m.id }, 'arrival failed');
              }
              continue;
            }
            if (!got.m) { exhausted = true; break; }
            done.push({ id: got.m.id, kind: got.m.kind });
          }
        });
      } catch (err) {
        // The transaction is lost (its arrivals stay due): retried a few times, then left to the next tick.
        total.failed += 1;
        deps.log.error({ err }, 'arrival transaction failed');
        if (++lost >= 3) return;
        continue;
      }
      total.applied += done.length;
      for (const d of done) opts.onApplied?.(d);
      if (done.length > 0) { idle = 0; continue; }
      // Nothing left that this runner could take.
      if (exhausted && skip.length === 0) return;
      // Everything due is held by others or waits for an arrival they hold: wait a little (bounded).
      if (++idle > 100) return;
      await sleep(Math.min(20, 1 + idle));
    }
  };
  await Promise.all(Array.from({ length: runners }, runner));
  return total;
}
