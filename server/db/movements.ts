import type { Conn } from './knex';
import type { MovementRow } from './villages';

/** Army movements (GAME.md section 6): what the units calls and the arrival tick read and write. */

/** Kinds this module moves and resolves (merchants are another module's). */
export const ARMY_KINDS = ['attack', 'reinforce', 'scout', 'settle', 'move', 'siege', 'returning'] as const;

export interface ArmyMovement extends MovementRow {
  choice: string | null;
  targets: string[];
  origin_kind: string | null;
}

export interface NewMovement {
  kind: string;
  userId: number;
  from: { villageId: number; x: number; y: number };
  to: { villageId: number | null; x: number; y: number };
  units: Record<string, number>;
  resources?: Record<string, number>;
  startedAt: Date;
  dueAt: Date;
  choice?: string | null;
  targets?: string[];
  originKind?: string | null;
}

export async function insertMovement(trx: Conn, m: NewMovement): Promise<number> {
  const rows: Array<{ id: number }> = await trx('movements').insert({
    kind: m.kind, user_id: m.userId,
    from_village_id: m.from.villageId, from_x: m.from.x, from_y: m.from.y,
    to_village_id: m.to.villageId, to_x: m.to.x, to_y: m.to.y,
    units: JSON.stringify(m.units), resources: JSON.stringify(m.resources ?? {}),
    started_at: m.startedAt, due_at: m.dueAt,
    choice: m.choice ?? null, targets: JSON.stringify(m.targets ?? []), origin_kind: m.originKind ?? null,
  }).returning('id');
  return rows[0].id;
}

/**
 * Turns a movement around in place (same row, so it can never be applied twice): it becomes a
 * return trip home from (x, y) with these units and resources, arriving at `dueAt`.
 */
export async function turnHome(trx: Conn, m: ArmyMovement, r: { units: Record<string, number>; resources: Record<string, number>; at: Date; dueAt: Date; fromX: number; fromY: number; homeX: number; homeY: number }): Promise<void> {
  await trx('movements').where({ id: m.id }).update({
    kind: 'returning', origin_kind: m.kind === 'returning' ? m.origin_kind : m.kind,
    from_x: r.fromX, from_y: r.fromY, to_village_id: m.from_village_id, to_x: r.homeX, to_y: r.homeY,
    units: JSON.stringify(r.units), resources: JSON.stringify(r.resources),
    started_at: r.at, due_at: r.dueAt,
  });
}

export async function deleteMovement(trx: Conn, id: number): Promise<void> {
  await trx('movements').where({ id }).delete();
}

export async function lockMovement(trx: Conn, id: number): Promise<ArmyMovement | undefined> {
  return trx('movements').where({ id }).whereIn('kind', [...ARMY_KINDS]).forUpdate().first();
}

/**
 * The next due army movement, locked, by (due_at, id); optionally only those touching `villageIds`.
 * FOR UPDATE (waiting, not SKIP LOCKED): processors are serialised by an advisory lock, so the only
 * other holder is a call-back or send-back, and skipping it would break the (due_at, id) order.
 */
export async function claimDueMovement(trx: Conn, cutoff: Date, skip: number[], villageIds?: number[]): Promise<ArmyMovement | undefined> {
  const q = trx('movements').whereIn('kind', [...ARMY_KINDS]).where('due_at', '<=', cutoff)
    .orderBy([{ column: 'due_at' }, { column: 'id' }]).forUpdate().first();
  if (skip.length) q.whereNotIn('id', skip);
  if (villageIds) q.where((w) => w.whereIn('from_village_id', villageIds).orWhereIn('to_village_id', villageIds));
  return q;
}

/** Army movements leaving from (from_village_id) or heading to a village, soonest first. */
export async function armyMovementsOf(db: Conn, villageId: number): Promise<ArmyMovement[]> {
  return db('movements').whereIn('kind', [...ARMY_KINDS])
    .where((q) => q.where({ from_village_id: villageId }).orWhere({ to_village_id: villageId }))
    .orderBy([{ column: 'due_at' }, { column: 'id' }]);
}

/** Serialises arrival processing across processes: arrivals resolve strictly in (due_at, id) order. */
export async function lockArrivals(trx: Conn): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [0x41524d59]);
}
