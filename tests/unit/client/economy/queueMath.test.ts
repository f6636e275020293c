import { describe, expect, it } from 'vitest';
import {
  anyDue, builderBoost, queueCapacity, queueIsFull, queueProgress, queueSecondsLeft, workSeconds, type QueueEntry,
} from '../../../../client/panels/queue/queueMath';

const T0 = Date.parse('2025-11-20T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const item = (over: Partial<QueueEntry> = {}): QueueEntry => ({
  id: 1, kind: 'building', target: 'farm', amount: 1, level: 2, work: 100, work_done: 0,
  started_at: iso(T0), due_at: iso(T0 + 100_000), ...over,
});

describe('queue countdown', () => {
  it('counts whole seconds down to the due time and stops at 0', () => {
    const it1 = item();
    expect(queueSecondsLeft(it1, T0)).toBe(100);
    expect(queueSecondsLeft(it1, T0 + 99_001)).toBe(1);
    expect(queueSecondsLeft(it1, T0 + 100_000)).toBe(0);
    expect(queueSecondsLeft(it1, T0 + 500_000)).toBe(0);
  });

  it('has no countdown when the item cannot finish (no due time)', () => {
    expect(queueSecondsLeft(item({ due_at: null }), T0)).toBeNull();
  });

  it('reports the queue due once the head runs out, not for a waiting estimate', () => {
    const head = item();
    const waiting = item({ id: 2, started_at: null, due_at: iso(T0 + 50_000) });
    expect(anyDue([head, waiting], T0 + 60_000)).toBe(false);
    expect(anyDue([head, waiting], T0 + 100_000)).toBe(true);
  });
});

describe('queue progress', () => {
  it('runs from start to due time for the head', () => {
    expect(queueProgress(item(), T0)).toBe(0);
    expect(queueProgress(item(), T0 + 25_000)).toBeCloseTo(0.25);
    expect(queueProgress(item(), T0 + 100_000)).toBe(1);
  });

  it('never falls below the recorded work (after a rate change)', () => {
    const changed = item({ work_done: 60, started_at: iso(T0), due_at: iso(T0 + 400_000) });
    expect(queueProgress(changed, T0 + 100_000)).toBeCloseTo(0.6);
    expect(queueProgress(changed, T0 + 360_000)).toBeCloseTo(0.9);
  });

  it('keeps a waiting item at what it has', () => {
    expect(queueProgress(item({ started_at: null }), T0 + 50_000)).toBe(0);
  });
});

describe('queue capacity and builder time', () => {
  const tiers = [{ key: 'village', queueLength: 3 }, { key: 'town', queueLength: 4 }, { key: 'city', queueLength: 5 }];
  it('reads the tier queue length and says when it is full', () => {
    expect(queueCapacity(tiers, 'town')).toBe(4);
    expect(queueCapacity(undefined, 'town')).toBeUndefined();
    expect(queueIsFull(3, 3)).toBe(true);
    expect(queueIsFull(2, 3)).toBe(false);
    expect(queueIsFull(9, undefined)).toBe(false);
  });

  it('boosts a building 100% and anything else 50% per charge', () => {
    expect(builderBoost('building', 1)).toBe(2);
    expect(builderBoost('culture', 1)).toBe(1.5);
    expect(builderBoost('building', 0)).toBe(1);
    expect(workSeconds(100, 100, 'building')).toBe(3600);
    expect(workSeconds(100, 100, 'building', 1)).toBe(1800);
    expect(workSeconds(90, 60, 'science', 1)).toBe(3600);
    expect(workSeconds(10, 0)).toBeNull();
  });
});
