import {
  clampCamera, DEFAULT_ZOOM, inertiaStep, interpolateCamera, panByScreen, tileAtScreen, zoomAbout, zoomLimits,
  type Camera, type Point, type Viewport, type ZoomLimits,
} from './camera';

export type TileRef = { x: number; y: number };
type Listener = () => void;

interface PointerState {
  x: number;
  y: number;
  startX: number;
  startY: number;
  touch: boolean;
}

interface Animation {
  from: Camera;
  to: Camera;
  start: number;
  duration: number;
}

/** A press that moves less than this (px) is a tap, not a drag; fingers wobble more than mice. */
const TAP_SLOP_MOUSE = 5;
const TAP_SLOP_TOUCH = 10;
/** Only pointer samples this recent (ms) count toward the release velocity. */
const VELOCITY_WINDOW = 90;
/** Release speeds below this (px/ms) do not start a glide. */
const MIN_FLING = 0.12;
const MAX_FLING = 4;
export const ANIMATION_MS = 650;

export interface MapControllerOptions {
  maxCoord: number;
  viewport: Viewport;
  camera?: Partial<Camera>;
  now?: () => number;
}

/**
 * The one owner of the map's camera, pointer and selection state (tldraw-style). It knows nothing of
 * Pixi or React: the scene reads `camera` each frame and calls `tick`; panels subscribe to the
 * selection and act through the methods here.
 */
export class MapController {
  readonly maxCoord: number;
  camera: Camera;
  viewport: Viewport;
  limits: ZoomLimits;
  selection: TileRef | null = null;
  hover: TileRef | null = null;
  /** Called when a frame is needed (the scene schedules one). */
  requestFrame: () => void = () => {};

  private readonly now: () => number;
  private readonly listeners = new Set<Listener>();
  private readonly pointers = new Map<number, PointerState>();
  private samples: { t: number; x: number; y: number }[] = [];
  private gestureMoved = false;
  private pinch: { world: Point; zoom: number; dist: number } | null = null;
  private velocity: { vx: number; vy: number } | null = null;
  private anim: Animation | null = null;
  private lastTick = 0;
  /** The camera has its opening position (given at construction, openAt) or the player moved it. */
  private placed: boolean;

  constructor(opts: MapControllerOptions) {
    this.maxCoord = opts.maxCoord;
    this.viewport = opts.viewport;
    this.now = opts.now ?? (() => performance.now());
    this.limits = zoomLimits(opts.viewport, opts.maxCoord);
    this.camera = clampCamera({ x: opts.camera?.x ?? 0, y: opts.camera?.y ?? 0, zoom: opts.camera?.zoom ?? DEFAULT_ZOOM }, this.maxCoord, this.limits);
    this.placed = opts.camera?.x !== undefined && opts.camera?.y !== undefined;
  }

  /**
   * Where the map opens, once it is known: the current village may load after the map mounted, and the
   * map must still open on it, not on 0|0. Centres there at once unless the camera had a start already
   * or the player moved it; returns whether it moved.
   */
  openAt(tile: TileRef): boolean {
    if (this.placed) return false;
    this.placed = true;
    this.anim = null;
    this.velocity = null;
    this.setCamera({ ...this.camera, x: tile.x, y: tile.y });
    return true;
  }

  /** Stable (an arrow property), so React's useSyncExternalStore subscribes once. */
  subscribe = (fn: Listener): (() => void) => {
    this.listeners.add(fn);
    return () => { this.listeners.delete(fn); };
  };

  private changed(): void {
    for (const fn of this.listeners) fn();
    this.requestFrame();
  }

  /** True while an animation or glide still needs frames. */
  get active(): boolean {
    return this.anim !== null || this.velocity !== null;
  }

  setViewport(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.viewport = { width, height };
    this.limits = zoomLimits(this.viewport, this.maxCoord);
    this.camera = clampCamera(this.camera, this.maxCoord, this.limits);
    this.changed();
  }

  setCamera(c: Camera): void {
    const next = clampCamera(c, this.maxCoord, this.limits);
    if (next.x === this.camera.x && next.y === this.camera.y && next.zoom === this.camera.zoom) return;
    this.camera = next;
    this.changed();
  }

