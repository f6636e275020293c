import { BitmapText, Container, Graphics, Sprite, Texture } from 'pixi.js';
import { ICON_BODIES } from '../../../assets/icons/icons.generated';
import { ICON_NAMES, type IconName } from '../../panels/iconNames';
import { worldToScreen, type Camera, type Viewport } from '../camera';
import type { TileRef } from '../controller';
import { HOLDER_COLOURS, shortCountdown, type MapObjectiveMark } from '../objectives';
import { installMapFonts, MAP_FONTS, MOVEMENT_FONT_SIZE } from './fonts';

/** From this zoom (px per tile) events carry their stage ("2/3"). */
export const OBJECTIVE_STAGE_ZOOM = 14;
/** From this zoom a running event's deadline countdown shows under it (as movement clocks do). */
export const OBJECTIVE_CLOCK_ZOOM = 40;
/** Rim of events (natives' doings): amber, so an event never reads as a kingdom's objective. */
const EVENT_RIM = 0xe08a3a;
const GLYPH = 0xf3e7cc;
const PIP = 0xf2c35b;
const DEFEND_LINE = 0xe0453a;
/** Badge texture: radius of the plate and its rim (px), glyph size inside. */
const PLATE_R = 30;
const RIM = 5;
const TEX = 2 * (PLATE_R + RIM) + 2;

