import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { battleEarnings, resourcesIn, splitByShare } from '../../../../../server/game/statistics/battle';
import { killValue } from '../../../../../server/game/events';

describe('splitByShare (largest remainder)', () => {
  it('splits by weight, the leftover units to the largest remainders, ties to the earlier share', () => {
    expect(splitByShare(10, [1, 1])).toEqual([5, 5]);
    expect(splitByShare(10, [1, 2])).toEqual([3, 7]);
    expect(splitByShare(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByShare(7, [2, 3, 5])).toEqual([1, 2, 4]);
    expect(splitByShare(100, [1, 0, 3])).toEqual([25, 0, 75]);
  });

  it('no shares -> []; no positive weight -> alike; a negative or broken total -> 0', () => {
    expect(splitByShare(5, [])).toEqual([]);
    expect(splitByShare(5, [0, 0])).toEqual([3, 2]);
    expect(splitByShare(5, [-1, 0, Number.NaN])).toEqual([2, 2, 1]);
    expect(splitByShare(-4, [1, 2])).toEqual([0, 0]);
    expect(splitByShare(Number.NaN, [1])).toEqual([0]);
    expect(splitByShare(9.9, [1])).toEqual([9]);
  });

  it('property: whole parts, none negative, summing to the (whole) total, a weight of 0 gets 0 beside a positive one', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.array(fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0, max: 1e9, noNaN: true })), { minLength: 1, maxLength: 30 }),
      (total, weights) => {
        const parts = splitByShare(total, weights);
        expect(parts).toHaveLength(weights.length);
        for (const p of parts) {
          expect(Number.isInteger(p)).toBe(true);
          expect(p).toBeGreaterThanOrEqual(0);
        }
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        if (weights.some((w) => w > 0)) weights.forEach((w, i) => { if (w === 0) expect(parts[i]).toBe(0); });
      },
    ), { numRuns: 500 });
  });

  it('property: each part is within one of its exact share', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 20 }),
      (total, weights) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        splitByShare(total, weights).forEach((p, i) => expect(Math.abs(p - (total * weights[i]) / sum)).toBeLessThan(1));
      },
    ));
  });
});

describe('battleEarnings', () => {
  const spear = (n: number) => ({ melee2: n });

  it('a PvP battle: attacker pvp_att and losses and loot; defenders pvp_def split by their units\' value, and their own losses', () => {
    const out = battleEarnings({
      attacker: { userId: 1, lost: { cav1: 10 } },
      defenders: [
        { userId: 2, units: spear(30), lost: spear(30) },
        { userId: 3, units: spear(10), lost: spear(10) },
      ],
      loot: 250,
    });
    const killed = killValue({ cav1: 10 });
    expect(out).toEqual([
      { userId: 1, counters: { pvp_att: killValue(spear(40)), losses: killed, resources: 250 } },
      { userId: 2, counters: { pvp_def: 173, losses: killValue(spear(30)) } },
      { userId: 3, counters: { pvp_def: 57, losses: killValue(spear(10)) } },
    ]);
    // 230 by 405 : 135, the tied half unit to the earlier kingdom.
    expect(killed).toBe(230);
  });

  it('groups of one kingdom add up; natives earn nothing, their kills are pve for the attacker, their share of the defence is nobody\'s', () => {
    const out = battleEarnings({
      attacker: { userId: 1, lost: spear(4) },
      defenders: [
        { userId: null, units: spear(10), lost: spear(10) },
        { userId: 2, units: spear(5), lost: spear(2) },
        { userId: 2, units: spear(5), lost: spear(3) },
      ],
    });
    expect(out).toEqual([
      { userId: 1, counters: { pvp_att: killValue(spear(5)), pve_att: killValue(spear(10)), losses: killValue(spear(4)) } },
      { userId: 2, counters: { pvp_def: killValue(spear(4)) / 2, losses: killValue(spear(5)) } },
    ]);
  });

  it('natives attacking (a defend event): pve_def split by the given weights; an attack on an event: pve_att', () => {
    const def = battleEarnings({
      attacker: { userId: null, lost: { melee3: 20 } },
      defenders: [{ userId: 5, units: spear(1), lost: {}, weight: 3 }, { userId: 6, units: spear(100), lost: spear(1), weight: 1 }],
    });
    const total = killValue({ melee3: 20 });
    expect(def).toEqual([{ userId: 5, counters: { pve_def: 270 } }, { userId: 6, counters: { pve_def: total - 270, losses: killValue(spear(1)) } }]);
    const ev = battleEarnings({ attacker: { userId: 7, lost: {} }, defenders: [{ userId: null, units: spear(9), lost: spear(9) }] });
    expect(ev).toEqual([{ userId: 7, counters: { pve_att: killValue(spear(9)) } }]);
  });

  it('nothing died: nothing earned', () => {
    expect(battleEarnings({ attacker: { userId: 1, lost: {} }, defenders: [{ userId: 2, units: spear(3), lost: {} }] })).toEqual([]);
  });

  it('property: the defenders\' parts sum to the value of the attackers killed, the attacker\'s kills to the defenders\' losses', () => {
    const army = fc.dictionary(fc.constantFrom('melee1', 'melee2', 'cav1', 'ranged1', 'cav4'), fc.integer({ min: 0, max: 500 }));
    fc.assert(fc.property(
      army, fc.array(fc.record({ userId: fc.option(fc.integer({ min: 2, max: 6 })), units: army, keep: fc.double({ min: 0, max: 1, noNaN: true }) }), { minLength: 1, maxLength: 6 }),
      (lost, groups) => {
        const defenders = groups.map((g) => ({ userId: g.userId, units: g.units, lost: Object.fromEntries(Object.entries(g.units).map(([k, n]) => [k, Math.floor(n * g.keep)])) }));
        const out = battleEarnings({ attacker: { userId: 1, lost }, defenders });
        const me = out.find((e) => e.userId === 1)?.counters ?? {};
        const def = out.filter((e) => e.userId !== 1).reduce((a, e) => a + (e.counters.pvp_def ?? 0), 0);
        const natives = groups.some((g) => g.userId === null);
        const killed = killValue(lost);
        if (!natives) expect(def).toBe(killed);
        else expect(def).toBeLessThanOrEqual(killed);
        for (const e of out) for (const v of Object.values(e.counters)) expect(v).toBeGreaterThan(0);
        expect(me.losses ?? 0).toBe(killed);
      },
    ));
  });

  it('resourcesIn: wood, stone, iron and food, no aether', () => {
    expect(resourcesIn({ wood: 1, stone: 2, iron: 3, food: 4 })).toBe(10);
    expect(resourcesIn({ wood: 5, ...({ aether: 9 } as object) })).toBe(5);
  });
});
