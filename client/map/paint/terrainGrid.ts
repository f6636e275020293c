import { LOOK_BY_INDEX } from './palette';

/**
 * The per-tile fields the painter interpolates: type, height, roughness and water depth (distance to
 * the nearest land, capped), for the whole continent. Built once per world; cheap to send to a worker.
 */
export interface TerrainGrid {
  maxCoord: number;
  side: number;
  /** Type index per tile, row 0 = southern row (y = -maxCoord). */
  types: Uint8Array;
  height: Float32Array;
  rough: Float32Array;
  /** 0 on land; for water 1/3, 2/3 or 1 by distance to land (1 is open water). */
  depth: Float32Array;
}

const WATER_INDEX = 8;
const DEPTH_CAP = 3;

export function buildTerrainGrid(maxCoord: number, types: Uint8Array): TerrainGrid {
  const side = 2 * maxCoord + 1;
  const n = side * side;
  const height = new Float32Array(n);
  const rough = new Float32Array(n);
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let qt = 0;
  for (let i = 0; i < n; i++) {
    const look = LOOK_BY_INDEX[types[i]];
    height[i] = look.height;
    rough[i] = look.rough;
    if (types[i] !== WATER_INDEX) {
      dist[i] = 0;
      queue[qt++] = i;
    }
  }
  // Breadth-first from every land tile gives each water tile its distance to the shore.
  let qh = 0;
  while (qh < qt) {
    const i = queue[qh++];
    const d = dist[i];
    if (d >= DEPTH_CAP) continue;
    const x = i % side;
    const y = (i - x) / side;
    const next = [x > 0 ? i - 1 : -1, x < side - 1 ? i + 1 : -1, y > 0 ? i - side : -1, y < side - 1 ? i + side : -1];
    for (const j of next) {
      if (j >= 0 && dist[j] < 0) {
        dist[j] = d + 1;
        queue[qt++] = j;
      }
    }
  }
  const depth = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (types[i] === WATER_INDEX) depth[i] = dist[i] < 0 ? 1 : Math.min(1, dist[i] / DEPTH_CAP);
  }
  return { maxCoord, side, types, height, rough, depth };
}

/** Index of tile (x, y) with coordinates clamped to the map. */
export function gridIndex(g: TerrainGrid, x: number, y: number): number {
  const m = g.maxCoord;
  const cx = x < -m ? -m : x > m ? m : x;
  const cy = y < -m ? -m : y > m ? m : y;
  return (cy + m) * g.side + (cx + m);
}

/** Bilinear interpolation of a per-tile field between tile centres (whole-number coordinates). */
export function bilinear(g: TerrainGrid, field: Float32Array, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const a = field[gridIndex(g, x0, y0)];
  const b = field[gridIndex(g, x0 + 1, y0)];
  const c = field[gridIndex(g, x0, y0 + 1)];
  const d = field[gridIndex(g, x0 + 1, y0 + 1)];
  const lo = a + (b - a) * fx;
  const hi = c + (d - c) * fx;
  return lo + (hi - lo) * fy;
}
