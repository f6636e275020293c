import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { serverState } from './state';

/** GET on the API root (`/api` and `/api/`): the server state, no token needed. */
export function register(router: Router, deps: Deps): void {
  router.get('/', (ctx) => {
    ctx.body = serverState(deps);
  });
}
