import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { body } from '../../http/validate';
import { testingFinishRequest, testingStartTimeRequest } from '../../contract/server';
import { setFinished } from '../../db/world';
import { serverState } from '../serverState/state';

/**
 * Testing tools (TESTING_TOOLS=on only; otherwise these routes do not exist and answer 404).
 * They change the world row in the database and the in-memory deps.world together.
 */
export function register(router: Router, deps: Deps): void {
  if (!deps.config.testingTools) return;

  router.post('/testing/finish', async (ctx) => {
    const req = body(ctx, testingFinishRequest, 'error_400');
    const finishedAt = req.finished ? deps.now() : null;
    await setFinished(deps.db, finishedAt);
    deps.world.finishedAt = finishedAt;
    ctx.body = serverState(deps);
  });

  router.post('/testing/startTime', async (ctx) => {
    const req = body(ctx, testingStartTimeRequest, 'error_400');
    const startTime = new Date(req.startTime);
    await deps.db('world').where({ id: 1 }).update({ start_time: startTime });
    deps.world.startTime = startTime;
    ctx.body = serverState(deps);
  });
}
