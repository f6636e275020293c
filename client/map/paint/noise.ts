/**
 * Cheap deterministic noise for painting terrain: value noise read from a 256x256 lattice table, so a
 * sample costs four lookups. It is defined in world (tile) coordinates, which makes chunks seamless
 * and every zoom level show the same landscape.
 */
import { mulberry32 } from '../../../server/game/world/rng';

const SIZE = 256;
const MASK = SIZE - 1;

const tables = new Map<number, Float32Array>();

function table(seed: number): Float32Array {
  let t = tables.get(seed);
  if (!t) {
    const rng = mulberry32(seed * 7919 + 17);
    t = new Float32Array(SIZE * SIZE);
    for (let i = 0; i < t.length; i++) t[i] = rng() * 2 - 1;
    tables.set(seed, t);
  }
  return t;
}

export type Noise2 = (x: number, y: number) => number;

/** Smooth value noise in [-1, 1] with features about 1 unit wide. */
export function valueNoise(seed: number): Noise2 {
  const t = table(seed);
  return (x: number, y: number) => {
    const xf0 = Math.floor(x);
    const yf0 = Math.floor(y);
    let fx = x - xf0;
    let fy = y - yf0;
    fx = fx * fx * (3 - 2 * fx);
    fy = fy * fy * (3 - 2 * fy);
    const x0 = xf0 & MASK;
    const y0 = yf0 & MASK;
    const x1 = (x0 + 1) & MASK;
    const y1 = (y0 + 1) & MASK;
    const a = t[y0 * SIZE + x0];
    const b = t[y0 * SIZE + x1];
    const c = t[y1 * SIZE + x0];
    const d = t[y1 * SIZE + x1];
    const top = a + (b - a) * fx;
    const bottom = c + (d - c) * fx;
    return top + (bottom - top) * fy;
  };
}

/** A stable pseudo-random number in [0, 1) for tile (x, y) and salt i: where a tree or rock stands. */
export function hash01(x: number, y: number, i: number): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263) ^ Math.imul(i | 0, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
