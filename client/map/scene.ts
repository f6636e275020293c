import { Container, type Application } from 'pixi.js';
import type { MapController } from './controller';
import { MovementLayer } from './layers/movementLayer';
import { ObjectiveLayer } from './layers/objectiveLayer';
import type { MapObjectiveMark } from './objectives';
import { OverlayLayer } from './layers/overlayLayer';
import type { MapMovement } from './movements';
import { TerrainLayer } from './layers/terrainLayer';
import { adoptWarmTerrain, TerrainBaker } from './paint/baker';
import type { TileRef } from './controller';
import type { WorldModel } from './world';

/**
 * Binds a Pixi application to the map controller: turns DOM pointer and wheel events into controller
 * calls, and draws a frame only when something changed (camera, selection, a baked chunk arriving) or
 * while an animation or glide runs. The ticker never runs; there is no per-frame React work.
 */
export class MapScene {
  private readonly worldContainer = new Container();
  private readonly terrain: TerrainLayer;
  private readonly overlay: OverlayLayer;
  private readonly baker: TerrainBaker;
  private readonly movements = new MovementLayer();
  private readonly objectives = new ObjectiveLayer();
  private raf = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Server time now (ms): movement markers sit where the server's clock says they are. */
  serverNow: () => number = () => Date.now();
  private readonly cleanups: (() => void)[] = [];
  private destroyed = false;
  /** Frames drawn, for the test hook. */
  frames = 0;

  constructor(private readonly app: Application, private readonly controller: MapController, world: WorldModel, private readonly host: HTMLElement) {
    const warm = adoptWarmTerrain(world.types);
    this.baker = warm?.baker ?? new TerrainBaker(world.maxCoord, world.types);
    this.terrain = new TerrainLayer(world.maxCoord, this.baker, () => this.schedule(), warm?.overview);
    this.overlay = new OverlayLayer(world);
    this.worldContainer.addChild(this.terrain.container, this.overlay.worldPart);
    app.stage.addChild(this.worldContainer, this.overlay.screenPart, this.movements.container);
    this.overlay.addBelowLabels(this.movements.alertPart);
    // Events and objectives over the village icons but under their names: a badge next to a village never hides its name.
    this.overlay.addBelowLabels(this.objectives.container);
    controller.requestFrame = () => this.schedule();
    this.bindInput(app.canvas as HTMLCanvasElement);
    this.observeSize();
    this.schedule();
  }

  setWorld(world: WorldModel): void {
    this.overlay.setWorld(world);
    this.schedule();
  }

  /** The movements to draw; while any marker on screen moves, frames follow as it crawls (MovementLayer.nextFrameMs). */
  setMovements(list: readonly MapMovement[]): void {
    this.movements.setMovements(list);
    this.schedule();
  }

  /** Native events and objectives to draw (drawn again only when this list changes; a countdown on screen ticks each second). */
  setObjectives(list: readonly MapObjectiveMark[]): void {
    this.objectives.setObjectives(list);
    this.schedule();
  }

  /** The event and objective badges drawn in the last frame (for the test hook). */
  get objectivesDrawn() {
    return this.objectives.drawnMarks;
  }

  /** Villages to ring in red (incoming attacks). */
  setAlerts(list: readonly TileRef[]): void {
    this.movements.setAlerts(list);
    this.schedule();
  }

  /** Movement markers drawn in the last frame (for the test hook). */
  get movementsDrawn(): number {
    return this.movements.drawn;
  }

  /** The markers and alert rings drawn in the last frame (for the test hook). */
  get movementMarkers() {
    return this.movements.drawnMarkers;
  }

  /** The villages drawn with a beginner-protection shield in the last frame (for the test hook). */
  get shieldsDrawn(): readonly TileRef[] {
    return this.overlay.shieldsDrawn;
  }

  get alertsDrawn(): readonly TileRef[] {
    return this.movements.drawnAlerts;
  }

