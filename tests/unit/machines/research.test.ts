import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  RESEARCH_ONGOING, createResearch, persistResearch, researchDue, researchMachine, researchSecondsLeft, restoreResearch,
  scienceAt, stepResearch, type PersistedResearch, type ResearchEvent,
} from '../../../machines/research';
import { researchRunAt, researchRunOf } from '../../../client/routes/research/researchState';

/** Event scripts against the research machine: each asserts the state, the context and the outputs it ends with. */

const H = 3_600_000;
const T0 = Date.parse('2026-06-01T12:00:00Z');

function run(rate: number, events: ResearchEvent[]): { p: PersistedResearch; refused: string[]; outputs: unknown[] } {
  let p = persistResearch(createResearch({ rate, now: T0 }));
  const refused: string[] = [];
  const outputs: unknown[] = [];
  for (const e of events) {
    const step = stepResearch(p, e);
    p = step.next;
    if (step.refused) refused.push(step.refused);
    if (step.output) outputs.push(step.output);
  }
  return { p, refused, outputs };
}

describe('research machine', () => {
  it('starts idle with the account rate and nothing running', () => {
    const [s] = initialTransition(researchMachine, { rate: 50, now: T0 });
    expect(s.value).toBe('idle');
    expect(s.context).toEqual({ researchId: null, science: 0, scienceBase: 0, rate: 50, updatedAt: T0, dueAt: null });
  });

  it('START runs the technology with 0 science, due at scienceBase / rate', () => {
    const { p, refused } = run(100, [{ type: 'START', researchId: 3, scienceBase: 250, now: T0 + 1000 }]);
    expect(p.value).toBe('researching');
    expect(p.context).toEqual({ researchId: 3, science: 0, scienceBase: 250, rate: 100, updatedAt: T0 + 1000, dueAt: T0 + 1000 + 2.5 * H });
    expect(refused).toEqual([]);
  });

  it('a second START while researching is refused by the guard and changes nothing', () => {
    const first = run(100, [{ type: 'START', researchId: 3, scienceBase: 250, now: T0 }]).p;
    const step = stepResearch(first, { type: 'START', researchId: 4, scienceBase: 10, now: T0 + H });
    expect(step.refused).toBe(RESEARCH_ONGOING);
    expect(step.refused).toBe('Another research is ongoing');
    expect(step.next).toEqual(first);
    expect(step.output).toBeNull();
  });

  it('a START without a cost is ignored in idle (no technology costs nothing)', () => {
    const { p, refused } = run(100, [{ type: 'START', researchId: 3, scienceBase: 0, now: T0 }]);
    expect(p.value).toBe('idle');
    expect(refused).toEqual([]);
  });

  it('RATE_CHANGED takes the science at that instant and moves the due time', () => {
    // 1000 science at 100/h; after 2 h (200 science) the rate becomes 400/h: 800 left = 2 h more.
    const { p } = run(100, [
      { type: 'START', researchId: 1, scienceBase: 1000, now: T0 },
      { type: 'RATE_CHANGED', ratePerHour: 400, science: 200, now: T0 + 2 * H },
    ]);
    expect(p.value).toBe('researching');
    expect(p.context).toMatchObject({ science: 200, rate: 400, updatedAt: T0 + 2 * H, dueAt: T0 + 4 * H });
    // A rate of 0: it cannot finish; a later rate change gives it a due time again.
    const stalled = stepResearch(p, { type: 'RATE_CHANGED', ratePerHour: 0, science: 600, now: T0 + 3 * H }).next;
    expect(stalled.context.dueAt).toBeNull();
    expect(researchSecondsLeft(stalled, T0 + 3 * H)).toBeNull();
    const again = stepResearch(stalled, { type: 'RATE_CHANGED', ratePerHour: 100, science: 600, now: T0 + 5 * H }).next;
    expect(again.context.dueAt).toBe(T0 + 9 * H);
  });

  it('RATE_CHANGED with science at the cost (points added) makes it due at that instant', () => {
    const { p, outputs } = run(0, [
      { type: 'START', researchId: 2, scienceBase: 500, now: T0 },
      { type: 'RATE_CHANGED', ratePerHour: 0, science: 520, now: T0 + H },
      { type: 'TICK', now: T0 + H },
    ]);
    expect(p.value).toBe('completed');
    expect(outputs).toEqual([{ researchId: 2, completedAt: T0 + H }]);
  });

  it('RATE_CHANGED while idle records the rate for the next START', () => {
    const { p } = run(10, [
      { type: 'RATE_CHANGED', ratePerHour: 200, science: 0, now: T0 + H },
      { type: 'START', researchId: 5, scienceBase: 100, now: T0 + H },
    ]);
    expect(p.context).toMatchObject({ rate: 200, dueAt: T0 + H + H / 2 });
  });

  it('TICK before the due time changes nothing; at the due time it completes with its output', () => {
    const started = run(100, [{ type: 'START', researchId: 7, scienceBase: 100, now: T0 }]).p;
    const early = stepResearch(started, { type: 'TICK', now: T0 + H - 1 });
    expect(early.next).toEqual(started);
    expect(early.output).toBeNull();
    expect(researchSecondsLeft(started, T0 + H - 1)).toBe(1);
    const due = stepResearch(started, { type: 'TICK', now: new Date(T0 + H) });
    expect(due.next.value).toBe('completed');
    expect(due.next.context).toMatchObject({ science: 100, updatedAt: T0 + H });
    expect(due.output).toEqual({ researchId: 7, completedAt: T0 + H });
    expect(researchSecondsLeft(due.next, T0)).toBe(0);
  });

  it('a TICK long after the due time completes it at the due time, and the final state has the output', () => {
    const started = run(100, [{ type: 'START', researchId: 7, scienceBase: 100, now: T0 }]).p;
    const [s] = transition(researchMachine, restoreResearch(started), { type: 'TICK', now: T0 + 10 * H });
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ researchId: 7, completedAt: T0 + H });
    // A completed run is final: nothing moves it any more.
    const after = stepResearch(persistResearch(s), { type: 'START', researchId: 8, scienceBase: 50, now: T0 + 11 * H });
    expect(after.next.value).toBe('completed');
    expect(after.next.context.researchId).toBe(7);
  });

  it('rehydrates from a persisted (JSON) snapshot and continues the same way', () => {
    const live = run(100, [
      { type: 'START', researchId: 1, scienceBase: 1000, now: T0 },
      { type: 'RATE_CHANGED', ratePerHour: 300, science: 100, now: T0 + H },
    ]).p;
    const stored = JSON.parse(JSON.stringify(live)) as PersistedResearch;
    const s = restoreResearch(stored);
    expect(s.value).toBe('researching');
    expect(s.context).toEqual(live.context);
    expect(stepResearch(stored, { type: 'TICK', now: T0 + 3 * H }).next.value).toBe('researching');
    expect(stepResearch(stored, { type: 'TICK', now: T0 + 4 * H }).output).toEqual({ researchId: 1, completedAt: T0 + 4 * H });
    expect(stepResearch(stored, { type: 'START', researchId: 2, scienceBase: 5, now: T0 + 2 * H }).refused).toBe(RESEARCH_ONGOING);
  });

  it('events older than the run count at its last instant (it never moves backwards)', () => {
    const p = run(100, [
      { type: 'START', researchId: 1, scienceBase: 100, now: T0 + H },
      { type: 'RATE_CHANGED', ratePerHour: 50, science: 0, now: T0 },
    ]).p;
    expect(p.context).toMatchObject({ updatedAt: T0 + H, dueAt: T0 + 3 * H });
  });

  it('scienceAt and researchDue agree: science reaches the cost at the due instant', () => {
    const p = run(7, [{ type: 'START', researchId: 1, scienceBase: 100, now: T0 }]).p;
    expect(p.context.dueAt).toBe(researchDue(T0, 0, 100, 7));
    expect(scienceAt(p.context, T0 + H)).toBeCloseTo(7, 9);
    expect(scienceAt(p.context, p.context.dueAt!)).toBe(100);
    expect(scienceAt(p.context, T0 - H)).toBe(0);
    expect(scienceAt(p.context, p.context.dueAt! - 1)).toBeLessThan(100);
  });
});

