import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILDINGS } from '../../../../../server/game/data/buildings';
import { TILES } from '../../../../../server/game/data/tiles';
import {
  effectiveRates, secondsToFull, settleStock, villageRates, type Stock, type VillageInput, type VillageRates,
} from '../../../../../server/game/economy';

const RES = ['wood', 'stone', 'iron', 'food'] as const;
const HOUR = 3600_000;

const village: fc.Arbitrary<VillageInput> = fc.record({
  tier: fc.constantFrom('village' as const, 'town' as const, 'city' as const),
  buildings: fc.uniqueArray(
    fc.record({ type: fc.constantFrom(...BUILDINGS.map((b) => b.key)), level: fc.integer({ min: 0, max: 20 }) }),
    { selector: (b) => b.type, maxLength: 20 },
  ),
  tiles: fc.array(fc.record({ type: fc.constantFrom(...TILES.map((t) => t.type)) }), { maxLength: 12 }),
  unitConsumption: fc.integer({ min: 0, max: 60_000 }),
  hasDrainingEngines: fc.boolean(),
});
const speed = fc.constantFrom(0.5, 1, 2, 10);
const rates = fc.tuple(village, speed).map(([v, s]) => villageRates(v, s));

/** A stock that may start anywhere from empty to twice its caps. */
const stockFor = (r: VillageRates): fc.Arbitrary<Stock> => fc.record({
  wood: fc.double({ min: 0, max: 2 * r.store_res, noNaN: true }),
  stone: fc.double({ min: 0, max: 2 * r.store_res, noNaN: true }),
  iron: fc.double({ min: 0, max: 2 * r.store_res, noNaN: true }),
  food: fc.double({ min: 0, max: 2 * r.store_food, noNaN: true }),
});
const scenario = rates.chain((r) => fc.tuple(fc.constant(r), stockFor(r)));
const ms = fc.integer({ min: 0, max: 200 * HOUR });
const t0 = new Date('2026-06-01T00:00:00Z');
const after = (d: number) => new Date(t0.getTime() + d);
const cap = (r: VillageRates, k: (typeof RES)[number]) => (k === 'food' ? r.store_food : r.store_res);

describe('economy properties', () => {
  it('never settles below 0 nor above the larger of the cap and the starting amount', () => {
    fc.assert(fc.property(scenario, ms, ([r, s], d) => {
      const out = settleStock(s, t0, r, after(d));
      for (const k of RES) {
        expect(out[k]).toBeGreaterThanOrEqual(0);
        expect(out[k]).toBeLessThanOrEqual(Math.max(cap(r, k), s[k]) + 1e-9);
      }
    }));
  });

  it('is monotone in time while every net rate is non-negative', () => {
    fc.assert(fc.property(scenario, ms, ms, ([r, s], a, b) => {
      fc.pre(effectiveRates(r).food >= 0);
      const [t1, t2] = a <= b ? [a, b] : [b, a];
      const x = settleStock(s, t0, r, after(t1));
      const y = settleStock(s, t0, r, after(t2));
      for (const k of RES) expect(y[k]).toBeGreaterThanOrEqual(x[k]);
    }));
  });

  it('gives the same stock settled in two steps as in one', () => {
    fc.assert(fc.property(scenario, ms, ms, ([r, s], a, b) => {
      const [t1, t2] = a <= b ? [a, b] : [b, a];
      const once = settleStock(s, t0, r, after(t2));
      const twice = settleStock(settleStock(s, t0, r, after(t1)), after(t1), r, after(t2));
      for (const k of RES) expect(twice[k]).toBeCloseTo(once[k], 6);
    }));
  });

  it('fills (or empties food) exactly when secondsToFull says', () => {
    fc.assert(fc.property(scenario, ([r, s]) => {
      const secs = secondsToFull(s, r);
      const eff = effectiveRates(r);
      const then = settleStock(s, t0, r, after(secs.wood * 1000));
      const before = settleStock(s, t0, r, after(Math.max(0, secs.wood - 2) * 1000));
      if (eff.wood > 0 && s.wood < r.store_res) {
        expect(then.wood).toBe(r.store_res);
        expect(before.wood).toBeLessThan(r.store_res);
      } else {
        expect(secs.wood).toBe(0);
      }
      const food = settleStock(s, t0, r, after(secs.food * 1000)).food;
      if (eff.food > 0 && s.food < r.store_food) expect(food).toBe(r.store_food);
      if (eff.food < 0 && s.food > 0) expect(food).toBe(0);
      for (const k of RES) expect(Number.isInteger(secs[k]) && secs[k] >= 0).toBe(true);
    }));
  });

  it('never lowers a rate when a building gains a level', () => {
    fc.assert(fc.property(village, speed, fc.nat({ max: 19 }), (v, sp, i) => {
      fc.pre(v.buildings.length > 0);
      const j = i % v.buildings.length;
      fc.pre(v.buildings[j].level < 20);
      const up = { ...v, buildings: v.buildings.map((b, n) => (n === j ? { ...b, level: b.level + 1 } : b)) };
      const a = villageRates(v, sp);
      const b = villageRates(up, sp);
      for (const k of ['prod_wood', 'prod_stone', 'prod_iron', 'prod_food', 'impr_wood', 'impr_stone', 'impr_iron', 'impr_food',
        'production', 'impr_production', 'science', 'culture', 'store_res', 'store_food', 'merchants', 'merchant_capacity', 'population'] as const) {
        expect(b[k]).toBeGreaterThanOrEqual(a[k]);
      }
    }));
  });

  it('scales every hourly rate linearly with the speed, and nothing else', () => {
    fc.assert(fc.property(village, (v) => {
      const one = villageRates(v, 1);
      const ten = villageRates(v, 10);
      for (const k of ['prod_wood', 'prod_stone', 'prod_iron', 'prod_food', 'production', 'science', 'culture'] as const) {
        expect(ten[k]).toBeCloseTo(one[k] * 10, 9);
      }
      for (const k of ['impr_wood', 'impr_food', 'population', 'consumption', 'store_res', 'store_food', 'merchants', 'merchant_capacity'] as const) {
        expect(ten[k]).toBe(one[k]);
      }
    }));
  });
});
