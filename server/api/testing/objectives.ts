import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { body } from '../../http/validate';
import { testingEventRequest, testingObjectiveRequest } from '../../contract/objectives';
import { testingEvent, testingObjective } from '../../world/objectives/testing';

/**
 * POST testing/event and POST testing/objective (registered by ./routes.ts, so TESTING_TOOLS=on only): an
 * event or objective at a tile at once, placed as the tick places them, so tests and journeys meet one.
 */
export function registerObjectiveTesting(router: Router, deps: Deps): void {
  router.post('/testing/event', async (ctx) => {
    ctx.body = await testingEvent(deps, body(ctx, testingEventRequest, 'error_objectives'));
  });
  router.post('/testing/objective', async (ctx) => {
    ctx.body = await testingObjective(deps, body(ctx, testingObjectiveRequest, 'error_objectives'));
  });
}
