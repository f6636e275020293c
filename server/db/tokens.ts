import { createHash, randomBytes } from 'node:crypto';
import { preparedStatement, type Conn } from './knex';

/** Who holds a live token: the account it acts for, the person behind it, and whether that is a sitter. */
export interface AuthInfo {
  userId: number;
  actorId: number;
  isSitter: boolean;
  tokenId: number;
}

/**
 * The one definition of a live token, over `auth_tokens t`: its hash known, not revoked, not expired at
 * the instant. `hash` and `now` name parameters (`:hash`, `p_hash`), never values. Every statement that
 * checks a token uses it: resolveToken, TOKEN_CTE, and migration 010's functions (checked by a test).
 */
export function liveTokenWhere(hash: string, now: string): string {
  return `t.token_hash = ${hash} AND t.revoked_at IS NULL AND t.expires_at > ${now}`;
}

/**
 * The live token row, as a CTE `tok` (columns tok_id, tok_user_id, tok_actor_id, tok_is_sitter), with
 * the bindings :tok_hash and :tok_now (tokenBindings): the hot reads fold the token into their statement.
 */
export const TOKEN_CTE = `tok AS (SELECT t.id AS tok_id, t.user_id AS tok_user_id, t.actor_id AS tok_actor_id, t.is_sitter AS tok_is_sitter
  FROM auth_tokens t WHERE ${liveTokenWhere(':tok_hash', ':tok_now')})`;

export interface TokenRow {
  tok_id: number;
  tok_user_id: number;
  tok_actor_id: number;
  tok_is_sitter: boolean;
}

/** The bindings of TOKEN_CTE for a bearer token at `now`. */
export function tokenBindings(bearer: string, now: Date): { tok_hash: string; tok_now: Date } {
  return { tok_hash: hashToken(bearer), tok_now: now };
}

/** Tokens are 32 random bytes; only their SHA-256 is stored, so a leaked table holds no live token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Conn,
  t: { userId: number; actorId: number; isSitter: boolean; expiresAt: Date },
): Promise<string> {
  const token = newToken();
  await db('auth_tokens').insert({
    user_id: t.userId,
    actor_id: t.actorId,
    is_sitter: t.isSitter,
    token_hash: hashToken(token),
    expires_at: t.expiresAt,
  });
  return token;
}

// Sent as a prepared statement without knex's query builder: every authenticated call of the routes that do
// not fold the token into their own statement (server/http/auth.ts) runs it first.
const liveToken = preparedStatement('resolve_token',
  `SELECT t.id, t.user_id, t.actor_id, t.is_sitter FROM auth_tokens t WHERE ${liveTokenWhere(':hash', ':now')} LIMIT 1`, ['hash', 'now']);

/** The holder of a live token (not expired, not revoked), or undefined. */
export async function resolveToken(db: Conn, token: string, now: Date): Promise<AuthInfo | undefined> {
  const row = (await liveToken(db, { hash: hashToken(token), now }))[0] as
    { id: number; user_id: number; actor_id: number; is_sitter: boolean } | undefined;
  if (!row) return undefined;
  return { tokenId: row.id, userId: row.user_id, actorId: row.actor_id, isSitter: row.is_sitter };
}

const ids = (rows: Array<{ id: number }>): number[] => rows.map((r) => Number(r.id));

/** Revokes every token a person holds, their own and those for the accounts they sit; the ids revoked. */
export async function revokeAllForActor(db: Conn, actorId: number, now: Date): Promise<number[]> {
  return ids(await db('auth_tokens').where({ actor_id: actorId }).whereNull('revoked_at').update({ revoked_at: now }, ['id']));
}

/** Revokes the tokens of the login that `tokenId` belongs to (just that token if it has no login). */
export async function revokeLogin(db: Conn, tokenId: number, now: Date): Promise<number[]> {
  const row = await db('auth_tokens').where({ id: tokenId }).first('login_id');
  if (!row) return [];
  const q = row.login_id ? db('auth_tokens').where({ login_id: row.login_id }) : db('auth_tokens').where({ id: tokenId });
  return ids(await q.whereNull('revoked_at').update({ revoked_at: now }, ['id']));
}

/** Revokes the tokens `sitterId` holds for `ownerId` (when the owner removes that sitter). */
export async function revokeSitterTokens(db: Conn, ownerId: number, sitterId: number, now: Date): Promise<number[]> {
  return ids(await db('auth_tokens')
    .where({ user_id: ownerId, actor_id: sitterId, is_sitter: true })
    .whereNull('revoked_at')
    .update({ revoked_at: now }, ['id']));
}

