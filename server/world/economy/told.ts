import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import type { VillageRow } from '../../db/villages';
import type { Completed } from '../../game/queue';
import { publish } from '../push/publish';

/**
 * Push `queue_done` to the village's owner for each item that completed (by the tick or settled on a read),
 * on the transaction that writes it. `item`: the building type or unit key, or the kind (science, culture).
 */
export function tellDone(trx: Trx, deps: Deps, v: Pick<VillageRow, 'id' | 'user_id'>, completed: readonly Completed[]): void {
  if (v.user_id === null) return;
  for (const c of completed) publish(trx, deps, v.user_id, { type: 'queue_done', village_id: v.id, kind: c.entry.kind, item: c.entry.target ?? c.entry.kind });
}
