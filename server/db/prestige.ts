import type { Conn } from './knex';
import { isPrestigeType, NO_PRESTIGE, type PrestigeByType, type PrestigeType } from '../game/prestige';

/** Empires' prestige and its ledger (tables empire_prestige and prestige_awards, migration 021). */

export interface EmpirePrestige extends PrestigeByType { total: number }

const byType = (r: { vps: number; landmark: number; monument: number; artifact: number; total: number }): EmpirePrestige => ({
  vps: Number(r.vps), landmark: Number(r.landmark), monument: Number(r.monument), artifact: Number(r.artifact), total: Number(r.total),
});

/**
 * The Empire's name, with its row held FOR KEY SHARE until the caller commits (as empireIdOfUser does):
 * a dissolution holding the row is waited for and then answers undefined; an Empire call holding it FOR
 * NO KEY UPDATE is passed, so an award never queues behind invites or role changes.
 */
export async function empireForAward(trx: Conn, empireId: number): Promise<{ id: number; name: string; name_short: string } | undefined> {
  const row = await trx('empires').where({ id: empireId }).forKeyShare().first('id', 'name', 'name_short');
  return row ? { id: Number(row.id), name: row.name, name_short: row.name_short } : undefined;
}

/** Writes the award's ledger row; false when an award of this key exists (it is then not paid again). */
export async function insertPrestigeAward(trx: Conn, a: { empireId: number; type: PrestigeType; amount: number; messageType: string; key: string; at: Date }): Promise<boolean> {
  const rows = await trx('prestige_awards')
    .insert({ empire_id: a.empireId, type: a.type, amount: a.amount, message_type: a.messageType, award_key: a.key, at: a.at })
    .onConflict('award_key').ignore().returning('id');
  return rows.length === 1;
}

/**
 * Adds `amount` to the Empire's prestige of `type` and its total in one statement (racing awards queue
 * on the row, so they sum exactly), keeping the instant of the latest award. Answers the prestige after.
 */
export async function addEmpirePrestige(trx: Conn, empireId: number, type: PrestigeType, amount: number, at: Date): Promise<EmpirePrestige> {
  // The kind names a column below: only the four kinds of the table may reach the SQL text.
  if (!isPrestigeType(type)) throw new Error(`unknown prestige type ${String(type)}`);
  const init = { ...NO_PRESTIGE, [type]: amount };
  const res = await trx.raw(
    `INSERT INTO empire_prestige AS p (empire_id, vps, landmark, monument, artifact, total, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (empire_id) DO UPDATE SET ${type} = p.${type} + EXCLUDED.total, total = p.total + EXCLUDED.total,
       updated_at = greatest(p.updated_at, EXCLUDED.updated_at)
     RETURNING vps, landmark, monument, artifact, total`,
    [empireId, init.vps, init.landmark, init.monument, init.artifact, amount, at],
  );
  return byType(res.rows[0]);
}

/** Each Empire's prestige (Empires without any are absent: they have none). */
export async function prestigeOf(db: Conn, empireIds: number[]): Promise<Map<number, EmpirePrestige>> {
  const out = new Map<number, EmpirePrestige>();
  if (empireIds.length === 0) return out;
  const rows = await db('empire_prestige').whereIn('empire_id', empireIds).select('empire_id', 'vps', 'landmark', 'monument', 'artifact', 'total');
  for (const r of rows) out.set(Number(r.empire_id), byType(r));
  return out;
}

/** The Empire's awards in the ledger (tests and the operator's look; newest first). */
export async function prestigeAwardsOf(db: Conn, empireId: number): Promise<Array<{ type: PrestigeType; amount: number; message_type: string; award_key: string; at: Date }>> {
  return db('prestige_awards').where({ empire_id: empireId }).orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .select('type', 'amount', 'message_type', 'award_key', 'at');
}
