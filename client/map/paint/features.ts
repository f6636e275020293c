import { hash01 } from './noise';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * The small drawn details that make tile types recognisable up close: trees, peaks, mounds, rocks,
 * reeds, pools and ripples. Each is placed by a hash of its tile, so it always stands in the same spot.
 * (cx, cy) is the tile centre in canvas pixels and r the tile size in pixels.
 */
export type FeaturePainter = (ctx: Ctx, x: number, y: number, cx: number, cy: number, r: number) => void;

function shadow(ctx: Ctx, x: number, y: number, rx: number, ry: number, a = 0.28) {
  ctx.fillStyle = `rgba(10, 14, 6, ${a})`;
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
}

function conifer(ctx: Ctx, x: number, y: number, s: number, tone: number) {
  shadow(ctx, x + s * 0.18, y, s * 0.34, s * 0.12);
  ctx.fillStyle = '#3b2a1a';
  ctx.fillRect(x - s * 0.04, y - s * 0.16, s * 0.08, s * 0.16);
  const dark = `rgb(${22 + tone}, ${48 + tone}, ${30 + tone})`;
  const light = `rgb(${44 + tone}, ${80 + tone}, ${44 + tone})`;
  for (let i = 0; i < 2; i++) {
    const top = y - s * (0.5 + i * 0.3);
    const base = y - s * (0.12 + i * 0.28);
    const half = s * (0.3 - i * 0.08);
    ctx.fillStyle = dark;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x + half, base);
    ctx.lineTo(x - half, base);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = light;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x - half, base);
    ctx.lineTo(x - half * 0.1, base);
    ctx.closePath();
    ctx.fill();
  }
}

function broadleaf(ctx: Ctx, x: number, y: number, s: number, tone: number) {
  shadow(ctx, x + s * 0.16, y, s * 0.3, s * 0.11);
  ctx.fillStyle = '#45311c';
  ctx.fillRect(x - s * 0.04, y - s * 0.2, s * 0.08, s * 0.2);
  ctx.fillStyle = `rgb(${58 + tone}, ${88 + tone}, ${42 + tone})`;
  ctx.beginPath();
  ctx.arc(x, y - s * 0.36, s * 0.24, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = `rgb(${96 + tone}, ${124 + tone}, ${60 + tone})`;
  ctx.beginPath();
  ctx.arc(x - s * 0.07, y - s * 0.43, s * 0.12, 0, Math.PI * 2);
  ctx.fill();
}

const forest: FeaturePainter = (ctx, x, y, cx, cy, r) => {
  const n = 4 + Math.floor(hash01(x, y, 1) * 3);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) pts.push([cx + (hash01(x, y, 10 + i) - 0.5) * r * 0.85, cy + (hash01(x, y, 20 + i) - 0.5) * r * 0.8 + r * 0.18]);
  pts.sort((a, b) => a[1] - b[1]);
  for (const [i, [px, py]] of pts.entries()) {
    const tone = Math.floor(hash01(x, y, 30 + i) * 18);
    if (hash01(x, y, 40 + i) < 0.75) conifer(ctx, px, py, r * (0.5 + hash01(x, y, 50 + i) * 0.15), tone);
    else broadleaf(ctx, px, py, r * 0.5, tone);
  }
};

const woodlands: FeaturePainter = (ctx, x, y, cx, cy, r) => {
  const n = 2 + Math.floor(hash01(x, y, 1) * 2);
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) pts.push([cx + (hash01(x, y, 10 + i) - 0.5) * r * 0.75, cy + (hash01(x, y, 20 + i) - 0.5) * r * 0.7 + r * 0.15]);
  pts.sort((a, b) => a[1] - b[1]);
  for (const [i, [px, py]] of pts.entries()) broadleaf(ctx, px, py, r * (0.5 + hash01(x, y, 50 + i) * 0.2), 10 + Math.floor(hash01(x, y, 30 + i) * 20));
};

