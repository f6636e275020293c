import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TradeMovementView } from '../../../../server/contract/merchants';
import {
  MARKER_STYLES, MOVEMENT_SIDES, merchantSide, mergeMovements, movementPosition, toMapMovements, tradeToMapMovements, type MapMovement,
} from '../../../../client/map/movements';

/** The player's villages: 1 at (0|0) and 2 at (6|8); 9 is another player's at (-4|3). */
const own = new Set([1, 2]);

function trade(over: Partial<TradeMovementView> & { id: number }): TradeMovementView {
  return {
    kind: 'merchants', origin_kind: null, merchants: 2,
    from: { village_id: 1, x: 0, y: 0 }, to: { village_id: 2, x: 6, y: 8 },
    resources: { wood: 1500, stone: 0, iron: 0, food: 0 },
    started_at: '2026-01-01T10:00:00.000Z', due_at: '2026-01-01T10:50:00.000Z',
    ...over,
  };
}

describe('merchant marker styles', () => {
  it('draws merchants as diamonds and armies as discs, each side in its own colour', () => {
    expect(MARKER_STYLES.merchant.shape).toBe('diamond');
    expect(MARKER_STYLES.merchantHome.shape).toBe('diamond');
    expect(MARKER_STYLES.merchantForeign.shape).toBe('diamond');
    for (const side of ['own', 'returning', 'hostile', 'foreign'] as const) expect(MARKER_STYLES[side].shape).toBe('disc');
    const colours = MOVEMENT_SIDES.map((s) => MARKER_STYLES[s].colour);
    expect(new Set(colours).size).toBe(colours.length);
    expect(MOVEMENT_SIDES).toHaveLength(7);
  });
});

describe('merchantSide', () => {
  it('tells own merchants out, merchants home and another player\'s merchants apart', () => {
    expect(merchantSide({ kind: 'merchants', from: { village_id: 1, x: 0, y: 0 } }, own)).toBe('merchant');
    expect(merchantSide({ kind: 'merchants_home', from: { village_id: 2, x: 6, y: 8 } }, own)).toBe('merchantHome');
    expect(merchantSide({ kind: 'merchants', from: { village_id: 9, x: -4, y: 3 } }, own)).toBe('merchantForeign');
    expect(merchantSide({ kind: 'merchants', from: { village_id: null, x: -4, y: 3 } }, own)).toBe('merchantForeign');
  });
});

describe('tradeToMapMovements', () => {
  it('keeps merchants out and home, each trip once, soonest first, and leaves deliveries out', () => {
    const list = tradeToMapMovements([
      // Village 1's outgoing and village 2's incoming both list trip 5.
      trade({ id: 5 }),
      trade({ id: 5 }),
      trade({ id: 6, kind: 'merchants_home', from: { village_id: 2, x: 6, y: 8 }, to: { village_id: 1, x: 0, y: 0 }, due_at: '2026-01-01T10:20:00.000Z' }),
      trade({ id: 7, from: { village_id: 9, x: -4, y: 3 }, to: { village_id: 1, x: 0, y: 0 }, due_at: '2026-01-01T11:00:00.000Z' }),
      trade({ id: 8, kind: 'delivery', origin_kind: 'exchange', merchants: 0, from: { village_id: 1, x: 0, y: 0 }, to: { village_id: 1, x: 0, y: 0 } }),
    ], own, (k) => `<${k}>`);
    expect(list.map((m) => [m.id, m.kind, m.side])).toEqual([
      [6, 'merchants_home', 'merchantHome'],
      [5, 'merchants', 'merchant'],
      [7, 'merchants', 'merchantForeign'],
    ]);
    expect(list[1]).toMatchObject({ from: { x: 0, y: 0 }, to: { x: 6, y: 8 }, label: '<merchants>', startMs: Date.parse('2026-01-01T10:00:00.000Z'), dueMs: Date.parse('2026-01-01T10:50:00.000Z') });
  });

  it('drops trips with unreadable times and never arrives before it leaves', () => {
    expect(tradeToMapMovements([trade({ id: 1, due_at: 'later' })], own)).toEqual([]);
    const [m] = tradeToMapMovements([trade({ id: 2, due_at: '2026-01-01T09:00:00.000Z' })], own);
    expect(m.dueMs).toBe(m.startMs);
  });

  it('moves merchants along their path like armies: at the start, half way, at the target', () => {
    const [m] = tradeToMapMovements([trade({ id: 3 })], own);
    expect(movementPosition(m, m.startMs)).toEqual({ x: 0, y: 0, progress: 0 });
    expect(movementPosition(m, (m.startMs + m.dueMs) / 2)).toEqual({ x: 3, y: 4, progress: 0.5 });
    expect(movementPosition(m, m.dueMs + 1)).toEqual({ x: 6, y: 8, progress: 1 });
  });

  it('for any list: no delivery, no id twice, every side a merchant side', () => {
    const kind = fc.constantFrom('merchants', 'merchants_home', 'delivery');
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), kind, fc.integer({ min: 1, max: 12 })), { maxLength: 40 }), (rows) => {
      const list = tradeToMapMovements(rows.map(([id, k, from]) => trade({ id, kind: k, from: { village_id: from, x: from, y: 0 } })), own);
      expect(new Set(list.map((m) => m.id)).size).toBe(list.length);
      for (const m of list) {
        expect(m.kind).not.toBe('delivery');
        expect(['merchant', 'merchantHome', 'merchantForeign']).toContain(m.side);
      }
    }));
  });
});

describe('mergeMovements', () => {
  it('puts armies and merchants in one list, soonest first', () => {
    const armies = toMapMovements([{
      id: 40, kind: 'attack', own: true, from: { village_id: 1, x: 0, y: 0 }, to: { village_id: 9, x: -4, y: 3 },
      units: { cav1: 5 }, resources: null, started_at: '2026-01-01T10:00:00.000Z', due_at: '2026-01-01T10:30:00.000Z',
    }]);
    const merchants = tradeToMapMovements([trade({ id: 5 }), trade({ id: 6, due_at: '2026-01-01T10:10:00.000Z' })], own);
    const all: MapMovement[] = mergeMovements(armies, merchants);
    expect(all.map((m) => [m.id, m.side])).toEqual([[6, 'merchant'], [40, 'own'], [5, 'merchant']]);
  });
});
