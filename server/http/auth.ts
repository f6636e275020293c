import type { Context, Middleware } from 'koa';
import type Router from '@koa/router';
import type { AuthInfo, Deps } from './context';
import { hashToken, resolveToken, tokenBindings, type TokenRow } from '../db/tokens';

export { TOKEN_CTE, tokenBindings, type TokenRow } from '../db/tokens';
import { enforce, limitsFor, refuse, tokenLimitKey } from '../auth/limits';
import { unauthorized } from './errors';
import type { QueueCaller } from '../world/queueCalls';

/**
 * Token lookups folded into a route's own statement. A route declares where it is registered that it
 * reads its bearer token itself (`router.get(path, readsOwnToken, handler)`): the hot GETs read the token
 * row in the same statement as their data (`TOKEN_CTE`, one round trip instead of two), the queue and
 * training POSTs in their first round trip (server/db/queueFastPath.ts). For those the auth middleware only
 * checks the header's form and leaves the token in `ctx.state.bearer`; the route hands the row it read to
 * `acceptToken`. The rules are the middleware's: a token that is unknown, revoked or expired is a 401,
 * checked in that statement against the database (no cache), so a revoked token or a changed password
 * stops working at once in every process; the per-token limit is charged before anything else the route
 * does. A route that must stop before its statement (bad input) calls `authOf` first, so a dead token is
 * still a 401 before any 400.
 */
export const readsOwnToken: Middleware = (_ctx, next) => next();

/**
 * The auth middleware's question, built once from the router: whether a request reaches a route declared
 * with readsOwnToken (its method and path match that route's layer). Only the declared routes are tested,
 * so the middleware costs a handful of regular-expression tests, not a second routing.
 */
export function ownTokenRoutes(router: Router): (ctx: Context) => boolean {
  const declared = router.stack.filter((layer) => layer.methods.length > 0 && layer.stack.includes(readsOwnToken));
  return (ctx) => declared.some((layer) => layer.methods.includes(ctx.method) && layer.match(ctx.path));
}

/**
 * What the route's statement found for the token: no row (unknown, revoked, expired) is a 401;
 * otherwise the token holder becomes ctx.state.auth and the per-token limit is charged.
 */
export async function acceptToken(ctx: Context, deps: Deps, row: TokenRow | undefined): Promise<AuthInfo> {
  const key = bearerKey(ctx);
  const auth = holderOf(ctx, row);
  await enforce(ctx, [[limitsFor(deps).token, key]]);
  return auth;
}

/** The token holder the route's statement found (no row: a 401), as ctx.state.auth; charges nothing. */
function holderOf(ctx: Context, row: TokenRow | undefined): AuthInfo {
  if (!row || row.tok_id == null) throw unauthorized();
  const auth: AuthInfo = { tokenId: row.tok_id, userId: row.tok_user_id, actorId: row.tok_actor_id, isSitter: row.tok_is_sitter };
  ctx.state.auth = auth;
  ctx.state.bearer = undefined;
  return auth;
}

/** The per-token limit's key of the bearer token the route was left (read before the token is accepted). */
function bearerKey(ctx: Context): string {
  const bearer = ctx.state.bearer;
  if (bearer === undefined) throw unauthorized();
  return tokenLimitKey(bearer);
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
    return { auth: await acceptToken(ctx, deps, read.token), snap: read.snap };
  }
  const auth = ctx.state.auth;
  if (!auth) throw unauthorized();
  return { auth, snap: await plain(auth) };
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
  await enforce(ctx, [[limitsFor(deps).token, tokenLimitKey(bearer)]]);
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

/**
 * The caller of a world write: the holder the middleware resolved, or the bearer token the route reads
 * itself. For the latter the queue call first `admit`s it (admitBearer: the per-token limit, charged before
 * the village is locked); its first statement then checks the token (`accept`: a 401 when dead, the limit
 * already charged). Without the speed path `resolve` looks the token up alone and charges the limit then.
 */
export function callerOf(ctx: Context, deps: Deps): QueueCaller {
  if (ctx.state.auth) return { auth: ctx.state.auth };
  const bearer = ctx.state.bearer;
  if (bearer === undefined) throw unauthorized();
  let admitted = false;
  return {
    bearer,
    admit: async () => {
      await admitBearer(ctx, deps, bearer);
      admitted = true;
    },
    accept: async (row) => {
      if (!admitted) return acceptToken(ctx, deps, row);
      if (!row || row.tok_id == null) {
        // A dead (or made-up) token keeps no count: the request admitBearer took goes back, unawaited (a transaction is open).
        void limitsFor(deps).token.giveBack(tokenLimitKey(bearer));
      }
      return holderOf(ctx, row);
    },
    resolve: () => authOf(ctx, deps),
  };
}

/**
 * The per-token limit of a bearer token not checked yet, charged before the route's first statement: a
 * queue call locks its village in that statement, and the limit (with REDIS_URL a Redis round trip, up to
 * REDIS_LIMIT_TIMEOUT_MS when Redis is slow) must not be waited for under the lock. Over the limit the
 * token is looked up alone (a refused call is off the speed path), so a dead token is still a 401 before
 * the 429.
 */
async function admitBearer(ctx: Context, deps: Deps, bearer: string): Promise<void> {
  const wait = await limitsFor(deps).token.take(tokenLimitKey(bearer));
  if (wait === 0) return;
  if (!(await resolveToken(deps.db, bearer, deps.now()))) throw unauthorized();
  refuse(ctx, wait);
}
