import { terrainString } from '../game/world/terrain';
import { tileFromTerrain } from '../game/world/tileCodes';
import type { TileType } from '../contract/world';

/**
 * The world's terrain never changes for a (seed, maxCoord), so it is computed once per process and
 * shared by GET map, GET map/world, spawning and the village rates.
 */
const cache = new Map<string, string>();

export function cachedTerrain(seed: string, maxCoord: number): string {
  const key = `${maxCoord}:${seed}`;
  let t = cache.get(key);
  if (t === undefined) {
    t = terrainString(seed, maxCoord);
    if (cache.size >= 8) cache.clear(); // tests boot worlds with several seeds; keep memory bounded
    cache.set(key, t);
  }
  return t;
}

/** A terrain lookup for one world; throws for a tile outside the map (callers check bounds first). */
export function terrainLookup(seed: string, maxCoord: number): (x: number, y: number) => TileType {
  const terrain = cachedTerrain(seed, maxCoord);
  return (x, y) => {
    const t = tileFromTerrain(terrain, maxCoord, x, y);
    if (!t) throw new Error(`tile (${x}|${y}) is outside the map`);
    return t;
  };
}
