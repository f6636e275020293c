import { BitmapText, Container, Graphics, Sprite, Texture } from 'pixi.js';
import { worldToScreen, type Camera, type Viewport } from '../camera';
import type { TileRef } from '../controller';
import { formatClock } from '../../i18n/format';
import { MARKER_STYLES, MOVEMENT_SIDES, movementProgress, pickLabels, type MapMovement, type MarkerShape, type MovementSide } from '../movements';
import { installMapFonts, MAP_FONTS, MOVEMENT_FONT_SIZE } from './fonts';

const ALERT = 0xe0453a;
/** From this zoom (px per tile) markers carry their arrival time; below, only the hovered or selected. */
export const MOVEMENT_LABEL_ZOOM = 40;
/**
 * Labelled markers at most (the nearest to the view centre, plus the hovered or selected): hundreds of
 * overlapping clocks are unreadable anyway, and each label is a dozen glyph quads.
 */
export const MAX_MOVEMENT_LABELS = 40;
/** Markers this far (px) outside the view still count as on screen (their halo may show). */
const MARGIN = 24;
/** Frame interval (ms) bounds while a marker on screen moves: at most this often, at least this rarely. */
const MIN_FRAME_MS = 80;
const MAX_FRAME_MS = 1000;
/** Screen distance (px) the fastest marker on screen may crawl before the next frame. */
const STEP_PX = 0.75;
/** Radius of the marker disc texture (px); sprites are scaled from it. */
const DISC_R = 16;
const DISC_RIM = 3;

/** A white disc (armies) or diamond (merchants) with a dark rim: tinted per side, the rim stays dark. */
function markerTexture(shape: MarkerShape): Texture {
  if (typeof document === 'undefined') return Texture.WHITE;
  const c = document.createElement('canvas');
  const size = 2 * (DISC_R + DISC_RIM) + 2;
  c.width = size;
  c.height = size;
  const ctx = c.getContext('2d');
  if (!ctx) return Texture.WHITE;
  const outline = (r: number) => {
    ctx.beginPath();
    if (shape === 'disc') {
      ctx.arc(size / 2, size / 2, r, 0, Math.PI * 2);
    } else {
      // A diamond as wide as the disc: the same footprint, a different outline at a glance.
      ctx.moveTo(size / 2, size / 2 - r);
      ctx.lineTo(size / 2 + r, size / 2);
      ctx.lineTo(size / 2, size / 2 + r);
      ctx.lineTo(size / 2 - r, size / 2);
      ctx.closePath();
    }
    ctx.fill();
  };
  ctx.fillStyle = 'rgba(14, 11, 7, 0.8)';
  outline(DISC_R + DISC_RIM);
  ctx.fillStyle = '#ffffff';
  outline(shape === 'disc' ? DISC_R : DISC_R - 1);
  return Texture.from(c, true);
}

/**
 * Army and merchant movements and incoming-attack alerts, in screen space. All paths go into one Graphics,
 * markers are pooled sprites of two small textures, a disc for armies and a diamond for merchants (one
 * batch, no geometry rebuilt per frame), and labels are
 * kept per movement, so a label's text is laid out once, not again each time markers shift in a pool.
 * The scene calls `update` for every frame; `nextFrameMs` tells it when a marker on screen will have
 * moved far enough to be worth a frame (undefined: nothing on screen moves).
 */
export class MovementLayer {
  readonly container = new Container();
  /** The incoming-attack rings: the scene puts them over the village icons but under their names, so a ring never crosses a name. */
  readonly alertPart = new Container();
  private readonly paths = new Graphics();
  private readonly rings = new Graphics();
  private readonly markerLayer = new Container();
  private readonly labelLayer = new Container();
  private readonly textures: Record<MarkerShape, Texture> = { disc: markerTexture('disc'), diamond: markerTexture('diamond') };
  private readonly sprites: Sprite[] = [];
  /** Labels in use by movement id, and hidden ones waiting to be reused. */
  private readonly labels = new Map<number, BitmapText>();
  private readonly freeLabels: BitmapText[] = [];
  private readonly labelTexts = new WeakMap<MapMovement, string>();
  private movements: readonly MapMovement[] = [];
  private alerts: readonly TileRef[] = [];
  /** Reused between frames (no garbage per frame): on-screen markers and their screen positions. */
  private shown: MapMovement[] = [];
  private shownX: number[] = [];
  private shownY: number[] = [];
  private shownNow = 0;
  private alertsShown: TileRef[] = [];
  private readonly order: number[] = [];
  private readonly wantLabel = new Set<number>();
  /** Markers drawn in the last frame (the test hook reads it). */
  drawn = 0;
  /** Whether a marker on screen was still under way in the last frame. */
  animating = false;
  /** When the next frame is worth drawing for the markers (ms from now), or undefined. */
  nextFrameMs: number | undefined;

