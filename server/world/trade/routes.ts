import type { AuthInfo, Deps } from '../deps';
import { deleteRoute, routeOf, upsertRoute, type TradeRouteWithTarget } from '../../db/tradeRoutes';
import { villageById } from '../../db/villages';
import { kingdomPair } from '../../db/allies';
import { mayTradeWith, TRADE_TEXT } from '../../game/trade';
import { routeIntervalMs } from '../../game/trade/routeSchedule';
import { NOT_FOUND_TEXT } from '../../game/refusals';
import type { TradeRouteResponse, TradeRouteView } from '../../contract/tradeRoutes';
import { ownVillage } from '../access';
import { settle } from '../settle';
import { badRequest, notFound, refused } from '../refusal';
import { withVillage } from '../villageWrite';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const IDLE = new Set(['nothingHeld', 'noProduction', 'notAllowed']);

function view(deps: Deps, r: TradeRouteWithTarget): TradeRouteView {
  const s = r.last_shipment;
  return {
    target: { id: r.target_village_id, name: r.target_name, x: r.target_x, y: r.target_y },
    next_at: iso(r.next_at)!,
    interval_seconds: routeIntervalMs(deps.config.gameSpeed) / 1000,
    last_at: iso(r.last_at),
    last_shipment: s ? { resources: s.resources, at: s.at, arrives_at: s.arrives_at, target_id: s.target_id, delivered: s.delivered ?? null, lost: s.lost ?? null } : null,
    last_idle: r.last_idle !== null && IDLE.has(r.last_idle) ? (r.last_idle as TradeRouteView['last_idle']) : null,
    created_at: iso(r.created_at)!,
  };
}

async function answer(deps: Deps, villageId: number, now: Date): Promise<TradeRouteResponse> {
  const r = await routeOf(deps.db, villageId);
  return { route: r ? view(deps, r) : null, computed_at: now.toISOString() };
}

/**
 * GET merchants/village/{id}/traderoute: the village settled to now first (a due hourly shipment is
 * shipped by this read, exactly once with the tick: world/trade/routeRun.ts), then its route.
 */
export async function tradeRouteOf(deps: Deps, auth: AuthInfo, villageId: number, key: string): Promise<TradeRouteResponse> {
  ownVillage(await villageById(deps.db, villageId), auth, key);
  const now = deps.now();
  await settle(deps, { villages: [villageId] }, now);
  return answer(deps, villageId, now);
}

/**
 * POST merchants/village/{id}/traderoute/{targetId}: sets the village's one route to `targetId` (another
 * village it may trade with: mayTradeWith, the one check the Empire issue widens). A new route ships
 * first an hour of game time from now; replacing the target keeps the schedule (a slot due already is
 * shipped to the old target first: the village is settled before the change).
 */
export async function setTradeRoute(deps: Deps, auth: AuthInfo, villageId: number, targetId: number, key: string): Promise<TradeRouteResponse> {
  ownVillage(await villageById(deps.db, villageId), auth, key);
  await settle(deps, { villages: [villageId] }, deps.now());
  const now = await withVillage(deps, auth, villageId, key, async (s) => {
    if (targetId === s.village.id) throw badRequest(key, TRADE_TEXT.routeSelf);
    const target = await villageById(s.trx, targetId);
    if (!target) throw notFound(key, NOT_FOUND_TEXT.village);
    if (!mayTradeWith(...(await kingdomPair(s.trx, s.village, target)))) throw refused(403, key, TRADE_TEXT.notYours);
    await upsertRoute(s.trx, s.village.id, target.id, new Date(s.now.getTime() + routeIntervalMs(deps.config.gameSpeed)), s.now);
    return s.now;
  });
  return answer(deps, villageId, now);
}

/** DELETE merchants/village/{id}/traderoute: removes the route (404 when the village has none). A shipment on its way still arrives. */
export async function removeTradeRoute(deps: Deps, auth: AuthInfo, villageId: number, key: string): Promise<TradeRouteResponse> {
  ownVillage(await villageById(deps.db, villageId), auth, key);
  await settle(deps, { villages: [villageId] }, deps.now());
  const now = await withVillage(deps, auth, villageId, key, async (s) => {
    if (!(await deleteRoute(s.trx, s.village.id))) throw notFound(key, TRADE_TEXT.noRoute);
    return s.now;
  });
  return { route: null, computed_at: now.toISOString() };
}
