import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  levelsForPoints, loyaltyAt, nobleAttack, rollLoyaltyDrop, siegeDamage, siegeDamageRange, siegeSlots, siegeTargetsError,
  type NobleInput,
} from '../../../../../server/game/battle';
import { findBuilding } from '../../../../../server/game/data/buildings';
import { mulberry32 } from '../../../../../server/game/world/rng';

const H = 3600_000;
const isBuilding = (k: string) => !!findBuilding(k);
/** An rng that returns the given values in turn. */
const seq = (...xs: number[]) => { let i = 0; return () => xs[i++ % xs.length]; };

describe('siege', () => {
  it('opens a slot at Siege Workshop levels 1, 5, 10, 15 and 20', () => {
    expect([0, 1, 4, 5, 9, 10, 14, 15, 19, 20, 25].map(siegeSlots)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('rolls 0-10 damage points, plus 1 per 2 Siege Academy levels (5-15 at level 10)', () => {
    expect(siegeDamageRange(0)).toEqual({ min: 0, max: 10 });
    expect(siegeDamageRange(3)).toEqual({ min: 1, max: 11 });
    expect(siegeDamageRange(10)).toEqual({ min: 5, max: 15 });
    // Levels per hit: floor(points / 2), at most 5.
    expect([0, 1, 2, 9, 10, 11, 15, 20].map(levelsForPoints)).toEqual([0, 0, 1, 4, 5, 5, 5, 5]);
  });

  it('damages each target 0-5 levels and rolls once against the walls', () => {
    // Academy 0: rng 0 -> 0 points; rng 0.99 -> floor(0.99 x 11) = 10 points = 5 levels; 0.5 -> 5 points = 2 levels.
    const r = siegeDamage({
      slots: 3, targets: [{ building: 'barracks', level: 8 }, { building: 'farm', level: 3 }], wallLevel: 12, siegeAcademyLevel: 0, rng: seq(0, 0.99, 0.5),
    });
    expect(r.targets).toEqual([
      { building: 'barracks', points: 0, from: 8, to: 8 },
      { building: 'farm', points: 10, from: 3, to: 0 },
    ]);
    expect(r.walls).toEqual({ building: 'walls', points: 5, from: 12, to: 10 });
  });

  it('at Siege Academy 10 every hit removes 2 to 5 levels', () => {
    const low = siegeDamage({ slots: 1, targets: [{ building: 'stables', level: 10 }], wallLevel: 20, siegeAcademyLevel: 10, rng: () => 0 });
    expect(low.targets[0]).toEqual({ building: 'stables', points: 5, from: 10, to: 8 });
    expect(low.walls).toEqual({ building: 'walls', points: 5, from: 20, to: 18 });
    const high = siegeDamage({ slots: 1, targets: [{ building: 'stables', level: 10 }], wallLevel: 0, siegeAcademyLevel: 10, rng: () => 1 });
    expect(high.targets[0]).toEqual({ building: 'stables', points: 15, from: 10, to: 5 });
    expect(high.walls).toEqual({ building: 'walls', points: 15, from: 0, to: 0 });
  });

  it('does nothing without slots and refuses more targets than slots', () => {
    expect(siegeDamage({ slots: 0, targets: [], wallLevel: 5, siegeAcademyLevel: 0, rng: () => 0.5 })).toEqual({ targets: [], walls: null });
    expect(() => siegeDamage({ slots: 1, targets: [{ building: 'farm', level: 1 }, { building: 'quarry', level: 1 }], wallLevel: 0, siegeAcademyLevel: 0, rng: () => 0 }))
      .toThrow(RangeError);
  });

  it('checks the targets chosen when sending', () => {
    expect(siegeTargetsError([], 0, isBuilding)).toBeNull();
    expect(siegeTargetsError(['farm'], 0, isBuilding)?.message).toBe('Siege targets need a Siege Workshop');
    expect(siegeTargetsError(['farm', 'quarry'], 1, isBuilding)?.message).toBe('The Siege Workshop opens only 1 target slot');
    expect(siegeTargetsError(['farm', 'farm'], 2, isBuilding)?.message).toMatch(/only once/);
    expect(siegeTargetsError(['walls'], 2, isBuilding)?.message).toMatch(/walls/);
    expect(siegeTargetsError(['castle'], 2, isBuilding)?.message).toBe('There is no building of type castle');
    expect(siegeTargetsError(['farm', 'town_hall'], 2, isBuilding)).toBeNull();
  });

  it('keeps every hit within 0-5 levels and the levels within [0, from] (property)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 20 }), fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 5 }),
      fc.integer({ min: 0, max: 20 }), fc.integer(),
      (workshop, academy, levels, wall, seed) => {
        const slots = siegeSlots(workshop);
        const targets = levels.slice(0, slots).map((level, i) => ({ building: `b${i}`, level }));
        const r = siegeDamage({ slots, targets, wallLevel: wall, siegeAcademyLevel: academy, rng: mulberry32(seed) });
        const again = siegeDamage({ slots, targets, wallLevel: wall, siegeAcademyLevel: academy, rng: mulberry32(seed) });
        expect(again).toEqual(r);
        const range = siegeDamageRange(academy);
        for (const h of [...r.targets, ...(r.walls ? [r.walls] : [])]) {
          expect(h.points).toBeGreaterThanOrEqual(range.min);
          expect(h.points).toBeLessThanOrEqual(range.max);
          expect(h.to).toBeGreaterThanOrEqual(0);
          expect(h.to).toBeLessThanOrEqual(h.from);
          expect(h.from - h.to).toBeLessThanOrEqual(5);
          expect(h.from - h.to).toBe(Math.min(h.from, levelsForPoints(h.points)));
        }
        expect(r.walls === null).toBe(slots === 0);
      },
    ));
  });
});

