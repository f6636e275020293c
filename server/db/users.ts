import type { Conn } from './knex';

/** Read helpers for accounts (the auth helpers own writes to credentials). */

export interface UserRow {
  id: number;
  username: string;
  aether: number;
  builders: number;
  culture: number;
  science: number;
  researching: number | null;
  unread_reports: number;
  unread_messages: number;
}

const USER_COLUMNS = ['id', 'username', 'aether', 'builders', 'culture', 'science', 'researching', 'unread_reports', 'unread_messages'];

export async function userById(db: Conn, id: number): Promise<UserRow | undefined> {
  return db('users').where({ id }).first(USER_COLUMNS);
}

/** The account row locked for the rest of the transaction (serialises a player's own writes). */
export async function lockUser(trx: Conn, id: number): Promise<UserRow | undefined> {
  return trx('users').where({ id }).forUpdate().first(USER_COLUMNS);
}

/** Usernames by id, for labelling villages on the map. */
export async function usernames(db: Conn, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows: Array<{ id: number; username: string }> = await db('users').whereIn('id', unique).select('id', 'username');
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Beginner protection (server/game/movement/protection.ts): each account's protected_until in ms, null when none. */
export async function protectionOf(db: Conn, ids: ReadonlyArray<number>): Promise<Map<number, number | null>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows: Array<{ id: number; protected_until: Date | string | null }> = await db('users').whereIn('id', unique).select('id', 'protected_until');
  return new Map(rows.map((r) => [Number(r.id), r.protected_until === null ? null : new Date(r.protected_until).getTime()]));
}

/** Sets the account's beginner protection to end at `until` (null: unprotected); founding does it. */
export async function setProtectedUntil(trx: Conn, id: number, until: Date | null): Promise<void> {
  await trx('users').where({ id }).update({ protected_until: until });
}

/**
 * Ends the account's beginner protection at `now` (its own attack on another player), in the caller's
 * transaction: only a protection still running moves, so a second call changes nothing.
 */
export async function endProtection(trx: Conn, id: number, now: Date): Promise<void> {
  await trx('users').where({ id }).where('protected_until', '>', now).update({ protected_until: now });
}
