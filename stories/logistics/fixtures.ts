import type { TradeList, TradeMovement, TradeWay } from '../../client/api/merchants';
import type { TradeListState } from '../../client/routes/logistics/TradeSection';
import type { FetchHandler } from '../army/fetchHandler';

/** Village 11 (Highmoor at 12|-7) of the fixture kingdom, whose logistics the stories show. */
export const villageId = 11;
const iso = (ms: number) => new Date(ms).toISOString();
const none = { wood: 0, stone: 0, iron: 0, food: 0 };
const home = { village_id: villageId, x: 12, y: -7 };

/** Trade movements timed from now: merchants coming from Ravensford, an exchange on its way; a load and this hour's trade route shipment to Stonecross, merchants coming home. */
export function makeTrade(now = Date.now()): Record<TradeWay, TradeMovement[]> {
  return {
    incoming: [
      { id: 501, kind: 'merchants', origin_kind: null, merchants: 2, from: { village_id: 12, x: 15, y: -3 }, to: home,
        resources: { wood: 2500, stone: 0, iron: 1200, food: 0 }, started_at: iso(now - 600_000), due_at: iso(now + 900_000) },
      { id: 502, kind: 'delivery', origin_kind: 'exchange', merchants: 0, from: home, to: home,
        resources: { ...none, food: 400 }, started_at: iso(now - 120_000), due_at: iso(now + 480_000) },
      { id: 503, kind: 'merchants_home', origin_kind: null, merchants: 1, from: { village_id: 13, x: 9, y: -12 }, to: home,
        resources: none, started_at: iso(now - 300_000), due_at: iso(now + 1_200_000) },
    ],
    outgoing: [
      { id: 504, kind: 'merchants', origin_kind: null, merchants: 1, from: home, to: { village_id: 13, x: 9, y: -12 },
        resources: { wood: 0, stone: 2000, iron: 0, food: 800 }, started_at: iso(now - 200_000), due_at: iso(now + 1_300_000) },
      // This hour's trade route shipment to Stonecross: a merchants trip that uses no merchants.
      { id: 505, kind: 'merchants', origin_kind: 'route', merchants: 0, from: home, to: { village_id: 13, x: 9, y: -12 },
        resources: { wood: 330, stone: 330, iron: 0, food: 0 }, started_at: iso(now - 100_000), due_at: iso(now + 700_000) },
    ],
  };
}

/** 45 merchant loads on their way in: three pages. */
export function manyIncoming(now = Date.now()): TradeMovement[] {
  return Array.from({ length: 45 }, (_, i) => ({
    id: 600 + i, kind: 'merchants', origin_kind: null, merchants: 1, from: { village_id: 12, x: 15, y: -3 }, to: home,
    resources: { ...none, wood: 100 + i }, started_at: iso(now - 60_000), due_at: iso(now + 60_000 * (i + 1)),
  }));
}

/** One page (20 items) of a list, as GET merchants/village/{id}/{way}?page answers. */
export function tradePageOf(type: TradeWay, all: TradeMovement[], page = 0): TradeList {
  return { type, page, total: all.length, items: all.slice(page * 20, page * 20 + 20), computed_at: new Date().toISOString() };
}

/** Both lists of the overview, loaded from these movements, with a state overridden per list. */
export function tradeLists(trade: Record<TradeWay, TradeMovement[]>, over: Partial<Record<TradeWay, TradeListState>> = {}) {
  return {
    incoming: over.incoming ?? { data: tradePageOf('incoming', trade.incoming), page: 0 },
    outgoing: over.outgoing ?? { data: tradePageOf('outgoing', trade.outgoing), page: 0 },
  };
}

/**
 * The merchants calls of village 11 answered from fixtures: the two lists (20 a page), a send and an
 * exchange that succeed.
 */
export function merchantsServer(trade: () => Record<TradeWay, TradeMovement[]>, opts: { fail?: TradeWay[]; pending?: boolean } = {}): FetchHandler {
  return ({ method, path, query, body }) => {
    if (opts.pending) return 'pending';
    const list = /^merchants\/village\/11\/(incoming|outgoing)$/.exec(path);
    if (method === 'GET' && list) {
      const way = list[1] as TradeWay;
      if (opts.fail?.includes(way)) return { status: 500, body: { error: 'error_500', message: 'Something went wrong on our end' } };
      return { body: tradePageOf(way, trade()[way], Number(query.get('page') ?? 0)) };
    }
    if (method === 'POST' && path === `merchants/village/${villageId}/outgoing`) {
      const b = body as { wood: number; stone: number; iron: number; food: number; x: number; y: number };
      const now = Date.now();
      return { body: {
        movement: { id: 700, merchants: 1, resources: { wood: b.wood, stone: b.stone, iron: b.iron, food: b.food }, to: { village_id: 12, name: 'Ravensford', x: b.x, y: b.y }, started_at: iso(now), due_at: iso(now + 1_200_000) },
        merchants: { total: 5, available: 2, capacity: 3000 },
        village: { id: villageId, wood: 5000, stone: 12000, iron: 3000, food: 5000, computed_at: iso(now) },
      } };
    }
    return undefined;
  };
}