/** A dark round plate with a white rim (tinted per holder: the plate stays dark). */
function plateTexture(): Texture {
  if (typeof document === 'undefined') return Texture.WHITE;
  const c = document.createElement('canvas');
  c.width = TEX;
  c.height = TEX;
  const ctx = c.getContext('2d');
  if (!ctx) return Texture.WHITE;
  ctx.fillStyle = 'rgba(8, 6, 3, 0.9)';
  ctx.beginPath();
  ctx.arc(TEX / 2, TEX / 2, PLATE_R + RIM, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(TEX / 2, TEX / 2, PLATE_R + RIM - 1, 0, Math.PI * 2);
  ctx.arc(TEX / 2, TEX / 2, PLATE_R - 1, 0, Math.PI * 2, true);
  ctx.fill();
  // The inside: a dark disc that a tint hardly changes.
  ctx.fillStyle = '#1d160d';
  ctx.beginPath();
  ctx.arc(TEX / 2, TEX / 2, PLATE_R - 1, 0, Math.PI * 2);
  ctx.fill();
  return Texture.from(c, true);
}

/** A game-icons glyph in white (its SVG paths drawn with Path2D, no image decoding): the same glyph the panels show. */
function glyphTexture(name: IconName): Texture {
  if (typeof document === 'undefined' || typeof Path2D === 'undefined') return Texture.WHITE;
  const body = ICON_BODIES[ICON_NAMES[name] ?? ICON_NAMES['ui:unknown']] ?? '';
  const c = document.createElement('canvas');
  c.width = 64;
  c.height = 64;
  const ctx = c.getContext('2d');
  if (!ctx) return Texture.WHITE;
  ctx.scale(64 / 512, 64 / 512);
  ctx.fillStyle = '#ffffff';
  for (const m of body.matchAll(/\sd="([^"]+)"/g)) ctx.fill(new Path2D(m[1]));
  return Texture.from(c, true);
}

interface Item {
  root: Container;
  plate: Sprite;
  glyph: Sprite;
  stage: BitmapText;
  clock: BitmapText;
  clockText: string;
}

/**
 * Native events and objectives on the map (issue 16), in screen space: a badge per event or objective
 * (a dark plate with its type's glyph, the rim in the holder's colour, amber for events), difficulty
 * pips above it, the running stage ("2/3") beside it, the stage's deadline counting down under it when
 * zoomed in, and for a defend event a dashed red line to the village the natives march on. Items are
 * built when the data changes (setObjectives); a frame only moves them and, while a countdown shows,
 * `nextFrameMs` asks for a frame a second.
 */
export class ObjectiveLayer {
  readonly container = new Container();
  private readonly lines = new Graphics();
  private readonly pips = new Graphics();
  private readonly badges = new Container();
  private readonly items = new Map<number, Item>();
  private readonly glyphs = new Map<IconName, Texture>();
  private readonly plate = plateTexture();
  private marks: readonly MapObjectiveMark[] = [];
  /** What the last frame drew (for the test hook): each badge on screen, at its tile. */
  drawnMarks: { id: number; type: string; state: string; side: string; x: number; y: number; stage?: string; clock?: string }[] = [];
  /** When a countdown on screen next changes (ms), or undefined. */
  nextFrameMs: number | undefined;

  constructor() {
    installMapFonts();
    this.container.addChild(this.lines, this.badges, this.pips);
  }

  private glyph(name: IconName): Texture {
    let t = this.glyphs.get(name);
    if (!t) {
      t = glyphTexture(name);
      this.glyphs.set(name, t);
    }
    return t;
  }

  /** The events and objectives to draw: items are made, updated or dropped here, not per frame. */
  setObjectives(list: readonly MapObjectiveMark[]): void {
    this.marks = list;
    const keep = new Set(list.map((m) => m.id));
    for (const [id, item] of this.items) {
      if (keep.has(id)) continue;
      item.root.destroy({ children: true });
      this.items.delete(id);
    }
    for (const m of list) {
      let item = this.items.get(m.id);
      if (!item) {
        const root = new Container();
        const plate = new Sprite(this.plate);
        plate.anchor.set(0.5);
        const glyph = new Sprite(Texture.WHITE);
        glyph.anchor.set(0.5);
        const stage = new BitmapText({ text: '', style: { fontFamily: MAP_FONTS.objective, fontSize: MOVEMENT_FONT_SIZE }, anchor: { x: 0, y: 0.5 } });
        const clock = new BitmapText({ text: '', style: { fontFamily: MAP_FONTS.objective, fontSize: MOVEMENT_FONT_SIZE }, anchor: { x: 0.5, y: 0 } });
        root.addChild(plate, glyph, stage, clock);
        this.badges.addChild(root);
        item = { root, plate, glyph, stage, clock, clockText: '' };
        this.items.set(m.id, item);
      }
      item.glyph.texture = this.glyph(m.icon);
      item.glyph.tint = m.category === 'event' ? GLYPH : HOLDER_COLOURS[m.side];
      item.plate.tint = m.category === 'event' ? EVENT_RIM : HOLDER_COLOURS[m.side];
      item.stage.text = m.stage ?? '';
      item.stage.tint = PIP;
    }
  }

  update(camera: Camera, viewport: Viewport, nowMs: number, selection: TileRef | null): void {
    const z = camera.zoom;
    const vw = viewport.width;
    const vh = viewport.height;
    const size = Math.max(20, Math.min(60, z * 0.82));
    const margin = size;
    const lines = this.lines;
    const pips = this.pips;
    lines.clear();
    pips.clear();
    this.drawnMarks = [];
    let anyLine = false;
    let anyPip = false;
    let clocks = false;
    for (const m of this.marks) {
      const item = this.items.get(m.id);
      if (!item) continue;
      const p = worldToScreen(camera, viewport, m.x, m.y);
      if (m.target) {
        const t = worldToScreen(camera, viewport, m.target.x, m.target.y);
        if (!(Math.max(p.x, t.x) < 0 || Math.min(p.x, t.x) > vw || Math.max(p.y, t.y) < 0 || Math.min(p.y, t.y) > vh)) {
          dashed(lines, p.x, p.y, t.x, t.y, Math.max(6, z * 0.2));
          anyLine = true;
        }
      }
      const onScreen = p.x > -margin && p.y > -margin && p.x < vw + margin && p.y < vh + margin;
      item.root.visible = onScreen;
      if (!onScreen) continue;
      const selected = selection !== null && selection.x === m.x && selection.y === m.y;
      const s = selected ? size * 1.12 : size;
      item.plate.width = s;
      item.plate.height = s;
      item.plate.position.set(p.x, p.y);
      item.glyph.width = s * 0.58;
      item.glyph.height = s * 0.58;
      item.glyph.position.set(p.x, p.y);

      // Difficulty: pips on the badge's top rim (filled up to the difficulty, of three), inside its own
      // footprint, so they never cover the countdown of an event on the tile above.
      if (m.pips > 0) {
        const r = Math.max(2.2, Math.min(4.5, s * 0.075));
        const gap = r * 2.6;
        const py = p.y - s / 2 + r * 0.4;
        for (let i = 0; i < 3; i++) {
          const px = p.x + (i - 1) * gap;
          pips.circle(px, py, r + 1.2).fill({ color: 0x0e0b07, alpha: 0.85 });
          if (i < m.pips) pips.circle(px, py, r).fill({ color: PIP });
        }
        anyPip = true;
      }

      // Small enough that the clocks of events on neighbouring tiles do not run into each other at the default zoom.
      const labelScale = Math.max(0.4, Math.min(0.56, s / 100));
      item.stage.visible = m.stage !== undefined && z >= OBJECTIVE_STAGE_ZOOM;
      if (item.stage.visible) {
        item.stage.scale.set(labelScale);
        item.stage.position.set(p.x + s / 2 + 2, p.y - s * 0.28);
      }
      const showClock = m.endsMs !== undefined && (z >= OBJECTIVE_CLOCK_ZOOM || selected);
      item.clock.visible = showClock;
      let clock: string | undefined;
      if (showClock) {
        clock = shortCountdown(m.endsMs! - nowMs);
        if (clock !== item.clockText) {
          item.clock.text = clock;
          item.clockText = clock;
        }
        item.clock.scale.set(labelScale);
        item.clock.position.set(p.x, p.y + s / 2 + 1);
        clocks = true;
      }
      this.drawnMarks.push({ id: m.id, type: m.type, state: m.state, side: m.side, x: m.x, y: m.y, stage: item.stage.visible ? m.stage : undefined, clock });
    }
    if (anyLine) lines.stroke({ color: DEFEND_LINE, width: 2, alpha: 0.8 });
    lines.visible = anyLine;
    pips.visible = anyPip;
    // A countdown on screen changes every second: one frame when it does.
    this.nextFrameMs = clocks ? 1000 - (nowMs % 1000) + 5 : undefined;
  }

  destroy(): void {
    // The overlay the container was handed to (under the village names) may have destroyed it already.
    if (!this.container.destroyed) this.container.destroy({ children: true });
    this.items.clear();
    for (const t of this.glyphs.values()) if (t !== Texture.WHITE) t.destroy(true);
    if (this.plate !== Texture.WHITE) this.plate.destroy(true);
  }
}

/** A dashed line from (ax, ay) to (bx, by) with dashes of `dash` px (added to the Graphics' path). */
function dashed(g: Graphics, ax: number, ay: number, bx: number, by: number, dash: number): void {
  const len = Math.hypot(bx - ax, by - ay);
  if (len < 1) return;
  const ux = (bx - ax) / len;
  const uy = (by - ay) / len;
  // At most a few hundred dashes, however long the line on screen.
  const step = Math.max(dash, len / 300);
  for (let d = 0; d < len; d += step * 2) {
    const e = Math.min(len, d + step);
    g.moveTo(ax + ux * d, ay + uy * d).lineTo(ax + ux * e, ay + uy * e);
  }
}
