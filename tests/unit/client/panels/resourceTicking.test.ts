import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountAt, effectiveRate, isFull, rateBreakdown, secondsUntilLimit, villageTracks, type ResourceTrack } from '../../../../client/panels/resourceTicking';
import { makeVillageState } from '../../../../stories/fixtures/game';

const T0 = Date.parse('2025-11-21T10:00:00.000Z');
const track = (over: Partial<ResourceTrack>): ResourceTrack => ({ amount: 100, ratePerHour: 360, cap: 1000, settledAtMs: T0, ...over });

describe('effectiveRate', () => {
  it('is base times one plus the improvement, rounded down', () => {
    expect(effectiveRate(420, 0.2)).toBe(504);
    expect(effectiveRate(333, 0.15)).toBe(382); // 382.95
    expect(effectiveRate(30, 0)).toBe(30);
  });
});

describe('amountAt', () => {
  it('gains one unit per 3600/rate seconds', () => {
    const t = track({ ratePerHour: 360 }); // one unit every 10 s
    expect(amountAt(t, T0)).toBe(100);
    expect(amountAt(t, T0 + 9_999)).toBe(100);
    expect(amountAt(t, T0 + 10_000)).toBe(101);
    expect(amountAt(t, T0 + 3_600_000)).toBe(460);
  });

  it('continues from a fractional settled amount', () => {
    expect(amountAt(track({ amount: 100.5, ratePerHour: 360 }), T0 + 5_000)).toBe(101);
  });

  it('stops at the cap', () => {
    expect(amountAt(track({ amount: 990, ratePerHour: 3600 }), T0 + 60_000)).toBe(1000);
  });

  it('keeps a store above its cap without growing it', () => {
    expect(amountAt(track({ amount: 1200, cap: 1000 }), T0 + 3_600_000)).toBe(1200);
  });

  it('drains food to 0 and no further', () => {
    const food = track({ amount: 50, ratePerHour: -180 }); // one unit every 20 s
    expect(amountAt(food, T0 + 20_000)).toBe(49);
    expect(amountAt(food, T0 + 3_600_000)).toBe(0);
  });

  it('ignores a clock before the settlement time', () => {
    expect(amountAt(track({}), T0 - 60_000)).toBe(100);
  });

  it('never leaves [0, max(amount, cap)] and never decreases while growing', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1, max: 200_000 }),
      fc.integer({ min: 0, max: 10 * 3_600_000 }), fc.integer({ min: 0, max: 3_600_000 }),
      (amount, rate, cap, dt, more) => {
        const t = track({ amount, ratePerHour: rate, cap });
        const a = amountAt(t, T0 + dt);
        const b = amountAt(t, T0 + dt + more);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(Math.max(amount, cap));
        if (rate > 0) expect(b).toBeGreaterThanOrEqual(a);
        if (rate < 0) expect(b).toBeLessThanOrEqual(a);
      },
    ));
  });
});

describe('secondsUntilLimit', () => {
  it('is the amount needed divided by the hourly rate', () => {
    expect(secondsUntilLimit(track({ amount: 100, ratePerHour: 360, cap: 1000 }), T0)).toBe(9000);
    expect(secondsUntilLimit(track({ amount: 100, ratePerHour: 360, cap: 1000 }), T0 + 1000_000)).toBe(8000);
  });
  it('is 0 when full', () => {
    expect(secondsUntilLimit(track({ amount: 1000 }), T0)).toBe(0);
    expect(secondsUntilLimit(track({ amount: 990, ratePerHour: 3600 }), T0 + 20_000)).toBe(0);
  });
  it('counts down to empty when food drains', () => {
    expect(secondsUntilLimit(track({ amount: 50, ratePerHour: -180 }), T0)).toBe(1000);
  });
  it('is null when nothing changes', () => {
    expect(secondsUntilLimit(track({ ratePerHour: 0 }), T0)).toBeNull();
  });
});

describe('village tracks', () => {
  it('use effective rates for wood, stone, iron and the net rate for food', () => {
    const v = makeVillageState({ computed_at: new Date(T0).toISOString() });
    const tracks = villageTracks(v);
    expect(tracks.wood).toEqual({ amount: v.wood, ratePerHour: 504, cap: v.store_res, settledAtMs: T0 });
    expect(tracks.stone.ratePerHour).toBe(396);
    expect(tracks.food).toEqual({ amount: v.food, ratePerHour: v.prod_food_net, cap: v.store_food, settledAtMs: T0 });
    expect(isFull(tracks.stone, T0)).toBe(true);
    expect(isFull(tracks.wood, T0)).toBe(false);
  });

  it('break food down into base, bonus, population and unit consumption', () => {
    const v = makeVillageState({ prod_food: 600, impr_food: 0.3, population: 312, consumption: 118, prod_food_net: 350 });
    expect(rateBreakdown(v, 'food')).toEqual({ base: 600, bonus: 0.3, gross: 780, population: 312, consumption: 118, net: 350 });
    expect(rateBreakdown(v, 'wood')).toEqual({ base: 420, bonus: 0.2, gross: 504, net: 504 });
  });
});
