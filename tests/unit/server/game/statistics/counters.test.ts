import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanDeltas, EARNED_COUNTERS, killDeathRatio, weeklyDeltas, type CounterDeltas } from '../../../../../server/game/statistics';

const deltas = fc.record(Object.fromEntries(EARNED_COUNTERS.map((c) => [c, fc.double({ min: -1000, max: 1e9, noNaN: true })])), { requiredKeys: [] }) as fc.Arbitrary<CounterDeltas>;

describe('cleanDeltas', () => {
  it('keeps whole positive amounts only; null when nothing is left', () => {
    expect(cleanDeltas({})).toBeNull();
    expect(cleanDeltas({ pvp_att: 0, losses: -5, events: 0.9 })).toBeNull();
    expect(cleanDeltas({ pvp_att: 12.7, pvp_def: -3, resources: 1 })).toEqual({ pvp_att: 12, resources: 1 });
    // Unknown keys (a counter of the map, a typo) never pass.
    expect(cleanDeltas({ population: 5 } as unknown as CounterDeltas)).toBeNull();
  });

  it('every kept amount is a whole number >= 1 and never more than given', () => {
    fc.assert(fc.property(deltas, (d) => {
      const c = cleanDeltas(d);
      if (c === null) {
        for (const k of EARNED_COUNTERS) expect(Math.floor(d[k] ?? 0)).toBeLessThanOrEqual(0);
        return;
      }
      for (const [k, v] of Object.entries(c)) {
        expect(EARNED_COUNTERS).toContain(k);
        expect(Number.isInteger(v) && v >= 1).toBe(true);
        expect(v).toBeLessThanOrEqual(d[k as keyof CounterDeltas]!);
      }
      for (const k of EARNED_COUNTERS) if (Math.floor(d[k] ?? 0) >= 1) expect(c[k]).toBe(Math.floor(d[k]!));
    }));
  });
});

describe('weeklyDeltas', () => {
  it('pvp kills feed their weekly copies, events pve_win, only event rewards pve_res; pve kills, losses and loot none', () => {
    expect(weeklyDeltas({ pvp_att: 5, pvp_def: 6, pve_att: 7, pve_def: 8, losses: 9, events: 1, resources: 500 }, 200))
      .toEqual({ pvp_att: 5, pvp_def: 6, pve_win: 1, pve_res: 200 });
    expect(weeklyDeltas({ resources: 500 })).toEqual({});
    expect(weeklyDeltas({ pve_att: 100, losses: 3 })).toEqual({});
  });
});

describe('killDeathRatio', () => {
  it('all kills over the own losses; null before any loss', () => {
    const none = { pvp_att: 10, pvp_def: 0, pve_att: 0, pve_def: 0, losses: 0 };
    expect(killDeathRatio(none)).toBeNull();
    expect(killDeathRatio({ pvp_att: 10, pvp_def: 20, pve_att: 5, pve_def: 5, losses: 20 })).toBe(2);
  });
});
