import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { idParam } from '../../http/validate';
import { removeTradeRoute, setTradeRoute, tradeRouteOf } from '../../world/trade/routes';

/** SPEC.md section 8's key of the trade route calls. */
const KEY = 'error_merchants_traderoute';

/**
 * GET, POST .../traderoute/{targetId} and DELETE merchants/village/{id}/traderoute (SPEC.md section 7,
 * docs/API.md "Trade routes"): the owner or a sitter reads, sets or removes the village's one route.
 */
export function registerTradeRoutes(router: Router, deps: Deps): void {
  router.get('/merchants/village/:id/traderoute', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    ctx.body = await tradeRouteOf(deps, auth, id, KEY);
  });

  router.post('/merchants/village/:id/traderoute/:targetId', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    const targetId = idParam(ctx.params.targetId, KEY);
    ctx.body = await setTradeRoute(deps, auth, id, targetId, KEY);
  });

  router.delete('/merchants/village/:id/traderoute', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    ctx.body = await removeTradeRoute(deps, auth, id, KEY);
  });
}
