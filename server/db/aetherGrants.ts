import type { Conn } from './knex';

/** The alpha's aether grants (table aether_grants, migration 018). */

/** The UTC day ('YYYY-MM-DD') of the account's latest grant, or null when it never took one. */
export async function lastGrantDay(db: Conn, userId: number): Promise<string | null> {
  const row = await db('aether_grants').where({ user_id: userId }).orderBy('day', 'desc')
    .first(db.raw("to_char(day, 'YYYY-MM-DD') AS day"));
  return row ? String(row.day) : null;
}

/**
 * Records a grant for the account's day; false when that day has one already (the primary key decides:
 * of concurrent grants exactly one inserts, the others wait for its commit and insert nothing).
 */
export async function insertGrant(trx: Conn, row: { userId: number; day: string; packageId: string; aether: number; at: Date }): Promise<boolean> {
  const rows = await trx('aether_grants')
    .insert({ user_id: row.userId, day: row.day, package_id: row.packageId, aether: row.aether, granted_at: row.at })
    .onConflict(['user_id', 'day']).ignore()
    .returning('user_id');
  return rows.length > 0;
}

/** Adds granted aether to the account; its balance after. */
export async function addAether(trx: Conn, userId: number, amount: number): Promise<number> {
  const rows: Array<{ aether: number }> = await trx('users').where({ id: userId })
    .update({ aether: trx.raw('aether + ?', [amount]) }).returning(['aether']);
  return Number(rows[0]?.aether ?? 0);
}

/** The account's aether balance. */
export async function aetherBalance(db: Conn, userId: number): Promise<number> {
  const row = await db('users').where({ id: userId }).first('aether');
  return row ? Number(row.aether) : 0;
}
