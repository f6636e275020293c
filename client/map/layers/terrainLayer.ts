import { Container, Sprite, Texture } from 'pixi.js';
import { visibleTileRange, type Camera, type Viewport } from '../camera';
import type { TileRect } from '../paint/ground';
import { continentRect, overviewRes, quickOverviewRes, type Baked, type TerrainBaker } from '../paint/baker';

/** Pixels per tile of the chunk levels; each chunk image is CHUNK_PX square. */
const LEVELS = [4, 8, 16, 32, 64, 128];
const CHUNK_PX = 256;
/** Chunk images kept in memory (each 256 KB); the least recently seen go first. */
const MAX_CHUNKS = 110;

interface Chunk {
  key: string;
  res: number;
  rect: TileRect;
  jobId?: number;
  sprite?: Sprite;
  lastSeen: number;
}

/**
 * The terrain: a render group that changes only when the camera crosses into new chunks. A coarse
 * image of the whole continent is always underneath; chunks baked at the resolution the zoom needs
 * are laid over it as they arrive, so nothing ever shows a hole, and chunks outside the view are not
 * drawn at all (they are removed from the stage, which is the cheapest culling).
 */
export class TerrainLayer {
  readonly container = new Container({ isRenderGroup: true });
  private readonly chunkLayer = new Container();
  private overview: Sprite | undefined;
  /** Pixels per tile of the quick whole-continent image (ground only) baked first. */
  private readonly quickRes: number;
  /** Pixels per tile of the sharp one (with trees and hills), baked only when a zoom needs it. */
  private readonly overviewRes: number;
  private fineJob: number | undefined;
  private fineDone = false;
  private readonly chunks = new Map<string, Chunk>();
  private frame = 0;
  private destroyed = false;
  /** The chunk range of the last update, and whether something (a bake landing) needs a new one anyway. */
  private last = { res: -1, i0: 0, i1: 0, j0: 0, j1: 0 };
  private dirty = true;

  /** `quick`: the quick whole-continent bake if already started (paint/baker.ts, warmUpTerrain). */
  constructor(private readonly maxCoord: number, private readonly baker: TerrainBaker, private readonly onReady: () => void, quick?: { id: number; done: Promise<Baked> }) {
    this.overviewRes = overviewRes(maxCoord);
    // First a coarse image with the ground only (below FEATURE_MIN_RES no trees or hills are drawn): it
    // bakes in a moment, so the map shows terrain soon after it opens. The sharp one waits until the
    // camera zooms out far enough to show it (at the start zoom chunks cover the view).
    this.quickRes = quickOverviewRes(maxCoord);
    this.fineDone = this.quickRes === this.overviewRes;
    this.container.addChild(this.chunkLayer);
    this.showOverview(quick ?? baker.bake(continentRect(maxCoord), this.quickRes, true), this.quickRes);
  }

  private bakeOverview(res: number, front: boolean): number {
    const job = this.baker.bake(continentRect(this.maxCoord), res, front);
    this.showOverview(job, res);
    return job.id;
  }

  private showOverview(job: { done: Promise<Baked> }, res: number): void {
    const rect = continentRect(this.maxCoord);
    void job.done.then((img) => {
      if (this.destroyed) return void closeImage(img);
      const old = this.overview;
      this.overview = this.spriteFor(img, rect, res);
      this.container.addChildAt(this.overview, 0);
      if (res === this.overviewRes) this.fineDone = true;
      if (old) {
        this.overview.visible = old.visible;
        dropSprite(old);
      }
      this.dirty = true;
      this.onReady();
    }).catch(() => { if (res === this.overviewRes) this.fineJob = undefined; });
  }

  /** True once the whole-continent image is on screen. */
  get ready(): boolean {
    return this.overview !== undefined;
  }

