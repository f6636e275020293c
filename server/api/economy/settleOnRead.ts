import type { Deps } from '../../http/context';
import { lockVillage } from '../../db/villages';
import { dueResearchAmong } from '../../db/account';
import { applyDueItem, settleVillageQueue, dueCutoff } from './villageEconomy';
import { settleAccount } from '../research/account';

/** A read settles at most this many items (the tick does the rest); a backlog this long is the tick's job. */
const MAX_ITEMS_PER_READ = 500;

/**
 * Settle-on-read (GAME.md section 1): before a village or profile is answered, the due work of the
 * accounts owning those villages is applied with the same functions the tick uses, so no player sees
 * an item stuck at 0 s:
 * - every queue item of any of the account's villages already due, one at a time in (due_at, id)
 *   order across the villages (the tick's order: the account's culture and science rates change at
 *   each completion instant, so completions of different villages must be applied in time order);
 * - then a research whose completion instant has passed.
 * A cheap unlocked probe first, so reads without due work take no row lock.
 */
export async function settleDueOnRead(deps: Deps, villageIds: number[], now: Date): Promise<void> {
  if (villageIds.length === 0) return;
  const rows: Array<{ id: number; user_id: number | null }> = await deps.db('villages').whereIn('id', villageIds).select('id', 'user_id');
  const owners = [...new Set(rows.map((r) => r.user_id).filter((u): u is number => u !== null))].sort((a, b) => a - b);
  const ownerless = rows.filter((r) => r.user_id === null).map((r) => r.id);
  await settleQueuesInOrder(deps, owners, ownerless, now);
  await settleDueResearch(deps, owners, now);
}

/** settleDueOnRead for whole accounts (research and profile reads, which name no village). */
export async function settleAccountsOnRead(deps: Deps, userIds: number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await settleQueuesInOrder(deps, userIds, [], now);
  await settleDueResearch(deps, userIds, now);
}

async function settleQueuesInOrder(deps: Deps, owners: number[], villageIds: number[], now: Date): Promise<void> {
  if (owners.length === 0 && villageIds.length === 0) return;
  const cutoff = new Date(dueCutoff(deps, now));
  const skip: number[] = [];
  for (let i = 0; i < MAX_ITEMS_PER_READ; i++) {
    const q = deps.db('queue_items as q').join('villages as v', 'v.id', 'q.village_id')
      .whereNotNull('q.started_at').where('q.due_at', '<=', cutoff)
      .where((w) => {
        if (owners.length) w.whereIn('v.user_id', owners);
        if (villageIds.length) w.orWhereIn('v.id', villageIds);
      })
      .orderBy([{ column: 'q.due_at' }, { column: 'q.id' }]).first('q.id', 'q.village_id');
    if (skip.length) q.whereNotIn('q.id', skip);
    const next: { id: number; village_id: number } | undefined = await q;
    if (!next) return;
    // One transaction per item, like the tick: lock the village, apply the item if it is still its due head.
    const applied = await deps.db.transaction(async (trx) => {
      const v = await lockVillage(trx, next.village_id);
      if (!v) return false;
      if (await applyDueItem(trx, deps, { id: next.id, village: v }, now)) return true;
      // Not the head (a row written by hand, a waiting head): settle the village the long way.
      await settleVillageQueue(trx, v.id, now, deps);
      return false;
    });
    if (!applied) skip.push(next.id);
  }
}

async function settleDueResearch(deps: Deps, owners: number[], now: Date): Promise<void> {
  const due = await dueResearchAmong(deps.db, owners, new Date(dueCutoff(deps, now)));
  for (const userId of due) {
    await deps.db.transaction((trx) => settleAccount(trx, deps, userId, now));
  }
}
