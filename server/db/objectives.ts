import type { Conn } from './knex';
import type { PersistedEventStage } from '../../machines/eventStage';
import { ATTACK_KINDS } from './villages';

/**
 * Native events and objectives (migration 022): the rows, their locks and the due-work claims the world
 * layer (server/world/objectives) reads and writes. One live row per tile (removed_at IS NULL).
 */

export type ObjectiveCategory = 'event' | 'objective';

export interface ObjectiveRow {
  id: number;
  category: ObjectiveCategory;
  type: string;
  name: string;
  x: number;
  y: number;
  difficulty: number | null;
  state: string;
  stage: number;
  snapshot: PersistedEventStage | null;
  due_at: Date | null;
  garrison: Record<string, number>;
  target_village_id: number | null;
  holder_user_id: number | null;
  held_since: Date | null;
  prestige_at: Date | null;
  supplied: Record<string, number>;
  completed_at: Date | null;
  damaged: boolean;
  /** userId -> the village that last contributed (where its share of the rewards goes). */
  contributors: Record<string, number>;
  created_at: Date;
  ended_at: Date | null;
  removed_at: Date | null;
}

export interface NewObjective {
  category: ObjectiveCategory;
  type: string;
  name: string;
  x: number;
  y: number;
  difficulty?: number | null;
  state: string;
  stage?: number;
  snapshot?: PersistedEventStage | null;
  dueAt?: Date | null;
  garrison: Record<string, number>;
  targetVillageId?: number | null;
  createdAt: Date;
}

const JSON_COLUMNS = ['snapshot', 'garrison', 'supplied', 'contributors'] as const;

/** A new live row, or undefined when the tile already holds one (the live-tile index decides, so two spawns never share a tile). */
export async function insertObjective(trx: Conn, o: NewObjective): Promise<ObjectiveRow | undefined> {
  const rows: ObjectiveRow[] = await trx.raw(`
    INSERT INTO objectives (category, type, name, x, y, difficulty, state, stage, snapshot, due_at, garrison, target_village_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?, ?)
    ON CONFLICT (x, y) WHERE removed_at IS NULL DO NOTHING
    RETURNING *`, [
    o.category, o.type, o.name, o.x, o.y, o.difficulty ?? null, o.state, o.stage ?? 1,
    o.snapshot ? JSON.stringify(o.snapshot) : null, o.dueAt ?? null, JSON.stringify(o.garrison), o.targetVillageId ?? null, o.createdAt,
  ]).then((r: { rows: ObjectiveRow[] }) => r.rows);
  return rows[0];
}

export async function objectiveById(db: Conn, id: number): Promise<ObjectiveRow | undefined> {
  return db('objectives').where({ id }).first();
}

/** The row locked FOR UPDATE (every change to an objective holds it: stage steps, battles, deliveries, prestige). */
export async function lockObjective(trx: Conn, id: number): Promise<ObjectiveRow | undefined> {
  return trx('objectives').where({ id }).forUpdate().first();
}

/** The live event or objective on a tile, if any. */
export async function liveObjectiveAt(db: Conn, x: number, y: number): Promise<ObjectiveRow | undefined> {
  return db('objectives').where({ x, y }).whereNull('removed_at').first();
}

export type ObjectivePatch = Partial<Omit<ObjectiveRow, 'id' | 'category' | 'type' | 'name' | 'x' | 'y' | 'created_at'>>;

/** Writes the changed columns of a locked row. */
export async function saveObjective(trx: Conn, id: number, patch: ObjectivePatch): Promise<void> {
  const row: Record<string, unknown> = { ...patch };
  for (const c of JSON_COLUMNS) if (c in row && row[c] !== null && row[c] !== undefined) row[c] = JSON.stringify(row[c]);
  if (Object.keys(row).length === 0) return;
  await trx('objectives').where({ id }).update(row);
}

/**
 * The live rows whose stage timer is due by `cutoff`, locked, soonest first; rows another runner holds
 * are skipped (FOR UPDATE SKIP LOCKED), so two ticks never step one event twice.
 */
export async function claimDueObjectives(trx: Conn, cutoff: Date, limit: number): Promise<ObjectiveRow[]> {
  return trx('objectives as o').whereNotNull('o.due_at').where('o.due_at', '<=', cutoff).whereNull('o.removed_at')
    // A stage's end is inclusive (machines/eventStage.ts): an army or merchants arriving by then are applied
    // first (their arrival settles the event to just before it), so the timer waits for them.
    .whereNotExists((q) => q.select(trx.raw('1')).from('movements as m').whereRaw('m.objective_id = o.id AND m.to_village_id IS NULL AND m.due_at <= o.due_at'))
    .orderBy([{ column: 'o.due_at' }, { column: 'o.id' }]).limit(limit).forUpdate().skipLocked().select('o.*');
}

/** Whether any stage timer is due by `cutoff` (the tick's cheap probe before it opens a transaction). */
export async function anyDueObjective(db: Conn, cutoff: Date): Promise<boolean> {
  const r = await db('objectives').whereNotNull('due_at').where('due_at', '<=', cutoff).whereNull('removed_at').first('id');
  return r !== undefined;
}

/** Records a stage's payout: true the first time, false when it was paid before (the primary key is the once-flag). */
export async function insertPayout(trx: Conn, objectiveId: number, stage: number, payouts: unknown, at: Date): Promise<boolean> {
  const r: { rows: unknown[] } = await trx.raw(
    'INSERT INTO objective_payouts (objective_id, stage, payouts, at) VALUES (?, ?, ?::jsonb, ?) ON CONFLICT DO NOTHING RETURNING stage',
    [objectiveId, stage, JSON.stringify(payouts), at]);
  return r.rows.length === 1;
}

