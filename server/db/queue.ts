import type { Conn } from './knex';
import type { VillageRow } from './villages';
import type { Cost } from '../game/data/resources';
import { findResearch } from '../game/data/research';
import type { QueueEntry } from '../game/queue/types';
import {
  createQueueItem, persistQueueItem, type PersistedQueueItem, type QueueItemKind,
} from '../../machines/queueItem';

/** Queries of the production queue and of what completing an item writes (GAME.md section 4). */

export interface QueueItemRow {
  id: number;
  village_id: number;
  kind: string;
  target: string | null;
  amount: number;
  level: number | null;
  cost: Cost | string;
  work: number;
  work_done: number;
  builders: number;
  started_at: Date | null;
  due_at: Date | null;
  snapshot: PersistedQueueItem | string | null;
}

const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const ms = (d: Date | string | null): number | null => (d === null ? null : new Date(d).getTime());

/** A row as the rules see it. A row without a snapshot (written by hand) is a waiting item. */
export function entryFromRow(row: QueueItemRow): QueueEntry {
  const kind = row.kind as QueueItemKind;
  const item = json<PersistedQueueItem>(row.snapshot)
    ?? persistQueueItem(createQueueItem({ kind, work: Number(row.work), builders: row.builders }));
  const cost = json<Cost>(row.cost) ?? { wood: 0, stone: 0, iron: 0, food: 0 };
  return {
    id: row.id,
    kind,
    target: row.target,
    amount: Number(row.amount),
    level: row.level,
    cost: { wood: Number(cost.wood) || 0, stone: Number(cost.stone) || 0, iron: Number(cost.iron) || 0, food: Number(cost.food) || 0 },
    work: Number(row.work),
    builders: row.builders,
    item,
    dueAt: ms(row.due_at),
  };
}

/** The columns mirroring an entry (the snapshot is the truth; the columns serve queries and reads). */
function columns(e: QueueEntry) {
  const c = e.item.context;
  return {
    kind: e.kind,
    target: e.target,
    amount: e.amount,
    level: e.level,
    cost: JSON.stringify(e.cost),
    work: e.work,
    work_done: c.workDone,
    builders: e.builders,
    started_at: c.startedAt === null ? null : new Date(c.startedAt),
    due_at: e.dueAt === null ? null : new Date(e.dueAt),
    snapshot: JSON.stringify(e.item),
  };
}

/** The village's queue rows in order (head first), locked for the rest of the transaction. */
export async function lockQueueRows(trx: Conn, villageId: number): Promise<QueueItemRow[]> {
  return trx('queue_items').where({ village_id: villageId }).orderBy('id').forUpdate();
}

export async function insertQueueEntry(trx: Conn, villageId: number, e: QueueEntry, now: Date): Promise<number> {
  const rows: Array<{ id: number }> = await trx('queue_items')
    .insert({ village_id: villageId, ...columns(e), created_at: now })
    .returning('id');
  return rows[0].id;
}

export async function updateQueueEntry(trx: Conn, e: QueueEntry): Promise<void> {
  await trx('queue_items').where({ id: e.id }).update(columns(e));
}

export async function deleteQueueItems(trx: Conn, ids: number[]): Promise<void> {
  if (ids.length > 0) await trx('queue_items').whereIn('id', ids).delete();
}

/**
 * Claims the oldest due active item whose village no one else holds: item and village are locked
 * together and rows locked by another transaction (a second tick runner, a player's request) are
 * skipped, so nobody waits and no item is claimed twice at once. Returns the item id and the locked
 * village row. `skip`: ids this runner gave up on in this tick (they failed), so one bad row cannot
 * hold the tick.
 */
export async function claimDueItem(trx: Conn, cutoff: Date, skip: readonly number[] = []): Promise<{ id: number; village: VillageRow } | undefined> {
  const r = await trx.raw(
    `SELECT q.id AS queue_item_id, v.* FROM queue_items q JOIN villages v ON v.id = q.village_id
      WHERE q.started_at IS NOT NULL AND q.due_at <= ?${skip.length ? ` AND q.id NOT IN (${skip.map(() => '?').join(', ')})` : ''}
      ORDER BY q.due_at, q.id LIMIT 1
      FOR UPDATE OF q, v SKIP LOCKED`,
    [cutoff, ...skip],
  );
  const row = (r.rows ?? r)[0] as (VillageRow & { queue_item_id: number }) | undefined;
  if (!row) return undefined;
  const { queue_item_id: id, ...village } = row;
  return { id: Number(id), village };
}

export interface EconomyInputs {
  buildings: Array<{ id: number; type: string; level: number }>;
  tiles: Array<{ x: number; y: number }>;
  /** The village's own units wherever they stand. */
  units: Array<{ unit: string; amount: number }>;
  /** Unit lists of the village's own movements under way (they eat too). */
  moving: Array<Record<string, number>>;
}

