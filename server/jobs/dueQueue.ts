import type { Deps } from '../world/deps';
import { relaxCommit, type Trx } from '../db/knex';
import { claimDueGroups, tryLockGroups } from '../db/queue';
import { dueCutoff } from '../world/cutoff';
import { completeDueGroups, type GroupsApplied } from '../world/economy/groups';

export interface DueQueueResult {
  applied: number;
  failed: number;
}

export interface DueQueueOptions {
  now?: Date;
  /**
   * Stop after about this many items (a batch in hand is finished); the next tick continues. Default
   * 100,000: a backlog (a burst, a restart) is caught up before the pass turns to arrivals, which
   * would otherwise complete the due work of each village they reach one village at a time
   * (touchVillage), several times slower than these batches.
   */
  maxItems?: number;
  /** Called after commit for each applied item, in (completion instant, id) order within a batch. */
  onApplied?: (item: { id: number; village_id: number }) => void;
  /**
   * At most this many groups (accounts) per batch transaction (default 1,500: each holds an advisory
   * lock in PostgreSQL's shared lock table, 64 x max_connections entries by default, shared by the two
   * concurrent batches and every other transaction).
   */
  batchGroups?: number;
  /** About this many due items per batch transaction (groups are added until they hold that many). */
  batchItems?: number;
  /** Batch transactions run at once on the pool. */
  concurrency?: number;
}

/**
 * The tick's queue processor (GAME.md section 1): completes every active queue item due by `now` with
 * the same rules the read path uses (completeHead, settleAccountForCompletions' accrual), many
 * villages per transaction.
 *
 * A batch claims groups: an account with all its villages that have due work (or one ownerless
 * village), earliest due first, each held by a transaction-level advisory lock so two runners never
 * share a group. Its due villages are locked with FOR UPDATE SKIP LOCKED; a group of which another
 * transaction (a player's request) holds a due village is left alone for this run (busy) rather than
 * applied in part, so the account still sees its villages' completions in time order. The group's
 * items complete in memory in (due_at, id) order across its villages (each next item starts at its
 * predecessor's instant), the account accrues culture and science completion by completion as if
 * they were applied one at a time, and everything is written once per village and account: queue
 * rows deleted in one statement, building levels in one, stock per village (saveStock).
 *
 * Applied items are deleted in the transaction that applies them, so nothing is applied twice; a
 * crash rolls the batch back and it stays due. A village whose rule throws is logged and skipped
 * (the rest of its group goes on); a batch whose writes fail is retried one group per transaction,
 * and a group that fails alone is logged and skipped. Work that fell due while the server was down
 * is simply due at the first tick.
 */
export async function processDueQueue(deps: Deps, opts: DueQueueOptions = {}): Promise<DueQueueResult> {
  const now = opts.now ?? deps.now();
  const cutoff = new Date(dueCutoff(deps, now));
  const maxItems = opts.maxItems ?? 100_000;
  const onPostgres = (deps.db.client as { config?: { client?: unknown } }).config?.client === 'pg';
  // PGlite has one connection: its transactions never overlap.
  const concurrency = onPostgres ? Math.max(1, opts.concurrency ?? 2) : 1;
  // Sized by items, so a world of small accounts (one due item each) still batches up to 1,500 per
  // transaction (512 before: the claim, which reads `items` due heads, then ran three times as often).
  const size = { groups: Math.max(1, opts.batchGroups ?? 1_500), items: Math.max(1, opts.batchItems ?? 3_000) };
  const exclude = { groups: [] as number[], villages: [] as number[] };
  let applied = 0;
  let failed = 0;
  while (applied + failed < maxItems) {
    const results = await Promise.all(Array.from({ length: concurrency }, (_, k) => runBatch(deps, { cutoff, now, size, exclude, onPostgres, slice: k })));
    let claimed = 0;
    const done: Array<{ id: number; village_id: number; at: number }> = [];
    for (const r of results) {
      claimed += r.claimed;
      failed += r.failed;
      exclude.groups.push(...r.skipGroups);
      exclude.villages.push(...r.skipVillages);
      done.push(...r.applied);
    }
    applied += done.length;
    if (opts.onApplied) {
      for (const d of done.sort((a, b) => a.at - b.at || a.id - b.id)) opts.onApplied({ id: d.id, village_id: d.village_id });
    }
    if (claimed === 0) break;
  }
  return { applied, failed };
}


interface BatchArgs {
  cutoff: Date;
  now: Date;
  size: { groups: number; items: number };
  exclude: { groups: number[]; villages: number[] };
  onPostgres: boolean;
  /** The k-th batch of a round takes the k-th slice of the due groups (claimDueGroups). */
  slice: number;
  /** Only these groups (a failed batch retried group by group). */
  only?: number[];
}

async function runBatch(deps: Deps, a: BatchArgs): Promise<GroupsApplied> {
  let groups: number[] = [];
  try {
    return await deps.db.transaction(async (trx) => {
      // A tick transaction need not wait for its WAL flush: after a crash a lost one is lost whole (its
      // items are still due and are applied again), and any later ordinary commit flushes it anyway.
      await relaxCommit(trx);
      if (a.only) groups = await tryLockGroups(trx, a.only);
      else {
        // Groups another runner holds are passed over: look further until some are free or none is due.
        const held: number[] = [];
        for (let tries = 0; tries < 8; tries++) {
          const c = await claimDueGroups(trx, a.cutoff, a.size, { groups: [...a.exclude.groups, ...held], villages: a.exclude.villages }, tries === 0 ? a.slice : 0);
          if (tries === 0 && a.slice > 0 && c.claimed.length === 0 && c.held.length === 0) {
            // Less due than the slices before this one: look from the start.
            const first = await claimDueGroups(trx, a.cutoff, a.size, { groups: [...a.exclude.groups, ...held], villages: a.exclude.villages });
            groups = first.claimed;
            if (groups.length > 0 || first.held.length === 0) break;
            held.push(...first.held);
            continue;
          }
          groups = c.claimed;
          if (groups.length > 0 || c.held.length === 0) break;
          held.push(...c.held);
        }
      }
      return completeDueGroups(trx, deps, groups, { cutoff: a.cutoff, now: a.now, excludeVillages: a.exclude.villages });
    });
  } catch (err) {
    if (a.only || groups.length === 0) {
      deps.log.error({ err, groups }, 'queue tick: batch failed');
      return { claimed: groups.length, applied: [], failed: Math.max(1, groups.length), skipGroups: groups, skipVillages: [] };
    }
    // Find the group at fault: each alone, in its own transaction.
    const out: GroupsApplied = { claimed: groups.length, applied: [], failed: 0, skipGroups: [], skipVillages: [] };
    for (const g of groups) {
      const r = await runBatch(deps, { ...a, only: [g] });
      out.applied.push(...r.applied);
      out.failed += r.failed;
      out.skipGroups.push(...r.skipGroups);
      out.skipVillages.push(...r.skipVillages);
    }
    return out;
  }
}
