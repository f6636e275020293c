import type { Conn } from './knex';
import type { ObjectiveRow } from './objectives';

/**
 * Players' troops standing at an objective (objective_troops, migration 022: one group per home village,
 * the holder's garrison), what scouts saw there (objective_scouts), the order of arrivals at an objective
 * and the periodic prestige claims (objectives.prestige_at). The world layer (server/world/objectives:
 * objectiveBattle.ts, holding.ts, prestigeDue.ts) calls these with the objective row locked.
 */

export interface ObjectiveTroops {
  village_id: number;
  user_id: number;
  units: Record<string, number>;
  since: Date;
}

const positive = (units: Record<string, number>) => Object.fromEntries(Object.entries(units).filter(([, n]) => Number(n) > 0).map(([u, n]) => [u, Number(n)]));

/** The groups standing at an objective, rows locked (the objective row is locked first), by village id. */
export async function lockTroopsAt(trx: Conn, objectiveId: number): Promise<ObjectiveTroops[]> {
  const rows: ObjectiveTroops[] = await trx('objective_troops').where({ objective_id: objectiveId }).orderBy('village_id').forUpdate()
    .select('village_id', 'user_id', 'units', 'since');
  return rows.map((r) => ({ ...r, units: positive(r.units) }));
}

/** Adds units to the group of `villageId` at the objective (a new group from `since`). */
export async function addTroopsAt(trx: Conn, objectiveId: number, g: { villageId: number; userId: number; units: Record<string, number>; since: Date }): Promise<void> {
  const units = positive(g.units);
  if (Object.keys(units).length === 0) return;
  const had: { units: Record<string, number> } | undefined = await trx('objective_troops').where({ objective_id: objectiveId, village_id: g.villageId }).forUpdate().first('units');
  if (!had) {
    await trx('objective_troops').insert({ objective_id: objectiveId, village_id: g.villageId, user_id: g.userId, units: JSON.stringify(units), since: g.since });
    return;
  }
  const sum: Record<string, number> = { ...positive(had.units) };
  for (const [u, n] of Object.entries(units)) sum[u] = (sum[u] ?? 0) + n;
  await trx('objective_troops').where({ objective_id: objectiveId, village_id: g.villageId }).update({ units: JSON.stringify(sum) });
}

/** Replaces the group's units (what a battle left); an empty group is deleted. */
export async function setTroopsAt(trx: Conn, objectiveId: number, villageId: number, units: Record<string, number>): Promise<void> {
  const left = positive(units);
  const q = trx('objective_troops').where({ objective_id: objectiveId, village_id: villageId });
  if (Object.keys(left).length === 0) await q.delete();
  else await q.update({ units: JSON.stringify(left) });
}

/** Removes the group of `villageId` owned by `userId` (recalled home), answering what stood there (undefined: none). */
export async function takeTroopsAt(trx: Conn, objectiveId: number, villageId: number, userId: number): Promise<ObjectiveTroops | undefined> {
  const rows: ObjectiveTroops[] = await trx('objective_troops').where({ objective_id: objectiveId, village_id: villageId, user_id: userId }).delete()
    .returning(['village_id', 'user_id', 'units', 'since']);
  return rows[0] && { ...rows[0], units: positive(rows[0].units) };
}

/** Every group of `userId`'s village standing at objectives (its troops abroad there), by objective id. */
export async function troopsOfVillageAtObjectives(db: Conn, villageId: number, userId: number): Promise<Array<ObjectiveTroops & { objective_id: number; x: number; y: number; type: string }>> {
  const rows = await db('objective_troops as t').join('objectives as o', 'o.id', 't.objective_id').where({ 't.village_id': villageId, 't.user_id': userId })
    .orderBy('t.objective_id').select('t.objective_id', 't.village_id', 't.user_id', 't.units', 't.since', 'o.x', 'o.y', 'o.type');
  return rows.map((r: ObjectiveTroops & { objective_id: number; x: number; y: number; type: string }) => ({ ...r, units: positive(r.units) }));
}

/** Records what a player's scouts saw at an objective (the latest look replaces the one before). */
export async function upsertScouted(trx: Conn, objectiveId: number, userId: number, seen: Record<string, number>, at: Date): Promise<void> {
  await trx.raw(
    `INSERT INTO objective_scouts (objective_id, user_id, seen, at) VALUES (?, ?, ?::jsonb, ?)
     ON CONFLICT (objective_id, user_id) DO UPDATE SET seen = EXCLUDED.seen, at = EXCLUDED.at`,
    [objectiveId, userId, JSON.stringify(positive(seen)), at]);
}

/**
 * Whether an arrival at the objective earlier than `m` by (due_at, id) is still pending: armies and
 * merchants heading for its tile (to_village_id null). The later one waits (ArrivalBlocked).
 */
export async function earlierArrivalAt(trx: Conn, objectiveId: number, m: { id: number; due_at: Date | string }, kinds: readonly string[]): Promise<boolean> {
  const r = await trx('movements').where({ objective_id: objectiveId }).whereNull('to_village_id').whereIn('kind', [...kinds])
    .whereRaw('(due_at, id) < (?::timestamptz, ?::int)', [new Date(m.due_at), m.id]).first('id');
  return r !== undefined;
}

/**
 * Held objectives whose periodic prestige is due by `cutoff` (objectives_prestige_due), locked, soonest
 * first; rows another runner holds are skipped (FOR UPDATE SKIP LOCKED), so a period is never applied by
 * two runners at once.
 */
export async function claimDuePrestige(trx: Conn, cutoff: Date, limit: number, skip: readonly number[] = []): Promise<ObjectiveRow[]> {
  return trx('objectives').whereNotNull('prestige_at').whereNotIn('id', [...skip]).where('prestige_at', '<=', cutoff).whereNull('removed_at')
    .orderBy([{ column: 'prestige_at' }, { column: 'id' }]).limit(limit).forUpdate().skipLocked().select('*');
}

/** Whether any periodic prestige is due by `cutoff` (the tick's probe before it opens a transaction). */
export async function anyDuePrestige(db: Conn, cutoff: Date): Promise<boolean> {
  const r = await db('objectives').whereNotNull('prestige_at').where('prestige_at', '<=', cutoff).whereNull('removed_at').first('id');
  return r !== undefined;
}

/**
 * A conquest disbands the old owner's troops of the village standing at objectives (as its troops
 * abroad): the groups are deleted and returned, by objective id.
 */
export async function disbandTroopsAtObjectives(trx: Conn, villageId: number, owner: number | null): Promise<Array<{ objective_id: number; units: Record<string, number> }>> {
  if (owner === null) return [];
  const rows: Array<{ objective_id: number; units: Record<string, number> }> = await trx('objective_troops').where({ village_id: villageId, user_id: owner }).delete()
    .returning(['objective_id', 'units']);
  return rows.map((r) => ({ objective_id: r.objective_id, units: positive(r.units) })).sort((a, b) => a.objective_id - b.objective_id);
}
