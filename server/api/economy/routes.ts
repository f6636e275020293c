import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { registerQueue } from './queue';
import { registerVillage } from './village';
import { registerBuilders } from './builders';

/**
 * The village economy calls: the production queue, districts, tier up (under /villages/{id}) and
 * builder charges (POST profiles/builders). docs/API.md "Queue, districts, tiers and builders".
 */
export function register(router: Router, deps: Deps): void {
  registerQueue(router, deps);
  registerVillage(router, deps);
  registerBuilders(router, deps);
}
