import type { MovementView } from '../../server/contract/village';

/**
 * Army movements as the map draws them: pure data and maths, no Pixi and no React, so the
 * interpolation is unit-tested and the layer only turns positions into pixels.
 */

/** How a movement is coloured: the player's own trips (gold), trips home (blue), hostile arrivals (red), the rest. */
export type MovementSide = 'own' | 'returning' | 'hostile' | 'foreign';

export interface MapMovement {
  id: number;
  kind: string;
  side: MovementSide;
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** Server time (ms since the epoch) the movement left and arrives. */
  startMs: number;
  dueMs: number;
  /** Shown before the arrival time (e.g. the movement type), already translated. */
  label?: string;
}

/** Kinds that threaten the village they head to. */
const HOSTILE = new Set(['attack', 'siege', 'scout']);

export function movementSide(m: Pick<MovementView, 'kind' | 'own'>): MovementSide {
  if (m.kind === 'returning') return 'returning';
  if (m.own) return 'own';
  return HOSTILE.has(m.kind) ? 'hostile' : 'foreign';
}

/**
 * Server movement views (from several villages' incoming and outgoing lists) to map movements: one per
 * id (a trip between two own villages is listed by both), bad timestamps dropped.
 */
export function toMapMovements(views: readonly MovementView[], label?: (kind: string) => string): MapMovement[] {
  const seen = new Map<number, MapMovement>();
  for (const v of views) {
    if (seen.has(v.id)) continue;
    const startMs = Date.parse(v.started_at);
    const dueMs = Date.parse(v.due_at);
    if (!Number.isFinite(startMs) || !Number.isFinite(dueMs)) continue;
    seen.set(v.id, {
      id: v.id, kind: v.kind, side: movementSide(v), from: { x: v.from.x, y: v.from.y }, to: { x: v.to.x, y: v.to.y },
      startMs, dueMs: Math.max(startMs, dueMs), label: label?.(v.kind),
    });
  }
  return [...seen.values()].sort((a, b) => a.dueMs - b.dueMs || a.id - b.id);
}

/** Share of the trip done at server time `t`, clamped to 0..1 (a zero-length trip is done). */
export function movementProgress(m: Pick<MapMovement, 'startMs' | 'dueMs'>, t: number): number {
  const span = m.dueMs - m.startMs;
  if (!(span > 0)) return t >= m.dueMs ? 1 : 0;
  const p = (t - m.startMs) / span;
  return p <= 0 ? 0 : p >= 1 ? 1 : p;
}

/** Where the movement is at server time `t`: on the straight line from start to target, clamped to its ends. */
export function movementPosition(m: Pick<MapMovement, 'from' | 'to' | 'startMs' | 'dueMs'>, t: number): { x: number; y: number; progress: number } {
  const p = movementProgress(m, t);
  return { x: m.from.x + (m.to.x - m.from.x) * p, y: m.from.y + (m.to.y - m.from.y) * p, progress: p };
}

/** The earliest arrival after `now` (server ms), or undefined: when the data should next be refreshed. */
export function nextArrival(list: readonly Pick<MapMovement, 'dueMs'>[], now: number): number | undefined {
  let best: number | undefined;
  for (const m of list) if (m.dueMs > now && (best === undefined || m.dueMs < best)) best = m.dueMs;
  return best;
}

/**
 * Which of `count` markers on screen (screen positions xs, ys) carry a label: every pinned one (hovered
 * or selected, or heading to the hovered or selected tile), then, when `near`, the others nearest to
 * (cx, cy), up to `max` labels in all (pinned ones are never dropped). Fills `out` with marker indices;
 * `scratch` is reused between frames so nothing is allocated per frame.
 */
export function pickLabels(
  count: number, xs: readonly number[], ys: readonly number[], pinned: (i: number) => boolean,
  near: boolean, cx: number, cy: number, max: number, out: Set<number>, scratch: number[] = [],
): void {
  out.clear();
  scratch.length = 0;
  for (let i = 0; i < count; i++) {
    if (pinned(i)) out.add(i);
    else if (near) scratch.push(i);
  }
  if (scratch.length === 0) return;
  const d = (i: number) => (xs[i] - cx) * (xs[i] - cx) + (ys[i] - cy) * (ys[i] - cy);
  if (scratch.length + out.size > max) scratch.sort((a, b) => d(a) - d(b));
  for (let k = 0; k < scratch.length && out.size < max; k++) out.add(scratch[k]);
}