const mountains: FeaturePainter = (ctx, x, y, cx, cy, r) => {
  // Small tiles get one peak: two would merge into a white smudge.
  const peaks = r >= 20 && hash01(x, y, 1) < 0.55 ? 2 : 1;
  for (let i = 0; i < peaks; i++) {
    const big = i === peaks - 1;
    const w = r * (big ? 0.48 : 0.32);
    const h = r * (big ? 0.7 : 0.45) * (0.85 + hash01(x, y, 5 + i) * 0.3);
    const px = cx + (big ? (hash01(x, y, 7) - 0.5) * r * 0.2 : (hash01(x, y, 8) < 0.5 ? -1 : 1) * r * 0.26);
    const py = cy + r * (big ? 0.3 : 0.12);
    const tip = px + (hash01(x, y, 9 + i) - 0.5) * w * 0.3;
    shadow(ctx, px + w * 0.2, py, w * 1.05, r * 0.1, 0.3);
    ctx.fillStyle = '#5d554e';
    ctx.beginPath();
    ctx.moveTo(tip, py - h);
    ctx.lineTo(px + w, py);
    ctx.lineTo(px - w, py);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#9a8f80';
    ctx.beginPath();
    ctx.moveTo(tip, py - h);
    ctx.lineTo(px - w, py);
    ctx.lineTo(px - w * 0.05, py);
    ctx.closePath();
    ctx.fill();
    if (!big && r < 40) continue;
    ctx.fillStyle = '#e2ddd0';
    ctx.beginPath();
    ctx.moveTo(tip, py - h);
    ctx.lineTo(tip + w * 0.3, py - h * 0.66);
    ctx.lineTo(tip + w * 0.08, py - h * 0.72);
    ctx.lineTo(tip - w * 0.12, py - h * 0.62);
    ctx.lineTo(tip - w * 0.32, py - h * 0.68);
    ctx.closePath();
    ctx.fill();
  }
};

const hills: FeaturePainter = (ctx, x, y, cx, cy, r) => {
  const n = 1 + Math.floor(hash01(x, y, 1) * 2);
  for (let i = 0; i < n; i++) {
    const px = cx + (hash01(x, y, 10 + i) - 0.5) * r * 0.5;
    const py = cy + (hash01(x, y, 20 + i) - 0.3) * r * 0.5;
    const w = r * (0.32 + hash01(x, y, 30 + i) * 0.12);
    const h = w * 0.62;
    ctx.fillStyle = 'rgba(70, 62, 34, 0.5)';
    ctx.beginPath();
    ctx.ellipse(px + w * 0.12, py, w, h, 0, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = 'rgba(170, 160, 100, 0.55)';
    ctx.beginPath();
    ctx.ellipse(px - w * 0.12, py, w * 0.8, h * 0.9, 0, Math.PI, Math.PI * 1.6);
    ctx.lineTo(px - w * 0.12, py);
    ctx.fill();
    ctx.strokeStyle = 'rgba(60, 52, 28, 0.55)';
    ctx.lineWidth = Math.max(1, r * 0.025);
    ctx.beginPath();
    ctx.ellipse(px, py, w, h, 0, Math.PI * 1.05, Math.PI * 1.95);
    ctx.stroke();
  }
};

const rocky: FeaturePainter = (ctx, x, y, cx, cy, r) => {
  const n = 3 + Math.floor(hash01(x, y, 1) * 4);
  for (let i = 0; i < n; i++) {
    const px = cx + (hash01(x, y, 10 + i) - 0.5) * r * 0.85;
    const py = cy + (hash01(x, y, 20 + i) - 0.5) * r * 0.85;
    const s = r * (0.05 + hash01(x, y, 30 + i) * 0.08);
    shadow(ctx, px + s * 0.4, py + s * 0.3, s * 1.1, s * 0.5, 0.35);
    ctx.fillStyle = '#8c8579';
    ctx.beginPath();
    ctx.moveTo(px - s, py + s * 0.3);
    ctx.lineTo(px - s * 0.5, py - s * 0.6);
    ctx.lineTo(px + s * 0.4, py - s * 0.8);
    ctx.lineTo(px + s, py);
    ctx.lineTo(px + s * 0.5, py + s * 0.4);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#b8b0a0';
    ctx.beginPath();
    ctx.moveTo(px - s * 0.5, py - s * 0.6);
    ctx.lineTo(px + s * 0.4, py - s * 0.8);
    ctx.lineTo(px, py - s * 0.1);
    ctx.closePath();
    ctx.fill();
  }
};

function reeds(ctx: Ctx, px: number, py: number, s: number, colour: string) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, s * 0.06);
  ctx.beginPath();
  for (let k = -2; k <= 2; k++) {
    ctx.moveTo(px + k * s * 0.12, py);
    ctx.lineTo(px + k * s * 0.2, py - s * (0.55 + (k & 1) * 0.15));
  }
  ctx.stroke();
}

