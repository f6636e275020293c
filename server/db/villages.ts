import type { Conn } from './knex';
import type { Point } from '../game/world/coords';

/** Queries on villages and what they hold (buildings, districts, tiles, units, queue, movements). */

export interface VillageRow {
  id: number;
  user_id: number | null;
  name: string;
  x: number;
  y: number;
  tier: 'village' | 'town' | 'city';
  wood: number;
  stone: number;
  iron: number;
  food: number;
  resources_updated_at: Date;
  loyalty: number;
  /** When the stored food reaches 0 at the current negative net rate (null: not starving); migration 007. */
  starves_at?: Date | null;
}

export async function villageById(db: Conn, id: number): Promise<VillageRow | undefined> {
  return db('villages').where({ id }).first();
}

export async function lockVillage(trx: Conn, id: number): Promise<VillageRow | undefined> {
  return trx('villages').where({ id }).forUpdate().first();
}

/**
 * The village with the earliest due starvation instant (starves_at <= cutoff), locked. The tick
 * (`wait: false`) skips villages someone else holds (FOR UPDATE SKIP LOCKED), so runners never wait
 * on each other and never claim one village twice; a read (`villageIds`, `wait: true`) waits for the
 * holder instead, then sees the row as the holder committed it (a starvation applied meanwhile has
 * moved starves_at, and the row no longer qualifies). `skip`: villages this run already handled or gave up on.
 */
export async function claimDueStarvation(trx: Conn, cutoff: Date, opts: { skip?: readonly number[]; villageIds?: readonly number[]; wait?: boolean } = {}): Promise<VillageRow | undefined> {
  const q = trx('villages').whereNotNull('starves_at').where('starves_at', '<=', cutoff)
    .orderBy([{ column: 'starves_at' }, { column: 'id' }]).first();
  if (opts.skip?.length) q.whereNotIn('id', [...opts.skip]);
  if (opts.villageIds) q.whereIn('id', [...opts.villageIds]);
  if (opts.wait) q.forUpdate();
  else q.forUpdate().skipLocked();
  return q;
}

/** The village on a tile (unlocked). */
export async function villageAt(db: Conn, x: number, y: number): Promise<VillageRow | undefined> {
  return db('villages').where({ x, y }).first();
}

/** Whether a tile holds a village, and whether a village claims it. */
export async function tileTaken(db: Conn, x: number, y: number): Promise<{ village: boolean; claimed: boolean }> {
  const [village, claimed] = [await db('villages').where({ x, y }).first('id'), await db('village_tiles').where({ x, y }).first('x')];
  return { village: village !== undefined, claimed: claimed !== undefined };
}

/** Claims a tile for a village; false when another village holds it (the primary key (x, y) decides). */
export async function insertClaim(trx: Conn, villageId: number, tile: { x: number; y: number }, at: Date): Promise<boolean> {
  const rows: Array<{ x: number }> = await trx('village_tiles').insert({ village_id: villageId, x: tile.x, y: tile.y, claimed_at: at })
    .onConflict(['x', 'y']).ignore().returning('x');
  return rows.length > 0;
}

/** Locks every village of an account, in id order; their ids. */
export async function lockVillagesOf(trx: Conn, userId: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await trx('villages').where({ user_id: userId }).orderBy('id').forUpdate().select('id');
  return rows.map((r) => r.id);
}

/** The villages' owners (null: ownerless), unlocked. */
export async function ownersOf(db: Conn, villageIds: readonly number[]): Promise<Array<{ id: number; user_id: number | null }>> {
  return db('villages').whereIn('id', [...villageIds]).select('id', 'user_id');
}

/** The ids of the accounts' villages, ascending, unlocked. */
export async function accountVillageIds(db: Conn, userIds: readonly number[]): Promise<number[]> {
  return db('villages').whereIn('user_id', [...userIds]).orderBy('id').pluck('id');
}

/** Whether any of the villages starves by `cutoff` (an unlocked probe). */
export async function anyStarving(db: Conn, villageIds: readonly number[], cutoff: Date): Promise<boolean> {
  return (await db('villages').whereIn('id', [...villageIds]).where('starves_at', '<=', cutoff).first('id')) !== undefined;
}

/**
 * Spawns are serialised by this transaction-scoped advisory lock, so two players founding at the
 * same moment cannot end up closer than the spawn distance to each other.
 */
export async function lockSpawns(trx: Conn): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [74_051_001]);
}

