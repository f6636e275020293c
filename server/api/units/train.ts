import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { checkedInput } from '../../http/auth';
import { badRequest, unauthorized } from '../../http/errors';
import { body, idParam } from '../../http/validate';
import { builderCharges } from '../../contract/economy';
import { buyUnitRequest, queueUnitRequest } from '../../contract/units';
import { researchedKeys } from '../../db/queue';
import { addItem } from '../../game/queue';
import { canTrain } from '../../game/battle';
import { findUnit, UNITS } from '../../game/data/units';
import { withVillageOf } from '../economy/session';
import { commitQueued } from '../economy/queue';
import { villageById } from '../../db/villages';
import { ownVillage } from '../villages/access';

export const UNITS_KEY = 'error_units';

/**
 * Training through the production queue (GAME.md sections 4 and 6): canTrain first ('Requirements
 * not met'), then the queue's own checks; the cost is the unit cost x amount and the work the unit
 * work x amount. The completed item adds the units at home (saveEconomy -> addHomeUnits). Like the
 * queue POSTs, the token is read in the call's first round trip (server/http/auth.ts deferredAuth,
 * session.ts withVillageOf): two round trips in all.
 */
async function train(ctx: Context, deps: Deps, villageId: number, unitKey: string, amount: number, withBuilders: boolean | number | undefined) {
  return withVillageOf(ctx, deps, villageId, UNITS_KEY, async (s) => {
    const account = s.account;
    if (!account) throw unauthorized();
    const researched = account.researched;
    const check = canTrain(unitKey, s.economy.buildings, researched);
    if (!check.ok) throw badRequest(UNITS_KEY, check.error, { missing: check.missing });
    const u = findUnit(unitKey)!;
    const cost = { wood: u.cost.wood * amount, stone: u.cost.stone * amount, iron: u.cost.iron * amount, food: u.cost.food * amount };
    const r = addItem(s.economy, { kind: 'unit', target: u.key, amount, level: null, cost, work: u.work * amount, builders: builderCharges(withBuilders) }, {
      now: s.now.getTime(), districts: account.districts, researched, researching: account.researching !== null,
      builders: account.builders, env: s.loaded.env,
    });
    return commitQueued(s, r, UNITS_KEY);
  });
}

export function registerTraining(router: Router, deps: Deps): void {
  // Bad input is still a 401 first for a dead token (checkedInput), and a 429 first over the limit.
  router.post('/villages/:id/queue/unit/:unitId', async (ctx) => {
    const { id, req } = await checkedInput(ctx, deps, () => {
      const input = { id: idParam(ctx.params.id, UNITS_KEY), req: body(ctx, queueUnitRequest, UNITS_KEY) };
      if (!findUnit(ctx.params.unitId ?? '')) throw badRequest(UNITS_KEY, 'There is no unit of that type');
      return input;
    });
    ctx.body = await train(ctx, deps, id, ctx.params.unitId!, req.amount, req.withBuilders);
  });

  // Alias of queueing training (SPEC lists both calls): same checks, same answer.
  router.post('/units/village/:id/buy', async (ctx) => {
    const { id, req } = await checkedInput(ctx, deps, () => {
      const input = { id: idParam(ctx.params.id, UNITS_KEY), req: body(ctx, buyUnitRequest, UNITS_KEY) };
      if (!findUnit(input.req.unit_id)) throw badRequest(UNITS_KEY, 'There is no unit of that type');
      return input;
    });
    ctx.body = await train(ctx, deps, id, req.unit_id, req.amount, req.withBuilders);
  });

  router.get('/units/village/:id/allowed', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, UNITS_KEY);
    const v = ownVillage(await villageById(deps.db, id), auth, UNITS_KEY);
    const buildings = await deps.db('village_buildings').where({ village_id: v.id }).select('type', 'level');
    const researched = await researchedKeys(deps.db, v.user_id!);
    ctx.body = {
      units: UNITS.map((u) => {
        const c = canTrain(u.key, buildings, researched);
        return { key: u.key, name: u.name, cost: u.cost, work: u.work, allowed: c.ok, missing: c.ok ? [] : c.missing };
      }),
    };
  });
}