const marshlands: FeaturePainter = (ctx, x, y, cx, cy, r) => {
  const n = 2 + Math.floor(hash01(x, y, 1) * 3);
  for (let i = 0; i < n; i++) {
    reeds(ctx, cx + (hash01(x, y, 10 + i) - 0.5) * r * 0.8, cy + (hash01(x, y, 20 + i) - 0.5) * r * 0.75, r * 0.32, 'rgba(176, 168, 96, 0.85)');
  }
};

const swamp: FeaturePainter = (ctx, x, y, cx, cy, r) => {
  if (hash01(x, y, 2) < 0.6) {
    // A dead snag above the murk.
    const px = cx + (hash01(x, y, 3) - 0.5) * r * 0.5;
    const py = cy + r * 0.2;
    shadow(ctx, px + r * 0.08, py, r * 0.14, r * 0.05, 0.3);
    ctx.strokeStyle = '#3a2e22';
    ctx.lineWidth = Math.max(1, r * 0.045);
    ctx.beginPath();
    ctx.moveTo(px, py);
    ctx.lineTo(px, py - r * 0.42);
    ctx.moveTo(px, py - r * 0.25);
    ctx.lineTo(px - r * 0.12, py - r * 0.36);
    ctx.moveTo(px, py - r * 0.32);
    ctx.lineTo(px + r * 0.13, py - r * 0.45);
    ctx.stroke();
  }
  const n = 2 + Math.floor(hash01(x, y, 1) * 2);
  for (let i = 0; i < n; i++) {
    reeds(ctx, cx + (hash01(x, y, 10 + i) - 0.5) * r * 0.8, cy + (hash01(x, y, 20 + i) - 0.5) * r * 0.75, r * 0.28, 'rgba(120, 132, 74, 0.85)');
  }
};

const water: FeaturePainter = (ctx, x, y, cx, cy, r) => {
  ctx.strokeStyle = 'rgba(170, 208, 214, 0.22)';
  ctx.lineWidth = Math.max(1, r * 0.025);
  const n = hash01(x, y, 1) < 0.5 ? 1 : 2;
  for (let i = 0; i < n; i++) {
    const px = cx + (hash01(x, y, 10 + i) - 0.5) * r * 0.7;
    const py = cy + (hash01(x, y, 20 + i) - 0.5) * r * 0.7;
    const w = r * (0.12 + hash01(x, y, 30 + i) * 0.1);
    ctx.beginPath();
    ctx.moveTo(px - w, py);
    ctx.quadraticCurveTo(px - w / 2, py - w * 0.35, px, py);
    ctx.quadraticCurveTo(px + w / 2, py + w * 0.35, px + w, py);
    ctx.stroke();
  }
};

const plains: FeaturePainter = (ctx, x, y, cx, cy, r) => {
  ctx.strokeStyle = 'rgba(190, 186, 110, 0.5)';
  ctx.lineWidth = Math.max(1, r * 0.02);
  const n = 2 + Math.floor(hash01(x, y, 1) * 3);
  ctx.beginPath();
  for (let i = 0; i < n; i++) {
    const px = cx + (hash01(x, y, 10 + i) - 0.5) * r * 0.85;
    const py = cy + (hash01(x, y, 20 + i) - 0.5) * r * 0.85;
    const s = r * 0.07;
    ctx.moveTo(px - s, py - s);
    ctx.lineTo(px - s * 0.3, py + s * 0.4);
    ctx.moveTo(px, py - s * 1.3);
    ctx.lineTo(px, py + s * 0.4);
    ctx.moveTo(px + s, py - s);
    ctx.lineTo(px + s * 0.3, py + s * 0.4);
  }
  ctx.stroke();
  if (hash01(x, y, 60) < 0.35) {
    ctx.fillStyle = hash01(x, y, 61) < 0.5 ? 'rgba(226, 200, 110, 0.8)' : 'rgba(214, 150, 120, 0.75)';
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.arc(cx + (hash01(x, y, 70 + i) - 0.5) * r * 0.8, cy + (hash01(x, y, 80 + i) - 0.5) * r * 0.8, Math.max(0.7, r * 0.018), 0, Math.PI * 2);
      ctx.fill();
    }
  }
};

/** Painters indexed like TILE_TYPES. */
export const FEATURES: FeaturePainter[] = [plains, woodlands, forest, hills, mountains, rocky, marshlands, swamp, water];