describe('loyalty', () => {
  it('regenerates 1 per hour x world speed, up to 100', () => {
    expect(loyaltyAt(40, 0, 5 * H, 1)).toBe(45);
    expect(loyaltyAt(40, 0, 5 * H, 3)).toBe(55);
    expect(loyaltyAt(40, new Date(0), new Date(H / 2), 1)).toBe(40.5);
    expect(loyaltyAt(99, 0, 10 * H, 1)).toBe(100);
    expect(loyaltyAt(40, 5 * H, 0, 1)).toBe(40);
  });

  it('stays in [0, 100] and never falls with time (property)', () => {
    fc.assert(fc.property(fc.double({ min: -10, max: 150, noNaN: true }), fc.nat(1e9), fc.nat(1e9), fc.double({ min: 0.1, max: 10, noNaN: true }), (l, a, b, speed) => {
      const [t1, t2] = a <= b ? [a, b] : [b, a];
      const v1 = loyaltyAt(l, 0, t1, speed);
      const v2 = loyaltyAt(l, 0, t2, speed);
      expect(v1).toBeGreaterThanOrEqual(0);
      expect(v2).toBeLessThanOrEqual(100);
      expect(v2).toBeGreaterThanOrEqual(v1);
    }));
  });

  it('a Noble drop is a whole number from 20 to 35', () => {
    expect(rollLoyaltyDrop(() => 0)).toBe(20);
    expect(rollLoyaltyDrop(() => 0.999999)).toBe(35);
    expect(rollLoyaltyDrop(() => 1)).toBe(35);
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (x) => {
      const d = rollLoyaltyDrop(() => x);
      expect(Number.isInteger(d) && d >= 20 && d <= 35).toBe(true);
    }));
  });

  const base: NobleInput = { loyalty: 100, attackWon: true, nobles: 1, cultureAllows: true, choice: 'conquer', rng: () => 0.5 };

  it('lowers loyalty only after a won attack with a surviving Noble and enough culture', () => {
    // rng 0.5 -> 20 + floor(0.5 x 16) = 28.
    expect(nobleAttack(base)).toEqual({ from: 100, to: 72, drop: 28, result: 'lowered', next: 72 });
    expect(nobleAttack({ ...base, attackWon: false })).toMatchObject({ to: 100, drop: 0, result: 'unchanged', reason: 'lost' });
    expect(nobleAttack({ ...base, nobles: 0 })).toMatchObject({ to: 100, result: 'unchanged', reason: 'no_nobles' });
    expect(nobleAttack({ ...base, cultureAllows: false })).toMatchObject({ to: 100, result: 'unchanged', reason: 'culture' });
  });

  it('at 0 the village is conquered (loyalty restarts at 100) or destroyed, as chosen', () => {
    expect(nobleAttack({ ...base, loyalty: 25.5 })).toEqual({ from: 25.5, to: 0, drop: 28, result: 'conquered', next: 100 });
    expect(nobleAttack({ ...base, loyalty: 28, choice: 'destroy' })).toEqual({ from: 28, to: 0, drop: 28, result: 'destroyed', next: 0 });
  });
});
