import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireOwner } from '../../auth/middleware';
import { badRequest } from '../../http/errors';
import { body } from '../../http/validate';
import { buildersRequest, type BuildersResponse } from '../../contract/economy';
import { buyBuilders } from '../../db/queue';
import { aetherCosts } from '../../game/data/constants';
import { VILLAGE_TEXT } from '../../game/queue/texts';

const KEY = 'error_aether_purchase';

/**
 * POST profiles/builders {amount}: buys account-wide builder charges at aetherCosts.builder aether each.
 * Owner only: a sitter may not spend aether (403).
 */
export function registerBuilders(router: Router, deps: Deps): void {
  router.post('/profiles/builders', async (ctx) => {
    const auth = requireOwner(ctx);
    const { amount } = body(ctx, buildersRequest, KEY);
    const price = amount * aetherCosts.builder;
    ctx.body = await deps.db.transaction(async (trx): Promise<BuildersResponse> => {
      const r = await buyBuilders(trx, auth.userId, amount, price);
      if (!r) throw badRequest(KEY, VILLAGE_TEXT.notEnoughAether);
      return { aether: r.aether, builders: r.builders, spent: price };
    });
  });
}
