import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { Deps } from '../http/context';
import { tooManyRequests } from '../http/errors';
import { createLimiter, type Limiter } from './rateLimit';

/** The limiters of one running server (each test server has its own). */
export interface Limits {
  loginIp: Limiter;
  loginUsername: Limiter;
  registerIp: Limiter;
  registerUsername: Limiter;
  token: Limiter;
}

const byDeps = new WeakMap<Deps, Limits>();

export function limitsFor(deps: Deps): Limits {
  let l = byDeps.get(deps);
  if (!l) {
    const r = deps.config.rateLimits;
    l = {
      loginIp: createLimiter(r.loginPerIp, r.windowMs),
      loginUsername: createLimiter(r.loginPerUsername, r.windowMs),
      registerIp: createLimiter(r.registerPerIp, r.windowMs),
      registerUsername: createLimiter(r.registerPerUsername, r.windowMs),
      token: createLimiter(r.perToken, r.windowMs),
    };
    byDeps.set(deps, l);
  }
  return l;
}

/**
 * Takes one request from every bucket named; the first empty one answers 429 with a Retry-After.
 * All buckets are checked before any is charged, so a refused call does not use up the others.
 */
export function enforce(ctx: Context, deps: Deps, checks: Array<[Limiter, string | undefined]>): void {
  const nowMs = deps.now().getTime();
  for (const [limiter, key] of checks) {
    if (key === undefined) continue;
    const wait = limiter.retryAfterMs(key, nowMs);
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
      throw tooManyRequests();
    }
  }
  for (const [limiter, key] of checks) if (key !== undefined) limiter.take(key, nowMs);
}

/**
 * The general limit: every API call made with a token counts against that token. Registered as the
 * first group of the API router so it runs before any route handler.
 */
export function register(router: Router, deps: Deps): void {
  const limits = limitsFor(deps);
  router.use(async (ctx: Context, next: Next) => {
    const auth = ctx.state.auth;
    if (auth) enforce(ctx, deps, [[limits.token, `t${auth.tokenId}`]]);
    await next();
  });
}
