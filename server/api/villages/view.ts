import type { Conn } from '../../db/knex';
import type { Deps } from '../../http/context';
import type { MovementView, VillageResponse } from '../../contract/village';
import {
  movementsOfVillage, queueItems, villageBuildings, villageDistricts, villageTiles, villageUnits,
  type MovementRow, type VillageRow,
} from '../../db/villages';
import { villageRates, effectiveRates, settleStock, secondsToFull, type VillageRates } from '../../game/economy';
import { merchantsFor, unitConsumption } from '../../game/economy/upkeep';
import { terrainLookup } from '../../world/terrain';
import { ROUTE_ORIGIN } from '../../db/tradeRoutes';
import type { VillageSnapshot } from '../../db/villageSnapshot';
import { reservedMerchants } from '../../db/offers';

/** Movement kind of merchants carrying resources (their count is what the cargo needs). */
export const MERCHANT_KIND = 'merchants';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const isRouteShipment = (m: MovementRow) => (m as MovementRow & { origin_kind?: string | null }).origin_kind === ROUTE_ORIGIN;

function movementView(m: MovementRow, ownerId: number | null): MovementView {
  const own = ownerId !== null && m.user_id === ownerId;
  return {
    id: m.id,
    kind: m.kind,
    own,
    from: { village_id: m.from_village_id, x: m.from_x, y: m.from_y },
    to: { village_id: m.to_village_id, x: m.to_x, y: m.to_y },
    units: own ? m.units : null,
    resources: own ? m.resources : null,
    started_at: iso(m.started_at)!,
    due_at: iso(m.due_at)!,
  };
}

/** The village's rates from its rows (buildings, claimed tiles' terrain, unit consumption). */
export function ratesOf(deps: Deps, v: VillageRow, rows: {
  buildings: Array<{ type: string; level: number }>;
  tiles: Array<{ x: number; y: number }>;
  units: Array<{ unit: string; amount: number }>;
  movements: MovementRow[];
}): VillageRates {
  const typeAt = terrainLookup(deps.world.seed, deps.config.maxCoord);
  const ownMoving = rows.movements.filter((m) => m.from_village_id === v.id && m.user_id === v.user_id).map((m) => m.units);
  return villageRates({
    tier: v.tier,
    buildings: rows.buildings,
    tiles: rows.tiles.map((t) => ({ type: typeAt(t.x, t.y) })),
    unitConsumption: unitConsumption(rows.units, ownMoving),
  }, deps.config.gameSpeed);
}

/** The village's rates and the rows they come from, read from `db`. */
export async function loadRates(db: Conn, deps: Deps, v: VillageRow): Promise<{
  rates: VillageRates;
  buildings: Array<{ id: number; type: string; level: number }>;
  tiles: Array<{ x: number; y: number }>;
  units: Array<{ unit: string; amount: number; location_village_id: number }>;
  movements: MovementRow[];
}> {
  const [buildings, tiles, units, movements] = await Promise.all([
    villageBuildings(db, v.id), villageTiles(db, v.id), villageUnits(db, v.id), movementsOfVillage(db, v.id),
  ]);
  return { rates: ratesOf(deps, v, { buildings, tiles, units, movements }), buildings, tiles, units, movements };
}

/** What the village view is computed from (server/api/villages/snapshot.ts reads it in one statement). */
export type VillageViewRows = Omit<VillageSnapshot, 'due'>;

/**
 * GET /villages/{id}: the village settled to `now` (read only: the stored stock is not rewritten),
 * with everything the village pages show. Reads its rows with one query per table; the route reads
 * them in one statement (villageSnapshot) and calls villageViewOf.
 */
export async function villageView(db: Conn, deps: Deps, v: VillageRow, now: Date): Promise<VillageResponse> {
  const [{ buildings, tiles, units, movements }, districts, queue, reserved] = await Promise.all([
    loadRates(db, deps, v), villageDistricts(db, v.id), queueItems(db, v.id), reservedMerchants(db, v.id),
  ]);
  return villageViewOf(deps, { village: v, buildings, tiles, units, movements, districts, queue, reserved }, now);
}

/** The village view from its rows, at `now`. */
export function villageViewOf(deps: Deps, s: VillageViewRows, now: Date): VillageResponse {
  const { village: v, buildings, tiles, units, movements, districts, queue } = s;
  const rates = ratesOf(deps, v, s);
  const stock = settleStock(
    { wood: v.wood, stone: v.stone, iron: v.iron, food: v.food }, new Date(v.resources_updated_at), rates, now,
  );
  const eff = effectiveRates(rates);
  const time = secondsToFull(stock, rates);
  // A delivery (an exchange or purchase on its way) goes from the village to itself: it is incoming.
  const delivery = (m: MovementRow) => m.kind === 'delivery';
  const outgoingRows = movements.filter((m) => m.from_village_id === v.id && !delivery(m));
  const incomingRows = movements.filter((m) => m.to_village_id === v.id && (m.from_village_id !== v.id || delivery(m)));
  // Merchants on the road: loaded outward from here, or coming back here (migration 015's count; a row
  // from before it counts what its load needs).
  const busy = movements
    // Supplies to an event or a monument site (issue 16) keep merchants busy like a trip to a village.
    .filter((m) => ((m.kind === MERCHANT_KIND || m.kind === 'supplies' || m.kind === 'aether_supplies') && m.from_village_id === v.id)
      || (m.kind === 'merchants_home' && m.to_village_id === v.id))
    // A trade route's shipment uses no merchants (origin_kind 'route', merchants 0).
    .reduce((n, m) => n + (Number(m.merchants ?? 0) || (isRouteShipment(m) ? 0 : merchantsFor(m.resources, rates.merchant_capacity))), 0)
    // and those the village's open marketplace offers reserve.
    + (s.reserved ?? 0);
  const { merchants: _m, merchant_capacity: _c, ...shownRates } = rates;

  return {
    village: {
      id: v.id, name: v.name, x: v.x, y: v.y, tier: v.tier,
      ...shownRates,
      ...stock,
      prod_food_net: eff.food,
      time_wood: time.wood, time_stone: time.stone, time_iron: time.iron, time_food: time.food,
      loyalty: v.loyalty,
      districts,
      buildings,
      tiles,
      settling: outgoingRows.some((m) => m.kind === 'settle'),
      computed_at: now.toISOString(),
    },
    buildQueue: queue.map((q) => ({
      id: q.id, kind: q.kind, target: q.target, amount: q.amount, level: q.level,
      work: q.work, work_done: q.work_done, started_at: iso(q.started_at), due_at: iso(q.due_at),
    })),
    units: units.map((u) => ({ unit: u.unit, amount: u.amount, home: u.location_village_id === v.id })),
    incoming: incomingRows.map((m) => movementView(m, v.user_id)),
    outgoing: outgoingRows.map((m) => movementView(m, v.user_id)),
    movements: movements.map((m) => movementView(m, v.user_id)),
    merchants: { total: rates.merchants, available: Math.max(0, rates.merchants - busy), capacity: rates.merchant_capacity },
  };
}
