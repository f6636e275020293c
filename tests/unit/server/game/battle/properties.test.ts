import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attackStrength, battle, defenceStrength, groupDefence, loot, splitLoot, UNIT_KEYS, type BattleInput,
} from '../../../../../server/game/battle';
import { RESOURCES, type Cost } from '../../../../../server/game/data/resources';
import { unitOf } from '../../../../../server/game/data/units';

const army = fc.dictionary(fc.constantFrom(...UNIT_KEYS), fc.integer({ min: 0, max: 2000 }), { maxKeys: 6 });
const luck = fc.double({ min: -0.1, max: 0.1, noNaN: true });
const input: fc.Arbitrary<BattleInput> = fc.record({
  attackers: army,
  defenders: fc.array(fc.record({ owner: fc.oneof(fc.constant('home' as const), fc.integer({ min: 1, max: 99 })), units: army }), { maxLength: 3 }),
  wallLevel: fc.integer({ min: 0, max: 30 }),
  luck,
});

const count = (a: Record<string, number>, k: string) => a[k] ?? 0;

describe('battle properties', () => {
  it('losses are whole, within [0, army], and losses + survivors = the army', () => {
    fc.assert(fc.property(input, (inp) => {
      const r = battle(inp);
      const check = (orig: Record<string, number>, lost: Record<string, number>, left: Record<string, number>) => {
        for (const k of UNIT_KEYS) {
          const l = count(lost, k);
          expect(Number.isInteger(l)).toBe(true);
          expect(l).toBeGreaterThanOrEqual(0);
          expect(l).toBeLessThanOrEqual(count(orig, k));
          expect(l + count(left, k)).toBe(count(orig, k));
        }
      };
      check(inp.attackers, r.attackerLosses, r.attackerSurvivors);
      inp.defenders.forEach((g, i) => check(g.units, r.defenderLosses[i].units, r.defenderSurvivors[i].units));
    }));
  });

  it('the loser loses everything; the winner never loses more strength than the loser had', () => {
    fc.assert(fc.property(input, (inp) => {
      const r = battle(inp);
      const wall = 1 + r.wallBonus;
      if (r.winner === 'attacker') {
        for (const g of r.defenderSurvivors) for (const n of Object.values(g.units)) expect(n).toBe(0);
        // Lost attack strength (same luck) <= the defence it beat.
        expect(attackStrength(r.attackerLosses, inp.luck)).toBeLessThanOrEqual(r.defenceStrength + 1e-6);
        expect(r.attackStrength > r.defenceStrength || r.defenceStrength === 0).toBe(true);
      } else {
        for (const n of Object.values(r.attackerSurvivors)) expect(n).toBe(0);
        // Lost defence strength (same shares and walls) <= the attack it beat.
        const lost = r.defenderLosses.reduce((s, g) => s + groupDefence(g.units, r.shares), 0) * wall;
        expect(lost).toBeLessThanOrEqual(r.attackStrength + 1e-6);
        expect(r.attackStrength).toBeLessThanOrEqual(r.defenceStrength);
      }
      expect(r.lossRatio).toBeGreaterThanOrEqual(0);
      expect(r.lossRatio).toBeLessThanOrEqual(1);
    }));
  });

  it('is deterministic and agrees with its parts', () => {
    fc.assert(fc.property(input, (inp) => {
      const a = battle(inp);
      expect(battle(structuredClone(inp))).toEqual(a);
      expect(a.attackStrength).toBeCloseTo(attackStrength(inp.attackers, inp.luck), 6);
      expect(a.defenceStrength).toBeCloseTo(defenceStrength(inp.defenders, a.shares, inp.wallLevel), 6);
    }));
  });

  it('more luck or fewer walls never hurt the attacker', () => {
    fc.assert(fc.property(input, luck, fc.integer({ min: 0, max: 20 }), (inp, l2, w2) => {
      const lo = battle({ ...inp, luck: Math.min(inp.luck, l2), wallLevel: Math.max(inp.wallLevel, w2) });
      const hi = battle({ ...inp, luck: Math.max(inp.luck, l2), wallLevel: Math.min(inp.wallLevel, w2) });
      expect(hi.attackStrength).toBeGreaterThanOrEqual(lo.attackStrength);
      expect(hi.defenceStrength).toBeLessThanOrEqual(lo.defenceStrength);
      if (lo.winner === 'attacker') expect(hi.winner).toBe('attacker');
    }));
  });
});

const stock = fc.record({
  wood: fc.double({ min: 0, max: 1e6, noNaN: true }),
  stone: fc.double({ min: 0, max: 1e6, noNaN: true }),
  iron: fc.double({ min: 0, max: 1e6, noNaN: true }),
  food: fc.double({ min: 0, max: 1e6, noNaN: true }),
});

describe('loot properties', () => {
  it('never exceeds the stock or the capacity, takes whole units, and takes all it can', () => {
    fc.assert(fc.property(army, stock, (survivors, s) => {
      const taken = loot(survivors, s);
      const capacity = Object.entries(survivors).reduce((sum, [k, n]) => sum + n * unitOf(k).carry, 0);
      const total = RESOURCES.reduce((sum, r) => sum + taken[r], 0);
      for (const r of RESOURCES) {
        expect(Number.isInteger(taken[r])).toBe(true);
        expect(taken[r]).toBeGreaterThanOrEqual(0);
        expect(taken[r]).toBeLessThanOrEqual(s[r]);
      }
      expect(total).toBe(Math.min(capacity, RESOURCES.reduce((sum, r) => sum + Math.floor(s[r]), 0)));
    }));
  });

  it('splits evenly: a resource gets less than another (by more than 1) only when it is exhausted', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50_000 }), stock, (cap, s) => {
      const taken: Cost = splitLoot(cap, s);
      for (const a of RESOURCES) {
        for (const b of RESOURCES) {
          if (taken[a] < taken[b] - 1) expect(taken[a]).toBe(Math.floor(s[a]));
        }
      }
    }));
  });
});
