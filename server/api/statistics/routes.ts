import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { query } from '../../http/validate';
import { profilesQuery, rankHistoryQuery, STATISTICS_KEY, statisticsWeekQuery } from '../../contract/statistics';
import { kingdomRanking, rankHistoryOf, serverStatistics, topKingdoms, weekStandings } from '../../world/statistics/read';

/**
 * The statistics calls (issue 17, GAME.md section 10; docs/API.md "Statistics"): rankings of kingdoms,
 * the server statistics, a week's standings and a rank history. Reads for every signed-in player (sitters
 * too); the key of every refusal is error_statistics. GET profiles/top10 is registered before the profiles
 * group's GET profiles/:id. (The Empire rankings are the Empire group's GET empires and empires/top10.)
 */
export function register(router: Router, deps: Deps): void {
  router.get('/profiles', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await kingdomRanking(deps, auth.userId, query(ctx, profilesQuery, STATISTICS_KEY));
  });
  router.get('/profiles/top10', async (ctx) => {
    requireAuth(ctx);
    ctx.body = await topKingdoms(deps);
  });
  router.get('/statistics', async (ctx) => {
    requireAuth(ctx);
    ctx.body = await serverStatistics(deps);
  });
  router.get('/statistics/week', async (ctx) => {
    requireAuth(ctx);
    ctx.body = await weekStandings(deps, query(ctx, statisticsWeekQuery, STATISTICS_KEY).week);
  });
  router.get('/statistics/history', async (ctx) => {
    requireAuth(ctx);
    ctx.body = await rankHistoryOf(deps, query(ctx, rankHistoryQuery, STATISTICS_KEY));
  });
}
