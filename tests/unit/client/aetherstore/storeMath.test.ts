import { describe, expect, it } from 'vitest';
import { affordable, deliveryCargo, deliveryProgress, msUntil, purchaseDeliveries, storeLots } from '../../../../client/routes/aetherstore/storeMath';
import { aetherCosts } from '../../../../server/game/data/constants';
import { purchaseDeal } from '../../../../server/game/trade/exchange';
import type { TradeMovement } from '../../../../client/api/merchants';

const none = { wood: 0, stone: 0, iron: 0, food: 0 };
const at = (s: string) => Date.parse(s);
function move(id: number, over: Partial<TradeMovement>): TradeMovement {
  return {
    id, kind: 'delivery', origin_kind: 'purchase', merchants: 0, from: { village_id: 1, x: 0, y: 0 }, to: { village_id: 1, x: 0, y: 0 },
    resources: { ...none, wood: 100 }, started_at: '2026-03-01T10:00:00.000Z', due_at: '2026-03-01T10:10:00.000Z', ...over,
  };
}

describe('aether store helpers', () => {
  it('lots are whole multiples of the purchase rate, priced as the server prices them', () => {
    const lots = storeLots(aetherCosts.purchase);
    expect(lots.map((l) => l.amount)).toEqual([100, 500, 1000, 5000]);
    for (const l of lots) expect(purchaseDeal(l.amount)).toEqual({ aether: l.price });
    expect(storeLots({ aether: 3, resources: 250 }, [2])).toEqual([{ lots: 2, amount: 500, price: 6 }]);
  });

  it('a price is affordable up to the balance exactly; unknown balance never', () => {
    expect(affordable(10, 10)).toBe(true);
    expect(affordable(11, 10)).toBe(false);
    expect(affordable(1, undefined)).toBe(false);
  });

  it("the store's deliveries: purchases only, soonest first", () => {
    const items = [
      move(3, { due_at: '2026-03-01T10:09:00.000Z' }),
      move(1, { origin_kind: 'exchange' }),
      move(2, { due_at: '2026-03-01T10:05:00.000Z' }),
      move(4, { kind: 'merchants', origin_kind: null }),
    ];
    expect(purchaseDeliveries(items).map((m) => m.id)).toEqual([2, 3]);
    expect(purchaseDeliveries(undefined)).toEqual([]);
  });

  it("a delivery's progress is clamped to its way", () => {
    const m = move(1, {});
    expect(deliveryProgress(m, at('2026-03-01T09:59:00Z'))).toEqual({ done: 0, total: 600 });
    expect(deliveryProgress(m, at('2026-03-01T10:04:00Z'))).toEqual({ done: 240, total: 600 });
    expect(deliveryProgress(m, at('2026-03-01T10:30:00Z'))).toEqual({ done: 600, total: 600 });
    // A zero-length way is never a division by zero.
    expect(deliveryProgress(move(2, { due_at: m.started_at }), at('2026-03-01T10:00:00Z')).total).toBe(1);
  });

  it("a delivery's cargo is its one resource", () => {
    expect(deliveryCargo({ ...none, iron: 700 })).toEqual({ resource: 'iron', amount: 700 });
    expect(deliveryCargo(none)).toEqual({ resource: 'wood', amount: 0 });
  });

  it('time until the next grant is never negative', () => {
    expect(msUntil('2026-03-02T00:00:00.000Z', at('2026-03-01T23:00:00Z'))).toBe(3_600_000);
    expect(msUntil('2026-03-02T00:00:00.000Z', at('2026-03-02T01:00:00Z'))).toBe(0);
    expect(msUntil('not a date', 0)).toBe(0);
  });
});