  tileAt(sx: number, sy: number): TileRef {
    return tileAtScreen(this.camera, this.viewport, sx, sy);
  }

  inMap(t: TileRef): boolean {
    return Math.abs(t.x) <= this.maxCoord && Math.abs(t.y) <= this.maxCoord;
  }

  /** Moves the camera to centre (x, y), animated unless told otherwise; zoom is kept unless given. */
  centerOn(x: number, y: number, opts: { zoom?: number; animate?: boolean; duration?: number } = {}): void {
    const to = clampCamera({ x, y, zoom: opts.zoom ?? this.camera.zoom }, this.maxCoord, this.limits);
    this.velocity = null;
    this.placed = true;
    if (opts.animate === false) {
      this.anim = null;
      this.setCamera(to);
      return;
    }
    this.anim = { from: { ...this.camera }, to, start: this.now(), duration: opts.duration ?? ANIMATION_MS };
    this.lastTick = this.anim.start;
    this.requestFrame();
  }

  /** Zooms by `factor` about a screen point (default: the view centre), animated when asked. */
  zoomBy(factor: number, about?: Point, animate = false): void {
    const p = about ?? { x: this.viewport.width / 2, y: this.viewport.height / 2 };
    this.placed = true;
    const base = this.anim ? this.anim.to : this.camera;
    const zoom = Math.min(this.limits.max, Math.max(this.limits.min, base.zoom * factor));
    const target = zoomAbout(base, this.viewport, p.x, p.y, zoom);
    if (animate) {
      this.velocity = null;
      this.anim = { from: { ...this.camera }, to: clampCamera(target, this.maxCoord, this.limits), start: this.now(), duration: 220 };
      this.requestFrame();
    } else {
      this.anim = null;
      this.setCamera(target);
    }
  }

  /** Advances animations and inertia to `now`; returns whether more frames are needed. */
  tick(now: number): boolean {
    if (this.anim) {
      const a = this.anim;
      const t = (now - a.start) / a.duration;
      if (t >= 1) {
        this.anim = null;
        this.setCamera(a.to);
      } else {
        this.setCamera(interpolateCamera(a.from, a.to, t));
      }
    } else if (this.velocity) {
      const dt = Math.min(64, Math.max(0, now - this.lastTick));
      const s = inertiaStep(this.velocity.vx, this.velocity.vy, dt);
      this.velocity = s.done ? null : { vx: s.vx, vy: s.vy };
      const before = this.camera;
      this.setCamera(panByScreen(this.camera, s.dx, s.dy));
      // Hitting the edge of the map ends the glide.
      if (this.velocity && before === this.camera) this.velocity = null;
    }
    this.lastTick = now;
    return this.active;
  }

  pointerDown(id: number, x: number, y: number, touch: boolean, t = this.now()): void {
    this.placed = true;
    this.anim = null;
    this.velocity = null;
    this.pointers.set(id, { x, y, startX: x, startY: y, touch });
    if (this.pointers.size === 1) {
      this.gestureMoved = false;
      this.samples = [{ t, x, y }];
    } else if (this.pointers.size === 2) {
      this.startPinch();
    }
  }

  private startPinch(): void {
    const [a, b] = [...this.pointers.values()];
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const w = this.camera;
    this.pinch = {
      world: { x: w.x + (mid.x - this.viewport.width / 2) / w.zoom, y: w.y - (mid.y - this.viewport.height / 2) / w.zoom },
      zoom: w.zoom,
      dist: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
    };
    this.gestureMoved = true;
  }

