import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { researchOf } from '../../../../../server/game/data/research';
import {
  RESEARCH_TEXT, addRunPoints, advanceRun, rerateRun, runDueAt, runOf, startRun, type AccountRun,
} from '../../../../../server/game/research';
import { addAccountPoints, advanceAccount, researchDueAt, type AccountState } from '../../../../../server/game/account';

/** The account's research run through the research machine agrees with the account accrual rules. */

const H = 3_600_000;
const T0 = Date.parse('2026-06-01T12:00:00Z');
const smithing = researchOf('smithing');
const idle: AccountState = { culture: 0, science: 0, researching: null, updatedAt: T0 };
const rates = { culture: 30, science: 200 };

function started(r = rates): AccountRun {
  const s = startRun({ state: idle, run: runOf(null, idle, r) }, smithing.id, r, T0);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('research run (server)', () => {
  it('START through the machine: researching with 0 science and the due time of the accrual rules', () => {
    const a = started();
    expect(a.state).toEqual({ culture: 0, science: 0, researching: smithing.id, updatedAt: T0 });
    expect(a.run.value).toBe('researching');
    expect(runDueAt(a.run)).toBe(researchDueAt(a.state, rates));
  });

  it('a second START is refused by the machine with the spec text', () => {
    const r = startRun(started(), researchOf('smithing').id + 1, rates, T0 + H);
    expect(r).toEqual({ ok: false, error: RESEARCH_TEXT.ongoing });
  });

  it('advancing matches advanceAccount: science before the due time, completion at its exact instant after it', () => {
    const a = started();
    const due = runDueAt(a.run)!;
    const mid = advanceRun(a, rates, T0 + H);
    expect(mid.state).toEqual(advanceAccount(a.state, rates, T0 + H).state);
    expect(mid.done).toEqual([]);
    const late = advanceRun(mid, rates, due + 5 * H);
    expect(late.state).toEqual(advanceAccount(mid.state, rates, due + 5 * H).state);
    expect(late.done).toEqual([{ researchId: smithing.id, at: due }]);
    expect(late.run.value).toBe('idle');
    expect(runDueAt(late.run)).toBeNull();
  });

  it('a rate change moves the due time like researchDueAt', () => {
    const a = advanceRun(started(), rates, T0 + H);
    const faster = rerateRun(a, { culture: 30, science: 800 });
    expect(runDueAt(faster.run)).toBe(researchDueAt(a.state, { culture: 30, science: 800 }));
  });

  it('points: science completes the research at the instant it reaches the cost, like addAccountPoints', () => {
    const a = advanceRun(started(), rates, T0 + H);
    const some = addRunPoints(a, rates, { culture: 5, science: 10 }, T0 + H);
    expect(some.state).toEqual(addAccountPoints(a.state, { culture: 5, science: 10 }, T0 + H).state);
    const all = addRunPoints(some, rates, { culture: 0, science: smithing.science_base }, T0 + H);
    expect(all.done).toEqual([{ researchId: smithing.id, at: T0 + H }]);
    expect(all.state).toMatchObject({ researching: null, science: 0, culture: some.state.culture });
  });

  it('columns written without the snapshot win: the run is rebuilt from them', () => {
    const a = started();
    const edited: AccountState = { ...a.state, science: 123 };
    expect(runOf(a.run, edited, rates).context.science).toBe(123);
    expect(runOf(a.run, { ...a.state, researching: null, science: 0 }, rates).value).toBe('idle');
    expect(runOf(a.run, a.state, rates)).toBe(a.run);
  });

  it('any split of the interval gives the state and completion of one advanceAccount', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 40 * H }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 2000 }), (steps, sci) => {
      const r = { culture: 11, science: sci };
      let a = started(r);
      let ref = a.state;
      const done: unknown[] = [];
      const refDone: unknown[] = [];
      let t = T0;
      for (const d of steps) {
        t += d;
        const next = advanceRun(a, r, t);
        const adv = advanceAccount(ref, r, t);
        done.push(...next.done);
        refDone.push(...adv.done);
        a = next;
        ref = adv.state;
        expect(a.state.researching).toBe(ref.researching);
        expect(a.state.science).toBeCloseTo(ref.science, 6);
      }
      expect(done).toEqual(refDone);
    }), { numRuns: 100 });
  });
});
