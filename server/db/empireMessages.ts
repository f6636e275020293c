import type { Conn } from './knex';
import type { EmpireMessageType, EmpireMessageValues } from '../game/empire/messageTypes';

/** The Empire feed (table empire_messages, migration 019): written by the game, read newest first. */

export interface EmpireMessageRow {
  id: number;
  empire_id: number;
  type: EmpireMessageType;
  value1: string | null;
  value2: string | null;
  value3: string | null;
  value4: string | null;
  created_at: Date;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));

/** Writes one message into an Empire's feed (inside the caller's transaction). */
export async function insertEmpireMessage(trx: Conn, m: { empireId: number; type: EmpireMessageType; values: EmpireMessageValues; at: Date }): Promise<number> {
  const [row] = await trx('empire_messages').insert({
    empire_id: m.empireId, type: m.type,
    value1: text(m.values[0]), value2: text(m.values[1]), value3: text(m.values[2]), value4: text(m.values[3]),
    created_at: m.at,
  }).returning(['id']);
  return Number(row.id);
}

/**
 * The Empire a kingdom belongs to, if any, with the Empire row held FOR KEY SHARE until the caller commits,
 * so the message it then writes (a foreign key to that row) cannot meet a dissolution committed meanwhile:
 * a dissolution holding the row (FOR UPDATE) is waited for and the Empire, gone, is not answered; one that
 * comes later waits for the message's transaction. (Without the lock the insert failed the whole caller,
 * an arrival or a tier up, with a foreign key violation.) Like the foreign key check it waits for an Empire
 * call holding the row FOR UPDATE; one holding it FOR NO KEY UPDATE it passes.
 */
export async function empireIdOfUser(trx: Conn, userId: number): Promise<number | undefined> {
  const row = await trx('empire_members as m').join('empires as e', 'e.id', 'm.empire_id')
    .where('m.user_id', userId).forKeyShare('e').first('m.empire_id');
  return row ? Number(row.empire_id) : undefined;
}

/** One page of an Empire's feed, newest first, and how many messages it holds. */
export async function empireMessagesPage(db: Conn, empireId: number, page: number, size: number): Promise<{ total: number; rows: EmpireMessageRow[] }> {
  const [count, rows] = await Promise.all([
    db('empire_messages').where({ empire_id: empireId }).count<Array<{ n: string | number }>>({ n: '*' }),
    db('empire_messages').where({ empire_id: empireId })
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset(page * size).limit(size).select('*'),
  ]);
  return { total: Number(count[0]?.n ?? 0), rows: rows.map((r) => ({ ...r, id: Number(r.id) })) };
}

/** The newest message of an Empire's feed (the right sidebar's), if any. */
export async function latestEmpireMessage(db: Conn, empireId: number): Promise<EmpireMessageRow | undefined> {
  const row = await db('empire_messages').where({ empire_id: empireId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).first('*');
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** The accounts of an Empire's members (who hear its new feed messages, push `empire_message`). */
export async function empireMemberIds(db: Conn, empireId: number): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await db('empire_members').where({ empire_id: empireId }).select('user_id');
  return rows.map((r) => Number(r.user_id));
}
