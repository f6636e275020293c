import { createHash, randomBytes } from 'node:crypto';
import { preparedStatement, type Conn } from '../db/knex';
import type { AuthInfo } from '../http/context';

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
  `SELECT id, user_id, actor_id, is_sitter FROM auth_tokens
    WHERE token_hash = :hash AND revoked_at IS NULL AND expires_at > :now LIMIT 1`, ['hash', 'now']);

/** The holder of a live token (not expired, not revoked), or undefined. */
export async function resolveToken(db: Conn, token: string, now: Date): Promise<AuthInfo | undefined> {
  const row = (await liveToken(db, { hash: hashToken(token), now }))[0] as
    { id: number; user_id: number; actor_id: number; is_sitter: boolean } | undefined;
  if (!row) return undefined;
  return { tokenId: row.id, userId: row.user_id, actorId: row.actor_id, isSitter: row.is_sitter };
}

/** Revokes every token a person holds, their own and those for the accounts they sit. */
export async function revokeAllForActor(db: Conn, actorId: number, now: Date): Promise<void> {
  await db('auth_tokens').where({ actor_id: actorId }).whereNull('revoked_at').update({ revoked_at: now });
}
