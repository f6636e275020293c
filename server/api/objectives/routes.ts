import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { idParam, query } from '../../http/validate';
import { objectiveIncomingsQuery, objectiveQuery } from '../../contract/objectives';
import { objectiveIncomings, objectiveOverview } from '../../world/objectives/read';
import { recallFromObjective, villageTroopsAtObjectives } from '../../world/objectives/recall';

/** SPEC.md section 8's key of the objectives calls. */
const KEY = 'error_objectives';

/**
 * GET objectives/{id}?full and GET objectives/{id}/incomings?page (SPEC.md section 7, Objectives; docs/API.md
 * "Events and objectives"): any player reads any event or objective (they stand on the public map).
 */
export function register(router: Router, deps: Deps): void {
  router.get('/objectives/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    ctx.body = await objectiveOverview(deps, auth, id, query(ctx, objectiveQuery, KEY).full);
  });

  router.get('/objectives/:id/incomings', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    ctx.body = await objectiveIncomings(deps, auth, id, query(ctx, objectiveIncomingsQuery, KEY).page);
  });

  // A village's troops standing at objectives, and calling a group home (docs/API.md "Troops at objectives").
  router.get('/objectives/village/:id/troops', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await villageTroopsAtObjectives(deps, auth, idParam(ctx.params.id, KEY));
  });

  router.post('/objectives/:id/recall/:villageId', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await recallFromObjective(deps, auth, idParam(ctx.params.id, KEY), idParam(ctx.params.villageId, KEY));
  });
}
