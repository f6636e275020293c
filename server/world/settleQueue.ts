import type { Deps } from './deps';
import { lockVillage } from '../db/villages';
import { dueResearchAmong } from '../db/account';
import { nextDueItem } from '../db/queue';
import { applyDueItem, settleVillageQueue } from './economy/save';
import { dueCutoff } from './cutoff';
import { settleAccount } from './account';

/** A read settles at most this many items (the tick does the rest); a backlog this long is the tick's job. */
const MAX_ITEMS_PER_READ = 500;

/**
 * The queue and research steps of settle-on-read (settle.ts): the due work of `owners`' accounts (every
 * village of theirs) and of the ownerless `villageIds` is applied with the same functions the tick
 * uses, so no player sees an item stuck at 0 s:
 * - every queue item already due, one at a time in (due_at, id) order across the villages (the tick's
 *   order: the account's culture and science rates change at each completion instant, so completions
 *   of different villages must be applied in time order);
 * - then a research whose completion instant has passed.
 * Each step's first statement is its probe, so reads without due work take no row lock.
 * Returns how many items and research runs were applied (0: nothing changed).
 */
export async function settleQueuesAndResearch(deps: Deps, owners: readonly number[], villageIds: readonly number[], now: Date): Promise<number> {
  return (await settleQueuesInOrder(deps, owners, villageIds, now)) + (await settleDueResearch(deps, owners, now));
}

async function settleQueuesInOrder(deps: Deps, owners: readonly number[], villageIds: readonly number[], now: Date): Promise<number> {
  if (owners.length === 0 && villageIds.length === 0) return 0;
  const cutoff = new Date(dueCutoff(deps, now));
  const skip: number[] = [];
  let changed = 0;
  for (let i = 0; i < MAX_ITEMS_PER_READ; i++) {
    const next = await nextDueItem(deps.db, { owners, villageIds }, cutoff, skip);
    if (!next) return changed;
    // One transaction per item, like the tick: lock the village, apply the item if it is still its due head.
    const applied = await deps.db.transaction(async (trx) => {
      const v = await lockVillage(trx, next.village_id);
      if (!v) return false;
      if (await applyDueItem(trx, deps, { id: next.id, village: v }, now)) return true;
      // Not the head (a row written by hand, a waiting head): settle the village the long way.
      changed += (await settleVillageQueue(trx, v.id, now, deps)).length;
      return false;
    });
    if (applied) changed += 1;
    else skip.push(next.id);
  }
  return changed;
}

async function settleDueResearch(deps: Deps, owners: readonly number[], now: Date): Promise<number> {
  const due = await dueResearchAmong(deps.db, [...owners], new Date(dueCutoff(deps, now)));
  for (const userId of due) {
    await deps.db.transaction((trx) => settleAccount(trx, deps, userId, now));
  }
  return due.length;
}