describe('the research page seeds the machine from GET research', () => {
  const computed = new Date(T0).toISOString();
  const researching = { id: 4, key: 'smithing', name: 'Smithing', science: 400, science_base: 1000, percent: 40, due_at: null };

  it('nothing running: no run', () => {
    expect(researchRunOf({ researching: null, science_per_hour: 10, computed_at: computed })).toBeNull();
  });

  it('the run moves the bar, gives the due time and completes at zero', () => {
    const seeded = researchRunOf({ researching, science_per_hour: 300, computed_at: computed })!;
    expect(seeded.value).toBe('researching');
    expect(seeded.context).toMatchObject({ researchId: 4, science: 400, scienceBase: 1000, rate: 300, dueAt: T0 + 2 * H });
    expect(researchRunAt(seeded, T0 + H)).toEqual({ science: 700, dueAt: T0 + 2 * H, completed: false });
    expect(researchRunAt(seeded, T0 + 2 * H)).toEqual({ science: 1000, dueAt: T0 + 2 * H, completed: true });
  });

  it('without science production it never completes on the client', () => {
    const seeded = researchRunOf({ researching, science_per_hour: 0, computed_at: computed })!;
    expect(researchRunAt(seeded, T0 + 100 * H)).toEqual({ science: 400, dueAt: null, completed: false });
  });
});
