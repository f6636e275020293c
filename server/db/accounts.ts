import type { Conn } from './knex';

/** Accounts: registration, credentials and sitters (server/api/auth, server/api/user). */

export type Named = { id: number; username: string };

/** Who sits `ownerId`'s account. */
export function sittersOf(db: Conn, ownerId: number): Promise<Named[]> {
  return db('sitters').join('users', 'users.id', 'sitters.sitter_id')
    .where('sitters.owner_id', ownerId).orderBy('users.id').select('users.id', 'users.username');
}

/** Whose accounts `sitterId` sits. */
export function sittingOf(db: Conn, sitterId: number): Promise<Named[]> {
  return db('sitters').join('users', 'users.id', 'sitters.owner_id')
    .where('sitters.sitter_id', sitterId).orderBy('users.id').select('users.id', 'users.username');
}

/** The profile columns of some accounts (GET user reads the account and the person acting). */
export function profilesOf(db: Conn, ids: readonly number[]): Promise<Array<{ id: number; username: string; email: string; description: string; public_profile: boolean }>> {
  return db('users').whereIn('id', [...ids]).select('id', 'username', 'email', 'description', 'public_profile');
}

/** Locks an account row (serialises an owner's sitter changes). */
export async function lockAccountRow(trx: Conn, id: number): Promise<void> {
  await trx('users').where({ id }).forUpdate().first('id');
}

/** The account of a username, any letter case. */
export function accountByUsername(db: Conn, username: string): Promise<{ id: number; password_hash: string } | undefined> {
  return db('users').whereRaw('lower(username) = lower(?)', [username]).first('id', 'password_hash');
}

/** Accounts holding this username or this email, any letter case (registration's early check). */
export function accountsHolding(db: Conn, username: string, email: string): Promise<Array<{ username: string; email: string }>> {
  return db('users').whereRaw('lower(username) = lower(?)', [username]).orWhereRaw('lower(email) = lower(?)', [email]).select('username', 'email');
}

/** A new account; the unique indexes refuse a taken username or email (the caller maps the violation). */
export async function insertAccount(db: Conn, a: { username: string; email: string; passwordHash: string; now: Date }): Promise<Named> {
  const [row] = await db('users')
    .insert({ username: a.username, email: a.email, password_hash: a.passwordHash, created_at: a.now, account_updated_at: a.now })
    .returning(['id', 'username']);
  return row;
}

/** A person's password hash; `lock`: for the rest of the transaction. */
export async function passwordHashOf(db: Conn, id: number, lock = false): Promise<string | undefined> {
  const q = db('users').where({ id });
  if (lock) q.forUpdate();
  const row: { password_hash: string } | undefined = await q.first('password_hash');
  return row?.password_hash;
}

export async function setPasswordHash(trx: Conn, id: number, hash: string): Promise<void> {
  await trx('users').where({ id }).update({ password_hash: hash });
}

/** Whether the token was issued with "stay logged in". */
export async function tokenStaysLoggedIn(db: Conn, tokenId: number): Promise<boolean> {
  const row: { stay_logged_in: boolean } | undefined = await db('auth_tokens').where({ id: tokenId }).first('stay_logged_in');
  return Boolean(row?.stay_logged_in);
}

/** The sitters of an account (their ids). */
export function sitterIdsOf(db: Conn, ownerId: number): Promise<number[]> {
  return db('sitters').where({ owner_id: ownerId }).pluck('sitter_id');
}

export async function insertSitter(trx: Conn, ownerId: number, sitterId: number, at: Date): Promise<void> {
  await trx('sitters').insert({ owner_id: ownerId, sitter_id: sitterId, created_at: at });
}

/** Removes a sitter; false when there was none (returning(), not a count: PGlite's driver reports none). */
export async function deleteSitter(trx: Conn, ownerId: number, sitterId: number): Promise<boolean> {
  const removed = await trx('sitters').where({ owner_id: ownerId, sitter_id: sitterId }).delete().returning('sitter_id');
  return removed.length > 0;
}