/** Writes the village's starvation instant (null: not starving). */
export async function setStarvesAt(trx: Conn, id: number, at: Date | null): Promise<void> {
  await trx('villages').where({ id }).update({ starves_at: at });
}

/**
 * starves_at of several villages in one statement; a village with a `stock` gets that stock written at
 * its instant too (the others keep theirs).
 */
export async function setStarvesAtMany(
  trx: Conn, changed: ReadonlyArray<{ id: number; at: Date | null; stock?: { stock: { wood: number; stone: number; iron: number; food: number }; at: Date } }>,
): Promise<void> {
  if (changed.length === 0) return;
  await trx.raw(
    `UPDATE villages v SET starves_at = x.at, wood = coalesce(x.wood, v.wood), stone = coalesce(x.stone, v.stone),
            iron = coalesce(x.iron, v.iron), food = coalesce(x.food, v.food), resources_updated_at = coalesce(x.since, v.resources_updated_at)
       FROM (VALUES ${changed.map(() => '(?::int, ?::timestamptz, ?::float8, ?::float8, ?::float8, ?::float8, ?::timestamptz)').join(', ')})
            AS x(id, at, wood, stone, iron, food, since) WHERE v.id = x.id`,
    changed.flatMap((c) => [c.id, c.at, c.stock?.stock.wood ?? null, c.stock?.stock.stone ?? null, c.stock?.stock.iron ?? null, c.stock?.stock.food ?? null, c.stock?.at ?? null]),
  );
}

/** The account's villages, oldest first (the sidebar's order). */
export async function villagesOfUser(db: Conn, userId: number): Promise<VillageRow[]> {
  return db('villages').where({ user_id: userId }).orderBy('id');
}

