import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { transition } from 'xstate';
import { flatStepper } from '../../../machines/flatStep';
import {
  createQueueItem, persistQueueItem, queueItemMachine, restoreQueueItem, stepQueueItem,
  type PersistedQueueItem, type QueueItemEvent, type QueueItemKind,
} from '../../../machines/queueItem';
import {
  createResearch, persistResearch, researchMachine, restoreResearch, stepResearch,
  type PersistedResearch, type ResearchEvent, type ResearchOutput, type ResearchRefused,
} from '../../../machines/research';

/**
 * The fast step (machines/flatStep.ts) against xstate itself: from random starting items and runs,
 * random event sequences (instants going back and forth, Dates and numbers, zero and negative rates,
 * events in final states) must give exactly what `transition` gives, event after event.
 */

const T0 = Date.parse('2026-06-01T12:00:00Z');
const instant = fc.oneof(
  fc.integer({ min: T0 - 3_600_000, max: T0 + 40 * 3_600_000 }),
  fc.integer({ min: T0 - 3_600_000, max: T0 + 40 * 3_600_000 }).map((t) => new Date(t)),
);
const rate = fc.oneof(fc.constant(0), fc.constant(-5), fc.double({ min: 0.01, max: 5000, noNaN: true }));

const queueEvent: fc.Arbitrary<QueueItemEvent> = fc.oneof(
  fc.record({ type: fc.constant('START' as const), at: instant, production: rate }),
  fc.record({ type: fc.constant('PRODUCTION_CHANGED' as const), at: instant, production: rate }),
  fc.record({ type: fc.constant('TICK' as const), now: instant }),
  fc.record({ type: fc.constant('CANCEL' as const), at: instant }),
);

const researchEvent: fc.Arbitrary<ResearchEvent> = fc.oneof(
  fc.record({ type: fc.constant('START' as const), researchId: fc.integer({ min: 1, max: 40 }), scienceBase: fc.oneof(fc.constant(0), fc.double({ min: 0.5, max: 9000, noNaN: true })), now: instant }),
  fc.record({ type: fc.constant('RATE_CHANGED' as const), ratePerHour: rate, science: fc.double({ min: -10, max: 9000, noNaN: true }), now: instant }),
  fc.record({ type: fc.constant('TICK' as const), now: instant }),
);

function xstateQueueStep(p: PersistedQueueItem, e: QueueItemEvent): PersistedQueueItem {
  return persistQueueItem(transition(queueItemMachine, restoreQueueItem(p), e)[0]);
}

function xstateResearchStep(p: PersistedResearch, e: ResearchEvent): { next: PersistedResearch; refused: string | null; output: ResearchOutput | null } {
  const [next, actions] = transition(researchMachine, restoreResearch(p), e);
  const emit = (actions as ReadonlyArray<{ type: string; params?: { event?: ResearchRefused } }>).find((a) => a.type === 'xstate.emit');
  const completed = p.value !== 'completed' && next.value === 'completed';
  return { next: persistResearch(next), refused: emit?.params?.event?.error ?? null, output: completed ? (next.output as ResearchOutput) : null };
}

describe('flatStep: the machines step exactly as xstate steps them', () => {
  it('queue items', () => {
    const kind = fc.constantFrom<QueueItemKind>('building', 'unit', 'science', 'culture');
    fc.assert(fc.property(kind, fc.double({ min: 0, max: 5000, noNaN: true }), fc.integer({ min: 0, max: 3 }), fc.array(queueEvent, { maxLength: 12 }), (k, work, builders, events) => {
      let fast = persistQueueItem(createQueueItem({ kind: k, work, builders }));
      let slow = fast;
      for (const e of events) {
        fast = stepQueueItem(fast, e);
        slow = xstateQueueStep(slow, e);
        expect(fast).toEqual(slow);
      }
    }), { numRuns: 500 });
  });

  it('research runs, with their refusals and outputs', () => {
    fc.assert(fc.property(rate, instant, fc.array(researchEvent, { maxLength: 12 }), (r, now, events) => {
      let fast = persistResearch(createResearch({ rate: r, now }));
      let slow = fast;
      for (const e of events) {
        const f = stepResearch(fast, e);
        const s = xstateResearchStep(slow, e);
        expect(f).toEqual(s);
        fast = f.next;
        slow = s.next;
      }
    }), { numRuns: 500 });
  });

  it('refuses machine features it does not implement', () => {
    const impl = { guards: {}, assigns: {} };
    expect(() => flatStepper({ initial: 'a', states: { a: { entry: 'x' } } }, impl)).toThrow(/entry/);
    expect(() => flatStepper({ initial: 'a', states: { a: { initial: 'b', states: { b: {} } } } }, impl)).toThrow(/not supported/);
    expect(() => flatStepper({ initial: 'a', states: { a: { on: { GO: { target: 'nowhere' } } } } }, impl)).toThrow(/target/);
    expect(() => flatStepper({ initial: 'a', states: { a: { on: { GO: { guard: 'unknown' } } } } }, impl)).toThrow(/guard/);
    expect(() => flatStepper({ initial: 'a', always: { target: 'a' }, states: { a: {} } }, impl)).toThrow(/always/);
    expect(() => flatStepper({ initial: 'a', states: { a: { on: { GO: { target: 'a', reenter: true } } } } }, impl)).toThrow(/reenter/);
  });
});
