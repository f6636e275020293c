import { FEATURES } from './features';
import { paintGround, type TileRect } from './ground';
import type { TerrainGrid } from './terrainGrid';

export type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;
type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Below this many pixels per tile the drawn details would be specks: the ground alone shows the type. */
export const FEATURE_MIN_RES = 8;
const WATER_INDEX = 8;

/**
 * Bakes the terrain of `rect` at `res` pixels per tile into a canvas: the painted ground, then the
 * features of every tile from north to south (so nearer trees overlap farther ones), including one
 * tile beyond the rect so features that straddle a chunk border are drawn on both sides of it.
 */
export function bakeRegion(g: TerrainGrid, rect: TileRect, res: number, makeCanvas: (w: number, h: number) => AnyCanvas): AnyCanvas {
  const W = rect.w * res;
  const H = rect.h * res;
  const canvas = makeCanvas(W, H);
  // A software canvas (willReadFrequently): the bake runs on the worker's own core instead of queueing
  // path drawing in the GPU process, which also draws every map frame (and with SwiftShader rasterises
  // on the CPU, so the two fought over the same cores).
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as Ctx | null;
  if (!ctx) throw new Error('2d canvas unavailable');
  const image = ctx.createImageData(W, H);
  paintGround(g, rect, res, image.data);
  ctx.putImageData(image, 0, 0);
  if (res >= FEATURE_MIN_RES) {
    const m = g.maxCoord;
    const yTop = rect.y0 + rect.h - 1;
    for (let y = Math.min(m, yTop + 1); y >= Math.max(-m, rect.y0 - 1); y--) {
      const cy = (yTop - y + 0.5) * res;
      for (let x = Math.max(-m, rect.x0 - 1); x <= Math.min(m, rect.x0 + rect.w); x++) {
        const i = (y + m) * g.side + (x + m);
        const t = g.types[i];
        if (t === WATER_INDEX && g.depth[i] < 0.5) continue;
        FEATURES[t](ctx, x, y, (x - rect.x0 + 0.5) * res, cy, res);
      }
    }
  }
  return canvas;
}