  constructor() {
    installMapFonts();
    this.alertPart.addChild(this.rings);
    this.container.addChild(this.paths, this.markerLayer, this.labelLayer);
  }

  setMovements(list: readonly MapMovement[]): void {
    this.movements = list;
  }

  setAlerts(list: readonly TileRef[]): void {
    this.alerts = list;
  }

  /** What the last frame drew, for the test hook: each marker on screen (tile position, side). Built on demand. */
  get drawnMarkers(): { id: number; kind: string; side: MovementSide; shape: MarkerShape; x: number; y: number; progress: number }[] {
    return this.shown.slice(0, this.drawn).map((m) => {
      const p = movementProgress(m, this.shownNow);
      return { id: m.id, kind: m.kind, side: m.side, shape: MARKER_STYLES[m.side].shape, x: m.from.x + (m.to.x - m.from.x) * p, y: m.from.y + (m.to.y - m.from.y) * p, progress: p };
    });
  }

  /** The alert rings the last frame drew (on screen only). */
  get drawnAlerts(): TileRef[] {
    return this.alertsShown.map((a) => ({ x: a.x, y: a.y }));
  }

  update(camera: Camera, viewport: Viewport, now: number, hover: TileRef | null, selection: TileRef | null): void {
    const z = camera.zoom;
    const vw = viewport.width;
    const vh = viewport.height;

    const rings = this.rings;
    rings.clear();
    const ringR = Math.max(8, Math.min(60, z * 0.62));
    this.alertsShown.length = 0;
    for (const a of this.alerts) {
      const p = worldToScreen(camera, viewport, a.x, a.y);
      if (p.x < -ringR || p.y < -ringR || p.x > vw + ringR || p.y > vh + ringR) continue;
      this.alertsShown.push(a);
      rings.circle(p.x, p.y, ringR + 2).stroke({ color: 0x000000, width: 4, alpha: 0.35 });
      rings.circle(p.x, p.y, ringR).stroke({ color: ALERT, width: Math.max(2, Math.min(4, z / 14)), alpha: 0.95 });
    }

    const paths = this.paths;
    paths.clear();
    // Screen position of a world point, without an object per call: x0/y0 are the screen position of tile (0, 0).
    const x0 = vw / 2 - camera.x * z;
    const y0 = vh / 2 + camera.y * z;
    let drawn = 0;
    let animating = false;
    let fastest = 0;
    const r = Math.max(3.5, Math.min(9, z * 0.16));
    const size = (2 * (r + 1.5) * (DISC_R + DISC_RIM + 1)) / (DISC_R + DISC_RIM);
    const same = (t: TileRef | null, x: number, y: number) => t !== null && t.x === x && t.y === y;
    const shown = this.shown;
    const sx = this.shownX;
    const sy = this.shownY;
    let anyPath = false;
    // Paths go in per colour, so the whole set is one stroke per side however many movements there are.
    for (const side of MOVEMENT_SIDES) {
      let segs = 0;
      for (const m of this.movements) {
        if (m.side !== side) continue;
        const p = movementProgress(m, now);
        if (p >= 1) continue;
        const ax = x0 + (m.from.x + (m.to.x - m.from.x) * p) * z;
        const ay = y0 - (m.from.y + (m.to.y - m.from.y) * p) * z;
        const bx = x0 + m.to.x * z;
        const by = y0 - m.to.y * z;
        // The faint path: only its part still ahead, so a trip reads as heading somewhere.
        if (Math.max(ax, bx) < 0 || Math.min(ax, bx) > vw || Math.max(ay, by) < 0 || Math.min(ay, by) > vh) continue;
        paths.moveTo(ax, ay).lineTo(bx, by);
        segs++;
      }
      if (segs > 0) {
        paths.stroke({ color: MARKER_STYLES[side].colour, width: 1.5, alpha: 0.35 });
        anyPath = true;
      }
    }
    paths.visible = anyPath;

    for (const m of this.movements) {
      const p = movementProgress(m, now);
      const wx = m.from.x + (m.to.x - m.from.x) * p;
      const wy = m.from.y + (m.to.y - m.from.y) * p;
      const ax = x0 + wx * z;
      const ay = y0 - wy * z;
      if (ax < -MARGIN || ay < -MARGIN || ax > vw + MARGIN || ay > vh + MARGIN) continue;
      shown[drawn] = m;
      sx[drawn] = ax;
      sy[drawn] = ay;
      let s = this.sprites[drawn];
      if (!s) {
        s = new Sprite(this.textures.disc);
        s.anchor.set(0.5);
        this.sprites.push(s);
        this.markerLayer.addChild(s);
      }
      s.visible = true;
      const style = MARKER_STYLES[m.side];
      s.texture = this.textures[style.shape];
      s.tint = style.colour;
      s.width = size;
      s.height = size;
      s.position.set(ax, ay);
      drawn++;
      if (p < 1) {
        animating = true;
        const span = m.dueMs - m.startMs;
        // Pixels per millisecond along the trip.
        const speed = (Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y) * z) / span;
        if (speed > fastest) fastest = speed;
      }
    }
    shown.length = drawn;
    sx.length = drawn;
    sy.length = drawn;
    for (let i = drawn; i < this.sprites.length; i++) this.sprites[i].visible = false;

