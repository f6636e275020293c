import { Application, Container, Sprite, Texture } from 'pixi.js';
import { MapController } from '../../client/map/controller';
import { visibleTileRange, worldToScreen } from '../../client/map/camera';

/**
 * Benchmark 4's baseline page (bundled by esbuild in tests/bench/map.ts, runs in Chromium): a plain Pixi
 * Application of the map canvas's size and position, with no game code, drawing one plain sprite per
 * tile in view, per village in view and per movement marker on screen: the objects the map shows,
 * drawn the naive way. The camera is the map's own MapController (pure maths, no drawing), fed by the
 * same pointer and wheel events, so the same input script moves both pages the same way; the ticker
 * renders every display frame, as a plain Pixi app does.
 */
export interface BaselineConfig {
  maxCoord: number;
  camera: { x: number; y: number; zoom: number };
  canvas: { left: number; top: number; width: number; height: number };
  villages: Array<{ x: number; y: number; own: boolean }>;
  movements: Array<{ from: { x: number; y: number }; to: { x: number; y: number }; startMs: number; dueMs: number }>;
}

declare global {
  interface Window {
    __baselineConfig?: BaselineConfig;
    __bench?: { ready: boolean; renders: number; sprites: number; spriteSum: number; maxSprites: number; renderer: string; webgl: boolean; error?: string };
  }
}

function square(colour: string, size = 16): Texture {
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = 'rgba(0,0,0,0.15)';
  ctx.fillRect(0, size - 2, size, 2);
  return Texture.from(c, true);
}

class Pool {
  private items: Sprite[] = [];
  used = 0;
  constructor(private readonly parent: Container) {}
  next(texture: Texture): Sprite {
    let s = this.items[this.used];
    if (!s) {
      s = new Sprite(texture);
      s.anchor.set(0.5);
      this.items.push(s);
      this.parent.addChild(s);
    }
    s.texture = texture;
    s.visible = true;
    this.used++;
    return s;
  }
  end(): void {
    for (let i = this.used; i < this.items.length; i++) this.items[i].visible = false;
    this.used = 0;
  }
}

async function main(cfg: BaselineConfig): Promise<void> {
  const bench: NonNullable<Window['__bench']> = { ready: false, renders: 0, sprites: 0, spriteSum: 0, maxSprites: 0, renderer: '', webgl: false };
  window.__bench = bench;
  const { width, height, left, top } = cfg.canvas;
  const app = new Application();
  await app.init({ width, height, background: 0x14110d, antialias: false, preference: 'webgl', resolution: 1 });
  const canvas = app.canvas as HTMLCanvasElement;
  canvas.style.position = 'absolute';
  canvas.style.left = `${left}px`;
  canvas.style.top = `${top}px`;
  canvas.style.touchAction = 'none';
  document.body.appendChild(canvas);
  const gl = (app.renderer as unknown as { gl?: WebGLRenderingContext }).gl;
  bench.webgl = !!gl;
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  bench.renderer = gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : `not WebGL (${app.renderer.name})`;

  const terrain = ['#7f9a4d', '#5f7f3a', '#3d5e2c', '#9b8a5a', '#8a8580', '#a39a7a', '#6b7f5a', '#4f5f45', '#3f6f9a'].map((c) => square(c));
  const villageTex = square('#a63a2e', 32);
  const ownTex = square('#f2c35b', 32);
  const markerTex = square('#e9dcc0', 16);
  const tiles = new Pool(app.stage);
  const villages = new Pool(app.stage);
  const markers = new Pool(app.stage);

  const c = new MapController({ maxCoord: cfg.maxCoord, viewport: { width, height }, camera: cfg.camera });
  const local = (e: PointerEvent | WheelEvent) => ({ x: e.clientX - left, y: e.clientY - top });
  canvas.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    canvas.setPointerCapture?.(e.pointerId);
    const p = local(e);
    c.pointerDown(e.pointerId, p.x, p.y, e.pointerType !== 'mouse', e.timeStamp);
  });
  canvas.addEventListener('pointermove', (e) => { const p = local(e); c.pointerMove(e.pointerId, p.x, p.y, e.timeStamp); });
  canvas.addEventListener('pointerup', (e) => { const p = local(e); c.pointerUp(e.pointerId, p.x, p.y, e.timeStamp); });
  canvas.addEventListener('pointercancel', (e) => c.pointerCancel(e.pointerId));
  canvas.addEventListener('pointerleave', () => c.pointerLeave());
  canvas.addEventListener('wheel', (e) => { e.preventDefault(); const p = local(e); c.wheel(p.x, p.y, e.deltaY, e.deltaMode); }, { passive: false });

  const vp = { width, height };
  app.ticker.add(() => {
    c.tick(performance.now());
    const cam = c.camera;
    const z = cam.zoom;
    const r = visibleTileRange(cam, vp, cfg.maxCoord);
    let n = 0;
    const ts = z / 16;
    for (let y = r.y0; y <= r.y1; y++) {
      for (let x = r.x0; x <= r.x1; x++) {
        const s = tiles.next(terrain[(((x * 7 + y * 13) % 9) + 9) % 9]);
        const p = worldToScreen(cam, vp, x, y);
        s.position.set(p.x, p.y);
        s.scale.set(ts);
        n++;
      }
    }
    tiles.end();
    const vs = Math.max(8, Math.min(128, z * 1.7)) / 32;
    for (const v of cfg.villages) {
      if (v.x < r.x0 - 1 || v.x > r.x1 + 1 || v.y < r.y0 - 1 || v.y > r.y1 + 1) continue;
      const s = villages.next(v.own ? ownTex : villageTex);
      const p = worldToScreen(cam, vp, v.x, v.y);
      s.position.set(p.x, p.y);
      s.scale.set(vs);
      n++;
    }
    villages.end();
    const now = Date.now();
    for (const m of cfg.movements) {
      const t = Math.min(1, Math.max(0, (now - m.startMs) / (m.dueMs - m.startMs)));
      const p = worldToScreen(cam, vp, m.from.x + (m.to.x - m.from.x) * t, m.from.y + (m.to.y - m.from.y) * t);
      if (p.x < -24 || p.y < -24 || p.x > width + 24 || p.y > height + 24) continue;
      const s = markers.next(markerTex);
      s.position.set(p.x, p.y);
      n++;
    }
    markers.end();
    bench.sprites = n;
    bench.spriteSum += n;
    if (n > bench.maxSprites) bench.maxSprites = n;
    bench.renders++;
  });
  bench.ready = true;
}

const cfg = window.__baselineConfig;
if (!cfg) throw new Error('window.__baselineConfig missing');
main(cfg).catch((e: unknown) => {
  window.__bench = { ready: false, renders: 0, sprites: 0, spriteSum: 0, maxSprites: 0, renderer: '', webgl: false, error: String(e) };
});
