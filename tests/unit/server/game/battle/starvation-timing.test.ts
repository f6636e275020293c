import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { starvesAt, starveStanding, UNIT_KEYS } from '../../../../../server/game/battle';
import { effectiveRates, newVillageSetup, settleStock, villageRates } from '../../../../../server/game/economy';
import { unitOf } from '../../../../../server/game/data/units';

const H = 3_600_000;
const T0 = Date.parse('2026-06-01T12:00:00Z');
/** A new village's rates with units eating `consumption` food per hour (speed 1). */
const ratesWith = (consumption: number) => villageRates({ tier: 'village', buildings: newVillageSetup().buildings, tiles: [], unitConsumption: consumption }, 1);
const netOf = (consumption: number) => effectiveRates(ratesWith(consumption)).food;

describe('starvesAt', () => {
  it('is the instant the food reaches 0 at a negative net rate, rounded up to the millisecond', () => {
    const base = netOf(0);
    expect(base).toBeGreaterThan(0);
    // Units eating base + 100 make the net -100/h: 250 food lasts 2.5 h.
    const r = ratesWith(base + 100);
    expect(effectiveRates(r).food).toBe(-100);
    expect(starvesAt(250, T0, r)).toBe(T0 + 2.5 * H);
    // 1 food at -300/h: 12 s exactly; 1 food at -7/h: 514,285.71 ms -> 514,286.
    expect(starvesAt(1, T0, ratesWith(base + 300))).toBe(T0 + 12_000);
    expect(starvesAt(1, T0, ratesWith(base + 7))).toBe(T0 + 514_286);
  });

  it('is the stock instant itself when the food is already 0', () => {
    expect(starvesAt(0, T0, ratesWith(netOf(0) + 1))).toBe(T0);
  });

  it('is null while net food is >= 0, and when no unit eats (the inhabitants never starve)', () => {
    expect(starvesAt(0, T0, ratesWith(0))).toBeNull();
    expect(starvesAt(0, T0, ratesWith(netOf(0)))).toBeNull(); // net exactly 0
    const hungryVillage = { ...ratesWith(0), population: 10_000 };
    expect(effectiveRates(hungryVillage).food).toBeLessThan(0);
    expect(starvesAt(100, T0, hungryVillage)).toBeNull();
  });

  it('counts units joining at the stock instant (extraConsumption)', () => {
    const base = netOf(0);
    expect(starvesAt(100, T0, ratesWith(0))).toBeNull();
    expect(starvesAt(100, T0, ratesWith(0), base + 50)).toBe(T0 + 2 * H);
  });

  it('settling to it reads exactly 0 food, at most a millisecond after the exact instant (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 10 * 365 * 24 * H }), (food, deficit, offset) => {
      const t = T0 + offset;
      const r = ratesWith(netOf(0) + deficit);
      const at = starvesAt(food, t, r)!;
      expect(at).toBeGreaterThan(t);
      const stock = { wood: 0, stone: 0, iron: 0, food };
      expect(settleStock(stock, new Date(t), r, new Date(at)).food).toBe(0);
      // Never early, never more than a millisecond late.
      expect(at - t).toBeGreaterThanOrEqual((food / deficit) * H);
      expect(at - t).toBeLessThan((food / deficit) * H + 1);
    }));
  });
});

describe('starveStanding', () => {
  const HOME = 7;

  it('starves the troops at home first, then abroad by host id, hungriest first in each group', () => {
    // -25/h: at home the Cataphracts (5) go first (4 of them: -5), then 5 Militia (1 each): 0.
    const r = starveStanding(HOME, [
      { location: 12, units: { special2: 3 } },
      { location: HOME, units: { melee1: 10, cav5: 4 } },
      { location: 3, units: { special2: 1 } },
    ], -25);
    expect(r.removed).toEqual([{ location: HOME, units: { cav5: 4, melee1: 5 } }]);
    expect(r.lost).toEqual({ melee1: 5, cav5: 4 });
    expect(r.netFood).toBe(0);
  });

  it('goes on abroad in ascending host id when home is not enough', () => {
    // -45/h: home gives 2 x 5 = 10 -> -35; host 3: 1 Noble -> -25; host 12: 3 Nobles -> +5.
    const r = starveStanding(HOME, [
      { location: 12, units: { special2: 4, melee1: 1 } },
      { location: HOME, units: { cav5: 2 } },
      { location: 3, units: { special2: 1 } },
    ], -45);
    expect(r.removed).toEqual([
      { location: HOME, units: { cav5: 2 } },
      { location: 3, units: { special2: 1 } },
      { location: 12, units: { special2: 3 } },
    ]);
    expect(r.lost).toEqual({ cav5: 2, special2: 4 });
    expect(r.netFood).toBe(5);
  });

  it('removes nothing while net food is >= 0, and everything when it is not enough', () => {
    expect(starveStanding(HOME, [{ location: HOME, units: { melee1: 3 } }], 0)).toEqual({ removed: [], lost: {}, netFood: 0 });
    expect(starveStanding(HOME, [{ location: 9, units: { melee1: 3 } }], -10)).toEqual({ removed: [{ location: 9, units: { melee1: 3 } }], lost: { melee1: 3 }, netFood: -7 });
  });

  it('never removes more than stands, and raises net food by exactly what the lost units ate (property)', () => {
    const army = fc.dictionary(fc.constantFrom(...UNIT_KEYS), fc.integer({ min: 0, max: 300 }));
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 20 }), army), { maxLength: 5 }), fc.integer({ min: -5000, max: 50 }), (raw, net) => {
      const groups = [...new Map(raw).entries()].map(([location, units]) => ({ location, units }));
      const r = starveStanding(5, groups, net);
      const eaten = (a: Record<string, number>) => Object.entries(a).reduce((s, [k, n]) => s + n * unitOf(k).consumption, 0);
      expect(r.netFood).toBe(net + eaten(r.lost));
      for (const g of r.removed) {
        const had = groups.find((x) => x.location === g.location)!.units;
        for (const [k, n] of Object.entries(g.units)) expect(n).toBeLessThanOrEqual(had[k] ?? 0);
      }
      if (net >= 0) expect(r.removed).toEqual([]);
    }));
  });
});
