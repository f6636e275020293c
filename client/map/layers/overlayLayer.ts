import { BitmapText, Container, Graphics, NineSliceSprite, Sprite, Texture } from 'pixi.js';
import { visibleTileRange, worldToScreen, type Camera, type Viewport } from '../camera';
import type { TileRef } from '../controller';
import { normaliseTier, villageIconCanvas, type Tier } from '../paint/villageIcons';
import { isProtectedAt, tileKey, type WorldModel } from '../world';
import { COORD_FONT_SIZE, installMapFonts, LABEL_FONT_SIZE, MAP_FONTS } from './fonts';

const GOLD = 0xd9a845;
const GOLD_BRIGHT = 0xf2c35b;
const BANNER = 0xa63a2e;
const PARCHMENT = 0xe9dcc0;

/**
 * Zoom (px per tile) from which every village is named: villages stand at least three tiles apart, so
 * from here a name fits between neighbours. Below it names would only clutter (and cost draw calls).
 */
export const LABEL_ZOOM = 24;
/** The player's own villages are named from further out: they are what the player looks for. */
export const OWN_LABEL_ZOOM = 14;
/** Zoom from which tile grid lines fade in, and coordinates along the edges show. */
export const GRID_ZOOM = 24;
/** Below this zoom villages are drawn as dots. */
const DOT_ZOOM = 9;
/** The dark plate behind a name (so it reads on snowy mountains as on dark forest): padding in font px. */
const PLATE_PAD_X = 10;
const PLATE_PAD_Y = 3;
const PLATE_ALPHA = 0.62;
/**
 * Zoom from which the borders of claimed land are drawn (thinner than half a pixel further out); they are
 * built for the tiles around the view only, so a world with thousands of claims costs a few hundred lines.
 */
const BORDER_ZOOM = 8;

/** A colour as RGBA bytes for ImageData (alpha 0 to 1). */
function rgba(color: number, alpha: number): [number, number, number, number] {
  return [(color >> 16) & 255, (color >> 8) & 255, color & 255, Math.round(alpha * 255)];
}

/** A rounded dark rectangle, stretched behind names as a nine-slice (its corners keep their shape). */
function plateCanvas(): HTMLCanvasElement | undefined {
  const c = document.createElement('canvas');
  c.width = 32;
  c.height = 32;
  const ctx = c.getContext('2d');
  if (!ctx) return undefined;
  ctx.fillStyle = '#0e0b07';
  ctx.beginPath();
  ctx.roundRect(0, 0, 32, 32, 10);
  ctx.fill();
  return c;
}

/** Beginner protection: a small gold shield with a dark rim, at a village's upper right. */
function shieldCanvas(): HTMLCanvasElement | undefined {
  const c = document.createElement('canvas');
  c.width = 40;
  c.height = 46;
  const ctx = c.getContext('2d');
  if (!ctx) return undefined;
  ctx.beginPath();
  ctx.moveTo(20, 3);
  ctx.lineTo(36, 9);
  ctx.quadraticCurveTo(36, 32, 20, 43);
  ctx.quadraticCurveTo(4, 32, 4, 9);
  ctx.closePath();
  ctx.fillStyle = '#f2c35b';
  ctx.strokeStyle = 'rgba(14, 11, 7, 0.95)';
  ctx.lineWidth = 4;
  ctx.fill();
  ctx.stroke();
  // The boss: a darker band down the middle, so it reads as a shield and not a drop.
  ctx.beginPath();
  ctx.moveTo(20, 9);
  ctx.lineTo(20, 36);
  ctx.strokeStyle = 'rgba(120, 84, 20, 0.9)';
  ctx.lineWidth = 4;
  ctx.stroke();
  return c;
}

