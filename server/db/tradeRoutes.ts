import type { Conn } from './knex';
import type { Cost } from '../game/data/resources';

/** Trade routes (migration 017): one per village, its hourly shipment due at `next_at`. */

/** The `origin_kind` of a route's shipment: a `merchants` movement with 0 merchants (no trip home, no report). */
export const ROUTE_ORIGIN = 'route';

/** The last shipment a route sent, as stored in `last_shipment` (arrival adds what was delivered and lost). */
export interface StoredShipment {
  resources: Cost;
  /** When it left (ISO) and when it arrives (ISO). */
  at: string;
  arrives_at: string;
  movement_id: number;
  target_id: number;
  delivered?: Cost;
  lost?: Cost;
}

export interface TradeRouteRow {
  id: number;
  village_id: number;
  target_village_id: number;
  next_at: Date;
  last_at: Date | null;
  last_shipment: StoredShipment | null;
  last_idle: string | null;
  created_at: Date;
}

export interface TradeRouteWithTarget extends TradeRouteRow {
  target_name: string;
  target_x: number;
  target_y: number;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const rowOf = <R extends TradeRouteRow>(r: R | undefined): R | undefined => (r ? { ...r, last_shipment: r.last_shipment == null ? null : json<StoredShipment>(r.last_shipment) } : undefined);

/** The village's route with its target's name and place (unlocked), or undefined. */
export async function routeOf(db: Conn, villageId: number): Promise<TradeRouteWithTarget | undefined> {
  const r = await db('trade_routes as r').join('villages as t', 't.id', 'r.target_village_id')
    .where('r.village_id', villageId).first('r.*', { target_name: 't.name', target_x: 't.x', target_y: 't.y' });
  return rowOf(r);
}

/**
 * Sets the village's route to `targetId`: a new one is first due at `firstAt`; an existing one keeps its
 * schedule and history and only changes target (so replacing a target never skips nor adds a shipment).
 */
export async function upsertRoute(trx: Conn, villageId: number, targetId: number, firstAt: Date, now: Date): Promise<void> {
  await trx('trade_routes')
    .insert({ village_id: villageId, target_village_id: targetId, next_at: firstAt, created_at: now })
    .onConflict('village_id').merge({ target_village_id: targetId });
}

/** Removes the village's route; false when it had none. */
export async function deleteRoute(trx: Conn, villageId: number): Promise<boolean> {
  return (await trx('trade_routes').where({ village_id: villageId }).delete()) > 0;
}

/** Whether a route is due by `cutoff` (of one of `villageIds`, when given): one indexed EXISTS, unlocked. */
export async function anyDueRoute(db: Conn, cutoff: Date, villageIds?: readonly number[]): Promise<boolean> {
  // LIMIT 1 on the index (village_id unique, or next_at): the EXISTS of the snapshots, on its own.
  const q = db('trade_routes').where('next_at', '<=', cutoff).first('id');
  if (villageIds) q.whereIn('village_id', [...villageIds]);
  return (await q) !== undefined;
}

/** The routes of `villageIds` due by `cutoff` (unlocked: a read then locks each in order). */
export async function dueRoutesOf(db: Conn, cutoff: Date, villageIds: readonly number[]): Promise<TradeRouteRow[]> {
  const rows: TradeRouteRow[] = await db('trade_routes').whereIn('village_id', [...villageIds]).where('next_at', '<=', cutoff)
    .orderBy([{ column: 'next_at' }, { column: 'id' }]);
  return rows.map((r) => rowOf(r)!);
}

/** The tick's claim: the earliest due route nobody holds (FOR UPDATE SKIP LOCKED), other than `skip`. */
export async function claimDueRoute(trx: Conn, cutoff: Date, skip: readonly number[]): Promise<TradeRouteRow | undefined> {
  const q = trx('trade_routes').where('next_at', '<=', cutoff).orderBy([{ column: 'next_at' }, { column: 'id' }]).forUpdate().skipLocked().first();
  if (skip.length) q.whereNotIn('id', [...skip]);
  return rowOf(await q);
}

/** A read's lock of the village's route (waiting), after its villages' locks. */
export async function lockRouteOf(trx: Conn, villageId: number): Promise<TradeRouteRow | undefined> {
  return rowOf(await trx('trade_routes').where({ village_id: villageId }).forUpdate().first());
}

/**
 * Locks villages in id order (the fixed order of every writer): waiting (a read), or skipping those
 * someone holds (the tick, which holds the route row already and so must never wait for a village).
 * Returns the rows it locked.
 */
export async function lockRouteVillages(trx: Conn, ids: readonly number[], wait: boolean): Promise<Array<{ id: number; user_id: number | null; name: string; x: number; y: number }>> {
  const q = trx('villages').whereIn('id', [...new Set(ids)]).orderBy('id').forUpdate().select('id', 'user_id', 'name', 'x', 'y');
  if (!wait) q.skipLocked();
  return q;
}

/** What an hourly slot leaves on the route: the next slot, the one handled, its shipment (if any) and why it sent nothing. */
export async function saveRouteSlot(trx: Conn, id: number, s: { nextAt: Date; lastAt: Date; shipment?: StoredShipment; idle: string | null }): Promise<void> {
  await trx('trade_routes').where({ id }).update({
    next_at: s.nextAt, last_at: s.lastAt, last_idle: s.idle,
    ...(s.shipment ? { last_shipment: JSON.stringify(s.shipment) } : {}),
  });
}

/**
 * A route's shipment arrived: what the target's stores took and lost, noted on the route while it is
 * still the route's last shipment (the route shows it; no report is written each hour).
 */
export async function noteRouteArrival(trx: Conn, villageId: number, movementId: number, delivered: Cost, lost: Cost): Promise<void> {
  await trx('trade_routes').where({ village_id: villageId }).whereRaw(`(last_shipment->>'movement_id')::int = ?`, [movementId])
    .update({ last_shipment: trx.raw(`last_shipment || ?::jsonb`, [JSON.stringify({ delivered, lost })]) });
}
