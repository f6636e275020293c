import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HOUR_MS, addAccountPoints, advanceAccount, researchDueAt, type AccountState, type ResearchDone,
} from '../../../../../server/game/account';
import { RESEARCH, researchOf } from '../../../../../server/game/data/research';

const T0 = Date.parse('2026-06-01T12:00:00Z');

type Step =
  | { k: 'wait'; ms: number }
  | { k: 'rates'; culture: number; science: number }
  | { k: 'points'; culture: number; science: number }
  | { k: 'start'; id: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ k: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 50 * HOUR_MS }) }),
  fc.record({ k: fc.constant('rates' as const), culture: fc.integer({ min: 0, max: 5000 }), science: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({ k: fc.constant('points' as const), culture: fc.integer({ min: 0, max: 2000 }), science: fc.integer({ min: 0, max: 20000 }) }),
  fc.record({ k: fc.constant('start' as const), id: fc.constantFrom(...RESEARCH.map((r) => r.id)) }),
);

/**
 * Random lives of an account, settled the way the server does (advance to each instant, then apply
 * the change): science stays within [0, science_base] while a research runs, culture never falls,
 * each research completes once, at an instant inside the interval that completed it.
 */
describe('account accrual properties', () => {
  it('science never exceeds science_base while researching; culture is monotone; completions are in time', () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
      let s: AccountState = { culture: 0, science: 0, researching: null, updatedAt: T0 };
      let rates = { culture: 0, science: 0 };
      let now = T0;
      const done: ResearchDone[] = [];
      for (const st of steps) {
        const before = s;
        if (st.k === 'wait') {
          now += st.ms;
          const r = advanceAccount(s, rates, now);
          for (const d of r.done) {
            expect(d.at).toBeGreaterThan(before.updatedAt);
            expect(d.at).toBeLessThanOrEqual(now);
          }
          s = r.state;
          done.push(...r.done);
        } else if (st.k === 'rates') {
          s = advanceAccount(s, rates, now).state;
          rates = { culture: st.culture, science: st.science };
        } else if (st.k === 'points') {
          const r = addAccountPoints(advanceAccount(s, rates, now).state, st, now);
          s = r.state;
          done.push(...r.done);
        } else if (s.researching === null && !done.some((d) => d.researchId === st.id)) {
          s = { ...advanceAccount(s, rates, now).state, researching: st.id, science: 0 };
        }
        expect(s.culture).toBeGreaterThanOrEqual(before.culture);
        expect(s.science).toBeGreaterThanOrEqual(0);
        if (s.researching !== null) expect(s.science).toBeLessThan(researchOf(s.researching).science_base);
        else expect(s.science).toBe(0);
      }
      expect(new Set(done.map((d) => d.researchId)).size).toBe(done.length);
    }), { numRuns: 300 });
  });

  it('settling in two steps equals settling once, and the research completes at researchDueAt', () => {
    fc.assert(fc.property(
      fc.constantFrom(...RESEARCH.map((r) => r.id)), fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 3000 }),
      fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 500 * HOUR_MS }), fc.integer({ min: 0, max: 500 * HOUR_MS }),
      (id, science0, culture, science, a, b) => {
        const base = researchOf(id).science_base;
        const s: AccountState = { culture: 10, science: science0 % base, researching: id, updatedAt: T0 };
        const rates = { culture, science };
        const once = advanceAccount(s, rates, T0 + a + b);
        const mid = advanceAccount(s, rates, T0 + a);
        const twice = advanceAccount(mid.state, rates, T0 + a + b);
        expect(twice.state.culture).toBeCloseTo(once.state.culture, 6);
        expect(twice.state.researching).toBe(once.state.researching);
        expect(twice.state.science).toBeCloseTo(once.state.science, 6);
        const due = researchDueAt(s, rates);
        const doneAt = [...mid.done, ...twice.done][0]?.at;
        expect(once.done[0]?.at).toBe(due !== null && due <= T0 + a + b ? due : undefined);
        // Splitting may only move the completion instant by the millisecond rounding of the split point.
        if (once.done[0]) expect(Math.abs(doneAt! - once.done[0].at)).toBeLessThanOrEqual(1);
      },
    ), { numRuns: 500 });
  });
});
