import { DEEP_WATER, LOOK_BY_INDEX, SAND, SHALLOW_WATER } from './palette';
import { valueNoise } from './noise';
import { bilinear, gridIndex, type TerrainGrid } from './terrainGrid';

/** A rectangle of tiles: (x0, y0) is its south-west tile; it spans w tiles east and h tiles north. */
export interface TileRect {
  x0: number;
  y0: number;
  w: number;
  h: number;
}

const WATER_INDEX = 8;
const MOUNTAINS = 4;
const ROCKY = 5;
const MARSH = 6;
const SWAMP = 7;
const FOREST = 2;
const WOODLANDS = 1;
const warpX = valueNoise(1);
const warpY = valueNoise(2);
const relief = valueNoise(3);
const mottle = valueNoise(4);
const grain = valueNoise(5);
const pools = valueNoise(6);

/** Field samples per tile at most: finer detail than this is left to the feature sprites. */
const SAMPLES_PER_TILE = 6;

/**
 * Paints the ground of `rect` at `res` pixels per tile into an RGBA buffer (row 0 = north). Tile
 * borders are warped by noise so regions have organic outlines; coasts follow the smooth water
 * depth field; relief is hill-shaded from the north-west. Everything is a function of world
 * position, so neighbouring chunks and other zoom levels match.
 *
 * The costly fields (warp, height, water) are sampled on a coarser grid and interpolated per pixel,
 * which keeps a 512x512 chunk within a few tens of milliseconds.
 */
