import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MovementView } from '../../../../server/contract';
import { movementPosition, movementProgress, movementSide, nextArrival, pickLabels, toMapMovements } from '../../../../client/map/movements';

const trip = { from: { x: -10, y: 4 }, to: { x: 20, y: -2 }, startMs: 1_000_000, dueMs: 1_060_000 };

function view(over: Partial<MovementView> & { id: number }): MovementView {
  return {
    kind: 'attack', own: true,
    from: { village_id: 1, x: 0, y: 0 }, to: { village_id: 2, x: 6, y: 8 },
    units: null, resources: null,
    started_at: '2026-01-01T10:00:00.000Z', due_at: '2026-01-01T10:10:00.000Z',
    ...over,
  };
}

describe('movementPosition', () => {
  it('sits at the start before departure and at the target after arrival', () => {
    expect(movementPosition(trip, 0)).toEqual({ x: -10, y: 4, progress: 0 });
    expect(movementPosition(trip, trip.startMs)).toEqual({ x: -10, y: 4, progress: 0 });
    expect(movementPosition(trip, trip.dueMs)).toEqual({ x: 20, y: -2, progress: 1 });
    expect(movementPosition(trip, trip.dueMs + 5_000_000)).toEqual({ x: 20, y: -2, progress: 1 });
  });

  it('moves along the straight line at constant speed', () => {
    expect(movementPosition(trip, 1_030_000)).toEqual({ x: 5, y: 1, progress: 0.5 });
    const q = movementPosition(trip, 1_015_000);
    expect(q.progress).toBeCloseTo(0.25);
    expect(q.x).toBeCloseTo(-2.5);
    expect(q.y).toBeCloseTo(2.5);
  });

  it('treats a zero-length trip as done at its due time', () => {
    const instant = { ...trip, dueMs: trip.startMs };
    expect(movementProgress(instant, trip.startMs - 1)).toBe(0);
    expect(movementProgress(instant, trip.startMs)).toBe(1);
  });

  it('always stays on the segment between start and target', () => {
    fc.assert(fc.property(fc.integer({ min: -2_000_000, max: 4_000_000 }), (t) => {
      const p = movementPosition(trip, t);
      expect(p.progress).toBeGreaterThanOrEqual(0);
      expect(p.progress).toBeLessThanOrEqual(1);
      expect(p.x).toBeGreaterThanOrEqual(-10);
      expect(p.x).toBeLessThanOrEqual(20);
      // Collinear: (p - from) is parallel to (to - from).
      expect(Math.abs((p.x + 10) * -6 - (p.y - 4) * 30)).toBeLessThan(1e-6);
    }));
  });
});

describe('movementSide', () => {
  it('colours own trips, returns, hostile and other arrivals apart', () => {
    expect(movementSide({ kind: 'attack', own: true })).toBe('own');
    expect(movementSide({ kind: 'returning', own: true })).toBe('returning');
    expect(movementSide({ kind: 'attack', own: false })).toBe('hostile');
    expect(movementSide({ kind: 'siege', own: false })).toBe('hostile');
    expect(movementSide({ kind: 'scout', own: false })).toBe('hostile');
    expect(movementSide({ kind: 'reinforce', own: false })).toBe('foreign');
  });
});

describe('toMapMovements', () => {
  it('keeps each trip once, soonest first, with its label', () => {
    const list = toMapMovements([
      view({ id: 7, due_at: '2026-01-01T10:20:00.000Z' }),
      view({ id: 3 }),
      view({ id: 7, due_at: '2026-01-01T10:20:00.000Z' }),
    ], (k) => k.toUpperCase());
    expect(list.map((m) => m.id)).toEqual([3, 7]);
    expect(list[0]).toMatchObject({ side: 'own', label: 'ATTACK', from: { x: 0, y: 0 }, to: { x: 6, y: 8 }, startMs: Date.parse('2026-01-01T10:00:00.000Z') });
  });

  it('drops movements with unreadable times', () => {
    expect(toMapMovements([view({ id: 1, due_at: 'soon' })])).toEqual([]);
  });
});

describe('nextArrival', () => {
  it('is the earliest due time still ahead', () => {
    expect(nextArrival([{ dueMs: 50 }, { dueMs: 300 }, { dueMs: 200 }], 100)).toBe(200);
    expect(nextArrival([{ dueMs: 50 }], 100)).toBeUndefined();
    expect(nextArrival([], 0)).toBeUndefined();
  });
});

describe('pickLabels', () => {
  // Markers on a line east of the centre (0, 0): index i stands i * 10 px away.
  const xs = [50, 10, 40, 0, 30, 20];
  const ys = [0, 0, 0, 0, 0, 0];
  const pick = (pinned: number[], near: boolean, max: number) => {
    const out = new Set<number>();
    pickLabels(xs.length, xs, ys, (i) => pinned.includes(i), near, 0, 0, max, out);
    return [...out].sort((a, b) => a - b);
  };

  it('labels only the pinned markers when zoomed out', () => {
    expect(pick([0, 4], false, 3)).toEqual([0, 4]);
    expect(pick([], false, 3)).toEqual([]);
  });

  it('adds the markers nearest the centre up to the limit', () => {
    expect(pick([], true, 3)).toEqual([1, 3, 5]);
    expect(pick([0], true, 3)).toEqual([0, 1, 3]);
    expect(pick([], true, 10)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('never drops a pinned marker, even past the limit', () => {
    expect(pick([0, 2, 4], true, 2)).toEqual([0, 2, 4]);
  });

  it('holds at most the limit plus the pinned ones for any input', () => {
    fc.assert(fc.property(
      fc.array(fc.tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }), fc.boolean()), { maxLength: 60 }),
      fc.integer({ min: 0, max: 20 }),
      (ms, max) => {
        const out = new Set<number>();
        pickLabels(ms.length, ms.map((m) => m[0]), ms.map((m) => m[1]), (i) => ms[i][2], true, 0, 0, max, out);
        const pinned = ms.filter((m) => m[2]).length;
        for (let i = 0; i < ms.length; i++) if (ms[i][2]) expect(out.has(i)).toBe(true);
        expect(out.size).toBe(Math.max(pinned, Math.min(max, ms.length)));
      },
    ));
  });
});
