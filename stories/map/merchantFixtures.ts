import type { TradeMovementView } from '../../server/contract/merchants';
import type { WorldMapResponse } from '../../server/contract';

/**
 * Merchant trips on the fixture continent, as GET merchants/village/{id}/incoming and /outgoing list them:
 * own merchants out to another own village, own merchants coming home, another player's merchants
 * coming to an own village, and a delivery (an exchange: from the village to itself, not drawn).
 */
export function fixtureMerchants(world: WorldMapResponse, now: number): TradeMovementView[] {
  const own = world.villages.filter((v) => v.own);
  const foreign = world.villages.filter((v) => !v.own);
  const iso = (ms: number) => new Date(ms).toISOString();
  const at = (v: WorldMapResponse['villages'][number]) => ({ village_id: v.id, x: v.x, y: v.y });
  const min = 60_000;
  const list: TradeMovementView[] = [];
  const add = (kind: string, from: ReturnType<typeof at>, to: ReturnType<typeof at>, ago: number, left: number, wood: number) => {
    list.push({
      id: 800 + list.length, kind, origin_kind: kind === 'delivery' ? 'exchange' : kind === 'merchants_home' ? 'merchants' : null,
      merchants: kind === 'delivery' ? 0 : Math.max(1, Math.ceil(wood / 1000)),
      from, to, resources: { wood, stone: 0, iron: 0, food: 0 }, started_at: iso(now - ago * min), due_at: iso(now + left * min),
    });
  };
  add('merchants', at(own[0]), at(own[1]), 4, 9, 2500);
  add('merchants_home', at(own[2]), at(own[0]), 3, 5, 0);
  add('merchants', at(foreign[0]), at(own[1]), 6, 14, 1000);
  add('delivery', at(own[0]), at(own[0]), 2, 8, 600);
  return list;
}
