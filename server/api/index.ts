import Router from '@koa/router';
import type { Deps } from '../http/context';

/**
 * Every call group of SPEC.md section 7, mounted under /api. Each group lives in its own folder
 * (server/api/<group>/routes.ts) and exports `register(router, deps)`.
 */
type Group = { register: (router: Router, deps: Deps) => void };

const groups: Group[] = [];

export function apiRouter(deps: Deps): Router {
  const router = new Router({ prefix: '/api' });
  for (const g of groups) g.register(router, deps);
  return router;
}
