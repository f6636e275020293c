import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { createHash } from 'node:crypto';
import type { Deps } from '../http/context';
import { tooManyRequests } from '../http/errors';
import { clusterOf } from '../cluster/index';
import { createLimiter } from './rateLimit';
import { memoryLimit, type Limit } from './limit';
import { redisLimit } from './redisLimit';

/** The limits of one running server (each test server has its own). */
export interface Limits {
  loginIp: Limit;
  loginUsername: Limit;
  registerIp: Limit;
  registerUsername: Limit;
  token: Limit;
}

const byDeps = new WeakMap<Deps, Limits>();

/**
 * With REDIS_URL every limit is counted in Redis under the world's REDIS_PREFIX, so a client whose
 * requests alternate between instances meets one limit; without it, in this process's memory.
 */
export function limitsFor(deps: Deps): Limits {
  let l = byDeps.get(deps);
  if (!l) {
    const r = deps.config.rateLimits;
    const cluster = clusterOf(deps);
    const redis = cluster?.redis;
    const limit = (name: string, points: number): Limit => redis
      ? redisLimit(redis, `${cluster!.prefix}rl:${name}`, points, r.windowMs)
      : memoryLimit(createLimiter(points, r.windowMs), () => deps.now().getTime());
    l = {
      loginIp: limit('login-ip', r.loginPerIp),
      loginUsername: limit('login-user', r.loginPerUsername),
      registerIp: limit('register-ip', r.registerPerIp),
      registerUsername: limit('register-user', r.registerPerUsername),
      token: limit('token', r.perToken),
    };
    byDeps.set(deps, l);
  }
  return l;
}

declare module 'koa' {
  interface DefaultState {
    /** The per-token limit's key of the request's bearer token (tokenLimitKey), set by the auth middleware. */
    tokenKey?: string;
  }
}

/**
 * The per-token limit's key for a bearer token. Derived from the token itself, so it is known before the
 * database has checked the token (the queue calls charge the limit before they lock their village:
 * server/http/auth.ts admitBearer) while nobody without the token can spend its requests. Not the hash
 * stored in auth_tokens (a list of Redis keys names no row); 128 bits, so two tokens never share a count.
 */
export function tokenLimitKey(bearer: string): string {
  return createHash('sha256').update('rate-limit:').update(bearer).digest('base64url').slice(0, 22);
}

/** Answers 429 with a Retry-After of `waitMs` rounded up to whole seconds. */
export function refuse(ctx: Context, waitMs: number): never {
  ctx.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw tooManyRequests();
}

/**
 * Takes one request from every limit named; the first exhausted one answers 429 with a Retry-After.
 * All limits are checked before any is charged, so a refused call does not use up the others; a call
 * that a concurrent one beat to the last request of a limit gives back what it took from the others.
 */
export async function enforce(ctx: Context, checks: Array<[Limit, string | undefined]>): Promise<void> {
  const named = checks.filter((c): c is [Limit, string] => c[1] !== undefined);
  if (named.length === 1) {
    // One limit: taking is the check (a refused take charges nothing that counts), one Redis round trip.
    const wait = await named[0][0].take(named[0][1]);
    if (wait > 0) refuse(ctx, wait);
    return;
  }
  const waits = await Promise.all(named.map(([limit, key]) => limit.wait(key)));
  const first = waits.find((w) => w > 0);
  if (first !== undefined) refuse(ctx, first);
  const taken = await Promise.all(named.map(([limit, key]) => limit.take(key)));
  const refused = taken.find((w) => w > 0);
  if (refused === undefined) return;
  await Promise.all(named.map(([limit, key], i) => (taken[i] === 0 ? limit.giveBack(key) : undefined)));
  refuse(ctx, refused);
}

/**
 * The general limit: every API call made with a token counts against that token. Registered as the
 * first group of the API router so it runs before any route handler.
 */
export function register(router: Router, deps: Deps): void {
  const limits = limitsFor(deps);
  router.use(async (ctx: Context, next: Next) => {
    if (ctx.state.auth && ctx.state.tokenKey !== undefined) await enforce(ctx, [[limits.token, ctx.state.tokenKey]]);
    await next();
  });
}
