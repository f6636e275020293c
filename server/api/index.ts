import Router from '@koa/router';
import type { Deps } from '../http/context';
import * as requestLimits from '../auth/limits';
import * as serverState from './serverState/routes';
import * as auth from './auth/routes';
import * as userAccount from './user/account';
import * as testing from './testing/routes';

/**
 * Every call group of SPEC.md section 7, mounted under /api. Each group lives in its own folder
 * (server/api/<group>/routes.ts) and exports `register(router, deps)`.
 */
type Group = { register: (router: Router, deps: Deps) => void };

const groups: Group[] = [
  // First: the per-token request limit must run before every route handler.
  requestLimits,
  serverState,
  auth,
  userAccount,
  testing,
];

export function apiRouter(deps: Deps): Router {
  const router = new Router({ prefix: '/api' });
  for (const g of groups) g.register(router, deps);
  return router;
}
