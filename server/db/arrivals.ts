import type { Conn } from './knex';
import { ARMY_KINDS, ORDERED_LOCK } from './movements';
import type { StandingRow } from './units';

/** The queries of an army arrival (server/world/arrival/arrival.ts) that no other caller shares. */

/** A village's building levels (unlocked: the caller holds the village row). */
export async function buildingLevels(db: Conn, villageId: number): Promise<Array<{ type: string; level: number }>> {
  return db('village_buildings').where({ village_id: villageId }).select('type', 'level');
}

/** Waits for the advisory lock that keeps arrivals reading account-wide state in (due_at, id) order. */
export async function waitOrderedLock(trx: Conn): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [ORDERED_LOCK]);
}

/** Locks the army movements leaving `villageId`, in id order (a conquest may disband them). */
export async function lockArmiesFrom(trx: Conn, villageId: number): Promise<void> {
  await trx('movements').where({ from_village_id: villageId }).whereIn('kind', [...ARMY_KINDS]).orderBy('id').forUpdate().select('id');
}

/**
 * Locks, in one statement and so in ascending id order, the villages `ids` and (with `standingAt`)
 * every village whose troops stand at that village. Returns them with their owners.
 */
export async function lockVillagesWithStanding(trx: Conn, ids: readonly number[], standingAt: number | null): Promise<Array<{ id: number; user_id: number | null }>> {
  return trx('villages').where((w) => {
    w.whereIn('id', [...ids]);
    if (standingAt !== null) w.orWhereIn('id', trx('village_units').where({ location_village_id: standingAt }).select('village_id'));
  }).orderBy('id').forUpdate().select('id', 'user_id');
}

/** The villages whose troops stand at `locationId` (their homes), unlocked. */
export async function homesStandingAt(db: Conn, locationId: number): Promise<number[]> {
  return db('village_units').where({ location_village_id: locationId }).pluck('village_id');
}

/** Writes a village's stock as exact at `at` (starves_at is the caller's). */
export async function writeStockAt(trx: Conn, villageId: number, stock: { wood: number; stone: number; iron: number; food: number }, at: Date): Promise<void> {
  await trx('villages').where({ id: villageId }).update({ ...stock, resources_updated_at: at });
}

/** Writes a village's loyalty as exact at `at`, and with `owner` its new owner (a conquest). */
export async function writeLoyalty(trx: Conn, villageId: number, loyalty: number, at: Date, owner?: number | null): Promise<void> {
  await trx('villages').where({ id: villageId }).update(owner === undefined ? { loyalty, loyalty_at: at } : { user_id: owner, loyalty, loyalty_at: at });
}

export async function deleteVillage(trx: Conn, villageId: number): Promise<void> {
  await trx('villages').where({ id: villageId }).delete();
}

/** The owners of the villages, in id order (null: ownerless). */
export async function ownersInOrder(db: Conn, villageIds: readonly number[]): Promise<Array<number | null>> {
  if (villageIds.length === 0) return [];
  const rows: Array<{ user_id: number | null }> = await db('villages').whereIn('id', [...villageIds]).orderBy('id').select('user_id');
  return rows.map((r) => r.user_id);
}

/** Deletes every unit row of a village's own troops, wherever they stand; returns what was there. */
export async function deleteTroopsOf(trx: Conn, villageId: number): Promise<StandingRow[]> {
  return trx('village_units').where({ village_id: villageId }).delete().returning(['village_id', 'location_village_id', 'unit', 'amount']);
}

/** Deletes the army movements leaving `villageId` that belong to `owner` (null: ownerless); returns them. */
export async function deleteArmiesFrom(trx: Conn, villageId: number, owner: number | null): Promise<Array<{ id: number; kind: string; units: Record<string, number>; resources: Record<string, number> | null; to_village_id: number | null }>> {
  const q = trx('movements').where({ from_village_id: villageId }).whereIn('kind', [...ARMY_KINDS]);
  if (owner === null) q.whereNull('user_id');
  else q.where({ user_id: owner });
  return q.delete().returning(['id', 'kind', 'units', 'resources', 'to_village_id']);
}

/** A village's standing troops with more than none, locked, in (location, unit) order (starvation). */
export async function lockStandingTroops(trx: Conn, villageId: number): Promise<StandingRow[]> {
  return trx('village_units').where({ village_id: villageId }).where('amount', '>', 0).orderBy(['location_village_id', 'unit']).forUpdate();
}

/** The username and the account's village names (a settled village's name), in one query. */
export async function usernameAndVillageNames(db: Conn, userId: number): Promise<{ username: string | undefined; names: string[] }> {
  const rows: Array<{ username: string; name: string | null }> = await db('users')
    .leftJoin('villages', 'villages.user_id', 'users.id').where('users.id', userId).select('users.username', 'villages.name');
  return { username: rows[0]?.username, names: rows.flatMap((r) => (r.name === null ? [] : [r.name])) };
}