export interface LiveObjective {
  id: number;
  category: ObjectiveCategory;
  type: string;
  name: string;
  x: number;
  y: number;
  state: string;
  difficulty: number | null;
  stage: number;
  snapshot: PersistedEventStage | null;
  holder_user_id: number | null;
  holder_username: string | null;
  empire_id: number | null;
  empire_name: string | null;
  empire_name_short: string | null;
  incomings: number;
}

/**
 * Every live event and objective with its holder, the holder's Empire and the attacks heading for it
 * (GET map/objectives), by id. `ids`: only these.
 */
export async function listLiveObjectives(db: Conn, ids?: readonly number[]): Promise<LiveObjective[]> {
  const q = db('objectives as o')
    .leftJoin('users as u', 'u.id', 'o.holder_user_id')
    .leftJoin('empire_members as em', 'em.user_id', 'o.holder_user_id')
    .leftJoin('empires as e', 'e.id', 'em.empire_id')
    .whereNull('o.removed_at')
    .select('o.id', 'o.category', 'o.type', 'o.name', 'o.x', 'o.y', 'o.state', 'o.difficulty', 'o.stage', 'o.snapshot', 'o.holder_user_id',
      'u.username as holder_username', 'e.id as empire_id', 'e.name as empire_name', 'e.name_short as empire_name_short',
      db.raw(`(SELECT count(*)::int FROM movements m WHERE m.objective_id = o.id AND m.kind = ANY(?)) AS incomings`, [ATTACK_KINDS]))
    .orderBy('o.id');
  if (ids) q.whereIn('o.id', ids);
  const rows: LiveObjective[] = await q;
  return rows.map((r) => ({ ...r, incomings: Number(r.incomings) }));
}

/** The live objectives (not events) a kingdom holds, for its profile's list (SPEC.md section 2), by id. */
export async function heldBy(db: Conn, userId: number): Promise<Array<{ id: number; type: string; name: string; x: number; y: number; incomings: number }>> {
  const rows = await db('objectives as o').where({ 'o.holder_user_id': userId }).whereNull('o.removed_at')
    .select('o.id', 'o.type', 'o.name', 'o.x', 'o.y',
      db.raw(`(SELECT count(*)::int FROM movements m WHERE m.objective_id = o.id AND m.kind = ANY(?)) AS incomings`, [ATTACK_KINDS]))
    .orderBy('o.id');
  return rows.map((r: { id: number; type: string; name: string; x: number; y: number; incomings: number }) => ({ ...r, incomings: Number(r.incomings) }));
}

/** The nearest village within `max` tiles (Chebyshev) of (x, y), nearest then lowest id: a defend event's target. */
export async function nearestVillage(db: Conn, x: number, y: number, max: number): Promise<{ id: number; x: number; y: number; user_id: number | null; name: string } | undefined> {
  return db('villages').select('id', 'x', 'y', 'user_id', 'name')
    .whereBetween('x', [x - max, x + max]).whereBetween('y', [y - max, y + max])
    .orderByRaw('greatest(abs(x - ?), abs(y - ?)), id', [x, y]).first();
}

/** Players' troops standing at an objective, one group per home village, by village id. */
export async function troopsAt(db: Conn, objectiveId: number): Promise<Array<{ village_id: number; user_id: number; units: Record<string, number>; since: Date }>> {
  return db('objective_troops').where({ objective_id: objectiveId }).orderBy('village_id').select('village_id', 'user_id', 'units', 'since');
}

/** What a player's scouts last saw at an objective. */
export async function scoutedBy(db: Conn, objectiveId: number, userId: number): Promise<{ seen: Record<string, number>; at: Date } | undefined> {
  return db('objective_scouts').where({ objective_id: objectiveId, user_id: userId }).first('seen', 'at');
}

/** Movements heading for an objective (armies, native armies, merchants), soonest first, one page, and how many there are. */
export async function movementsToObjective(db: Conn, objectiveId: number, page: number, size: number) {
  const [count, rows] = await Promise.all([
    db('movements').where({ objective_id: objectiveId }).whereNot('kind', 'like', '%_home').whereNot({ kind: 'returning' }).count<Array<{ n: string }>>({ n: '*' }),
    db('movements').where({ objective_id: objectiveId }).whereNot('kind', 'like', '%_home').whereNot({ kind: 'returning' })
      .orderBy([{ column: 'due_at' }, { column: 'id' }]).offset(page * size).limit(size),
  ]);
  return { total: Number(count[0]?.n ?? 0), rows };
}

/** Usernames by id (contributors' names in the overview). */
export async function usernamesOf(db: Conn, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows: Array<{ id: number; username: string }> = await db('users').whereIn('id', ids).select('id', 'username');
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The Empire a user belongs to (null: none), without locking. */
export async function empireOf(db: Conn, userId: number): Promise<number | null> {
  const r = await db('empire_members').where({ user_id: userId }).first('empire_id');
  return r ? Number(r.empire_id) : null;
}

/**
 * When the first army or merchants heading for the objective's tile arrive (not applied yet), or null:
 * stage timers from that instant on wait for them (a stage's end is inclusive), as claimDueObjectives does.
 */
export async function firstPendingArrival(db: Conn, objectiveId: number): Promise<Date | null> {
  // Arrivals at the tile have no target village (return trips keep objective_id but head for a village).
  const r = await db('movements').where({ objective_id: objectiveId }).whereNull('to_village_id').min<{ at: Date | null }>({ at: 'due_at' }).first();
  return r?.at ? new Date(r.at) : null;
}

/** The tiles of every live event and objective (no village is founded on one). */
export async function liveObjectiveTiles(db: Conn): Promise<Array<{ x: number; y: number }>> {
  return db('objectives').whereNull('removed_at').select('x', 'y');
}
