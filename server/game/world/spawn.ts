import type { Quadrant, TileType } from '../../contract/world';
import { quadrantBounds, ringOf, type Point } from './coords';
import { isLand, tileAt } from './terrain';
import type { Rng } from './rng';
import { refusalsOf, type Said } from '../texts';

/** A new village stands at least this many tiles (Chebyshev) from every other village (GAME.md section 2). */
export const SPAWN_MIN_DISTANCE = 3;

const say = refusalsOf('spawn');
/** The refusals of founding a Kingdom (POST user/spawnVillage). */
export const SPAWN_TEXT = {
  full: say('full', 'This area is full, choose another'),
  hasKingdom: say('hasKingdom', 'You already have a Kingdom'),
  notStarted: say('notStarted', 'The game has not started yet'),
  sitter: say('sitter', 'Only the owner of an account can found its Kingdom'),
  busy: say('busy', 'The map is busy, please try again'),
} as const;
export const SPAWN_FULL = SPAWN_TEXT.full;

export interface SpawnInput {
  quadrant: Quadrant;
  /** Every village on the map (all quadrants: the distance rule crosses the axes). */
  villages: Point[];
  /** Tiles claimed by villages: no new village stands on one. */
  claimed?: Point[];
  maxCoord: number;
  seed: string;
  rng: Rng;
  /** Terrain lookup; defaults to tileAt(seed, x, y) (a caller holding the terrain string may pass a faster one). */
  tileType?: (x: number, y: number) => TileType;
}

export type SpawnResult = { ok: true; x: number; y: number } | { ok: false; error: Said };

/**
 * The innermost ring a spawn prefers: the centre is left for landmarks and monuments, and players
 * start in the band of rings nearest it that still has room, so the band moves toward the rim as the
 * quadrant fills.
 */
export function spawnMinRing(maxCoord: number): number {
  return Math.ceil(maxCoord * 0.2);
}

/** Width in rings of the band a spawn is drawn from, so players are not all packed on one ring. */
export function spawnBandWidth(maxCoord: number): number {
  return Math.max(3, Math.round(maxCoord / 10));
}

/** Every tile of the quadrant a village could be founded on now. */
export function spawnCandidates(input: Omit<SpawnInput, 'rng'>): Point[] {
  const { maxCoord } = input;
  const side = 2 * maxCoord + 1;
  const idx = (x: number, y: number) => (y + maxCoord) * side + (x + maxCoord);
  const blocked = new Uint8Array(side * side);
  const d = SPAWN_MIN_DISTANCE - 1;
  for (const v of input.villages) {
    for (let y = Math.max(-maxCoord, v.y - d); y <= Math.min(maxCoord, v.y + d); y++) {
      for (let x = Math.max(-maxCoord, v.x - d); x <= Math.min(maxCoord, v.x + d); x++) blocked[idx(x, y)] = 1;
    }
  }
  for (const c of input.claimed ?? []) {
    if (Math.abs(c.x) <= maxCoord && Math.abs(c.y) <= maxCoord) blocked[idx(c.x, c.y)] = 1;
  }
  const typeAt = input.tileType ?? ((x: number, y: number) => tileAt(input.seed, x, y));
  const b = quadrantBounds(input.quadrant, maxCoord);
  const out: Point[] = [];
  for (let y = b.y0; y <= b.y1; y++) {
    for (let x = b.x0; x <= b.x1; x++) {
      if (!blocked[idx(x, y)] && isLand(typeAt(x, y))) out.push({ x, y });
    }
  }
  return out;
}

/**
 * Picks the tile for a new kingdom's first village (POST user/spawnVillage): a free land tile of the
 * quadrant, at least SPAWN_MIN_DISTANCE from every village, drawn at random from the innermost band
 * of rings (outside the centre) that still has room; the centre is used only when the rest is full.
 */
export function chooseSpawn(input: SpawnInput): SpawnResult {
  const all = spawnCandidates(input);
  if (all.length === 0) return { ok: false, error: SPAWN_FULL };
  const minRing = spawnMinRing(input.maxCoord);
  const outer = all.filter((p) => ringOf(p) >= minRing);
  const pool = outer.length > 0 ? outer : all;
  let r0 = Infinity;
  for (const p of pool) r0 = Math.min(r0, ringOf(p));
  const band = pool.filter((p) => ringOf(p) < r0 + spawnBandWidth(input.maxCoord));
  const pick = band[Math.min(band.length - 1, Math.floor(input.rng() * band.length))];
  return { ok: true, x: pick.x, y: pick.y };
}
