import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import send from 'koa-send';
import fs from 'node:fs';
import path from 'node:path';
import type { Deps } from './http/context';
import { errorMiddleware, gameFinished, badRequest } from './http/errors';
import { refuseNul } from './http/textGuard';
import { requestLog } from './http/requestLog';
import { healthRoutes } from './http/health';
import { authMiddleware } from './auth/middleware';
import { ownTokenRoutes } from './http/auth';
import { apiRouter } from './api/index';
import { phaseAt } from './game/phase';
import { STATUS_TEXT } from './game/refusals';

export interface AppOptions {
  /** Folder of the built client (dist/client); when absent or missing only the API is served. */
  clientDir?: string;
}

/** The whole HTTP application: API under /api (with or without trailing slash), client with history fallback. */
export function createApp(deps: Deps, opts: AppOptions = {}): Koa {
  const app = new Koa({ proxy: deps.config.trustProxy });
  app.on('error', () => { /* logged by errorMiddleware; keeps Koa from printing stacks */ });

  app.use(requestLog(deps.log));
  // Paths answer with and without their trailing slash.
  app.use(async (ctx, next) => {
    if (ctx.path.length > 1 && ctx.path.endsWith('/')) ctx.path = ctx.path.replace(/\/+$/, '') || '/';
    await next();
  });
  // Before the API: a load balancer's probe needs no token and meets no rate limit.
  app.use(healthRoutes(deps));
  app.use(errorMiddleware(deps.log));
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api')) return next();
    ctx.set('Cache-Control', 'no-store');
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(ctx.method);
    if (mutating && phaseAt(deps.now(), deps.world.startTime, deps.world.finishedAt) === 'finished'
      && !/^\/api\/(auth\/login|auth\/logout|testing)(\/|$)/.test(ctx.path)) {
      throw gameFinished();
    }
    await next();
  });
  app.use(bodyParser({
    enableTypes: ['json'],
    jsonLimit: '64kb',
    onError: () => { throw badRequest('error_400', STATUS_TEXT.malformedJson); },
  }));
  app.use(refuseNul());
  const api = apiRouter(deps);
  app.use(authMiddleware(deps, ownTokenRoutes(api)));
  app.use(api.routes());
  // A known path with a method it does not take: 405 with Allow (its body is JSON: errorMiddleware).
  app.use(api.allowedMethods({ throw: false }));

  const clientDir = opts.clientDir;
  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) {
    app.use(async (ctx, next) => {
      if (ctx.path.startsWith('/api') || !['GET', 'HEAD'].includes(ctx.method)) return next();
      const file = ctx.path === '/' ? '/index.html' : ctx.path;
      try {
        await send(ctx, file, { root: clientDir, maxage: file.startsWith('/assets/') ? 31536000000 : 0, immutable: file.startsWith('/assets/') });
      } catch {
        // History fallback: every client route (SPEC.md section 2) is answered by index.html.
        if (path.extname(ctx.path)) { ctx.status = 404; ctx.body = 'Not found'; return; }
        await send(ctx, '/index.html', { root: clientDir });
      }
    });
  }
  return app;
}
