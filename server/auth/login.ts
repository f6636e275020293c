import { randomUUID } from 'node:crypto';
import type { Conn } from '../db/knex';
import type { LoginResponse } from '../contract/auth';
import { loginExpiry } from '../game/accounts';
import { hashToken, newToken } from '../db/tokens';

/**
 * One login: the person's own token first, then one sitter token per account they sit, all sharing
 * a login_id (logout revokes exactly these) and one expiry.
 */
export async function issueLogin(db: Conn, personId: number, stayLoggedIn: boolean, now: Date): Promise<LoginResponse> {
  const expiresAt = loginExpiry(now, stayLoggedIn);
  const loginId = randomUUID();
  const sat = await db('sitters').where({ sitter_id: personId }).orderBy('owner_id').pluck('owner_id');
  const accounts: Array<{ userId: number; isSitter: boolean }> = [
    { userId: personId, isSitter: false },
    ...sat.map((id: number) => ({ userId: id, isSitter: true })),
  ];
  const userTokens = accounts.map((a) => ({ ...a, token: newToken() }));
  await db('auth_tokens').insert(userTokens.map((t) => ({
    user_id: t.userId,
    actor_id: personId,
    is_sitter: t.isSitter,
    token_hash: hashToken(t.token),
    created_at: now,
    expires_at: expiresAt,
    login_id: loginId,
    stay_logged_in: stayLoggedIn,
  })));
  return {
    userTokens: userTokens.map((t) => ({ user_id: t.userId, token: t.token, is_sitter: t.isSitter })),
    expires: expiresAt.toISOString(),
  };
}