/**
 * Everything the village's rates depend on, in one round trip (the tick applies thousands of items):
 * the same rows as villageBuildings, villageTiles, villageUnits and the own outgoing movements.
 */
export async function economyInputs(trx: Conn, v: { id: number; user_id: number | null }): Promise<EconomyInputs> {
  const r = await trx.raw(
    `SELECT
      (SELECT coalesce(json_agg(json_build_object('id', b.id, 'type', b.type, 'level', b.level) ORDER BY b.id), '[]'::json)
         FROM village_buildings b WHERE b.village_id = :id) AS buildings,
      (SELECT coalesce(json_agg(json_build_object('x', t.x, 'y', t.y)), '[]'::json)
         FROM village_tiles t WHERE t.village_id = :id) AS tiles,
      (SELECT coalesce(json_agg(json_build_object('unit', u.unit, 'amount', u.amount)), '[]'::json)
         FROM village_units u WHERE u.village_id = :id AND u.amount > 0) AS units,
      (SELECT coalesce(json_agg(m.units), '[]'::json)
         FROM movements m WHERE m.from_village_id = :id AND m.user_id IS NOT DISTINCT FROM :userId) AS moving`,
    { id: v.id, userId: v.user_id },
  );
  const row = (r.rows ?? r)[0] as Record<keyof EconomyInputs, unknown>;
  const parse = <T>(x: unknown): T => (typeof x === 'string' ? JSON.parse(x) : x) as T;
  return {
    buildings: parse<EconomyInputs['buildings']>(row.buildings),
    tiles: parse<EconomyInputs['tiles']>(row.tiles),
    units: parse<EconomyInputs['units']>(row.units),
    moving: parse<EconomyInputs['moving']>(row.moving),
  };
}

/** Keys of the technologies the account has completed. */
export async function researchedKeys(db: Conn, userId: number): Promise<Set<string>> {
  const rows: Array<{ research_id: number }> = await db('user_research').where({ user_id: userId }).select('research_id');
  return new Set(rows.map((r) => findResearch(Number(r.research_id))?.key).filter((k): k is string => !!k));
}

/** Takes `n` builder charges when the account has them; false otherwise (atomic, no lost update). */
export async function spendBuilders(trx: Conn, userId: number, n: number): Promise<boolean> {
  if (n <= 0) return true;
  const rows = await trx('users').where({ id: userId }).where('builders', '>=', n).decrement('builders', n).returning('id');
  return rows.length === 1;
}

export async function returnBuilders(trx: Conn, userId: number, n: number): Promise<void> {
  if (n > 0) await trx('users').where({ id: userId }).increment('builders', n);
}

/** Buys builder charges with aether: false when the account lacks the aether. */
export async function buyBuilders(trx: Conn, userId: number, amount: number, price: number): Promise<{ aether: number; builders: number } | undefined> {
  const rows: Array<{ aether: number; builders: number }> = await trx('users')
    .where({ id: userId }).where('aether', '>=', price)
    .update({ aether: trx.raw('aether - ?', [price]), builders: trx.raw('builders + ?', [amount]) })
    .returning(['aether', 'builders']);
  return rows[0];
}

/** Trained units join the village's own garrison at home. */
export async function addHomeUnits(trx: Conn, villageId: number, unit: string, amount: number): Promise<void> {
  await trx('village_units')
    .insert({ village_id: villageId, location_village_id: villageId, unit, amount })
    .onConflict(['village_id', 'location_village_id', 'unit'])
    .merge({ amount: trx.raw('village_units.amount + excluded.amount') });
}

export async function saveStock(trx: Conn, villageId: number, stock: Cost, at: Date): Promise<void> {
  await trx('villages').where({ id: villageId }).update({ ...stock, resources_updated_at: at });
}

/** Sets a building's level, creating its row when the village does not have one. Returns the row id. */
export async function setBuildingLevel(trx: Conn, villageId: number, type: string, level: number): Promise<number> {
  const rows: Array<{ id: number }> = await trx('village_buildings')
    .insert({ village_id: villageId, type, level })
    .onConflict(['village_id', 'type'])
    .merge({ level })
    .returning('id');
  return rows[0].id;
}

/** Ensures a level-0 row for a building the village is about to build (it gets an id for the next levels). */
export async function ensureBuildingRow(trx: Conn, villageId: number, type: string): Promise<void> {
  await trx('village_buildings').insert({ village_id: villageId, type, level: 0 }).onConflict(['village_id', 'type']).ignore();
}

export async function buildingRowById(db: Conn, villageId: number, id: number): Promise<{ id: number; type: string; level: number } | undefined> {
  return db('village_buildings').where({ village_id: villageId, id }).first('id', 'type', 'level');
}

export async function insertDistrict(trx: Conn, villageId: number, district: string, now: Date): Promise<void> {
  await trx('village_districts').insert({ village_id: villageId, district, created_at: now });
}

export async function setVillageTier(trx: Conn, villageId: number, tier: string): Promise<void> {
  await trx('villages').where({ id: villageId }).update({ tier });
}
