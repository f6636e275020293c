import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MEDAL_CATEGORIES, MEDAL_TYPES, medalColumn, medalType, medalWinners, WEEKLY_COUNTERS, type WeeklyStanding } from '../../../../../server/game/statistics';
import { STATISTICS } from '../../../../../server/game/data/statistics';

const standing = fc.record({
  subjectId: fc.integer({ min: 1, max: 60 }),
  amount: fc.integer({ min: -5, max: 40 }),
  at: fc.integer({ min: 0, max: 20 }),
});
/** Standings with distinct subjects (one weekly row per kingdom or Empire). */
const standings = fc.uniqueArray(standing, { selector: (s) => s.subjectId, maxLength: 40 });

describe('medalWinners', () => {
  it('the top ten with an amount, most first, ties to the earlier instant then the lower id, ranks 1..n', () => {
    const s: WeeklyStanding[] = [
      { subjectId: 5, amount: 10, at: 300 },
      { subjectId: 3, amount: 10, at: 100 },
      { subjectId: 4, amount: 10, at: 100 },
      { subjectId: 1, amount: 0, at: 0 },
      { subjectId: 2, amount: 50, at: 999 },
    ];
    expect(medalWinners(s).map((w) => [w.subjectId, w.rank])).toEqual([[2, 1], [3, 2], [4, 3], [5, 4]]);
    expect(medalWinners(s, 2).map((w) => w.subjectId)).toEqual([2, 3]);
    expect(medalWinners([])).toEqual([]);
    expect(medalWinners([{ subjectId: 1, amount: 0, at: 0 }])).toEqual([]);
    const many = Array.from({ length: 25 }, (_, i) => ({ subjectId: i + 1, amount: 100 - i, at: 0 }));
    expect(medalWinners(many)).toHaveLength(STATISTICS.medalsPerCategory);
    expect(STATISTICS.medalsPerCategory).toBe(10);
  });

  it('never more than n, ranks 1..k without gaps, only positive amounts, sorted, each subject once, the input untouched', () => {
    fc.assert(fc.property(standings, fc.integer({ min: 0, max: 15 }), (s, n) => {
      const copy = JSON.parse(JSON.stringify(s));
      const w = medalWinners(s, n);
      expect(s).toEqual(copy);
      expect(w.length).toBeLessThanOrEqual(n);
      expect(w.length).toBe(Math.min(n, s.filter((x) => x.amount > 0).length));
      expect(w.map((x) => x.rank)).toEqual(w.map((_, i) => i + 1));
      for (const x of w) expect(x.amount).toBeGreaterThan(0);
      for (let i = 1; i < w.length; i++) {
        const a = w[i - 1];
        const b = w[i];
        expect(a.amount > b.amount || (a.amount === b.amount && (a.at < b.at || (a.at === b.at && a.subjectId < b.subjectId)))).toBe(true);
      }
      expect(new Set(w.map((x) => x.subjectId)).size).toBe(w.length);
      // Nobody left out beats anyone who won.
      const last = w[w.length - 1];
      if (last) {
        for (const o of s.filter((x) => x.amount > 0 && !w.some((y) => y.subjectId === x.subjectId))) {
          expect(o.amount < last.amount || (o.amount === last.amount && (o.at > last.at || (o.at === last.at && o.subjectId > last.subjectId)))).toBe(true);
        }
      }
    }), { numRuns: 500 });
  });

  it('does not depend on the order the standings come in', () => {
    fc.assert(fc.property(standings, fc.integer(), (s, seed) => {
      const shuffled = [...s].sort((a, b) => ((a.subjectId * 7919 + seed) % 101) - ((b.subjectId * 7919 + seed) % 101));
      expect(medalWinners(shuffled)).toEqual(medalWinners(s));
    }));
  });

  it('a larger n keeps the smaller n\'s winners as its prefix', () => {
    fc.assert(fc.property(standings, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (s, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(medalWinners(s, hi).slice(0, lo)).toEqual(medalWinners(s, lo));
    }));
  });
});

describe('medal types and columns', () => {
  it('one type per scope and weekly category', () => {
    expect([...MEDAL_CATEGORIES]).toEqual([...WEEKLY_COUNTERS]);
    const all = (['kingdom', 'empire'] as const).flatMap((s) => MEDAL_CATEGORIES.map((c) => medalType(s, c)));
    expect(all.sort()).toEqual([...MEDAL_TYPES].sort());
  });

  it('ranks 1, 2, 3 have their own sprite column, every other rank the plain one', () => {
    expect([1, 2, 3, 4, 10].map(medalColumn)).toEqual([1, 2, 3, 'other', 'other']);
  });
});