  private observeSize(): void {
    const resize = () => {
      const w = Math.round(this.host.clientWidth);
      const h = Math.round(this.host.clientHeight);
      if (w > 0 && h > 0 && (w !== this.app.renderer.width || h !== this.app.renderer.height || w !== this.controller.viewport.width)) {
        this.app.renderer.resize(w, h);
        this.controller.setViewport(w, h);
      }
    };
    resize();
    const ro = new ResizeObserver(resize);
    ro.observe(this.host);
    this.cleanups.push(() => ro.disconnect());
  }

  private bindInput(canvas: HTMLCanvasElement): void {
    const c = this.controller;
    const local = (e: PointerEvent | WheelEvent) => {
      const r = canvas.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const down = (e: PointerEvent) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      canvas.setPointerCapture?.(e.pointerId);
      const p = local(e);
      c.pointerDown(e.pointerId, p.x, p.y, e.pointerType !== 'mouse', e.timeStamp);
    };
    const move = (e: PointerEvent) => {
      const p = local(e);
      c.pointerMove(e.pointerId, p.x, p.y, e.timeStamp);
    };
    const up = (e: PointerEvent) => {
      const p = local(e);
      c.pointerUp(e.pointerId, p.x, p.y, e.timeStamp);
    };
    const cancel = (e: PointerEvent) => c.pointerCancel(e.pointerId);
    const leave = () => c.pointerLeave();
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = local(e);
      c.wheel(p.x, p.y, e.deltaY, e.deltaMode);
    };
    const menu = (e: Event) => e.preventDefault();
    canvas.style.touchAction = 'none';
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', cancel);
    canvas.addEventListener('pointerleave', leave);
    canvas.addEventListener('wheel', wheel, { passive: false });
    canvas.addEventListener('contextmenu', menu);
    this.cleanups.push(() => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', cancel);
      canvas.removeEventListener('pointerleave', leave);
      canvas.removeEventListener('wheel', wheel);
      canvas.removeEventListener('contextmenu', menu);
    });
  }

  schedule(): void {
    if (this.raf || this.destroyed) return;
    this.raf = requestAnimationFrame((now) => this.frame(now));
  }

  private frame(now: number): void {
    this.raf = 0;
    if (this.destroyed) return;
    const c = this.controller;
    const more = c.tick(now);
    const cam = c.camera;
    const vp = c.viewport;
    this.worldContainer.scale.set(cam.zoom);
    this.worldContainer.position.set(vp.width / 2 - cam.x * cam.zoom, vp.height / 2 + cam.y * cam.zoom);
    this.terrain.update(cam, vp, this.app.renderer.resolution);
    this.overlay.update(cam, vp, c.selection, c.hover);
    const serverNow = this.serverNow();
    this.objectives.update(cam, vp, serverNow, c.selection);
    this.movements.update(cam, vp, serverNow, c.hover, c.selection);
    this.app.render();
    this.frames++;
    const next = Math.min(this.movements.nextFrameMs ?? Infinity, this.objectives.nextFrameMs ?? Infinity);
    if (more) this.schedule();
    else if (next !== Infinity && !this.timer) {
      // Markers crawl: a frame when the fastest on screen has moved about a pixel (80 ms to 1 s), not
      // every display frame, or when an event's countdown on screen changes; nothing runs once none is on screen.
      this.timer = setTimeout(() => { this.timer = undefined; this.schedule(); }, next);
    }
  }

  /** Whether the whole-continent terrain image has been drawn (for tests and the loading veil). */
  get terrainReady(): boolean {
    return this.terrain.ready;
  }

  destroy(): void {
    this.destroyed = true;
    if (this.raf) cancelAnimationFrame(this.raf);
    clearTimeout(this.timer);
    for (const fn of this.cleanups) fn();
    this.controller.requestFrame = () => {};
    this.baker.dispose();
    this.terrain.destroy();
    this.overlay.destroy();
    this.movements.destroy();
    this.objectives.destroy();
    this.worldContainer.destroy();
  }
}
