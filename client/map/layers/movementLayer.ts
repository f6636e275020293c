import { BitmapText, Container, Graphics, type TextStyleOptions } from 'pixi.js';
import { worldToScreen, type Camera, type Viewport } from '../camera';
import type { TileRef } from '../controller';
import { formatArrival, movementPosition, type MapMovement, type MovementSide } from '../movements';

const COLOURS: Record<MovementSide, number> = {
  own: 0xf2c35b,
  returning: 0x5fa8e8,
  hostile: 0xe0453a,
  foreign: 0xe9dcc0,
};
const ALERT = 0xe0453a;
/** From this zoom (px per tile) every marker carries its arrival time; below, only the hovered or selected. */
export const MOVEMENT_LABEL_ZOOM = 40;
/** Markers this far (px) outside the view still count as on screen (their halo may show). */
const MARGIN = 24;

const LABEL_STYLE: TextStyleOptions = {
  fontFamily: 'system-ui, sans-serif',
  fontSize: 22,
  fill: 0xf3e7cc,
  stroke: { color: 0x0e0b07, width: 4, join: 'round' },
};

/**
 * Army movements and incoming-attack alerts, in screen space. All paths go into one Graphics and all
 * markers into another (one batch each, however many movements), labels come from a small pool. The
 * scene calls `update` for every frame; `animating` tells it whether a marker on screen still moves.
 */
export class MovementLayer {
  readonly container = new Container();
  /** The incoming-attack rings: the scene puts them over the village icons but under their names, so a ring never crosses a name. */
  readonly alertPart = new Container();
  private readonly paths = new Graphics();
  private readonly rings = new Graphics();
  private readonly markers = new Graphics();
  private readonly labelLayer = new Container();
  private readonly labels: BitmapText[] = [];
  private movements: readonly MapMovement[] = [];
  private alerts: readonly TileRef[] = [];
  /** Markers drawn in the last frame (the test hook reads it). */
  drawn = 0;
  /** What the last frame drew, for the test hook: each marker on screen (tile position, side) and each alert ring. */
  drawnMarkers: { id: number; kind: string; side: MovementSide; x: number; y: number; progress: number }[] = [];
  drawnAlerts: TileRef[] = [];
  /** Whether a marker on screen was still under way in the last frame. */
  animating = false;

  constructor() {
    this.alertPart.addChild(this.rings);
    this.container.addChild(this.paths, this.markers, this.labelLayer);
  }

  setMovements(list: readonly MapMovement[]): void {
    this.movements = list;
  }

  setAlerts(list: readonly TileRef[]): void {
    this.alerts = list;
  }

  update(camera: Camera, viewport: Viewport, now: number, hover: TileRef | null, selection: TileRef | null): void {
    const z = camera.zoom;
    const onScreen = (p: { x: number; y: number }) =>
      p.x >= -MARGIN && p.y >= -MARGIN && p.x <= viewport.width + MARGIN && p.y <= viewport.height + MARGIN;

    const rings = this.rings;
    rings.clear();
    const ringR = Math.max(8, Math.min(60, z * 0.62));
    const alertsDrawn: TileRef[] = [];
    for (const a of this.alerts) {
      const p = worldToScreen(camera, viewport, a.x, a.y);
      if (p.x < -ringR || p.y < -ringR || p.x > viewport.width + ringR || p.y > viewport.height + ringR) continue;
      alertsDrawn.push({ x: a.x, y: a.y });
      rings.circle(p.x, p.y, ringR + 2).stroke({ color: 0x000000, width: 4, alpha: 0.35 });
      rings.circle(p.x, p.y, ringR).stroke({ color: ALERT, width: Math.max(2, Math.min(4, z / 14)), alpha: 0.95 });
    }

    const paths = this.paths;
    const markers = this.markers;
    paths.clear();
    markers.clear();
    let drawn = 0;
    const markersDrawn: MovementLayer['drawnMarkers'] = [];
    let animating = false;
    let labelsUsed = 0;
    const r = Math.max(3.5, Math.min(9, z * 0.16));
    const showAll = z >= MOVEMENT_LABEL_ZOOM;
    const same = (t: TileRef | null, x: number, y: number) => t !== null && t.x === x && t.y === y;
    // Paths go in per colour, so the whole set is four strokes however many movements there are.
    const ahead: Record<MovementSide, number[]> = { own: [], returning: [], hostile: [], foreign: [] };
    for (const m of this.movements) {
      const pos = movementPosition(m, now);
      const to = worldToScreen(camera, viewport, m.to.x, m.to.y);
      const at = worldToScreen(camera, viewport, pos.x, pos.y);
      const colour = COLOURS[m.side];
      // The faint path: only its part still ahead, so a trip reads as heading somewhere.
      if (pos.progress < 1 && segmentNearView(at, to, viewport)) ahead[m.side].push(at.x, at.y, to.x, to.y);
      if (!onScreen(at)) continue;
      drawn++;
      markersDrawn.push({ id: m.id, kind: m.kind, side: m.side, x: pos.x, y: pos.y, progress: pos.progress });
      if (pos.progress < 1) animating = true;
      markers.circle(at.x, at.y, r + 1.5).fill({ color: 0x0e0b07, alpha: 0.8 });
      markers.circle(at.x, at.y, r).fill({ color: colour });
      const tx = Math.round(pos.x);
      const ty = Math.round(pos.y);
      if (showAll || same(hover, tx, ty) || same(selection, tx, ty) || same(hover, m.to.x, m.to.y) || same(selection, m.to.x, m.to.y)) {
        const label = this.label(labelsUsed++);
        const text = m.label ? `${m.label} ${formatArrival(m.dueMs)}` : formatArrival(m.dueMs);
        if (label.text !== text) label.text = text;
        label.tint = colour;
        label.scale.set(0.5);
        label.position.set(at.x, at.y - r - 3);
      }
    }
    for (const side of Object.keys(ahead) as MovementSide[]) {
      const seg = ahead[side];
      if (seg.length === 0) continue;
      for (let i = 0; i < seg.length; i += 4) paths.moveTo(seg[i], seg[i + 1]).lineTo(seg[i + 2], seg[i + 3]);
      paths.stroke({ color: COLOURS[side], width: 1.5, alpha: 0.35 });
    }
    for (let i = labelsUsed; i < this.labels.length; i++) this.labels[i].visible = false;
    this.drawn = drawn;
    this.drawnMarkers = markersDrawn;
    this.drawnAlerts = alertsDrawn;
    this.animating = animating;
  }

  private label(i: number): BitmapText {
    let t = this.labels[i];
    if (!t) {
      t = new BitmapText({ text: '', style: LABEL_STYLE, anchor: { x: 0.5, y: 1 } });
      this.labels.push(t);
      this.labelLayer.addChild(t);
    }
    t.visible = true;
    return t;
  }

  destroy(): void {
    // The overlay the rings were handed to may have destroyed them already.
    if (!this.alertPart.destroyed) this.alertPart.destroy({ children: true });
    this.container.destroy({ children: true });
  }
}

/** Whether the segment a-b may cross the view (a bounding-box test: cheap, and false only when surely off). */
function segmentNearView(a: { x: number; y: number }, b: { x: number; y: number }, vp: Viewport): boolean {
  return Math.max(a.x, b.x) >= 0 && Math.min(a.x, b.x) <= vp.width && Math.max(a.y, b.y) >= 0 && Math.min(a.y, b.y) <= vp.height;
}
