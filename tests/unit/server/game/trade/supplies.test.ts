import { describe, expect, it } from 'vitest';
import { AETHER_PER_MERCHANT, cargoTotal, costOf, deliveredShare, merchantsForAether, returnedShare } from '../../../../../server/game/trade';

/** Supplies' pure rules (issue 16): merchants for aether, and the part of a load that comes back. */
describe('supplies: merchants for aether and the returned share of a load', () => {
  it('one merchant per AETHER_PER_MERCHANT aether, at least one', () => {
    expect(merchantsForAether(1)).toBe(1);
    expect(merchantsForAether(AETHER_PER_MERCHANT)).toBe(1);
    expect(merchantsForAether(AETHER_PER_MERCHANT + 1)).toBe(2);
    expect(merchantsForAether(0)).toBe(1);
  });

  it('the returned share is whole, proportional, never more than carried, and sums exactly', () => {
    const load = { wood: 400, stone: 300, iron: 201, food: 99 };
    for (const back of [0, 1, 7, 333, 500, 999, 1000, 1200]) {
      const r = returnedShare(load, back);
      expect(cargoTotal(r)).toBe(Math.min(back, 1000));
      for (const k of ['wood', 'stone', 'iron', 'food'] as const) {
        expect(Number.isInteger(r[k])).toBe(true);
        expect(r[k]).toBeGreaterThanOrEqual(0);
        expect(r[k]).toBeLessThanOrEqual(load[k]);
      }
      expect(cargoTotal(deliveredShare(load, r)) + cargoTotal(r)).toBe(1000);
    }
    expect(returnedShare(load, 500)).toEqual({ wood: 200, stone: 150, iron: 101, food: 49 });
    expect(returnedShare({ wood: 0, stone: 0, iron: 0, food: 0 }, 10)).toEqual({ wood: 0, stone: 0, iron: 0, food: 0 });
  });

  it('costOf reads a jsonb load, ignoring aether and filling what is missing', () => {
    expect(costOf({ wood: 5, aether: 40 })).toEqual({ wood: 5, stone: 0, iron: 0, food: 0 });
    expect(costOf(null)).toEqual({ wood: 0, stone: 0, iron: 0, food: 0 });
  });
});