  pointerMove(id: number, x: number, y: number, t = this.now()): void {
    const p = this.pointers.get(id);
    if (!p) {
      // A mouse moving with no button down: hover.
      const tile = this.tileAt(x, y);
      const next = this.inMap(tile) ? tile : null;
      if (next?.x !== this.hover?.x || next?.y !== this.hover?.y) {
        this.hover = next;
        this.changed();
      }
      return;
    }
    const dx = x - p.x;
    const dy = y - p.y;
    p.x = x;
    p.y = y;
    if (this.pinch && this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()];
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const zoom = Math.min(this.limits.max, Math.max(this.limits.min, (this.pinch.zoom * Math.hypot(a.x - b.x, a.y - b.y)) / this.pinch.dist));
      this.setCamera({
        x: this.pinch.world.x - (mid.x - this.viewport.width / 2) / zoom,
        y: this.pinch.world.y + (mid.y - this.viewport.height / 2) / zoom,
        zoom,
      });
      return;
    }
    if (this.pointers.size !== 1) return;
    const slop = p.touch ? TAP_SLOP_TOUCH : TAP_SLOP_MOUSE;
    if (!this.gestureMoved && Math.hypot(x - p.startX, y - p.startY) < slop) return;
    if (!this.gestureMoved) {
      // The drag starts where the slop was crossed: follow the whole movement since the press.
      this.gestureMoved = true;
      this.setCamera(panByScreen(this.camera, x - p.startX, y - p.startY));
    } else {
      this.setCamera(panByScreen(this.camera, dx, dy));
    }
    this.samples.push({ t, x, y });
    while (this.samples.length > 2 && t - this.samples[0].t > VELOCITY_WINDOW) this.samples.shift();
  }

  /** Ends a press; a press that did not move is a tap, which selects the tile under it. */
  pointerUp(id: number, x: number, y: number, t = this.now()): void {
    const p = this.pointers.get(id);
    if (!p) return;
    this.pointers.delete(id);
    if (this.pointers.size === 1) {
      // One finger of a pinch lifted: carry on panning with the other, without a jump.
      this.pinch = null;
      this.samples = [];
      return;
    }
    if (this.pointers.size > 0) return;
    this.pinch = null;
    if (!this.gestureMoved) {
      const tile = this.tileAt(x, y);
      this.select(this.inMap(tile) ? tile : null);
      return;
    }
    const recent = this.samples.filter((s) => t - s.t <= VELOCITY_WINDOW);
    if (recent.length >= 2) {
      const first = recent[0];
      const last = recent[recent.length - 1];
      const dt = Math.max(1, t - first.t);
      let vx = (last.x - first.x) / dt;
      let vy = (last.y - first.y) / dt;
      const speed = Math.hypot(vx, vy);
      if (speed > MAX_FLING) {
        vx *= MAX_FLING / speed;
        vy *= MAX_FLING / speed;
      }
      if (speed >= MIN_FLING) {
        this.velocity = { vx, vy };
        this.lastTick = t;
        this.requestFrame();
      }
    }
    this.samples = [];
  }

  pointerCancel(id: number): void {
    this.pointers.delete(id);
    if (this.pointers.size < 2) this.pinch = null;
    if (this.pointers.size === 0) this.samples = [];
  }

  pointerLeave(): void {
    if (this.hover) {
      this.hover = null;
      this.changed();
    }
  }

  /** Wheel zoom about the cursor; deltaMode 1 is lines (Firefox), 2 pages. */
  wheel(x: number, y: number, deltaY: number, deltaMode = 0): void {
    const px = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 400 : deltaY;
    const factor = Math.exp(-Math.max(-300, Math.min(300, px)) * 0.0022);
    this.velocity = null;
    this.zoomBy(factor, { x, y });
  }

  /** Keyboard: arrows pan a sixth of the view, + and - zoom. Returns whether the key was used. */
  key(key: string): boolean {
    const base = this.anim ? this.anim.to : this.camera;
    const stepX = this.viewport.width / 6 / base.zoom;
    const stepY = this.viewport.height / 6 / base.zoom;
    const move: Record<string, [number, number]> = { ArrowLeft: [-stepX, 0], ArrowRight: [stepX, 0], ArrowUp: [0, stepY], ArrowDown: [0, -stepY] };
    if (move[key]) {
      this.centerOn(base.x + move[key][0], base.y + move[key][1], { zoom: base.zoom, duration: 180 });
      return true;
    }
    if (key === '+' || key === '=') {
      this.zoomBy(1.5, undefined, true);
      return true;
    }
    if (key === '-' || key === '_') {
      this.zoomBy(1 / 1.5, undefined, true);
      return true;
    }
    if (key === 'Escape' && this.selection) {
      this.select(null);
      return true;
    }
    return false;
  }

  select(tile: TileRef | null): void {
    if (tile?.x === this.selection?.x && tile?.y === this.selection?.y) return;
    this.selection = tile ? { x: tile.x, y: tile.y } : null;
    this.changed();
  }

  getSelection = (): TileRef | null => this.selection;
}
