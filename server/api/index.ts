import Router from '@koa/router';
import type { Deps } from '../http/context';
import * as requestLimits from '../auth/limits';
import * as serverState from './serverState/routes';
import * as auth from './auth/routes';
import * as userAccount from './user/account';
import * as testing from './testing/routes';
import * as map from './map/routes';
import * as spawn from './spawn/routes';
import * as profiles from './profiles/routes';
import * as villages from './villages/routes';
import * as gamedata from './gamedata/routes';
import * as economy from './economy/routes';
import * as research from './research/routes';
import * as buildings from './buildings/routes';
import * as tiles from './tiles/routes';
import * as units from './units/routes';
import * as reports from './reports/routes';
import * as quests from './quests/routes';
import * as merchants from './merchants/routes';
import * as aether from './aether/routes';
import * as messages from './messages/routes';
import * as empires from './empires/routes';
import * as objectives from './objectives/routes';
import * as statistics from './statistics/routes';
import * as push from './push/routes';

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
  gamedata,
  map,
  spawn,
  // Before the profiles group's GET profiles/:id: /profiles/top10 must not be read as an id.
  statistics,
  // Before any GET profiles/:id route: /profiles/user must not be read as an id.
  profiles,
  villages,
  economy,
  research,
  buildings,
  tiles,
  units,
  reports,
  quests,
  merchants,
  aether,
  messages,
  empires,
  objectives,
  push,
];

export function apiRouter(deps: Deps): Router {
  const router = new Router({ prefix: '/api' });
  for (const g of groups) g.register(router, deps);
  return router;
}
