import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { insertMovement } from '../../db/movements';
import { saveStock } from '../../db/queue';
import { kingdomPair } from '../../db/allies';
import { ROUTE_ORIGIN, saveRouteSlot, type StoredShipment, type TradeRouteRow } from '../../db/tradeRoutes';
import { effectiveRates } from '../../game/economy';
import { starvesAt } from '../../game/battle';
import { cargoTotal, mayTradeWith, merchantTravelMs, routeShipment, takeLoad, type RouteIdle } from '../../game/trade';
import { routeIntervalMs, routeSlot } from '../../game/trade/routeSchedule';
import { touchVillage } from '../touch';

/** Why a route's last slot sent nothing: routeShipment's reasons, or the target is no longer one it may trade with. */
export type RouteIdleReason = RouteIdle | 'notAllowed';

/**
 * One due slot of a trade route, inside the caller's transaction, which holds the route row and both
 * villages locked (in id order). The village is brought to the slot's instant (touchVillage: its due
 * queue work first; never before its stock's own instant), the rule decides the load (what it holds up
 * to one game hour of its rates (the displayed hourly rates / world speed), no food at negative net food), the load leaves the stock then and
 * travels to the target as a `merchants` movement with 0 merchants (origin_kind 'route') at merchant
 * speed. The route moves to its next slot (routeSlot: at most one shipment per run, the next in the
 * future) and keeps the shipment, or why the slot sent nothing.
 */
export async function shipRouteSlot(trx: Trx, deps: Deps, route: TradeRouteRow, target: { id: number; user_id: number | null; x: number; y: number }, cutoff: Date): Promise<{ sent: boolean }> {
  const { slot, next } = routeSlot(new Date(route.next_at).getTime(), cutoff.getTime(), routeIntervalMs(deps.config.gameSpeed));
  const t = await touchVillage(trx, deps, route.village_id, new Date(slot), { held: true, writeStock: false });
  if (!t) return { sent: false };
  let idle: RouteIdleReason | undefined;
  let shipment: StoredShipment | undefined;
  // An ally's village stays a target while both are in one Empire (read at each slot: leaving stops the route).
  if (!mayTradeWith(...(await kingdomPair(trx, t.v, target)))) {
    idle = 'notAllowed';
  } else {
    // The village's rates are per hour of real time and carry the world speed; a slot comes every hour of
    // game time (3600 s / speed), so a slot carries at most one game hour's production: the rates / speed.
    const speed = deps.config.gameSpeed;
    const perHour = effectiveRates(t.rates);
    const perSlot = { wood: perHour.wood / speed, stone: perHour.stone / speed, iron: perHour.iron / speed, food: perHour.food / speed };
    const r = routeShipment(t.stock, perSlot, perSlot.food);
    idle = r.idle;
    if (!idle && cargoTotal(r.load) > 0) {
      const stock = takeLoad(t.stock, r.load);
      const starves = starvesAt(stock.food, t.at.getTime(), t.rates);
      await saveStock(trx, t.v.id, stock, t.at, starves === null ? null : new Date(starves));
      const dueAt = new Date(t.at.getTime() + merchantTravelMs(t.v, target, deps.config.gameSpeed));
      const id = await insertMovement(trx, {
        kind: 'merchants', userId: t.v.user_id!, from: { villageId: t.v.id, x: t.v.x, y: t.v.y }, to: { villageId: target.id, x: target.x, y: target.y },
        units: {}, resources: r.load, startedAt: t.at, dueAt, originKind: ROUTE_ORIGIN, merchants: 0,
      });
      shipment = { resources: r.load, at: t.at.toISOString(), arrives_at: dueAt.toISOString(), movement_id: id, target_id: target.id };
    }
  }
  await saveRouteSlot(trx, route.id, { nextAt: new Date(next), lastAt: new Date(slot), shipment, idle: idle ?? null });
  return { sent: shipment !== undefined };
}