    // Which markers carry their arrival time: hovered or selected ones (or their targets) always; from
    // MOVEMENT_LABEL_ZOOM also the nearest to the view centre, up to MAX_MOVEMENT_LABELS.
    const want = this.wantLabel;
    pickLabels(drawn, sx, sy, (i) => {
      const m = shown[i];
      const p = movementProgress(m, now);
      const tx = Math.round(m.from.x + (m.to.x - m.from.x) * p);
      const ty = Math.round(m.from.y + (m.to.y - m.from.y) * p);
      return same(hover, tx, ty) || same(selection, tx, ty) || same(hover, m.to.x, m.to.y) || same(selection, m.to.x, m.to.y);
    }, z >= MOVEMENT_LABEL_ZOOM, vw / 2, vh / 2, MAX_MOVEMENT_LABELS, want, this.order);
    // Labels of movements no longer labelled are hidden and kept for reuse.
    for (const [id, label] of this.labels) {
      let keep = false;
      for (const i of want) if (shown[i].id === id) { keep = true; break; }
      if (!keep) {
        label.visible = false;
        this.labels.delete(id);
        this.freeLabels.push(label);
      }
    }
    for (const i of want) {
      const m = shown[i];
      let label = this.labels.get(m.id);
      if (!label) {
        label = this.freeLabels.pop() ?? this.newLabel();
        label.text = this.labelText(m);
        label.tint = MARKER_STYLES[m.side].colour;
        label.scale.set(0.5);
        label.visible = true;
        this.labels.set(m.id, label);
      }
      label.position.set(sx[i], sy[i] - r - 3);
    }

    this.drawn = drawn;
    this.shownNow = now;
    this.animating = animating;
    this.nextFrameMs = animating ? Math.min(MAX_FRAME_MS, Math.max(MIN_FRAME_MS, fastest > 0 ? STEP_PX / fastest : MAX_FRAME_MS)) : undefined;
  }

  /** The label of a movement: its type and arrival clock. The clock is the arrival time, so it never changes. */
  private labelText(m: MapMovement): string {
    let t = this.labelTexts.get(m);
    if (t === undefined) {
      // Arrival time as a 24-hour UTC clock, like the server clock in the village panel.
      t = m.label ? `${m.label} ${formatClock(m.dueMs)}` : formatClock(m.dueMs);
      this.labelTexts.set(m, t);
    }
    return t;
  }

  private newLabel(): BitmapText {
    const t = new BitmapText({ text: '', style: { fontFamily: MAP_FONTS.movement, fontSize: MOVEMENT_FONT_SIZE }, anchor: { x: 0.5, y: 1 } });
    this.labelLayer.addChild(t);
    return t;
  }

  destroy(): void {
    // The overlay the rings were handed to may have destroyed them already.
    if (!this.alertPart.destroyed) this.alertPart.destroy({ children: true });
    this.container.destroy({ children: true });
    for (const t of Object.values(this.textures)) if (t !== Texture.WHITE) t.destroy(true);
  }
}

