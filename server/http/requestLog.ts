import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';

declare module 'koa' {
  interface DefaultState {
    /** This request's id (X-Request-Id): the one a proxy sent when it is a sane token, else a new one. */
    reqId?: string;
    /** The log with reqId, method and path bound: every line about this request carries them. */
    log?: Logger;
  }
}

/**
 * A proxy's id (nginx `$request_id`, a load balancer's trace id) is kept so one request can be followed
 * through both logs; anything else a client could send (newlines, JSON, kilobytes) is replaced.
 */
const SANE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Gives every request an id (answered in X-Request-Id) and a child log, and writes one line when it is
 * answered: its status and milliseconds. Successful reads are debug (a page load makes dozens), changes
 * and refusals info, faults error. A stream Koa does not answer itself (GET /api/push) logs its open when
 * the route hands it over and its close when the connection ends, both at debug.
 */
export function requestLog(log: Logger) {
  return async (ctx: Context, next: Next) => {
    const start = performance.now();
    const incoming = ctx.get('x-request-id');
    const reqId = SANE_ID.test(incoming) ? incoming : randomUUID();
    // Made on first use: most successful reads log nothing at the default level (a child costs microseconds).
    let made: Logger | undefined;
    const method = ctx.method;
    const path = ctx.path;
    const child = () => (made ??= log.child({ reqId, method, path }));
    ctx.state.reqId = reqId;
    Object.defineProperty(ctx.state, 'log', { get: child, enumerable: true, configurable: true });
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      if (ctx.respond === false) {
        if (log.isLevelEnabled('debug')) {
          child().debug({ status: ctx.res.statusCode, ms }, 'stream opened');
          ctx.res.once('close', () => child().debug({ ms: Math.round(performance.now() - start) }, 'stream closed'));
        }
      } else {
        const status = ctx.status;
        const level = status >= 500 ? 'error' : status >= 400 || !READS.has(method) ? 'info' : 'debug';
        if (log.isLevelEnabled(level)) child()[level]({ status, ms }, 'request');
      }
    }
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
