import type { TradeMovementView } from '../../server/contract/merchants';
import type { MovementView } from '../../server/contract/village';

/**
 * Army and merchant movements as the map draws them: pure data and maths, no Pixi and no React, so the
 * interpolation and the styles are unit-tested and the layer only turns positions into pixels.
 */

/**
 * How a movement is drawn. Armies: the player's own trips (gold), trips home (blue), hostile arrivals
 * (red), the rest. Merchants (a diamond, never mistaken for an army): the player's own on their way out
 * (green), coming home (cyan), another player's merchants coming to one of the player's villages (pale green).
 */
export type MovementSide = 'own' | 'returning' | 'hostile' | 'foreign' | 'merchant' | 'merchantHome' | 'merchantForeign';

/** Marker shapes: a disc for armies, a diamond for merchants. */
export type MarkerShape = 'disc' | 'diamond';

/** The colour (0xRRGGBB, tint of the marker, its path and its label) and shape of each side. */
export const MARKER_STYLES: Readonly<Record<MovementSide, { colour: number; shape: MarkerShape }>> = {
  own: { colour: 0xf2c35b, shape: 'disc' },
  returning: { colour: 0x5fa8e8, shape: 'disc' },
  hostile: { colour: 0xe0453a, shape: 'disc' },
  foreign: { colour: 0xe9dcc0, shape: 'disc' },
  merchant: { colour: 0x5cc46e, shape: 'diamond' },
  merchantHome: { colour: 0x3dbfd0, shape: 'diamond' },
  merchantForeign: { colour: 0xb7e0a4, shape: 'diamond' },
};

/** Every side, in the order their paths are stroked (one stroke per side). */
export const MOVEMENT_SIDES = Object.keys(MARKER_STYLES) as readonly MovementSide[];

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
  return [...seen.values()].sort(byArrival);
}

/** Merchant kinds the map draws (a `delivery` goes from a village to itself: nothing to draw). */
export const MERCHANT_KINDS: ReadonlySet<string> = new Set(['merchants', 'merchants_home']);

/**
 * Which way merchants are drawn: coming home, the player's own on their way (from one of `ownVillages`),
 * or another player's coming to the player's village.
 */
export function merchantSide(m: Pick<TradeMovementView, 'kind' | 'from'>, ownVillages: ReadonlySet<number>): MovementSide {
  if (m.kind === 'merchants_home') return 'merchantHome';
  return m.from.village_id !== null && ownVillages.has(m.from.village_id) ? 'merchant' : 'merchantForeign';
}

/**
 * Trade movements (the merchants lists of several villages) to map movements: merchants out and home,
 * each trip once (a trip between two own villages is in one's outgoing and the other's incoming), no
 * deliveries, bad timestamps dropped. `ownVillages`: the player's village ids.
 */
export function tradeToMapMovements(views: readonly TradeMovementView[], ownVillages: ReadonlySet<number>, label?: (kind: string) => string): MapMovement[] {
  const seen = new Map<number, MapMovement>();
  for (const v of views) {
    if (!MERCHANT_KINDS.has(v.kind) || seen.has(v.id)) continue;
    const startMs = Date.parse(v.started_at);
    const dueMs = Date.parse(v.due_at);
    if (!Number.isFinite(startMs) || !Number.isFinite(dueMs)) continue;
    seen.set(v.id, {
      id: v.id, kind: v.kind, side: merchantSide(v, ownVillages), from: { x: v.from.x, y: v.from.y }, to: { x: v.to.x, y: v.to.y },
      startMs, dueMs: Math.max(startMs, dueMs), label: label?.(v.kind),
    });
  }
  return [...seen.values()].sort(byArrival);
}

/** Army and merchant movements in one list, soonest first (ids come from one table: they never clash). */
export function mergeMovements(...lists: ReadonlyArray<readonly MapMovement[]>): MapMovement[] {
  return lists.flat().sort(byArrival);
}

function byArrival(a: MapMovement, b: MapMovement): number {
  return a.dueMs - b.dueMs || a.id - b.id;
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
