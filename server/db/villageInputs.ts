import { prepared, type Trx } from './knex';
import type { VillageRow } from './villages';
import { economyInputColumns, economyInputsOf, type EconomyInputs, type QueueItemRow } from './queue';

/** A village row read with its economy inputs (and, when asked, its queue rows). */
export type Read = { v: VillageRow; inputs: EconomyInputs; queue?: QueueItemRow[] };

/**
 * Villages' rows locked (FOR UPDATE, ascending id) together with their economy inputs (the same as
 * economyInputs / economyInputsMany: buildings, claimed tiles, own units wherever they stand, own
 * armies under way) in one statement. Villages that do not exist are missing. Call it with the row
 * locks held: the subqueries read the statement's snapshot, so after waiting for a lock they would
 * not see what the holder committed (PostgreSQL re-checks only the locked row itself).
 * `queue`: their queue rows too, locked (as lockQueueRows), each village's in id order.
 */
export async function lockWithInputs(trx: Trx, ids: readonly number[], opts: { queue?: boolean } = {}): Promise<Read[]> {
  if (ids.length === 0) return [];
  const r = await trx.raw(
    `${opts.queue ? 'WITH q AS (SELECT * FROM queue_items WHERE village_id = ANY(:ids::int[]) ORDER BY village_id, id FOR UPDATE)' : ''}
     SELECT v.*, ${economyInputColumns('ak_')}
       ${opts.queue ? `, (SELECT coalesce(json_agg(to_json(q) ORDER BY q.id), '[]'::json) FROM q WHERE q.village_id = v.id) AS ak_queue` : ''}
     FROM villages v WHERE v.id = ANY(:ids::int[]) ORDER BY v.id FOR UPDATE OF v`,
    { ids: [...ids] },
  ).options(prepared(opts.queue ? 'touch_read_queue' : 'touch_read'));
  return ((r.rows ?? r) as Array<Record<string, unknown>>).map((row) => {
    const { ak_buildings: _b, ak_tiles: _t, ak_units: _u, ak_moving: _m, ak_queue: q, ...v } = row;
    const queue = opts.queue ? ((typeof q === 'string' ? JSON.parse(q) : q) as QueueItemRow[]) : undefined;
    return { v: v as unknown as VillageRow, inputs: economyInputsOf(row, 'ak_'), queue };
  });
}
