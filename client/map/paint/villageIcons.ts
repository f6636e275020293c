/**
 * Village markers drawn once into small canvases: a village is a cluster of cottages, a town adds a
 * palisade and a hall, a city is a walled keep with towers. Own villages have gold roofs and a gold
 * banner; everyone else's are banner red. Drawn at ICON_PX and scaled on the map.
 */
export const ICON_PX = 128;

export type Tier = 'village' | 'town' | 'city';

interface Colours {
  roof: string;
  roofDark: string;
  flag: string;
  ring: string;
}

const OWN: Colours = { roof: '#e0ae4a', roofDark: '#9a6f24', flag: '#f2c35b', ring: 'rgba(242, 195, 91, 0.95)' };
const OTHER: Colours = { roof: '#b0443a', roofDark: '#6e241d', flag: '#c4483a', ring: 'rgba(214, 200, 170, 0.75)' };

const WALL = '#d8ccb2';
const WALL_SHADE = '#9e927a';
const OUTLINE = 'rgba(20, 14, 8, 0.9)';

type Ctx = CanvasRenderingContext2D;

/** The outlined wall block of a building, its right part in shade from `shadeFrom` (a share of w from the centre). */
function wallBlock(ctx: Ctx, x: number, y: number, w: number, h: number, shadeFrom: number) {
  ctx.lineWidth = 3;
  ctx.strokeStyle = OUTLINE;
  ctx.fillStyle = WALL;
  ctx.fillRect(x - w / 2, y - h, w, h);
  ctx.strokeRect(x - w / 2, y - h, w, h);
  ctx.fillStyle = WALL_SHADE;
  ctx.fillRect(x + w * shadeFrom, y - h, w * (0.5 - shadeFrom), h);
}

function house(ctx: Ctx, x: number, y: number, w: number, h: number, c: Colours) {
  wallBlock(ctx, x, y, w, h, 0.1);
  ctx.fillStyle = '#3a2a1a';
  ctx.fillRect(x - w * 0.12, y - h * 0.55, w * 0.24, h * 0.55);
  ctx.beginPath();
  ctx.moveTo(x - w * 0.62, y - h);
  ctx.lineTo(x, y - h - w * 0.6);
  ctx.lineTo(x + w * 0.62, y - h);
  ctx.closePath();
  ctx.fillStyle = c.roof;
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x, y - h - w * 0.6);
  ctx.lineTo(x + w * 0.62, y - h);
  ctx.lineTo(x, y - h);
  ctx.closePath();
  ctx.fillStyle = c.roofDark;
  ctx.fill();
}

function tower(ctx: Ctx, x: number, y: number, w: number, h: number, c: Colours) {
  wallBlock(ctx, x, y, w, h, 0.05);
  ctx.beginPath();
  ctx.moveTo(x - w * 0.62, y - h);
  ctx.lineTo(x, y - h - w * 1.1);
  ctx.lineTo(x + w * 0.62, y - h);
  ctx.closePath();
  ctx.fillStyle = c.roof;
  ctx.fill();
  ctx.stroke();
}

function flag(ctx: Ctx, x: number, y: number, s: number, c: Colours) {
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x, y - s);
  ctx.stroke();
  ctx.fillStyle = c.flag;
  ctx.beginPath();
  ctx.moveTo(x, y - s);
  ctx.lineTo(x + s * 0.6, y - s * 0.82);
  ctx.lineTo(x, y - s * 0.64);
  ctx.closePath();
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** Draws one marker centred horizontally, its ground line a little below the middle. */
export function drawVillageIcon(ctx: Ctx, tier: Tier, own: boolean): void {
  const c = own ? OWN : OTHER;
  const S = ICON_PX;
  const base = S * 0.72;
  // A ground plate lifts the marker off busy terrain.
  ctx.fillStyle = 'rgba(12, 9, 6, 0.55)';
  ctx.beginPath();
  ctx.ellipse(S / 2, base, S * 0.42, S * 0.16, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = c.ring;
  ctx.lineWidth = own ? 4 : 3;
  ctx.beginPath();
  ctx.ellipse(S / 2, base, S * 0.42, S * 0.16, 0, 0, Math.PI * 2);
  ctx.stroke();
  if (tier === 'village') {
    house(ctx, S * 0.36, base - 2, S * 0.2, S * 0.15, c);
    house(ctx, S * 0.62, base + 6, S * 0.24, S * 0.18, c);
    flag(ctx, S * 0.5, base - S * 0.12, S * 0.3, c);
  } else if (tier === 'town') {
    ctx.fillStyle = '#6b4a2a';
    ctx.strokeStyle = OUTLINE;
    ctx.lineWidth = 3;
    for (let i = 0; i < 9; i++) {
      const x = S * 0.16 + i * S * 0.085;
      ctx.fillRect(x, base - S * 0.06, S * 0.06, S * 0.12);
      ctx.strokeRect(x, base - S * 0.06, S * 0.06, S * 0.12);
    }
    house(ctx, S * 0.3, base - 6, S * 0.18, S * 0.14, c);
    house(ctx, S * 0.7, base - 6, S * 0.18, S * 0.14, c);
    house(ctx, S * 0.5, base + 2, S * 0.26, S * 0.24, c);
    flag(ctx, S * 0.5, base - S * 0.38, S * 0.24, c);
  } else {
    ctx.lineWidth = 3;
    ctx.strokeStyle = OUTLINE;
    ctx.fillStyle = WALL_SHADE;
    ctx.fillRect(S * 0.14, base - S * 0.16, S * 0.72, S * 0.2);
    ctx.strokeRect(S * 0.14, base - S * 0.16, S * 0.72, S * 0.2);
    ctx.fillStyle = WALL;
    for (let i = 0; i < 8; i++) ctx.fillRect(S * 0.15 + i * S * 0.09, base - S * 0.2, S * 0.05, S * 0.05);
    tower(ctx, S * 0.5, base - S * 0.1, S * 0.2, S * 0.34, c);
    tower(ctx, S * 0.2, base + 4, S * 0.13, S * 0.24, c);
    tower(ctx, S * 0.8, base + 4, S * 0.13, S * 0.24, c);
    flag(ctx, S * 0.5, base - S * 0.66, S * 0.2, c);
  }
}

/** A canvas with the marker, or undefined where there is no 2D canvas (jsdom). */
export function villageIconCanvas(tier: Tier, own: boolean): HTMLCanvasElement | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = ICON_PX;
  canvas.height = ICON_PX;
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  drawVillageIcon(ctx, tier, own);
  return canvas;
}

export function normaliseTier(tier: string): Tier {
  return tier === 'town' || tier === 'city' ? tier : 'village';
}
