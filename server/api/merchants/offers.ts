import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { body, idParam, query } from '../../http/validate';
import { acceptOfferRequest, makeOfferRequest, marketQuery } from '../../contract/offers';
import { cancelOffer, makeOffer, market, villageOffers } from '../../world/trade/offers';
import { acceptOffer } from '../../world/trade/offerAccept';

/** SPEC.md section 8's key of the marketplace calls (listing, making, accepting, cancelling). */
const KEY = 'error_merchants';

/**
 * The marketplace calls (issue 14, docs/API.md "Merchants"). Sitters may trade: no aether is involved.
 * Each parses its input and calls one world function.
 */
export function registerOffers(router: Router, deps: Deps): void {
  router.get('/merchants/offers', async (ctx) => {
    const auth = requireAuth(ctx);
    const q = query(ctx, marketQuery, KEY);
    ctx.body = await market(deps, auth, q, KEY);
  });

  router.get('/merchants/village/:id/offers', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    ctx.body = await villageOffers(deps, auth, id, KEY);
  });

  router.post('/merchants/village/:id/offers', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    const req = body(ctx, makeOfferRequest, KEY);
    ctx.body = await makeOffer(deps, auth, id, req, KEY);
  });

  router.post('/merchants/offers/:offerId/accept', async (ctx) => {
    const auth = requireAuth(ctx);
    const offerId = idParam(ctx.params.offerId, KEY);
    const req = body(ctx, acceptOfferRequest, KEY);
    ctx.body = await acceptOffer(deps, auth, offerId, req.villageId, KEY);
  });

  router.delete('/merchants/village/:id/offers/:offerId', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, KEY);
    const offerId = idParam(ctx.params.offerId, KEY);
    ctx.body = await cancelOffer(deps, auth, id, offerId, KEY);
  });
}
