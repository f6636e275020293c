import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { CALLS, type Call } from '../../contract/calls';

/**
 * The Empire calls (issue 15). Placeholder while the server side is built: every call of the contract is
 * registered and answers 404 (nothing here) as before, so the route table and the contract stay one set.
 */
export function register(router: Router, _deps: Deps): void {
  for (const c of Object.values(CALLS as Record<string, Call>)) {
    if (!c.path.startsWith('/empires')) continue;
    const method = c.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](c.path, async () => { /* not yet built: the error middleware answers 404 */ });
  }
}
