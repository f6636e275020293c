import type { Trx } from '../db/knex';
import { revokeAllForActor, revokeLogin, revokeSitterTokens } from '../db/tokens';
import type { Deps } from './deps';
import { transaction } from './transaction';
import { tokensRevoked } from './push/publish';

/**
 * Token revocations. Each tells every instance which tokens died (after the commit), so the push
 * connections opened with them close at once (issue 18); a call made with one is a 401 anyway.
 */

/** POST auth/logout: the tokens of the login `tokenId` belongs to; how many were revoked. */
export async function logoutLogin(deps: Deps, tokenId: number): Promise<number> {
  return transaction(deps, async (trx) => {
    const ids = await revokeLogin(trx, tokenId, deps.now());
    tokensRevoked(trx, deps, ids);
    return ids.length;
  });
}

/** A changed password: every token the person holds (own and sat accounts'), inside the caller's transaction. */
export async function revokeActorTokens(trx: Trx, deps: Deps, actorId: number, now: Date): Promise<void> {
  tokensRevoked(trx, deps, await revokeAllForActor(trx, actorId, now));
}

/** A removed sitter: the tokens the sitter holds for the owner's account, inside the caller's transaction. */
export async function revokeSitter(trx: Trx, deps: Deps, ownerId: number, sitterId: number, now: Date): Promise<void> {
  tokensRevoked(trx, deps, await revokeSitterTokens(trx, ownerId, sitterId, now));
}
