import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { body } from '../../http/validate';
import { testingPrestigeRequest } from '../../contract/prestige';
import { grantTestPrestige } from '../../world/prestige';

/**
 * POST testing/prestige (registered by ./routes.ts, so TESTING_TOOLS=on only): prestige of one kind for an
 * Empire now, through awardPrestige like every award, so tests and journeys reach the end of a world.
 */
export function registerPrestigeTesting(router: Router, deps: Deps): void {
  router.post('/testing/prestige', async (ctx) => {
    ctx.body = await grantTestPrestige(deps, body(ctx, testingPrestigeRequest, 'error_400'));
  });
}
