import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth, requireOwner } from '../../auth/middleware';
import { body, idParam, query } from '../../http/validate';
import { buyRequest, exchangeRequest, sendMerchantsRequest, tradeListQuery } from '../../contract/merchants';
import { buyIn, exchangeIn, tradeMovements } from '../../world/trade/deliveries';
import { sendMerchants } from '../../world/trade/send';
import { registerTradeRoutes } from './tradeRoutes';
import { registerOffers } from './offers';

/** SPEC.md section 8's keys of the merchants calls. */
const EXCHANGE_KEY = 'error_merchants_exchange';
const PURCHASE_KEY = 'error_aether_purchase';
const KEY = 'error_merchants';
const SEND_KEY = 'error_merchants_send';

/**
 * The merchants calls of SPEC.md section 7 built so far: the exchange and buying resources with aether
 * (docs/API.md "Merchants"). Sitters never spend aether: an exchange with aether and every purchase are
 * the owner's (403 for a sitter).
 */
export function register(router: Router, deps: Deps): void {
  registerTradeRoutes(router, deps);
  registerOffers(router, deps);
  for (const way of ['incoming', 'outgoing'] as const) {
    router.get(`/merchants/village/:id/${way}`, async (ctx) => {
      const auth = requireAuth(ctx);
      const id = idParam(ctx.params.id, KEY);
      const { page } = query(ctx, tradeListQuery, KEY);
      ctx.body = await tradeMovements(deps, auth, id, way, page, KEY);
    });
  }

  router.post('/merchants/village/:id/outgoing', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, SEND_KEY);
    const req = body(ctx, sendMerchantsRequest, SEND_KEY);
    ctx.body = await sendMerchants(deps, auth, id, req, SEND_KEY);
  });

  router.post('/merchants/village/:id/exchange', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, EXCHANGE_KEY);
    const req = body(ctx, exchangeRequest, EXCHANGE_KEY);
    if (req.useAether) requireOwner(ctx);
    ctx.body = await exchangeIn(deps, auth, id, req, EXCHANGE_KEY);
  });

  router.post('/merchants/village/:id/buy', async (ctx) => {
    const auth = requireOwner(ctx);
    const id = idParam(ctx.params.id, PURCHASE_KEY);
    const req = body(ctx, buyRequest, PURCHASE_KEY);
    ctx.body = await buyIn(deps, auth, id, req, PURCHASE_KEY);
  });
}
