import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { AppError, badRequest, notFound } from '../../http/errors';
import { body, idParam, query } from '../../http/validate';
import { sendRequest, simulateRequest, troopsQuery, TROOPS_PAGE_SIZE } from '../../contract/units';
import { lockVillage, villageById } from '../../db/villages';
import { armyMovementsOf, insertMovement, lockMovement, turnHome, type ArmyMovement } from '../../db/movements';
import { groupArmies, takeUnits, unitsAbroad, unitsAt } from '../../db/units';
import { armyError, battle, battleParamsError } from '../../game/battle';
import { callBackArrival, canCallBack, distance, movementDuration } from '../../game/movement';
import { ownVillage } from '../../world/access';
import { settle } from '../../world/settle';
import { registerTraining, UNITS_KEY } from './train';
import { sendArmy } from './send';
import { transaction } from '../../world/transaction';

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
    const now = deps.now();
    ctx.body = await transaction(deps, async (trx) => {
      const v = ownVillage(await lockVillage(trx, id), auth, K);
      return sendArmy(trx, deps, v, req, now);
    });
  });

  /**
   * POST units/village/{id}/sendBack/{otherVillageId}: troops standing between two villages go home.
   * The host {id} sends back the reinforcements of village {otherVillageId}; the owner {id} may also
   * recall its reinforcements standing at {otherVillageId}. Units travel home as a return trip.
   */
  router.post('/units/village/:id/sendBack/:otherId', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, K);
    const other = idParam(ctx.params.otherId, K);
    const now = deps.now();
    ctx.body = await transaction(deps, async (trx) => {
      const [a, b] = id < other ? [id, other] : [other, id];
      await lockVillage(trx, a);
      await lockVillage(trx, b);
      const v = ownVillage(await villageById(trx, id), auth, K);
      const o = await villageById(trx, other);
      if (!o) throw notFound(K, 'That village');
      // Host sending back: owner = other, location = v. Owner recalling: owner = v, location = other.
      let owner = o;
      let host = v;
      let units = groupArmies(await unitsAt(trx, v.id, true), 'village_id').get(o.id);
      if (!units) {
        units = groupArmies(await unitsAt(trx, o.id, true), 'village_id').get(v.id);
        owner = v;
        host = o;
      }
      if (!units) throw new AppError(404, K, 'Those troops do not exist');
      if (!(await takeUnits(trx, owner.id, host.id, units))) throw badRequest(K, 'Those troops are gone');
      const ms = movementDuration(units, distance(host, owner), deps.config.gameSpeed);
      const mid = await insertMovement(trx, {
        kind: 'returning', userId: owner.user_id!, from: { villageId: owner.id, x: host.x, y: host.y },
        to: { villageId: owner.id, x: owner.x, y: owner.y }, units, startedAt: now, dueAt: new Date(now.getTime() + ms), originKind: 'reinforce',
      });
      return { movement_id: mid, units, due_at: new Date(now.getTime() + ms).toISOString() };
    });
  });

  router.post('/units/village/:id/callBack/:movementId', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, K);
    const mid = idParam(ctx.params.movementId, K);
    const now = deps.now();
    ctx.body = await transaction(deps, async (trx) => {
      // Movement row first, then the village: the arrival takes them in that order too (no deadlock);
      // a racing arrival holds the row until it commits, and then the row is no longer callable back.
      const m = await lockMovement(trx, mid);
      const v = ownVillage(await lockVillage(trx, id), auth, K);
      if (!m || m.from_village_id !== v.id) throw notFound(K, 'That movement');
      // A movement already due has arrived (or is arriving): the arrival wins, exactly one outcome.
      if (m.kind === 'returning' || new Date(m.due_at).getTime() <= now.getTime() || !canCallBack(new Date(m.started_at).getTime(), now.getTime())) {
        throw badRequest(K, 'This movement can no longer be called back');
      }
      const due = callBackArrival(new Date(m.started_at).getTime(), now.getTime());
      // Where it turned around: the share of the way it had travelled.
      const f = (now.getTime() - new Date(m.started_at).getTime()) / Math.max(1, new Date(m.due_at).getTime() - new Date(m.started_at).getTime());
      await turnHome(trx, m, {
        units: m.units, resources: m.resources ?? {}, at: now, dueAt: new Date(due),
        fromX: Math.round(m.from_x + (m.to_x - m.from_x) * f), fromY: Math.round(m.from_y + (m.to_y - m.from_y) * f), homeX: v.x, homeY: v.y,
      });
      return { movement_id: m.id, due_at: new Date(due).toISOString() };
    });
  });
}
