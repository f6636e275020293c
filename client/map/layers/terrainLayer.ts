import { Container, Sprite, Texture } from 'pixi.js';
import { visibleTileRange, type Camera, type Viewport } from '../camera';
import type { TileRect } from '../paint/ground';
import type { Baked, TerrainBaker } from '../paint/baker';

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
  private readonly overviewRes: number;
  private readonly chunks = new Map<string, Chunk>();
  private frame = 0;
  private destroyed = false;

  constructor(private readonly maxCoord: number, private readonly baker: TerrainBaker, private readonly onReady: () => void) {
    const side = 2 * maxCoord + 1;
    this.overviewRes = Math.max(2, Math.min(12, Math.floor(1100 / side)));
    this.container.addChild(this.chunkLayer);
    const m = maxCoord;
    const job = baker.bake({ x0: -m, y0: -m, w: side, h: side }, this.overviewRes, true);
    void job.done.then((img) => {
      if (this.destroyed) return void closeImage(img);
      this.overview = this.spriteFor(img, { x0: -m, y0: -m, w: side, h: side }, this.overviewRes);
      this.container.addChildAt(this.overview, 0);
      this.onReady();
    }).catch(() => {});
  }

  /** True once the whole-continent image is on screen. */
  get ready(): boolean {
    return this.overview !== undefined;
  }

  private spriteFor(img: Baked, rect: TileRect, res: number): Sprite {
    const texture = Texture.from({ resource: img, autoGenerateMipmaps: true, scaleMode: 'linear' }, true);
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
    const wanted = new Set<string>();
    const keepJobs = new Set<number>();
    const m = this.maxCoord;
    if (res > 0) {
      const n = CHUNK_PX / res;
      const i0 = Math.floor((range.x0 - 1 + m) / n);
      const i1 = Math.floor((range.x1 + 1 + m) / n);
      const j0 = Math.floor((range.y0 - 1 + m) / n);
      const j1 = Math.floor((range.y1 + 1 + m) / n);
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
      this.onReady();
    }).catch(() => { c.jobId = undefined; });
  }

  /**
   * Shows the baked chunks that touch the view: the current level on top, other levels beneath as
   * stand-ins. Once the current level covers the whole view, the stand-ins and the whole-continent
   * image are left out: every layer less is a full screen of pixels less to fill.
   */
  private arrange(res: number, range: { x0: number; x1: number; y0: number; y1: number }, wanted: Set<string>): void {
    const shown: Chunk[] = [];
    let covered = res > 0 && wanted.size > 0;
    for (const key of wanted) if (!this.chunks.get(key)?.sprite) covered = false;
    for (const c of this.chunks.values()) {
      if (!c.sprite || (covered && c.res !== res)) continue;
      const r = c.rect;
      const visible = res > 0 && r.x0 <= range.x1 + 1 && r.x0 + r.w - 1 >= range.x0 - 1 && r.y0 <= range.y1 + 1 && r.y0 + r.h - 1 >= range.y0 - 1;
      if (visible) shown.push(c);
    }
    shown.sort((a, b) => (a.res === res ? 1 : 0) - (b.res === res ? 1 : 0) || a.res - b.res);
    // Touch the render group only when the set of chunks changes, so it keeps its cached instructions.
    const current = this.chunkLayer.children;
    const same = current.length === shown.length && shown.every((c, i) => current[i] === c.sprite);
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
    if (c.sprite) {
      const tex = c.sprite.texture;
      c.sprite.destroy();
      const resource = tex.source.resource as Baked | undefined;
      tex.destroy(true);
      if (resource) closeImage(resource);
    }
  }

  destroy(): void {
    this.destroyed = true;
    for (const c of [...this.chunks.values()]) this.drop(c);
    if (this.overview) {
      const tex = this.overview.texture;
      this.overview.destroy();
      tex.destroy(true);
    }
    this.container.destroy({ children: true });
  }
}

function closeImage(img: Baked): void {
  if (typeof ImageBitmap !== 'undefined' && img instanceof ImageBitmap) img.close();
}
