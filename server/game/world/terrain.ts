import { createNoise2D, type NoiseFunction2D } from 'simplex-noise';
import type { TileType } from '../../contract/world';
import { seededRng } from './rng';
import { TILE_CODES } from './tileCodes';

/**
 * Terrain of the continent (GAME.md section 2): two seeded simplex-noise fields, elevation and
 * moisture, each a few octaves of fractal noise, classified into the nine tile types. High ground
 * gives mountains, hills and (where dry) rocky plains; wet lowland gives marshlands and swamp; the
 * lowest ground holds lakes (water). The same seed always gives the same map.
 */

interface Fields {
  elevation: NoiseFunction2D;
  moisture: NoiseFunction2D;
}

// Building the permutation tables costs far more than sampling, so keep them per seed.
const fieldCache = new Map<string, Fields>();

function fields(seed: string): Fields {
  let f = fieldCache.get(seed);
  if (!f) {
    f = {
      elevation: createNoise2D(seededRng(`${seed}:elevation`)),
      moisture: createNoise2D(seededRng(`${seed}:moisture`)),
    };
    if (fieldCache.size > 64) fieldCache.clear();
    fieldCache.set(seed, f);
  }
  return f;
}

/** Fractal noise in about [-1, 1]: octaves of halving amplitude and doubling frequency. */
function fbm(noise: NoiseFunction2D, x: number, y: number, scale: number, octaves: number): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let freq = 1 / scale;
  for (let i = 0; i < octaves; i++) {
    sum += amp * noise(x * freq, y * freq);
    norm += amp;
    amp *= 0.5;
    freq *= 2;
  }
  return sum / norm;
}

/** Feature sizes in tiles: a region is roughly this wide. */
const ELEVATION_SCALE = 22;
const MOISTURE_SCALE = 18;

/**
 * Thresholds on the noise values, chosen from measured distributions over many seeds so that water
 * covers about 10% of the land and every type is common enough to matter (see tests/unit).
 */
export const TERRAIN_THRESHOLDS = {
  water: -0.36, // elevation below: lake
  wetLowland: -0.1, // elevation below (and wet): marsh or swamp
  marsh: 0.05, // moisture above, on wet lowland: marshlands
  swamp: 0.25, // moisture above, on wet lowland: swamp
  hills: 0.2, // elevation above: hills (or rocky plains when dry)
  mountains: 0.4, // elevation above: mountains
  rockyDry: -0.08, // moisture below, on high ground: rocky plains
  woodlands: -0.12, // moisture above: woodlands
  forest: 0.15, // moisture above: forest
} as const;

/** The raw noise values at (x, y), for tests and tuning. */
export function terrainSample(seed: string, x: number, y: number): { elevation: number; moisture: number } {
  const f = fields(seed);
  return {
    elevation: fbm(f.elevation, x, y, ELEVATION_SCALE, 4),
    moisture: fbm(f.moisture, x + 1000, y - 1000, MOISTURE_SCALE, 3),
  };
}

/** Classifies elevation and moisture into a tile type. */
export function classify(elevation: number, moisture: number): TileType {
  const t = TERRAIN_THRESHOLDS;
  if (elevation < t.water) return 'water';
  if (elevation > t.mountains) return 'mountains';
  if (elevation > t.hills) return moisture < t.rockyDry ? 'rocky_plains' : 'hills';
  if (elevation < t.wetLowland) {
    if (moisture > t.swamp) return 'swamp';
    if (moisture > t.marsh) return 'marshlands';
  }
  if (moisture > t.forest) return 'forest';
  if (moisture > t.woodlands) return 'woodlands';
  return 'plains';
}

/** The tile type at (x, y) of the world with this seed. */
export function tileAt(seed: string, x: number, y: number): TileType {
  const s = terrainSample(seed, x, y);
  return classify(s.elevation, s.moisture);
}

/** Whether a village may stand on this type (GAME.md section 2: water holds no village). */
export function isLand(type: TileType): boolean {
  return type !== 'water';
}

/**
 * The whole map as one string, one TILE_CODES character per tile: rows from y = maxCoord down to
 * -maxCoord, within a row x from -maxCoord up. Length (2 * maxCoord + 1)^2.
 */
export function terrainString(seed: string, maxCoord: number): string {
  const out: string[] = [];
  for (let y = maxCoord; y >= -maxCoord; y--) {
    for (let x = -maxCoord; x <= maxCoord; x++) out.push(TILE_CODES[tileAt(seed, x, y)]);
  }
  return out.join('');
}