/** A round marker with a dark rim, tinted per owner, for villages seen from far away. */
function dotCanvas(): HTMLCanvasElement | undefined {
  const c = document.createElement('canvas');
  c.width = 32;
  c.height = 32;
  const ctx = c.getContext('2d');
  if (!ctx) return undefined;
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = 'rgba(10, 8, 4, 0.95)';
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.arc(16, 16, 12, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  return c;
}

class Pool<T extends Container> {
  private items: T[] = [];
  private used = 0;
  constructor(private readonly parent: Container, private readonly make: () => T) {}
  begin() { this.used = 0; }
  next(): T {
    let item = this.items[this.used];
    if (!item) {
      item = this.make();
      this.items.push(item);
      this.parent.addChild(item);
    }
    item.visible = true;
    this.used++;
    return item;
  }
  end() { for (let i = this.used; i < this.items.length; i++) this.items[i].visible = false; }
}

/**
 * Items kept per key (a village, a coordinate) from frame to frame, so a label's text is set and laid
 * out once when it comes into view, not again each frame as a plain pool would reshuffle texts while
 * the camera moves. Items whose key left the view are hidden and reused for the next new key.
 */
class KeyedPool<K, T extends Container> {
  private readonly live = new Map<K, { item: T; frame: number }>();
  private readonly free: T[] = [];
  private frame = 0;
  constructor(private readonly parent: Container, private readonly make: () => T, private readonly assign: (item: T, key: K) => void) {}
  begin() { this.frame++; }
  get(key: K): T {
    let e = this.live.get(key);
    if (!e) {
      let item = this.free.pop();
      if (!item) {
        item = this.make();
        this.parent.addChild(item);
      }
      this.assign(item, key);
      item.visible = true;
      e = { item, frame: this.frame };
      this.live.set(key, e);
    }
    e.frame = this.frame;
    return e.item;
  }
  end() {
    for (const [key, e] of this.live) {
      if (e.frame === this.frame) continue;
      e.item.visible = false;
      this.live.delete(key);
      this.free.push(e.item);
    }
  }
}

/** A name on a dark plate. */
class NameLabel extends Container {
  readonly plate: NineSliceSprite;
  readonly text: BitmapText;
  constructor(plate: Texture, font: string) {
    super();
    this.plate = new NineSliceSprite({ texture: plate, leftWidth: 11, rightWidth: 11, topHeight: 11, bottomHeight: 11 });
    this.plate.alpha = PLATE_ALPHA;
    this.text = new BitmapText({ text: '', style: { fontFamily: font, fontSize: LABEL_FONT_SIZE }, anchor: { x: 0.5, y: 0 } });
    this.addChild(this.plate, this.text);
  }
  setName(name: string) {
    this.text.text = name;
    const w = this.text.width + 2 * PLATE_PAD_X;
    const h = LABEL_FONT_SIZE * 1.2 + 2 * PLATE_PAD_Y;
    this.plate.width = w;
    this.plate.height = h;
    this.plate.position.set(-w / 2, -PLATE_PAD_Y + 1);
  }
}

/**
 * Everything drawn over the terrain: claimed-tile tints (world space, rebuilt only when the world
 * changes), and in screen space, redrawn when the camera moves: the map frame, the grid and
 * coordinates when zoomed in, village markers and names, hover and selection.
 */
export class OverlayLayer {
  /** Lives inside the world container, so it pans and zooms with the terrain for free. */
  readonly worldPart = new Container();
  /** Lives on the stage in screen pixels. */
  readonly screenPart = new Container();
  /** Claim tints: one pixel per tile of the continent, stretched over it (nearest filtering keeps tiles square). */
  private readonly tint = new Sprite(Texture.EMPTY);
  private readonly borders = new Graphics();
  /** The tile range the borders were built for (null: none built since the world changed). */
  private bordersBuilt: { x0: number; x1: number; y0: number; y1: number } | null = null;
  private readonly lines = new Graphics();
  private readonly marks = new Graphics();
  private readonly villageLayer = new Container();
  private readonly shieldLayer = new Container();
  private readonly labelLayer = new Container();
  private readonly icons: Pool<Sprite>;
  /** Shields over villages whose owner is under beginner protection. */
  private readonly shields: Pool<Sprite>;
  private shield: Texture = Texture.WHITE;
  /** The protected villages drawn with a shield in the last frame (for the test hook). */
  shieldsDrawn: TileRef[] = [];
  private readonly names: KeyedPool<WorldModel['villages'][number], NameLabel>;
  private readonly ownNames: KeyedPool<WorldModel['villages'][number], NameLabel>;
  /** Coordinates keyed by value: x as is, y + 100000 (so x 3 and y 3 are different labels). */
  private readonly coords: KeyedPool<number, BitmapText>;
  private readonly textures = new Map<string, Texture>();
  private dot: Texture = Texture.WHITE;
  private plate: Texture = Texture.WHITE;
  /** Villages in drawing order: southern ones over northern, own ones on top where markers overlap. */
  private drawOrder: WorldModel['villages'] = [];

  constructor(private world: WorldModel) {
    this.worldPart.addChild(this.tint, this.borders);
    this.screenPart.addChild(this.lines, this.villageLayer, this.shieldLayer, this.marks, this.labelLayer);
    this.icons = new Pool(this.villageLayer, () => {
      const s = new Sprite();
      s.anchor.set(0.5, 0.72);
      return s;
    });
    this.shields = new Pool(this.shieldLayer, () => {
      const s = new Sprite();
      s.anchor.set(0.5);
      return s;
    });
    installMapFonts();
    const plate = plateCanvas();
    if (plate) this.plate = Texture.from(plate, true);
    this.names = new KeyedPool(this.labelLayer, () => new NameLabel(this.plate, MAP_FONTS.label), (l, v) => l.setName(v.name));
    this.ownNames = new KeyedPool(this.labelLayer, () => new NameLabel(this.plate, MAP_FONTS.ownLabel), (l, v) => l.setName(v.name));
    this.coords = new KeyedPool(
      this.labelLayer,
      () => new BitmapText({ text: '', style: { fontFamily: MAP_FONTS.coord, fontSize: COORD_FONT_SIZE }, anchor: { x: 0.5, y: 0.5 } }),
      (t, key) => { t.text = String(key >= 50000 ? key - 100000 : key); },
    );
    for (const tier of ['village', 'town', 'city'] as Tier[]) {
      for (const own of [true, false]) {
        const canvas = villageIconCanvas(tier, own);
        if (canvas) this.textures.set(`${tier}:${own}`, Texture.from(canvas, true));
      }
    }
    const dot = dotCanvas();
    if (dot) this.dot = Texture.from(dot, true);
    const shield = shieldCanvas();
    if (shield) this.shield = Texture.from(shield, true);
    this.drawClaims();
  }

  setWorld(world: WorldModel): void {
    this.world = world;
    this.drawClaims();
  }

  private sortVillages(): void {
    this.drawOrder = [...this.world.villages].sort((a, b) => Number(a.own) - Number(b.own) || b.y - a.y);
  }

  /**
   * Claimed tiles: a soft tint in the owner's colour (one texture for the whole map, so thousands of claims
   * are one quad), with a line where the claimed land ends (updateBorders, near the view only).
   */
  private drawClaims(): void {
    this.sortVillages();
    this.bordersBuilt = null;
    this.borders.clear();
    const w = this.world;
    const m = w.maxCoord;
    const side = 2 * m + 1;
    const old = this.tint.texture;
    this.tint.texture = Texture.EMPTY;
    if (old !== Texture.EMPTY) old.destroy(true);
    this.tint.visible = false;
    if (w.claimedAt.size === 0) return;
    const c = document.createElement('canvas');
    c.width = side;
    c.height = side;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    const img = ctx.createImageData(side, side);
    const ownTint = rgba(GOLD, 0.22);
    const otherTint = rgba(BANNER, 0.2);
    for (const [key, villageId] of w.claimedAt) {
      const x = Math.floor(key / 65536) - 32768;
      const y = (key % 65536) - 32768;
      if (Math.abs(x) > m || Math.abs(y) > m) continue;
      const colour = w.villageById.get(villageId)?.own ? ownTint : otherTint;
      // Row 0 is the northern edge (y = maxCoord), as the world container draws y upwards.
      img.data.set(colour, ((m - y) * side + (x + m)) * 4);
    }
    ctx.putImageData(img, 0, 0);
    const texture = Texture.from(c, true);
    texture.source.scaleMode = 'nearest';
    this.tint.texture = texture;
    this.tint.position.set(-m - 0.5, -m - 0.5);
    this.tint.width = side;
    this.tint.height = side;
    this.tint.visible = true;
  }

  /** Borders of claimed land for the tiles around the view, rebuilt when the view leaves the part built. */
  private updateBorders(zoom: number, range: { x0: number; x1: number; y0: number; y1: number }): void {
    const g = this.borders;
    g.visible = zoom >= BORDER_ZOOM && this.world.claimedAt.size > 0;
    if (!g.visible) return;
    const b = this.bordersBuilt;
    if (b && range.x0 >= b.x0 && range.x1 <= b.x1 && range.y0 >= b.y0 && range.y1 <= b.y1) return;
    const w = this.world;
    const padX = Math.ceil((range.x1 - range.x0 + 1) / 2);
    const padY = Math.ceil((range.y1 - range.y0 + 1) / 2);
    const built = { x0: range.x0 - padX, x1: range.x1 + padX, y0: range.y0 - padY, y1: range.y1 + padY };
    this.bordersBuilt = built;
    g.clear();
    for (const own of [false, true]) {
      let any = false;
      for (let y = built.y0; y <= built.y1; y++) {
        for (let x = built.x0; x <= built.x1; x++) {
          const villageId = w.claimedAt.get(tileKey(x, y));
          if (villageId === undefined || (w.villageById.get(villageId)?.own ?? false) !== own) continue;
          const same = (dx: number, dy: number) => w.claimedAt.get(tileKey(x + dx, y + dy)) === villageId;
          const sy = -y;
          if (!same(0, 1)) g.moveTo(x - 0.5, sy - 0.5).lineTo(x + 0.5, sy - 0.5);
          if (!same(0, -1)) g.moveTo(x - 0.5, sy + 0.5).lineTo(x + 0.5, sy + 0.5);
          if (!same(-1, 0)) g.moveTo(x - 0.5, sy - 0.5).lineTo(x - 0.5, sy + 0.5);
          if (!same(1, 0)) g.moveTo(x + 0.5, sy - 0.5).lineTo(x + 0.5, sy + 0.5);
          any = true;
        }
      }
      // One stroke per colour: the lines of all claims of that colour in one batch.
      if (any) g.stroke({ color: own ? GOLD_BRIGHT : BANNER, width: 0.06, alpha: 0.9 });
    }
  }

  update(camera: Camera, viewport: Viewport, selection: TileRef | null, hover: TileRef | null): void {
    const { zoom } = camera;
    const m = this.world.maxCoord;
    const range = visibleTileRange(camera, viewport, m);
    this.updateBorders(zoom, range);
    const lines = this.lines;
    lines.clear();
    this.coords.begin();

    // The frame of the continent and its quadrant axes.
    const nw = worldToScreen(camera, viewport, -m - 0.5, m + 0.5);
    const se = worldToScreen(camera, viewport, m + 0.5, -m - 0.5);
    lines.rect(nw.x, nw.y, se.x - nw.x, se.y - nw.y).stroke({ color: GOLD, width: 2, alpha: 0.7 });
    const origin = worldToScreen(camera, viewport, 0, 0);
    lines.moveTo(origin.x, nw.y).lineTo(origin.x, se.y).moveTo(nw.x, origin.y).lineTo(se.x, origin.y).stroke({ color: GOLD, width: 1, alpha: 0.28 });

    if (zoom >= GRID_ZOOM) {
      const alpha = Math.min(0.2, (zoom - GRID_ZOOM) / 60 + 0.06);
      for (let x = range.x0; x <= range.x1 + 1; x++) {
        const sx = worldToScreen(camera, viewport, x - 0.5, 0).x;
        lines.moveTo(sx, Math.max(nw.y, 0)).lineTo(sx, Math.min(se.y, viewport.height));
      }
      for (let y = range.y0; y <= range.y1 + 1; y++) {
        const sy = worldToScreen(camera, viewport, 0, y - 0.5).y;
        lines.moveTo(Math.max(nw.x, 0), sy).lineTo(Math.min(se.x, viewport.width), sy);
      }
      lines.stroke({ color: 0x0c0a06, width: 1, alpha: alpha * 1.15 });
      // Coordinates along the top and left edges: every tile when roomy, else every fifth.
      const every = zoom >= 38 ? 1 : 5;
      const scale = Math.min(0.62, Math.max(0.45, zoom / 90));
      for (let x = range.x0; x <= range.x1; x++) {
        if (x % every !== 0) continue;
        const t = this.coords.get(x);
        t.scale.set(scale);
        t.position.set(worldToScreen(camera, viewport, x, 0).x, Math.max(nw.y, 0) + 11);
      }
      for (let y = range.y0; y <= range.y1; y++) {
        if (y % every !== 0) continue;
        const t = this.coords.get(y + 100000);
        t.scale.set(scale);
        t.position.set(Math.max(nw.x, 0) + 16, worldToScreen(camera, viewport, 0, y).y);
      }
    }
    this.coords.end();

    this.drawVillages(camera, viewport, range);
    this.drawMarks(camera, viewport, selection, hover);
  }

  private drawVillages(camera: Camera, viewport: Viewport, range: { x0: number; x1: number; y0: number; y1: number }): void {
    const { zoom } = camera;
    this.icons.begin();
    this.shields.begin();
    this.shieldsDrawn = [];
    const now = Date.now();
    this.names.begin();
    this.ownNames.begin();
    const asDots = zoom < DOT_ZOOM;
    const size = asDots ? Math.max(8, zoom * 1.8) : Math.min(128, Math.max(34, zoom * 1.7));
    const showNames = zoom >= LABEL_ZOOM;
    const showOwnNames = zoom >= OWN_LABEL_ZOOM;
    const labelScale = Math.min(0.7, Math.max(0.45, zoom / 100));
    for (const v of this.drawOrder) {
      if (v.x < range.x0 - 1 || v.x > range.x1 + 1 || v.y < range.y0 - 1 || v.y > range.y1 + 1) continue;
      const p = worldToScreen(camera, viewport, v.x, v.y);
      const s = this.icons.next();
      if (asDots) {
        s.texture = this.dot;
        s.anchor.set(0.5);
        s.tint = v.own ? GOLD_BRIGHT : BANNER;
        s.width = v.own ? size * 1.3 : size;
        s.height = v.own ? size * 1.3 : size;
      } else {
        s.texture = this.textures.get(`${normaliseTier(v.tier)}:${v.own}`) ?? this.dot;
        s.anchor.set(0.5, 0.6);
        s.tint = 0xffffff;
        s.width = size;
        s.height = size;
      }
      s.position.set(p.x, p.y);
      if (isProtectedAt(v, now)) {
        // Beside the icon, not on it: the tier stays readable; from far away beside the dot.
        const sh = this.shields.next();
        sh.texture = this.shield;
        const h = asDots ? Math.max(10, size * 1.1) : Math.max(14, size * 0.36);
        sh.height = h;
        sh.width = h * (40 / 46);
        sh.position.set(p.x + (asDots ? size * 0.7 : size * 0.36), p.y - (asDots ? size * 0.5 : size * 0.42));
        this.shieldsDrawn.push({ x: v.x, y: v.y });
      }
      if (v.own ? showOwnNames : showNames) {
        const t = (v.own ? this.ownNames : this.names).get(v);
        t.scale.set(labelScale);
        t.position.set(p.x, p.y + size * 0.17);
      }
    }
    this.icons.end();
    this.shields.end();
    this.names.end();
    this.ownNames.end();
  }

  private drawMarks(camera: Camera, viewport: Viewport, selection: TileRef | null, hover: TileRef | null): void {
    const g = this.marks;
    g.clear();
    const z = camera.zoom;
    if (hover && (hover.x !== selection?.x || hover.y !== selection?.y)) {
      const p = worldToScreen(camera, viewport, hover.x - 0.5, hover.y + 0.5);
      g.rect(p.x, p.y, z, z).stroke({ color: PARCHMENT, width: 1.5, alpha: 0.55 });
    }
    if (selection) {
      const p = worldToScreen(camera, viewport, selection.x - 0.5, selection.y + 0.5);
      const pad = Math.max(2, z * 0.04);
      g.rect(p.x - pad, p.y - pad, z + pad * 2, z + pad * 2).stroke({ color: 0x000000, width: 5, alpha: 0.35 });
      g.rect(p.x, p.y, z, z).stroke({ color: GOLD_BRIGHT, width: Math.max(2, Math.min(3, z / 16)), alpha: 1 });
      if (z < 14) {
        // Too small to see a square: a ring marks the spot.
        g.circle(p.x + z / 2, p.y + z / 2, 9).stroke({ color: GOLD_BRIGHT, width: 2 });
      }
    }
  }

  /** Puts a container over the village icons and under their names (the incoming-attack rings: a ring never hides a name). */
  addBelowLabels(c: Container): void {
    this.screenPart.addChildAt(c, this.screenPart.getChildIndex(this.labelLayer));
  }

  destroy(): void {
    if (this.tint.texture !== Texture.EMPTY) this.tint.texture.destroy(true);
    for (const t of this.textures.values()) t.destroy(true);
    if (this.dot !== Texture.WHITE) this.dot.destroy(true);
    if (this.shield !== Texture.WHITE) this.shield.destroy(true);
    if (this.plate !== Texture.WHITE) this.plate.destroy(true);
    this.worldPart.destroy({ children: true });
    this.screenPart.destroy({ children: true });
  }
}
