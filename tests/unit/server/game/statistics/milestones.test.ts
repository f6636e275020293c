import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MILESTONE_TYPES, milestonesReached, type MilestoneType } from '../../../../../server/game/statistics';
import { MILESTONES } from '../../../../../server/game/data/statistics';

const counters = fc.record(Object.fromEntries(MILESTONE_TYPES.map((t) => [t, fc.integer({ min: 0, max: 200_000_000 })])) as Record<MilestoneType, fc.Arbitrary<number>>);

describe('milestones data', () => {
  it('every milestone has rising thresholds with a positive whole prestige each', () => {
    for (const t of MILESTONE_TYPES) {
      const m = MILESTONES[t];
      expect(m.thresholds.length, t).toBe(m.prestige.length);
      for (let i = 0; i < m.thresholds.length; i++) {
        expect(m.thresholds[i]).toBeGreaterThan(i === 0 ? 0 : m.thresholds[i - 1]);
        expect(Number.isInteger(m.prestige[i]) && m.prestige[i] >= 1).toBe(true);
      }
    }
  });
});

describe('milestonesReached', () => {
  it('every threshold at or below the counter, with its prestige and a key naming type, threshold and Empire', () => {
    expect(milestonesReached(4, {})).toEqual([]);
    expect(milestonesReached(4, { events: 4 })).toEqual([]);
    expect(milestonesReached(4, { events: 5 })).toEqual([{ type: 'events', threshold: 5, prestige: 1, key: 'milestone:events:5:empire:4' }]);
    expect(milestonesReached(4, { land: 100, medals: 1 }).map((m) => m.key)).toEqual([
      'milestone:medals:1:empire:4', 'milestone:land:25:empire:4', 'milestone:land:100:empire:4',
    ]);
    expect(milestonesReached(9, { land: 100 }).map((m) => m.prestige)).toEqual([1, 2]);
  });

  it('is monotone in the counters: more of any counter reaches a superset of milestones', () => {
    fc.assert(fc.property(counters, counters, fc.integer({ min: 1, max: 1000 }), (a, extra, id) => {
      const b = Object.fromEntries(MILESTONE_TYPES.map((t) => [t, a[t] + extra[t]])) as Record<MilestoneType, number>;
      const ka = new Set(milestonesReached(id, a).map((m) => m.key));
      const kb = new Set(milestonesReached(id, b).map((m) => m.key));
      for (const k of ka) expect(kb.has(k)).toBe(true);
    }), { numRuns: 300 });
  });

  it('keys are unique, one per reached threshold, and differ between Empires', () => {
    fc.assert(fc.property(counters, (c) => {
      const r = milestonesReached(1, c);
      expect(new Set(r.map((m) => m.key)).size).toBe(r.length);
      for (const m of r) {
        expect(c[m.type]).toBeGreaterThanOrEqual(m.threshold);
        expect(MILESTONES[m.type].prestige[(MILESTONES[m.type].thresholds as readonly number[]).indexOf(m.threshold)]).toBe(m.prestige);
      }
      const expected = MILESTONE_TYPES.reduce((n, t) => n + MILESTONES[t].thresholds.filter((x) => c[t] >= x).length, 0);
      expect(r).toHaveLength(expected);
      const other = new Set(milestonesReached(2, c).map((m) => m.key));
      for (const m of r) expect(other.has(m.key)).toBe(false);
    }));
  });
});
