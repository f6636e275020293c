import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  boostFor, createQueueItem, persistQueueItem, queueItemMachine, restoreQueueItem, secondsLeft, stepQueueItem,
  type PersistedQueueItem, type QueueItemEvent,
} from '../../../machines/queueItem';

/** Event scripts against the queue item machine: each asserts the state and the context it ends in. */

const H = 3_600_000;
const T0 = Date.parse('2026-06-01T12:00:00Z');

function run(input: { kind: 'building' | 'unit' | 'science' | 'culture'; work: number; builders?: number }, events: QueueItemEvent[]): PersistedQueueItem {
  let p = persistQueueItem(createQueueItem({ builders: 0, ...input }));
  for (const e of events) p = stepQueueItem(p, e);
  return p;
}

describe('queueItem machine', () => {
  it('starts waiting with nothing done', () => {
    const [s] = initialTransition(queueItemMachine, { kind: 'building', work: 100, builders: 0 });
    expect(s.value).toBe('waiting');
    expect(s.context).toMatchObject({ workDone: 0, rate: 0, startedAt: null, dueAt: null, boost: 1 });
  });

  it('START makes it active with a due time of work / production', () => {
    const p = run({ kind: 'building', work: 110 }, [{ type: 'START', at: T0, production: 110 }]);
    expect(p.value).toBe('active');
    expect(p.context).toMatchObject({ startedAt: T0, progressAt: T0, rate: 110, dueAt: T0 + H });
  });

  it('TICK before the due time changes nothing; at the due time it is done', () => {
    const early = run({ kind: 'culture', work: 50 }, [{ type: 'START', at: T0, production: 100 }, { type: 'TICK', now: T0 + H / 2 - 1 }]);
    expect(early.value).toBe('active');
    const done = stepQueueItem(early, { type: 'TICK', now: new Date(T0 + H / 2) });
    expect(done.value).toBe('done');
    expect(done.context).toMatchObject({ workDone: 50, completedAt: T0 + H / 2 });
  });

  it('a TICK long after the due time completes it at the due time, not at the tick', () => {
    const p = run({ kind: 'building', work: 100 }, [{ type: 'START', at: T0, production: 100 }, { type: 'TICK', now: T0 + 10 * H }]);
    expect(p.context.completedAt).toBe(T0 + H);
  });

  it('PRODUCTION_CHANGED keeps the work done and recomputes the due time', () => {
    // 100 work at 100/h; after 30 min production doubles: 50 left at 200/h = 15 min more.
    const p = run({ kind: 'building', work: 100 }, [
      { type: 'START', at: T0, production: 100 },
      { type: 'PRODUCTION_CHANGED', at: T0 + H / 2, production: 200 },
    ]);
    expect(p.context.workDone).toBeCloseTo(50, 9);
    expect(p.context.dueAt).toBe(T0 + H / 2 + H / 4);
    expect(stepQueueItem(p, { type: 'TICK', now: T0 + 0.75 * H }).value).toBe('done');
  });

  it('builder charges boost the rate: +100% for a building, +50% otherwise, and they stack', () => {
    expect(boostFor('building', 1)).toBe(2);
    expect(boostFor('building', 2)).toBe(3);
    expect(boostFor('science', 1)).toBe(1.5);
    expect(boostFor('unit', 3)).toBe(2.5);
    const b = run({ kind: 'building', work: 100, builders: 1 }, [{ type: 'START', at: T0, production: 100 }]);
    expect(b.context.dueAt).toBe(T0 + H / 2);
    const c = run({ kind: 'culture', work: 150, builders: 1 }, [{ type: 'START', at: T0, production: 100 }]);
    expect(c.context.dueAt).toBe(T0 + H);
  });

  it('CANCEL while waiting: cancelled with no work done', () => {
    const p = run({ kind: 'science', work: 10 }, [{ type: 'CANCEL', at: T0 }]);
    expect(p.value).toBe('cancelled');
    expect(p.context).toMatchObject({ workDone: 0, cancelledAt: T0 });
  });

  it('CANCEL while active keeps the work done at that instant (for the refund)', () => {
    const p = run({ kind: 'building', work: 100 }, [{ type: 'START', at: T0, production: 100 }, { type: 'CANCEL', at: T0 + H / 4 }]);
    expect(p.value).toBe('cancelled');
    expect(p.context.workDone).toBeCloseTo(25, 9);
    expect(p.context.dueAt).toBeNull();
  });

  it('CANCEL after the due time completes instead: finished work is never undone', () => {
    const p = run({ kind: 'building', work: 100 }, [{ type: 'START', at: T0, production: 100 }, { type: 'CANCEL', at: T0 + 2 * H }]);
    expect(p.value).toBe('done');
    expect(p.context.completedAt).toBe(T0 + H);
  });

  it('final states ignore every further event', () => {
    const done = run({ kind: 'building', work: 1 }, [{ type: 'START', at: T0, production: 100 }, { type: 'TICK', now: T0 + H }]);
    for (const e of [{ type: 'START', at: T0, production: 1 }, { type: 'CANCEL', at: T0 }, { type: 'TICK', now: T0 + 9 * H }] as QueueItemEvent[]) {
      expect(stepQueueItem(done, e)).toEqual(done);
    }
    const cancelled = run({ kind: 'building', work: 1 }, [{ type: 'CANCEL', at: T0 }]);
    expect(stepQueueItem(cancelled, { type: 'START', at: T0, production: 100 }).value).toBe('cancelled');
  });

  it('TICK and PRODUCTION_CHANGED do nothing while waiting', () => {
    const p = run({ kind: 'building', work: 100 }, [{ type: 'TICK', now: T0 + 100 * H }, { type: 'PRODUCTION_CHANGED', at: T0, production: 500 }]);
    expect(p.value).toBe('waiting');
    expect(p.context.workDone).toBe(0);
  });

  it('without production an active item never becomes due; production arriving later starts the clock', () => {
    const p = run({ kind: 'building', work: 100 }, [{ type: 'START', at: T0, production: 0 }, { type: 'TICK', now: T0 + 1000 * H }]);
    expect(p.value).toBe('active');
    expect(p.context.dueAt).toBeNull();
    const q = stepQueueItem(p, { type: 'PRODUCTION_CHANGED', at: T0 + H, production: 100 });
    expect(q.context.dueAt).toBe(T0 + 2 * H);
  });

  it('the stored snapshot survives JSON and rehydrates into the same machine state', () => {
    const p = run({ kind: 'building', work: 100 }, [{ type: 'START', at: T0, production: 100 }]);
    const back = JSON.parse(JSON.stringify(p)) as PersistedQueueItem;
    const snap = restoreQueueItem(back);
    expect(snap.value).toBe('active');
    const [next] = transition(queueItemMachine, snap, { type: 'TICK', now: T0 + H });
    expect(next.value).toBe('done');
    expect(next.status).toBe('done');
  });

  it('secondsLeft drives the client countdown', () => {
    const p = run({ kind: 'building', work: 100 }, [{ type: 'START', at: T0, production: 100 }]);
    expect(secondsLeft(p, T0)).toBe(3600);
    expect(secondsLeft(p, T0 + H - 1500)).toBe(2);
    expect(secondsLeft(p, T0 + 2 * H)).toBe(0);
    expect(secondsLeft(run({ kind: 'building', work: 1 }, []), T0)).toBeNull();
  });
});
