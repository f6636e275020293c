import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { callerOf, checkedInput, readsOwnToken } from '../../http/auth';
import { badRequest, unauthorized } from '../../http/errors';
import { body, idParam } from '../../http/validate';
import { builderCharges } from '../../contract/economy';
import { buyUnitRequest, queueUnitRequest } from '../../contract/units';
import { queueTraining } from '../../game/queue';
import { findUnit } from '../../game/data/units';
import { queuedBody } from '../economy/queue';
import { queueOnVillage } from '../../world/queueCalls';
import { allowedUnitsOf } from '../../world/armies/allowed';
import { TRAIN_TEXT } from '../../game/battle/training';

export const UNITS_KEY = 'error_units';

/** Queues training (server/game/queue queueTraining) on the village, as the queue POSTs queue (queueOnVillage). */
async function train(ctx: Context, deps: Deps, villageId: number, unit: string, amount: number, withBuilders: boolean | number | undefined) {
  return queuedBody(await queueOnVillage(deps, callerOf(ctx, deps), villageId, UNITS_KEY, (s) => {
    const account = s.account;
    if (!account) throw unauthorized();
    return queueTraining(s.economy, { unit, amount, builders: builderCharges(withBuilders) }, {
      now: s.now.getTime(), districts: account.districts, researched: account.researched, researching: account.researching !== null,
      builders: account.builders, env: s.loaded.env,
    });
  }));
}

export function registerTraining(router: Router, deps: Deps): void {
  // Bad input is still a 401 first for a dead token (checkedInput), and a 429 first over the limit.
  router.post('/villages/:id/queue/unit/:unitId', readsOwnToken, async (ctx) => {
    const { id, req } = await checkedInput(ctx, deps, () => {
      const input = { id: idParam(ctx.params.id, UNITS_KEY), req: body(ctx, queueUnitRequest, UNITS_KEY) };
      if (!findUnit(ctx.params.unitId ?? '')) throw badRequest(UNITS_KEY, TRAIN_TEXT.unknownUnit);
      return input;
    });
    ctx.body = await train(ctx, deps, id, ctx.params.unitId!, req.amount, req.withBuilders);
  });

  // Alias of queueing training (SPEC lists both calls): same checks, same answer.
  router.post('/units/village/:id/buy', readsOwnToken, async (ctx) => {
    const { id, req } = await checkedInput(ctx, deps, () => {
      const input = { id: idParam(ctx.params.id, UNITS_KEY), req: body(ctx, buyUnitRequest, UNITS_KEY) };
      if (!findUnit(input.req.unit_id)) throw badRequest(UNITS_KEY, TRAIN_TEXT.unknownUnit);
      return input;
    });
    ctx.body = await train(ctx, deps, id, req.unit_id, req.amount, req.withBuilders);
  });

  router.get('/units/village/:id/allowed', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await allowedUnitsOf(deps, auth, idParam(ctx.params.id, UNITS_KEY), UNITS_KEY);
  });
}
