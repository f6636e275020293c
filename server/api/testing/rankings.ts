import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { body } from '../../http/validate';
import { testingRankingsRequest } from '../../contract/statistics';
import { runStatisticsNow } from '../../world/statistics/testing';

/** POST testing/rankings (registered by ./routes.ts, so TESTING_TOOLS=on only): the statistics steps of the tick, now. */
export function registerRankingsTesting(router: Router, deps: Deps): void {
  router.post('/testing/rankings', async (ctx) => {
    body(ctx, testingRankingsRequest, 'error_400');
    ctx.body = await runStatisticsNow(deps);
  });
}