export function paintGround(g: TerrainGrid, rect: TileRect, res: number, out: Uint8ClampedArray): void {
  const W = rect.w * res;
  const H = rect.h * res;
  const edge = g.maxCoord + 0.5;
  const left = rect.x0 - 0.5;
  const top = rect.y0 + rect.h - 0.5;

  // Pass 1: fields on a sample grid with one extra sample on every side (for slopes and interpolation).
  const step = Math.max(2, Math.floor(res / SAMPLES_PER_TILE));
  const sw = Math.ceil(W / step) + 3;
  const sh = Math.ceil(H / step) + 3;
  const n = sw * sh;
  const fqx = new Float32Array(n);
  const fqy = new Float32Array(n);
  const fh = new Float32Array(n);
  const fwater = new Float32Array(n);
  const fmottle = new Float32Array(n);
  const fswell = new Float32Array(n);
  for (let j = 0; j < sh; j++) {
    const wy = top - ((j - 1) * step) / res;
    for (let i = 0; i < sw; i++) {
      const wx = left + ((i - 1) * step) / res;
      const k = j * sw + i;
      const qx = wx + 0.42 * warpX(wx * 0.7, wy * 0.7) + 0.16 * warpX(wx * 2.3 + 9, wy * 2.3);
      const qy = wy + 0.42 * warpY(wx * 0.7, wy * 0.7) + 0.16 * warpY(wx * 2.3, wy * 2.3 + 9);
      fqx[k] = qx;
      fqy[k] = qy;
      fh[k] = bilinear(g, g.height, qx, qy) + bilinear(g, g.rough, qx, qy) * (0.65 * relief(wx * 1.7, wy * 1.7) + 0.35 * relief(wx * 4.1 + 50, wy * 4.1));
      fwater[k] = bilinear(g, g.depth, qx, qy);
      fmottle[k] = mottle(wx * 1.2, wy * 1.2);
      fswell[k] = Math.sin(wy * 9 + warpX(wx * 1.3, wy * 0.6) * 5);
    }
  }
  // Slope light from the north-west, per sample.
  const flight = new Float32Array(n);
  const dist = step / res;
  for (let j = 0; j < sh - 1; j++) {
    for (let i = 0; i < sw - 1; i++) {
      const k = j * sw + i;
      const dx = (fh[k + 1] - fh[k]) / dist;
      const dy = (fh[k] - fh[k + sw]) / dist; // sample rows run southward, so this is d/dy northward
      flight[k] = Math.max(-0.45, Math.min(0.45, (dx * 0.75 - dy * 0.75) * 0.42));
    }
  }

  // Fine grain only where a pixel is small enough to show it; below that it would only alias.
  const fine = res >= 12;
  // Pass 2: per pixel, interpolate the fields and colour.
  let o = 0;
  for (let py = 0; py < H; py++) {
    const wy = top - (py + 0.5) / res;
    const sy = (py + 0.5) / step + 1;
    const j0 = Math.floor(sy);
    const fy = sy - j0;
    for (let px = 0; px < W; px++, o += 4) {
      const wx = left + (px + 0.5) / res;
      const outside = Math.max(Math.abs(wx), Math.abs(wy)) - edge;
      if (outside > 0) {
        out[o] = 0; out[o + 1] = 0; out[o + 2] = 0; out[o + 3] = 0;
        continue;
      }
      const sx = (px + 0.5) / step + 1;
      const i0 = Math.floor(sx);
      const fx = sx - i0;
      const k = j0 * sw + i0;
      const w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy;
      const qx = fqx[k] * w00 + fqx[k + 1] * w10 + fqx[k + sw] * w01 + fqx[k + sw + 1] * w11;
      const qy = fqy[k] * w00 + fqy[k + 1] * w10 + fqy[k + sw] * w01 + fqy[k + sw + 1] * w11;
      const h0 = fh[k] * w00 + fh[k + 1] * w10 + fh[k + sw] * w01 + fh[k + sw + 1] * w11;
      const water = fwater[k] * w00 + fwater[k + 1] * w10 + fwater[k + sw] * w01 + fwater[k + sw + 1] * w11;
      let shade = 1 + (flight[k] * w00 + flight[k + 1] * w10 + flight[k + sw] * w01 + flight[k + sw + 1] * w11);
      const ti = g.types[gridIndex(g, Math.round(qx), Math.round(qy))];

      let r: number, gg: number, b: number;
      if (water > 0.36) {
        // Open water darkens with distance from the shore; soft swells break up the flat colour.
        const d = Math.min(1, (water - 0.36) / 0.55);
        r = SHALLOW_WATER[0] + (DEEP_WATER[0] - SHALLOW_WATER[0]) * d;
        gg = SHALLOW_WATER[1] + (DEEP_WATER[1] - SHALLOW_WATER[1]) * d;
        b = SHALLOW_WATER[2] + (DEEP_WATER[2] - SHALLOW_WATER[2]) * d;
        const swell = fswell[k] * w00 + fswell[k + 1] * w10 + fswell[k + sw] * w01 + fswell[k + sw + 1] * w11;
        shade = 1 + swell * 0.05;
      } else {
        const look = LOOK_BY_INDEX[ti === WATER_INDEX ? 0 : ti];
        const mo = fmottle[k] * w00 + fmottle[k + 1] * w10 + fmottle[k + sw] * w01 + fmottle[k + sw + 1] * w11;
        const mt = Math.max(0, Math.min(1, 0.5 + mo * look.mottle * 1.4));
        r = look.base[0] + (look.alt[0] - look.base[0]) * mt;
        gg = look.base[1] + (look.alt[1] - look.base[1]) * mt;
        b = look.base[2] + (look.alt[2] - look.base[2]) * mt;
        if (ti === MOUNTAINS && h0 > 1.22) {
          // Snow on the high peaks.
          const s = Math.min(1, (h0 - 1.22) * 4);
          r += (226 - r) * s; gg += (224 - gg) * s; b += (216 - b) * s;
        } else if (ti === SWAMP || ti === MARSH) {
          // Standing water in swamps and marshes.
          const p = pools(wx * 2.3, wy * 2.3);
          const lim = ti === SWAMP ? 0.12 : 0.38;
          if (p > lim) {
            const s = Math.min(1, (p - lim) * 6);
            const pr = ti === SWAMP ? 30 : 60, pg = ti === SWAMP ? 44 : 92, pb = ti === SWAMP ? 42 : 98;
            r += (pr - r) * s; gg += (pg - gg) * s; b += (pb - b) * s;
          }
        } else if (fine && (ti === FOREST || ti === WOODLANDS)) {
          // Canopy: dark gaps between crowns.
          shade *= 1 + grain(wx * 5.5, wy * 5.5) * (ti === FOREST ? 0.22 : 0.12);
        }
        if (water > 0.18) {
          // A pale beach where land meets water.
          const s = Math.min(1, (water - 0.18) / 0.18);
          r += (SAND[0] - r) * s; gg += (SAND[1] - gg) * s; b += (SAND[2] - b) * s;
        }
        if (fine) shade *= 1 + grain(wx * 7.3, wy * 7.3) * (ti === ROCKY ? 0.16 : 0.06);
      }
      // The rim of the continent fades into the dark surround.
      const rim = outside > -0.6 ? (-outside / 0.6) * 0.35 + 0.65 : 1;
      const kk = shade * rim;
      out[o] = r * kk;
      out[o + 1] = gg * kk;
      out[o + 2] = b * kk;
      out[o + 3] = 255;
    }
  }
}
