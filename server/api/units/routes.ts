import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest } from '../../http/errors';
import { body, idParam, query } from '../../http/validate';
import { sendRequest, simulateRequest, troopsQuery, TROOPS_PAGE_SIZE } from '../../contract/units';
import { armyError, battle, battleParamsError } from '../../game/battle';
import { villageTroops } from '../../world/armies/troops';
import { registerTraining, UNITS_KEY } from './train';
import { callBackArmy, sendBackTroops, sendFromVillage } from '../../world/armies/trips';

const K = UNITS_KEY;

export function register(router: Router, deps: Deps): void {
  registerTraining(router, deps);

  router.post('/units/simulate', async (ctx) => {
    requireAuth(ctx);
    const req = body(ctx, simulateRequest, K);
    const err = armyError(req.units_atk) ?? armyError(req.units_def) ?? battleParamsError(req.luck, req.wall);
    if (err) throw badRequest(K, err);
    ctx.body = battle({ attackers: req.units_atk, defenders: [{ owner: 'home', units: req.units_def }], wallLevel: req.wall, luck: req.luck });
  });

  router.get('/units/village/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await villageTroops(deps, auth, idParam(ctx.params.id, K), K);
  });

  router.get('/units/village/:id/troops', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, K);
    const q = query(ctx, troopsQuery, K);
    const t = await villageTroops(deps, auth, id, K);
    const all: unknown[] = q.type === 'standing'
      ? Object.entries(t.home).map(([unit, amount]) => ({ unit, amount }))
      : t[q.type];
    ctx.body = { type: q.type, page: q.page, total: all.length, items: all.slice(q.page * TROOPS_PAGE_SIZE, (q.page + 1) * TROOPS_PAGE_SIZE) };
  });

  router.post('/units/village/:id/send', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, K);
    const req = body(ctx, sendRequest, K);
    ctx.body = await sendFromVillage(deps, auth, id, req, K);
  });

  router.post('/units/village/:id/sendBack/:movementId', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await sendBackTroops(deps, auth, idParam(ctx.params.id, K), idParam(ctx.params.movementId, K), K);
  });

  router.post('/units/village/:id/callBack/:movementId', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await callBackArmy(deps, auth, idParam(ctx.params.id, K), idParam(ctx.params.movementId, K), K);
  });
}