  private spriteFor(img: Baked, rect: TileRect, res: number): Sprite {
    // No mipmaps: a level is chosen so its chunks are never shrunk by more than 1.35 x on screen, and a
    // mipmap chain per chunk costs a GPU pass at upload (SwiftShader does it on the CPU) for nothing.
    const texture = Texture.from({ resource: img, autoGenerateMipmaps: false, scaleMode: 'linear' }, true);
    const sprite = new Sprite(texture);
    // World units are tiles with y flipped (north up): the rect's north-west corner is its origin.
    sprite.position.set(rect.x0 - 0.5, -(rect.y0 + rect.h - 0.5));
    sprite.scale.set(1 / res);
    return sprite;
  }

  /** The chunk level for a zoom, or 0 when the whole-continent image is sharp enough. */
  levelFor(zoom: number, dpr: number): number {
    const target = zoom * dpr;
    if (target <= this.overviewRes * 1.35) return 0;
    return LEVELS.find((r) => r >= target / 1.35) ?? LEVELS[LEVELS.length - 1];
  }

  update(camera: Camera, viewport: Viewport, dpr: number): void {
    this.frame++;
    const res = this.levelFor(camera.zoom, dpr);
    const range = visibleTileRange(camera, viewport, this.maxCoord);
    const m = this.maxCoord;
    const n = res > 0 ? CHUNK_PX / res : 1;
    const i0 = Math.floor((range.x0 - 1 + m) / n);
    const i1 = Math.floor((range.x1 + 1 + m) / n);
    const j0 = Math.floor((range.y0 - 1 + m) / n);
    const j1 = Math.floor((range.y1 + 1 + m) / n);
    // Most frames (a pan within the same chunks, a marker moving) change nothing here: skip the work
    // and its garbage until the view reaches other chunks or a bake lands.
    const last = this.last;
    if (!this.dirty && last.res === res && last.i0 === i0 && last.i1 === i1 && last.j0 === j0 && last.j1 === j1) return;
    this.dirty = false;
    this.last = { res, i0, i1, j0, j1 };
    const wanted = new Set<string>();
    const keepJobs = new Set<number>();
    if (res > 0) {
      for (let j = Math.max(0, j0); j <= j1; j++) {
        for (let i = Math.max(0, i0); i <= i1; i++) {
          const x0 = -m + i * n;
          const y0 = -m + j * n;
          if (x0 > m || y0 > m) continue;
          const key = `${res}:${i}:${j}`;
          wanted.add(key);
          let c = this.chunks.get(key);
          if (!c) {
            c = { key, res, rect: { x0, y0, w: Math.min(n, m - x0 + 1), h: Math.min(n, m - y0 + 1) }, lastSeen: this.frame };
            this.chunks.set(key, c);
          }
          c.lastSeen = this.frame;
          if (!c.sprite && c.jobId === undefined) this.request(c);
          if (c.jobId !== undefined) keepJobs.add(c.jobId);
        }
      }
      // Nearest chunks first.
      const cx = camera.x;
      const cy = camera.y;
      const byJob = new Map<number, Chunk>();
      for (const c of this.chunks.values()) if (c.jobId !== undefined) byJob.set(c.jobId, c);
      this.baker.prioritise((id) => {
        const c = byJob.get(id);
        return c ? Math.hypot(c.rect.x0 + c.rect.w / 2 - cx, c.rect.y0 + c.rect.h / 2 - cy) : 1e9;
      });
    }
    if (res === 0 && !this.fineDone && this.fineJob === undefined) this.fineJob = this.bakeOverview(this.overviewRes, false);
    if (this.fineJob !== undefined && !this.fineDone) keepJobs.add(this.fineJob);
    // Waiting bakes the view no longer needs are dropped.
    this.baker.retain(keepJobs);
    for (const c of this.chunks.values()) {
      if (c.jobId !== undefined && !keepJobs.has(c.jobId)) c.jobId = undefined;
    }
    this.arrange(res, range, wanted);
    this.evict(wanted);
  }

