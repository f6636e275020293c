import type { Context, Next } from 'koa';
import type { Deps } from './context';
import { databaseAnswers } from '../db/health';
import { clusterOf } from '../cluster/index';

/** Instances whose graceful shutdown began (boot.ts stop): they answer /readyz 503 from then on. */
const draining = new WeakSet<Deps>();
/** Instances whose start-up finished (the server listens a moment before its tick runs). */
const started = new WeakSet<Deps>();

/** The start-up is complete: /readyz may answer 200 from now on (boot.ts). */
export function markStarted(deps: Deps): void {
  started.add(deps);
}

/** Marks the instance as shutting down: /readyz fails at once and every answer closes its connection. */
export function beginDraining(deps: Deps): void {
  draining.add(deps);
}

export function isDraining(deps: Deps): boolean {
  return draining.has(deps);
}

/** How long /readyz waits for each dependency: a load balancer's check must answer within its own timeout. */
const DEPENDENCY_TIMEOUT_MS = 1000;

/**
 * GET /healthz (the process answers) and GET /readyz (it can serve: PostgreSQL and, with REDIS_URL, Redis
 * answer, and no shutdown began), for load balancers and orchestrators (docs/OPERATIONS.md). Outside /api:
 * no token, no rate limit, nothing a world's state changes.
 */
export function healthRoutes(deps: Deps) {
  return async (ctx: Context, next: Next) => {
    // A keep-alive connection to a draining instance would keep bringing requests here: close it after each answer.
    if (draining.has(deps)) ctx.set('Connection', 'close');
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/healthz') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok', instance: deps.config.instanceId };
      return;
    }
    if (ctx.path !== '/readyz') return next();
    ctx.set('Cache-Control', 'no-store');
    const instance = deps.config.instanceId;
    if (draining.has(deps) || !started.has(deps)) {
      ctx.status = 503;
      ctx.body = { status: draining.has(deps) ? 'draining' : 'starting', instance };
      return;
    }
    const cluster = clusterOf(deps);
    const [database, redis] = await Promise.all([
      databaseAnswers(deps.db, DEPENDENCY_TIMEOUT_MS),
      deps.config.redisUrl && cluster ? cluster.ready() : Promise.resolve(undefined),
    ]);
    const checks = { database: database ? 'ok' : 'failed', redis: redis === undefined ? 'off' : redis ? 'ok' : 'failed' };
    const failed = Object.entries(checks).filter(([, v]) => v === 'failed').map(([k]) => k);
    ctx.status = failed.length ? 503 : 200;
    ctx.body = failed.length ? { status: 'unready', instance, failed, checks } : { status: 'ready', instance, checks };
  };
}
