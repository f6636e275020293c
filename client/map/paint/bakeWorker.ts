/// <reference lib="webworker" />
import { bakeRegion } from './bake';
import type { TileRect } from './ground';
import { buildTerrainGrid, type TerrainGrid } from './terrainGrid';

/**
 * Bakes terrain chunks off the main thread, so panning never waits for painting. Messages:
 * `{ type: 'init', maxCoord, types }` once per world, then `{ type: 'bake', id, rect, res }`, answered
 * with `{ id, bitmap }` (an ImageBitmap, transferred).
 */
let grid: TerrainGrid | undefined;

self.onmessage = (e: MessageEvent) => {
  const msg = e.data as { type: 'init'; maxCoord: number; types: Uint8Array } | { type: 'bake'; id: number; rect: TileRect; res: number };
  if (msg.type === 'init') {
    grid = buildTerrainGrid(msg.maxCoord, msg.types);
    return;
  }
  if (!grid) return;
  try {
    const canvas = bakeRegion(grid, msg.rect, msg.res, (w, h) => new OffscreenCanvas(w, h)) as OffscreenCanvas;
    const bitmap = canvas.transferToImageBitmap();
    (self as unknown as Worker).postMessage({ id: msg.id, bitmap }, [bitmap]);
  } catch (err) {
    (self as unknown as Worker).postMessage({ id: msg.id, error: String(err) });
  }
};
