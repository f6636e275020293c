import type { TileType, WorldMapResponse } from '../../server/contract/world';
import { CODE_TILES } from '../../server/game/world/tileCodes';

/** Tile types in a fixed order; a tile's type is stored as its index here (one byte per tile). */
export const TILE_TYPES: readonly TileType[] = [
  'plains', 'woodlands', 'forest', 'hills', 'mountains', 'rocky_plains', 'marshlands', 'swamp', 'water',
];
export const WATER = TILE_TYPES.indexOf('water');
const PLAINS = TILE_TYPES.indexOf('plains');

export type WorldVillage = WorldMapResponse['villages'][number];

/**
 * The continent decoded once for drawing and hit-testing: terrain as a byte grid (row 0 is the
 * southern row y = -maxCoord, so row index = y + maxCoord), villages and claims by tile key.
 */
export interface WorldModel {
  maxCoord: number;
  side: number;
  types: Uint8Array;
  villages: WorldVillage[];
  villageAt: Map<number, WorldVillage>;
  villageById: Map<number, WorldVillage>;
  /** Claiming village id by tile key. */
  claimedAt: Map<number, number>;
}

/** A number unique to tile (x, y) on any map up to 2^15 tiles wide. */
export function tileKey(x: number, y: number): number {
  return (x + 32768) * 65536 + (y + 32768);
}

export function decodeWorld(res: WorldMapResponse): WorldModel {
  const { maxCoord } = res;
  const side = 2 * maxCoord + 1;
  const types = new Uint8Array(side * side);
  const codeIndex = new Map<string, number>();
  for (const [code, type] of Object.entries(CODE_TILES)) codeIndex.set(code, TILE_TYPES.indexOf(type));
  for (let row = 0; row < side; row++) {
    // The wire format runs from y = maxCoord (north) down; the grid stores the south row first.
    const y = maxCoord - row;
    const base = (y + maxCoord) * side;
    for (let col = 0; col < side; col++) {
      types[base + col] = codeIndex.get(res.terrain[row * side + col]) ?? PLAINS;
    }
  }
  const villageAt = new Map<number, WorldVillage>();
  const villageById = new Map<number, WorldVillage>();
  for (const v of res.villages) {
    villageAt.set(tileKey(v.x, v.y), v);
    villageById.set(v.id, v);
  }
  const claimedAt = new Map<number, number>();
  for (const c of res.claimed) claimedAt.set(tileKey(c.x, c.y), c.village_id);
  return { maxCoord, side, types, villages: res.villages, villageAt, villageById, claimedAt };
}

export function inWorld(w: WorldModel, x: number, y: number): boolean {
  return Math.abs(x) <= w.maxCoord && Math.abs(y) <= w.maxCoord && Number.isInteger(x) && Number.isInteger(y);
}

/** Type index at (x, y); outside the map the nearest rim tile answers, so edges blend naturally. */
export function typeIndexAt(w: WorldModel, x: number, y: number): number {
  const m = w.maxCoord;
  const cx = x < -m ? -m : x > m ? m : x;
  const cy = y < -m ? -m : y > m ? m : y;
  return w.types[(cy + m) * w.side + (cx + m)];
}

export function tileTypeAt(w: WorldModel, x: number, y: number): TileType | undefined {
  return inWorld(w, x, y) ? TILE_TYPES[typeIndexAt(w, x, y)] : undefined;
}

/** Everything the map knows about one tile without asking the server. */
export interface TileInfo {
  x: number;
  y: number;
  type: TileType;
  village: WorldVillage | undefined;
  claimedBy: WorldVillage | undefined;
}

export function tileInfo(w: WorldModel, x: number, y: number): TileInfo | undefined {
  const type = tileTypeAt(w, x, y);
  if (!type) return undefined;
  const key = tileKey(x, y);
  const claim = w.claimedAt.get(key);
  return { x, y, type, village: w.villageAt.get(key), claimedBy: claim === undefined ? undefined : w.villageById.get(claim) };
}

/**
 * Whether a village's owner is under beginner protection at `nowMs` (the world map's `protected_until`).
 * The world map is cached; the instant is checked on every frame, so a shield goes when the period ends.
 */
export function isProtectedAt(v: Pick<WorldVillage, 'protected_until'>, nowMs: number): boolean {
  if (!v.protected_until) return false;
  const until = Date.parse(v.protected_until);
  return Number.isFinite(until) && until > nowMs;
}
