import { describe, expect, it } from 'vitest';
import { said } from '../../../../support/said';
import fc from 'fast-check';
import { canTrain, starve, UNIT_KEYS } from '../../../../../server/game/battle';
import { unitOf } from '../../../../../server/game/data/units';

const b = (o: Record<string, number>) => Object.entries(o).map(([type, level]) => ({ type, level }));

describe('canTrain', () => {
  it('follows the unlock levels of SPEC.md section 9', () => {
    expect(canTrain('melee1', b({ barracks: 1 }), new Set())).toEqual({ ok: true });
    expect(canTrain('melee3', b({ barracks: 10, armory: 5 }), new Set())).toEqual({ ok: true });
    expect(canTrain('cav4', b({ stables: 10, saddlemaker: 10 }), new Set())).toEqual({ ok: true });
    expect(canTrain('ranged2', b({ archery_range: 5, armory: 1 }), new Set())).toEqual({ ok: true });
    expect(canTrain('special2', b({ military_academy: 1 }), new Set())).toEqual({ ok: true });
    expect(canTrain('special1', b({ town_hall: 5 }), new Set())).toEqual({ ok: true });
  });

  it("refuses with 'Requirements not met' and every missing piece", () => {
    expect(canTrain('melee3', b({ barracks: 10, armory: 4 }), new Set(['smithing']))).toEqual({
      ok: false, error: said('Requirements not met'), missing: [{ kind: 'building', building: 'armory', level: 5, have: 4 }],
    });
    // No stables, no saddlemaker and neither technology: the whole path is listed.
    expect(canTrain('cav4', b({ barracks: 20 }), new Set())).toEqual({
      ok: false, error: said('Requirements not met'), missing: [
        { kind: 'building', building: 'stables', level: 10, have: 0 },
        { kind: 'building', building: 'saddlemaker', level: 10, have: 0 },
        { kind: 'research', research: 'riding_training' },
        { kind: 'research', research: 'stirrups' },
      ],
    });
    expect(canTrain('melee2', b({ barracks: 4 }), new Set())).toMatchObject({ ok: false, missing: [{ building: 'barracks', level: 5, have: 4 }] });
    expect(canTrain('tank', b({}), new Set())).toEqual({ ok: false, error: said('There is no unit of that type'), missing: [] });
  });
});

describe('starve', () => {
  it('removes the hungriest units first until net food >= 0', () => {
    // -25 food/h: Nobles (10) go first: ceil(25 / 10) = 3 of them -> +30, net 5; the Militia stay.
    expect(starve({ melee1: 100, special2: 5 }, -25)).toEqual({ removed: { special2: 3 }, remaining: { melee1: 100, special2: 2 }, netFood: 5 });
    // -30: the Noble (10) -> -20, then ceil(20 / 5) = 4 Cataphracts (5 each) -> 0; the Militia stay.
    expect(starve({ special2: 1, cav5: 4, melee1: 10 }, -30)).toEqual({ removed: { special2: 1, cav5: 4 }, remaining: { melee1: 10 }, netFood: 0 });
  });

  it('breaks ties in unit-table order and stops when no unit is left', () => {
    // Militia and Spearmen both eat 1: Militia (melee1) go first.
    expect(starve({ melee2: 5, melee1: 3 }, -4)).toEqual({ removed: { melee1: 3, melee2: 1 }, remaining: { melee2: 4 }, netFood: 0 });
    expect(starve({ melee1: 3 }, -10)).toEqual({ removed: { melee1: 3 }, remaining: {}, netFood: -7 });
    expect(starve({ melee1: 3 }, 4)).toEqual({ removed: {}, remaining: { melee1: 3 }, netFood: 4 });
  });

  it('removes no unit it need not (property)', () => {
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...UNIT_KEYS), fc.integer({ min: 0, max: 500 })), fc.integer({ min: -5000, max: 100 }), (units, net) => {
      const r = starve(units, net);
      const eaten = (a: Record<string, number>) => Object.entries(a).reduce((s, [k, n]) => s + n * unitOf(k).consumption, 0);
      expect(r.netFood).toBe(net + eaten(r.removed));
      if (r.netFood < 0) expect(eaten(r.remaining)).toBe(0);
      // Without the last unit removed, net food would still be negative.
      const last = Object.keys(r.removed).pop();
      if (last) expect(r.netFood - unitOf(last).consumption).toBeLessThan(0);
      for (const k of UNIT_KEYS) expect((r.removed[k] ?? 0) + (r.remaining[k] ?? 0)).toBe(units[k] ?? 0);
    }));
  });
});
