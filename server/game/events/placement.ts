import type { Quadrant, TileType } from '../../contract/world';
import { DIFFICULTY_STRENGTH, EVENT_BAND, EVENT_DENSITY, EVENTS, type Difficulty, type EventType } from '../data/events';
import { chebyshev, quadrantBounds, quadrantOf, type Point } from '../world/coords';
import { isLand } from '../world/terrain';
import type { Rng } from '../world/rng';

/**
 * Where the tick spawns native events (GAME.md section 8): free land tiles EVENT_BAND.min to
 * EVENT_BAND.max tiles (Chebyshev) from the nearest player village, kept at EVENT_DENSITY per quadrant,
 * difficulty from the strength of the villages around. Pure: the world passes what it read and a seeded rng.
 */

const QUADRANTS: readonly Quadrant[] = ['NE', 'NW', 'SE', 'SW'];

export interface StrengthPoint extends Point {
  /** How far the village has grown (the world passes its population). */
  strength: number;
}

export interface PlacementInput {
  maxCoord: number;
  /** Every player village. Their tiles are never free. */
  villages: readonly StrengthPoint[];
  /** Other tiles that are not free: claimed tiles, camps, objectives. */
  blocked: readonly Point[];
  /** Events on the map now: they count toward the density and their tiles are not free. */
  events: readonly Point[];
  tileType: (x: number, y: number) => TileType;
  rng: Rng;
}

export interface PlacedEvent extends Point {
  type: EventType;
  difficulty: Difficulty;
  quadrant: Quadrant;
  /** The nearest player village: the target a defend1 army marches on. */
  near: Point;
}

/** Events a quadrant should hold: one per EVENT_DENSITY.villagesPerEvent of its villages, at least minPerQuadrant. */
export function eventsWanted(villagesInQuadrant: number): number {
  return Math.max(EVENT_DENSITY.minPerQuadrant, Math.ceil(Math.max(0, villagesInQuadrant) / EVENT_DENSITY.villagesPerEvent));
}

/** Difficulty from the strengths of the villages around a tile (their mean against DIFFICULTY_STRENGTH). */
export function difficultyFromStrength(strengths: readonly number[]): Difficulty {
  if (strengths.length === 0) return 1;
  const mean = strengths.reduce((a, s) => a + Math.max(0, s), 0) / strengths.length;
  if (mean >= DIFFICULTY_STRENGTH.hard) return 3;
  if (mean >= DIFFICULTY_STRENGTH.moderate) return 2;
  return 1;
}

/** An event type drawn by the data table's weights. */
export function pickEventType(rng: Rng): EventType {
  const total = EVENTS.reduce((a, e) => a + e.weight, 0);
  let r = rng() * total;
  for (const e of EVENTS) {
    r -= e.weight;
    if (r < 0) return e.type;
  }
  return EVENTS[EVENTS.length - 1].type;
}

/**
 * The events to spawn now so every quadrant holds eventsWanted(its villages): each on a random free land
 * tile of the quadrant within the band of a village (none is placed where no such tile is left).
 */
export function placeEvents(input: PlacementInput): PlacedEvent[] {
  const { maxCoord } = input;
  const side = 2 * maxCoord + 1;
  const idx = (x: number, y: number) => (y + maxCoord) * side + (x + maxCoord);
  const inMap = (p: Point) => Math.abs(p.x) <= maxCoord && Math.abs(p.y) <= maxCoord;
  const dist = new Int16Array(side * side).fill(0x7fff);
  const nearest = new Int32Array(side * side).fill(-1);
  const blocked = new Uint8Array(side * side);
  input.villages.forEach((v, i) => {
    if (!inMap(v)) return;
    blocked[idx(v.x, v.y)] = 1;
    const d = EVENT_BAND.max;
    for (let y = Math.max(-maxCoord, v.y - d); y <= Math.min(maxCoord, v.y + d); y++) {
      for (let x = Math.max(-maxCoord, v.x - d); x <= Math.min(maxCoord, v.x + d); x++) {
        const k = idx(x, y);
        const c = Math.max(Math.abs(x - v.x), Math.abs(y - v.y));
        if (c < dist[k]) { dist[k] = c; nearest[k] = i; }
      }
    }
  });
  for (const p of [...input.blocked, ...input.events]) if (inMap(p)) blocked[idx(p.x, p.y)] = 1;

  const villagesIn: Record<Quadrant, number> = { NE: 0, NW: 0, SE: 0, SW: 0 };
  for (const v of input.villages) villagesIn[quadrantOf(v.x, v.y)]++;
  const eventsIn: Record<Quadrant, number> = { NE: 0, NW: 0, SE: 0, SW: 0 };
  for (const e of input.events) eventsIn[quadrantOf(e.x, e.y)]++;

  const out: PlacedEvent[] = [];
  for (const q of QUADRANTS) {
    let missing = eventsWanted(villagesIn[q]) - eventsIn[q];
    if (missing <= 0) continue;
    const candidates: Point[] = [];
    const b = quadrantBounds(q, maxCoord);
    for (let y = b.y0; y <= b.y1; y++) {
      for (let x = b.x0; x <= b.x1; x++) {
        const k = idx(x, y);
        if (blocked[k] || dist[k] < EVENT_BAND.min || dist[k] > EVENT_BAND.max) continue;
        if (isLand(input.tileType(x, y))) candidates.push({ x, y });
      }
    }
    while (missing > 0 && candidates.length > 0) {
      // Swap-remove a random candidate so the draw is uniform and no tile is drawn twice.
      const i = Math.min(candidates.length - 1, Math.floor(input.rng() * candidates.length));
      const p = candidates[i];
      candidates[i] = candidates[candidates.length - 1];
      candidates.pop();
      const k = idx(p.x, p.y);
      if (blocked[k]) continue;
      blocked[k] = 1;
      const around = input.villages.filter((v) => chebyshev(v, p) <= EVENT_BAND.max).map((v) => v.strength);
      const n = input.villages[nearest[k]];
      out.push({ x: p.x, y: p.y, quadrant: q, type: pickEventType(input.rng), difficulty: difficultyFromStrength(around), near: { x: n.x, y: n.y } });
      missing--;
    }
  }
  return out;
}
