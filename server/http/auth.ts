import type { Context } from 'koa';
import type { AuthInfo, Deps } from './context';
import { hashToken, resolveToken, tokenBindings, type TokenRow } from '../db/tokens';

export { TOKEN_CTE, tokenBindings, type TokenRow } from '../db/tokens';
import { enforce, limitsFor } from '../auth/limits';
import { unauthorized } from './errors';

/**
 * Token lookups folded into a route's own statement. For the hot GET routes below the auth middleware
 * only checks the header's form and leaves the token here (`ctx.state.bearer`); the route reads the
 * token row in the same statement as its data (`TOKEN_CTE`, one round trip instead of two) and hands
 * the row to `acceptToken`. The rules are the middleware's: a token that is unknown, revoked or expired
 * is a 401, checked in that statement against the database (no cache), so a revoked token or a changed
 * password stops working at once in every process; the per-token limit is charged before anything else
 * the route does. A route that must stop before its statement (bad input) calls `authOf` first, so a dead
 * token is still a 401 before any 400.
 */
const DEFERRED: RegExp[] = [/^\/api\/villages\/[^/]+$/, /^\/api\/map$/, /^\/api\/profiles\/user$/];
/**
 * The queue POSTs of server/api/economy/queue.ts and the training POSTs of server/api/units/train.ts:
 * their first round trip (session.ts withVillageOf) reads the token with the lock and the read. Only
 * paths those routes answer (any other stays resolved here).
 */
const DEFERRED_POST: RegExp[] = [
  /^\/api\/villages\/[^/]+\/queue\/(?:building(?:\/[^/]+)?|science|culture|unit\/[^/]+)$/,
  /^\/api\/units\/village\/[^/]+\/buy$/,
];

/** Whether the token of this request is resolved by its route (GET/HEAD and POST of the routes above). */
export function deferredAuth(ctx: Context): boolean {
  const p = ctx.path;
  if (ctx.method === 'POST') return DEFERRED_POST.some((r) => r.test(p));
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  return DEFERRED.some((r) => r.test(p));
}

declare module 'koa' {
  interface DefaultState {
    /** The bearer token of a request whose route resolves it (see deferredAuth). */
    bearer?: string;
  }
}

/**
 * The token and the instant as SQL literals for a simple-protocol query (no bindings): the `p_hash, p_now`
 * arguments of migration 010's ak_token_live and ak_queue_read_tok (TOKEN_CTE's conditions). Safe as
 * literals: the hash is hex, the instant ISO.
 */
export function tokenArguments(bearer: string, now: Date): string {
  const hash = hashToken(bearer);
  const at = now.toISOString();
  if (!/^[0-9a-f]{64}$/.test(hash) || !/^[0-9TZ:.+-]+$/.test(at)) throw new Error('tokenArguments: unexpected literal');
  return `'${hash}', '${at}'::timestamptz`;
}

/**
 * What the route's statement found for the token: no row (unknown, revoked, expired) is a 401;
 * otherwise the token holder becomes ctx.state.auth and the per-token limit is charged.
 */
export function acceptToken(ctx: Context, deps: Deps, row: TokenRow | undefined): AuthInfo {
  if (!row || row.tok_id == null) throw unauthorized();
  const auth: AuthInfo = { tokenId: row.tok_id, userId: row.tok_user_id, actorId: row.tok_actor_id, isSitter: row.tok_is_sitter };
  ctx.state.auth = auth;
  ctx.state.bearer = undefined;
  chargeToken(ctx, deps, auth);
  return auth;
}

/**
 * A route's one-statement read with the token folded in: `withToken` when the middleware deferred the
 * token to the route, `plain` (for the holder the middleware already resolved) otherwise.
 */
export async function readAuthed<T>(
  ctx: Context, deps: Deps,
  withToken: (bindings: ReturnType<typeof tokenBindings>) => Promise<{ token: TokenRow | undefined; snap: T }>,
  plain: (auth: AuthInfo) => Promise<T>,
): Promise<{ auth: AuthInfo; snap: T }> {
  const bearer = ctx.state.bearer;
  if (!ctx.state.auth && bearer !== undefined) {
    const read = await withToken(tokenBindings(bearer, deps.now()));
    return { auth: acceptToken(ctx, deps, read.token), snap: read.snap };
  }
  const auth = ctx.state.auth;
  if (!auth) throw unauthorized();
  return { auth, snap: await plain(auth) };
}

/** The general per-token limit (server/auth/limits.ts), for a token resolved by its route. */
function chargeToken(ctx: Context, deps: Deps, auth: AuthInfo): void {
  enforce(ctx, deps, [[limitsFor(deps).token, `t${auth.tokenId}`]]);
}

/**
 * The token holder, resolving a deferred token with its own statement (the middleware's lookup) when
 * the route has not read it yet; a 401 without a live token.
 */
export async function authOf(ctx: Context, deps: Deps): Promise<AuthInfo> {
  if (ctx.state.auth) return ctx.state.auth;
  const bearer = ctx.state.bearer;
  if (bearer === undefined) throw unauthorized();
  const auth = await resolveToken(deps.db, bearer, deps.now());
  if (!auth) throw unauthorized();
  ctx.state.auth = auth;
  ctx.state.bearer = undefined;
  chargeToken(ctx, deps, auth);
  return auth;
}

/** Runs `fn` (input checks); when it throws, a dead token is still answered 401 first, as before. */
export async function checkedInput<T>(ctx: Context, deps: Deps, fn: () => T): Promise<T> {
  try {
    return fn();
  } catch (e) {
    await authOf(ctx, deps);
    throw e;
  }
}