export async function countVillagesOfUser(db: Conn, userId: number): Promise<number> {
  const row = await db('villages').where({ user_id: userId }).count<{ n: number }>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Every village position on the map (for the spawn distance rule). */
export async function villagePositions(db: Conn): Promise<Point[]> {
  return db('villages').select('x', 'y');
}

export interface ClaimedTile {
  x: number;
  y: number;
  village_id: number;
}

export async function claimedTiles(db: Conn): Promise<ClaimedTile[]> {
  return db('village_tiles').select('x', 'y', 'village_id').orderBy(['y', 'x']);
}

/** Claimed tiles inside a window, with the account owning the claiming village. */
export async function claimedTilesIn(db: Conn, w: { x0: number; x1: number; y0: number; y1: number }): Promise<Array<ClaimedTile & { user_id: number | null; username: string | null }>> {
  return db('village_tiles as t').join('villages as v', 'v.id', 't.village_id')
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .whereBetween('t.x', [w.x0, w.x1]).whereBetween('t.y', [w.y0, w.y1])
    .select('t.x', 't.y', 't.village_id', 'v.user_id', 'u.username');
}

export interface MapVillage {
  id: number;
  name: string;
  x: number;
  y: number;
  tier: string;
  user_id: number | null;
  username: string | null;
  /** The owner's beginner protection end in ms (null or absent: none); the map shows it while it lasts. */
  protected_until?: number | null;
}

/** A protected_until as the database hands it (Date, ISO text of a JSON row, or null) in ms. */
export function instantMs(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const ms = v instanceof Date ? v.getTime() : Date.parse(String(v));
  return Number.isNaN(ms) ? null : ms;
}

/** Villages with their owners' names and protection, optionally only inside a window. */
export async function mapVillages(db: Conn, w?: { x0: number; x1: number; y0: number; y1: number }): Promise<MapVillage[]> {
  const q = db('villages as v').leftJoin('users as u', 'u.id', 'v.user_id')
    .select('v.id', 'v.name', 'v.x', 'v.y', 'v.tier', 'v.user_id', 'u.username', 'u.protected_until')
    .orderBy('v.id');
  if (w) q.whereBetween('v.x', [w.x0, w.x1]).whereBetween('v.y', [w.y0, w.y1]);
  const rows: Array<MapVillage & { protected_until: unknown }> = await q;
  return rows.map((r) => ({ ...r, protected_until: instantMs(r.protected_until) }));
}

export interface NewVillage {
  userId: number;
  name: string;
  x: number;
  y: number;
  stock: { wood: number; stone: number; iron: number; food: number };
  buildings: Array<{ type: string; level: number }>;
  now: Date;
}

/**
 * Founds a village with its buildings. Returns its id, or undefined when the tile was taken by a
 * village in the meantime (unique (x, y)): the insert does not fail, so the transaction stays usable
 * and the caller can try another tile.
 */
export async function insertVillage(trx: Conn, v: NewVillage): Promise<number | undefined> {
  const rows: Array<{ id: number }> = await trx('villages')
    .insert({
      user_id: v.userId, name: v.name, x: v.x, y: v.y, tier: 'village',
      wood: v.stock.wood, stone: v.stock.stone, iron: v.stock.iron, food: v.stock.food,
      resources_updated_at: v.now, created_at: v.now,
    })
    .onConflict(['x', 'y'])
    .ignore()
    .returning('id');
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  if (v.buildings.length > 0) {
    await trx('village_buildings').insert(v.buildings.map((b) => ({ village_id: id, type: b.type, level: b.level })));
  }
  return id;
}

export async function renameVillage(trx: Conn, id: number, name: string): Promise<void> {
  await trx('villages').where({ id }).update({ name });
}

export async function villageBuildings(db: Conn, villageId: number): Promise<Array<{ id: number; type: string; level: number }>> {
  return db('village_buildings').where({ village_id: villageId }).select('id', 'type', 'level').orderBy('id');
}

export async function villageDistricts(db: Conn, villageId: number): Promise<string[]> {
  const rows: Array<{ district: string }> = await db('village_districts').where({ village_id: villageId }).select('district').orderBy('created_at');
  return rows.map((r) => r.district);
}

export async function villageTiles(db: Conn, villageId: number): Promise<Point[]> {
  return db('village_tiles').where({ village_id: villageId }).select('x', 'y').orderBy(['claimed_at', 'y', 'x']);
}

/** Units owned by the village, wherever they stand (home or reinforcing elsewhere). */
export async function villageUnits(db: Conn, villageId: number): Promise<Array<{ unit: string; amount: number; location_village_id: number }>> {
  return db('village_units').where({ village_id: villageId }).where('amount', '>', 0)
    .select('unit', 'amount', 'location_village_id').orderBy(['location_village_id', 'unit']);
}

export interface QueueRow {
  id: number;
  kind: string;
  target: string | null;
  amount: number;
  level: number | null;
  work: number;
  work_done: number;
  started_at: Date | null;
  due_at: Date | null;
}

/** The village's queue in order: the head item first. */
export async function queueItems(db: Conn, villageId: number): Promise<QueueRow[]> {
  return db('queue_items').where({ village_id: villageId })
    .select('id', 'kind', 'target', 'amount', 'level', 'work', 'work_done', 'started_at', 'due_at').orderBy('id');
}

export interface MovementRow {
  id: number;
  kind: string;
  user_id: number | null;
  from_village_id: number | null;
  from_x: number;
  from_y: number;
  to_village_id: number | null;
  to_x: number;
  to_y: number;
  units: Record<string, number>;
  resources: Record<string, number>;
  started_at: Date;
  due_at: Date;
  /** Merchants a trade trip keeps busy (migration 015; 0 for every other kind). */
  merchants?: number;
}

/** Movements leaving from or heading to the village, soonest first. */
export async function movementsOfVillage(db: Conn, villageId: number): Promise<MovementRow[]> {
  return db('movements')
    .where((q) => q.where({ from_village_id: villageId }).orWhere({ to_village_id: villageId }))
    .orderBy([{ column: 'due_at' }, { column: 'id' }]);
}

/** Movement kinds that count as an incoming attack (the sidebar's red icon). */
export const ATTACK_KINDS = ['attack', 'siege'];

/** Incoming attacks per village id (villages without any are absent). */
export async function incomingAttackCounts(db: Conn, villageIds: number[]): Promise<Map<number, number>> {
  if (villageIds.length === 0) return new Map();
  const rows: Array<{ to_village_id: number; n: number }> = await db('movements')
    .whereIn('to_village_id', villageIds).whereIn('kind', ATTACK_KINDS)
    .groupBy('to_village_id').select('to_village_id', db.raw('count(*)::int as n'));
  return new Map(rows.map((r) => [r.to_village_id, Number(r.n)]));
}

/** Village counts by tier for the culture thresholds. */
export async function tierCounts(db: Conn, userId: number): Promise<{ villages: number; towns: number; cities: number }> {
  const rows: Array<{ tier: string; n: number }> = await db('villages').where({ user_id: userId })
    .groupBy('tier').select('tier', db.raw('count(*)::int as n'));
  const by = Object.fromEntries(rows.map((r) => [r.tier, Number(r.n)]));
  return { villages: by.village ?? 0, towns: by.town ?? 0, cities: by.city ?? 0 };
}
