import type { Conn } from './knex';

/**
 * Player messages' storage (migration 020): conversations (one per pair, lower user id first, each side's
 * unread count) and their messages. users.unread_messages is the sum of an account's unread sides: every
 * change of a side changes it by the same amount in the same transaction, after the conversation row is
 * locked (always conversation first, then the account: no lock cycles between a send and a read).
 */

export interface ConversationRow {
  id: number;
  low_user_id: number;
  high_user_id: number;
  low_unread: number;
  high_unread: number;
  last_message_at: Date;
  last_message_id: number | null;
}

/** A conversation as one of its sides sees it, with the partner's name and the last message. */
export interface ConversationListRow {
  id: number;
  partner_id: number;
  partner_name: string;
  unread: number;
  last_message_at: Date;
  last_body: string | null;
  last_from: number | null;
  last_created_at: Date | null;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  from_user_id: number;
  body: string;
  created_at: Date;
}

const num = (v: unknown) => Number(v);
function conversationOf(r: Record<string, unknown>): ConversationRow {
  return {
    id: num(r.id), low_user_id: num(r.low_user_id), high_user_id: num(r.high_user_id), low_unread: num(r.low_unread),
    high_unread: num(r.high_unread), last_message_at: r.last_message_at as Date,
    last_message_id: r.last_message_id == null ? null : num(r.last_message_id),
  };
}

export async function conversationById(db: Conn, id: number, lock = false): Promise<ConversationRow | undefined> {
  const q = db('conversations').where({ id }).first();
  if (lock) q.forUpdate();
  const r = await q;
  return r ? conversationOf(r) : undefined;
}

/**
 * The pair's conversation, made if it does not exist, and locked: racing first messages between two
 * players meet on the unique pair and all use the one row.
 */
export async function lockConversationOfPair(trx: Conn, low: number, high: number, at: Date): Promise<ConversationRow> {
  const r = await trx.raw(
    `INSERT INTO conversations (low_user_id, high_user_id, last_message_at) VALUES (?, ?, ?)
     ON CONFLICT (low_user_id, high_user_id) DO UPDATE SET low_user_id = EXCLUDED.low_user_id
     RETURNING *`,
    [low, high, at],
  );
  return conversationOf(r.rows[0]);
}

/**
 * Adds a message to a locked conversation: the recipient's side and account gain one unread message,
 * the conversation's last message moves on. Returns the message.
 */
export async function insertMessage(
  trx: Conn, c: ConversationRow, from: number, body: string, at: Date,
): Promise<MessageRow> {
  const [m] = await trx('messages').insert({ conversation_id: c.id, from_user_id: from, body, created_at: at })
    .returning(['id', 'conversation_id', 'from_user_id', 'body', 'created_at']);
  const toLow = c.high_user_id === from;
  const recipient = toLow ? c.low_user_id : c.high_user_id;
  const column = toLow ? 'low_unread' : 'high_unread';
  await trx('conversations').where({ id: c.id }).update({
    [column]: trx.raw('?? + 1', [column]), last_message_at: at, last_message_id: m.id,
  });
  await trx('users').where({ id: recipient }).increment('unread_messages', 1);
  return { ...m, id: num(m.id) };
}

/**
 * Marks a locked conversation read for one side: its unread count goes to zero and the account's
 * counter drops by exactly that count. Returns how many were unread.
 */
export async function markConversationRead(trx: Conn, c: ConversationRow, side: 'low' | 'high', at: Date): Promise<number> {
  const n = side === 'low' ? c.low_unread : c.high_unread;
  const userId = side === 'low' ? c.low_user_id : c.high_user_id;
  await trx('conversations').where({ id: c.id }).update({ [`${side}_unread`]: 0, [`${side}_read_at`]: at });
  if (n > 0) await trx('users').where({ id: userId }).decrement('unread_messages', n);
  return n;
}

const LIST_SQL = `
  SELECT c.id, p.id AS partner_id, p.username AS partner_name, c.last_message_at,
         CASE WHEN c.low_user_id = :me THEN c.low_unread ELSE c.high_unread END AS unread,
         m.body AS last_body, m.from_user_id AS last_from, m.created_at AS last_created_at
    FROM conversations c
    JOIN users p ON p.id = CASE WHEN c.low_user_id = :me THEN c.high_user_id ELSE c.low_user_id END
    LEFT JOIN messages m ON m.id = c.last_message_id
   WHERE c.low_user_id = :me OR c.high_user_id = :me`;

function listRowOf(r: Record<string, unknown>): ConversationListRow {
  return {
    id: num(r.id), partner_id: num(r.partner_id), partner_name: String(r.partner_name), unread: num(r.unread),
    last_message_at: r.last_message_at as Date, last_body: (r.last_body as string | null) ?? null,
    last_from: r.last_from == null ? null : num(r.last_from), last_created_at: (r.last_created_at as Date | null) ?? null,
  };
}

/** A player's conversations, newest message first, a page of them, and how many there are. */
export async function conversationsOf(db: Conn, me: number, page: number, size: number): Promise<{ rows: ConversationListRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.raw(`${LIST_SQL} ORDER BY c.last_message_at DESC, c.id DESC LIMIT :limit OFFSET :offset`, { me, limit: size, offset: page * size }),
    db('conversations').where({ low_user_id: me }).orWhere({ high_user_id: me }).count<{ n: number }>({ n: '*' }).first(),
  ]);
  return { rows: (list.rows as Record<string, unknown>[]).map(listRowOf), total: Number(count?.n ?? 0) };
}

/** One conversation as `me` sees it (undefined when it is not theirs). */
export async function conversationFor(db: Conn, id: number, me: number): Promise<ConversationListRow | undefined> {
  const r = await db.raw(`${LIST_SQL} AND c.id = :id`, { me, id });
  const row = (r.rows as Record<string, unknown>[])[0];
  return row ? listRowOf(row) : undefined;
}

/** A page of a conversation's messages, newest first, and how many it holds. */
export async function messagesPage(db: Conn, conversationId: number, page: number, size: number): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db('messages').where({ conversation_id: conversationId })
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset(page * size).limit(size).select('id', 'conversation_id', 'from_user_id', 'body', 'created_at'),
    db('messages').where({ conversation_id: conversationId }).count<{ n: number }>({ n: '*' }).first(),
  ]);
  return { rows: rows.map((m: MessageRow) => ({ ...m, id: num(m.id) })), total: Number(count?.n ?? 0) };
}

/** Whether an account exists. */
export async function userExists(db: Conn, id: number): Promise<boolean> {
  return Boolean(await db('users').where({ id }).first('id'));
}

/** An account's unread messages (users.unread_messages). */
export async function unreadMessagesOf(db: Conn, id: number): Promise<number> {
  const r = await db('users').where({ id }).first('unread_messages');
  return Number(r?.unread_messages ?? 0);
}
