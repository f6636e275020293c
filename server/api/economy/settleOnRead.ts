import type { Deps } from '../../http/context';
import { settleVillageQueue, dueCutoff } from './villageEconomy';

/**
 * Settle-on-read (GAME.md section 1): before a village or profile is answered, every queue item of
 * those villages already due is completed with the same function the tick uses, so no player sees an
 * item stuck at 0 s. A cheap unlocked probe first, so reads without due work take no row lock.
 */
export async function settleDueOnRead(deps: Deps, villageIds: number[], now: Date): Promise<void> {
  if (villageIds.length === 0) return;
  const due = await deps.db('queue_items')
    .whereIn('village_id', villageIds)
    .whereNotNull('started_at')
    .where('due_at', '<=', new Date(dueCutoff(deps, now)))
    .distinct('village_id');
  const ids = due.map((r: { village_id: number }) => r.village_id).sort((a: number, b: number) => a - b);
  for (const id of ids) {
    // One transaction per village, in id order (the order every multi-village writer locks in).
    await deps.db.transaction((trx) => settleVillageQueue(trx, id, now, deps));
  }
}
