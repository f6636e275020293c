import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { badRequest } from '../../http/errors';
import { body, idParam, query } from '../../http/validate';
import { sendRequest, simulateRequest, troopsQuery, TROOPS_PAGE_SIZE } from '../../contract/units';
import { villageById } from '../../db/villages';
import { armyMovementsOf, type ArmyMovement } from '../../db/movements';
import { groupArmies, unitsAbroad, unitsAt } from '../../db/units';
import { armyError, battle, battleParamsError } from '../../game/battle';
import { ownVillage } from '../../world/access';
import { settle } from '../../world/settle';
import { registerTraining, UNITS_KEY } from './train';
import { callBackArmy, sendBackTroops, sendFromVillage } from '../../world/armies/trips';

const K = UNITS_KEY;
const iso = (d: Date | string) => new Date(d).toISOString();

function movementOut(m: ArmyMovement, ownerId: number | null) {
  const own = m.user_id === ownerId;
  return {
    id: m.id, kind: m.kind, own, origin_kind: m.origin_kind,
    from: { village_id: m.from_village_id, x: m.from_x, y: m.from_y },
    to: { village_id: m.to_village_id, x: m.to_x, y: m.to_y },
    units: own ? m.units : null, resources: own ? m.resources : null,
    started_at: iso(m.started_at), due_at: iso(m.due_at),
  };
}

/** Everything about the village's troops (settled first: arrivals due by now are applied). */
async function troopsOf(deps: Deps, villageId: number) {
  // Settle-on-read: trained units due by now are home, arrivals due by now applied, starved troops gone.
  await settle(deps, { villages: [villageId] }, deps.now());
  const v = (await villageById(deps.db, villageId))!;
  const [here, abroad, moves] = await Promise.all([unitsAt(deps.db, v.id), unitsAbroad(deps.db, v.id), armyMovementsOf(deps.db, v.id)]);
  const byOwner = groupArmies(here, 'village_id');
  const home = byOwner.get(v.id) ?? {};
  byOwner.delete(v.id);
  const abroadBy = groupArmies(abroad, 'location_village_id');
  // A return trip has from = home = to; it is incoming for the home village.
  const incoming = moves.filter((m) => m.to_village_id === v.id && (m.from_village_id !== v.id || m.kind === 'returning'));
  const outgoing = moves.filter((m) => m.from_village_id === v.id && m.kind !== 'returning');
  return {
    village: v,
    home,
    support: [...byOwner].map(([owner, units]) => ({ village_id: owner, units })),
    abroad: [...abroadBy].map(([location, units]) => ({ village_id: location, units })),
    incoming: incoming.map((m) => movementOut(m, v.user_id)),
    outgoing: outgoing.map((m) => movementOut(m, v.user_id)),
  };
}

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
    const id = idParam(ctx.params.id, K);
    ownVillage(await villageById(deps.db, id), auth, K);
    const { village: _v, ...t } = await troopsOf(deps, id);
    ctx.body = t;
  });

  router.get('/units/village/:id/troops', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, K);
    const q = query(ctx, troopsQuery, K);
    ownVillage(await villageById(deps.db, id), auth, K);
    const t = await troopsOf(deps, id);
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

  /**
   * POST units/village/{id}/sendBack/{otherVillageId}: troops standing between two villages go home
   * (server/world/armies/trips.ts sendBackTroops).
   */
  router.post('/units/village/:id/sendBack/:otherId', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await sendBackTroops(deps, auth, idParam(ctx.params.id, K), idParam(ctx.params.otherId, K), K);
  });

  router.post('/units/village/:id/callBack/:movementId', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await callBackArmy(deps, auth, idParam(ctx.params.id, K), idParam(ctx.params.movementId, K), K);
  });
}