  private request(c: Chunk): void {
    const job = this.baker.bake(c.rect, c.res);
    c.jobId = job.id;
    void job.done.then((img) => {
      if (this.destroyed || this.chunks.get(c.key) !== c) return void closeImage(img);
      c.jobId = undefined;
      c.sprite = this.spriteFor(img, c.rect, c.res);
      this.dirty = true;
      this.onReady();
    }).catch(() => { c.jobId = undefined; this.dirty = true; });
  }

  /**
   * Shows the baked chunks that touch the view: the current level on top, and beneath it chunks of
   * other levels only where a current chunk is still missing (stand-ins for the holes). Once the
   * current level covers the whole view, the stand-ins and the whole-continent image are left out:
   * every layer less is a full screen of pixels less to fill.
   */
  private arrange(res: number, range: { x0: number; x1: number; y0: number; y1: number }, wanted: Set<string>): void {
    const shown: Chunk[] = [];
    const holes: TileRect[] = [];
    for (const key of wanted) {
      const c = this.chunks.get(key);
      if (c && !c.sprite) holes.push(c.rect);
    }
    const covered = res > 0 && wanted.size > 0 && holes.length === 0;
    for (const c of this.chunks.values()) {
      if (!c.sprite || res === 0) continue;
      const r = c.rect;
      if (c.res === res) {
        if (wanted.has(c.key)) shown.push(c);
        continue;
      }
      if (covered) continue;
      const visible = r.x0 <= range.x1 + 1 && r.x0 + r.w - 1 >= range.x0 - 1 && r.y0 <= range.y1 + 1 && r.y0 + r.h - 1 >= range.y0 - 1;
      if (visible && holes.some((h) => overlaps(h, r))) shown.push(c);
    }
    shown.sort((a, b) => (a.res === res ? 1 : 0) - (b.res === res ? 1 : 0) || a.res - b.res);
    // Touch the render group only when the set of chunks changes, so it keeps its cached instructions.
    const current = this.chunkLayer.children;
    let same = current.length === shown.length;
    for (let i = 0; same && i < shown.length; i++) same = current[i] === shown[i].sprite;
    if (!same) {
      this.chunkLayer.removeChildren();
      for (const c of shown) this.chunkLayer.addChild(c.sprite!);
    }
    if (this.overview && this.overview.visible === covered) this.overview.visible = !covered;
  }

  private evict(wanted: Set<string>): void {
    const baked = [...this.chunks.values()].filter((c) => c.sprite);
    if (baked.length <= MAX_CHUNKS) {
      for (const c of this.chunks.values()) if (!c.sprite && c.jobId === undefined && !wanted.has(c.key)) this.chunks.delete(c.key);
      return;
    }
    baked.sort((a, b) => a.lastSeen - b.lastSeen);
    for (const c of baked.slice(0, baked.length - MAX_CHUNKS)) {
      if (wanted.has(c.key)) continue;
      this.drop(c);
    }
  }

  private drop(c: Chunk): void {
    this.chunks.delete(c.key);
    if (c.sprite) dropSprite(c.sprite);
  }

  destroy(): void {
    this.destroyed = true;
    for (const c of [...this.chunks.values()]) this.drop(c);
    if (this.overview) dropSprite(this.overview);
    this.container.destroy({ children: true });
  }
}

/** Destroys a terrain sprite with its texture and frees the image behind it. */
function dropSprite(sprite: Sprite): void {
  const tex = sprite.texture;
  sprite.destroy();
  const resource = tex.source.resource as Baked | undefined;
  tex.destroy(true);
  if (resource) closeImage(resource);
}

function overlaps(a: TileRect, b: TileRect): boolean {
  return a.x0 < b.x0 + b.w && b.x0 < a.x0 + a.w && a.y0 < b.y0 + b.h && b.y0 < a.y0 + a.h;
}

function closeImage(img: Baked): void {
  if (typeof ImageBitmap !== 'undefined' && img instanceof ImageBitmap) img.close();
}
