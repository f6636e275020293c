import { bakeRegion } from './bake';
import type { TileRect } from './ground';
import { buildTerrainGrid, type TerrainGrid } from './terrainGrid';

export type Baked = ImageBitmap | HTMLCanvasElement;

interface Job {
  id: number;
  rect: TileRect;
  res: number;
  resolve: (b: Baked) => void;
  reject: (e: Error) => void;
}

/**
 * Turns terrain rectangles into images, one at a time, in a worker when the browser has workers and
 * OffscreenCanvas (else on the main thread between frames). Jobs still waiting can be dropped when the
 * camera has moved on, so the queue only ever holds what the view needs now.
 */
export class TerrainBaker {
  private worker: Worker | undefined;
  private grid: TerrainGrid | undefined;
  private queue: Job[] = [];
  private running: Job | undefined;
  private nextId = 1;
  private disposed = false;

  constructor(maxCoord: number, types: Uint8Array) {
    if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
      try {
        this.worker = new Worker(new URL('./bakeWorker.ts', import.meta.url), { type: 'module' });
        this.worker.onmessage = (e) => this.finished(e.data as { id: number; bitmap?: ImageBitmap; error?: string });
        this.worker.onerror = () => this.fallBackToMainThread(maxCoord, types);
        this.worker.postMessage({ type: 'init', maxCoord, types });
      } catch {
        this.worker = undefined;
      }
    }
    if (!this.worker) this.grid = buildTerrainGrid(maxCoord, types);
  }

  private fallBackToMainThread(maxCoord: number, types: Uint8Array): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.grid = buildTerrainGrid(maxCoord, types);
    const job = this.running;
    this.running = undefined;
    if (job) this.queue.unshift(job);
    this.pump();
  }

  /** Queues a bake; `front` puts it ahead of the others (the coarse whole-map image). */
  bake(rect: TileRect, res: number, front = false): { id: number; done: Promise<Baked> } {
    const id = this.nextId++;
    const done = new Promise<Baked>((resolve, reject) => {
      const job = { id, rect, res, resolve, reject };
      if (front) this.queue.unshift(job);
      else this.queue.push(job);
    });
    this.pump();
    return { id, done };
  }

  /** Drops waiting jobs not in `keep` (their promises never settle; callers forget them). */
  retain(keep: Set<number>): void {
    this.queue = this.queue.filter((j) => keep.has(j.id));
  }

  /** Orders waiting jobs by `rank` (lower first). */
  prioritise(rank: (id: number) => number): void {
    this.queue.sort((a, b) => rank(a.id) - rank(b.id));
  }

  private pump(): void {
    if (this.running || this.disposed) return;
    const job = this.queue.shift();
    if (!job) return;
    this.running = job;
    if (this.worker) {
      this.worker.postMessage({ type: 'bake', id: job.id, rect: job.rect, res: job.res });
      return;
    }
    // Main thread: one job per macrotask, so input and frames still get through between them.
    setTimeout(() => {
      if (this.disposed || !this.grid) return;
      try {
        const canvas = bakeRegion(this.grid, job.rect, job.res, (w, h) => {
          const c = document.createElement('canvas');
          c.width = w;
          c.height = h;
          return c;
        }) as HTMLCanvasElement;
        this.running = undefined;
        job.resolve(canvas);
      } catch (err) {
        this.running = undefined;
        job.reject(err as Error);
      }
      this.pump();
    }, 0);
  }

  private finished(msg: { id: number; bitmap?: ImageBitmap; error?: string }): void {
    const job = this.running;
    this.running = undefined;
    if (job && job.id === msg.id) {
      if (msg.bitmap) job.resolve(msg.bitmap);
      else job.reject(new Error(msg.error ?? 'bake failed'));
    } else {
      msg.bitmap?.close();
    }
    this.pump();
  }

  dispose(): void {
    this.disposed = true;
    this.queue = [];
    this.worker?.terminate();
  }
}

/** Pixels per tile of the sharp whole-continent image (trees and hills from FEATURE_MIN_RES). */
export function overviewRes(maxCoord: number): number {
  return Math.max(2, Math.min(12, Math.floor(1100 / (2 * maxCoord + 1))));
}

/** Pixels per tile of the first, quick whole-continent image: ground only (below FEATURE_MIN_RES). */
export function quickOverviewRes(maxCoord: number): number {
  return Math.min(overviewRes(maxCoord), 6);
}

/** The whole continent as a tile rectangle. */
export function continentRect(maxCoord: number): TileRect {
  return { x0: -maxCoord, y0: -maxCoord, w: 2 * maxCoord + 1, h: 2 * maxCoord + 1 };
}

export interface WarmTerrain {
  baker: TerrainBaker;
  /** The quick whole-continent bake, already under way. */
  overview: { id: number; done: Promise<Baked> };
}

let warm: (WarmTerrain & { types: Uint8Array }) | undefined;

/**
 * Starts the bake worker and the quick whole-continent image as soon as the world is known, before
 * Pixi is loaded and WebGL is up: the first terrain bakes on the other core meanwhile, so the map
 * shows terrain with its first frame. The scene adopts it (`adoptWarmTerrain`); `releaseWarmTerrain`
 * ends one nobody adopted.
 */
export function warmUpTerrain(maxCoord: number, types: Uint8Array): void {
  if (warm?.types === types) return;
  warm?.baker.dispose();
  const baker = new TerrainBaker(maxCoord, types);
  const overview = baker.bake(continentRect(maxCoord), quickOverviewRes(maxCoord), true);
  overview.done.catch(() => {});
  warm = { baker, overview, types };
}

/** The warmed-up baker for this world, handed over once (undefined: make a new one). */
export function adoptWarmTerrain(types: Uint8Array): WarmTerrain | undefined {
  if (warm?.types !== types) return undefined;
  const w = warm;
  warm = undefined;
  return { baker: w.baker, overview: w.overview };
}

/** Ends a warmed-up baker nobody adopted (the map closed before Pixi started). */
export function releaseWarmTerrain(types: Uint8Array): void {
  if (warm?.types !== types) return;
  warm.baker.dispose();
  warm = undefined;
}
