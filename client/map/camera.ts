/**
 * Camera math of the map, pure and unit-tested. World coordinates are tile coordinates: tile (x, y)
 * covers the square [x - 0.5, x + 0.5] x [y - 0.5, y + 0.5], and north is +y, so it is drawn upward
 * (screen y grows downward). `zoom` is screen pixels per tile.
 */
export interface Camera {
  /** World point at the centre of the view. */
  x: number;
  y: number;
  /** Screen pixels per tile. */
  zoom: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface ZoomLimits {
  min: number;
  max: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Largest zoom: a tile fills this many pixels. */
export const MAX_ZOOM = 128;
/** Smallest zoom never goes below this, even on a huge map. */
export const MIN_ZOOM_FLOOR = 1;
export const DEFAULT_ZOOM = 56;

export function worldToScreen(c: Camera, v: Viewport, wx: number, wy: number): Point {
  return { x: v.width / 2 + (wx - c.x) * c.zoom, y: v.height / 2 - (wy - c.y) * c.zoom };
}

export function screenToWorld(c: Camera, v: Viewport, sx: number, sy: number): Point {
  return { x: c.x + (sx - v.width / 2) / c.zoom, y: c.y - (sy - v.height / 2) / c.zoom };
}

/** The tile under a screen point (tile centres are whole numbers). */
export function tileAtScreen(c: Camera, v: Viewport, sx: number, sy: number): Point {
  const w = screenToWorld(c, v, sx, sy);
  // `|| 0` turns -0 into 0, so tile (0, 0) is always the same value.
  return { x: Math.round(w.x) || 0, y: Math.round(w.y) || 0 };
}

/** Zoom limits for a map of `maxCoord`: zoomed out far enough to see the whole continent. */
export function zoomLimits(v: Viewport, maxCoord: number): ZoomLimits {
  const side = 2 * maxCoord + 1;
  const fit = (Math.min(v.width, v.height) * 0.92) / side;
  const min = Math.max(MIN_ZOOM_FLOOR, Math.min(fit, MAX_ZOOM / 4));
  return { min, max: MAX_ZOOM };
}

export function clampZoom(zoom: number, limits: ZoomLimits): number {
  return Math.min(limits.max, Math.max(limits.min, zoom));
}

/**
 * Keeps the view centre on the continent: it may reach the outer edge of the rim tiles, so a rim
 * village can still be centred, but the map never slides further than half a screen away.
 */
export function clampCamera(c: Camera, maxCoord: number, limits: ZoomLimits): Camera {
  const edge = maxCoord + 0.5;
  return {
    x: Math.min(edge, Math.max(-edge, c.x)),
    y: Math.min(edge, Math.max(-edge, c.y)),
    zoom: clampZoom(c.zoom, limits),
  };
}

/** Zooms to `zoom` keeping the world point under the screen point (sx, sy) fixed. */
export function zoomAbout(c: Camera, v: Viewport, sx: number, sy: number, zoom: number): Camera {
  const w = screenToWorld(c, v, sx, sy);
  return { x: w.x - (sx - v.width / 2) / zoom, y: w.y + (sy - v.height / 2) / zoom, zoom };
}

/** Moves the camera so the content follows a screen-space drag of (dx, dy) pixels. */
export function panByScreen(c: Camera, dx: number, dy: number): Camera {
  return { x: c.x - dx / c.zoom, y: c.y + dy / c.zoom, zoom: c.zoom };
}

/** Time constant of the inertia's exponential decay, in ms: speed falls to 1/e after this long. */
export const INERTIA_TAU = 325;
/** Below this speed (screen px per ms) inertia stops. */
export const INERTIA_STOP = 0.02;

/**
 * One step of inertia: the velocity (screen px per ms) decays as e^(-t/tau); the distance covered in
 * `dt` is the integral of that, so the total glide does not depend on the frame rate.
 */
export function inertiaStep(vx: number, vy: number, dt: number, tau = INERTIA_TAU): { dx: number; dy: number; vx: number; vy: number; done: boolean } {
  const decay = Math.exp(-dt / tau);
  const travel = tau * (1 - decay);
  const nvx = vx * decay;
  const nvy = vy * decay;
  return { dx: vx * travel, dy: vy * travel, vx: nvx, vy: nvy, done: Math.hypot(nvx, nvy) < INERTIA_STOP };
}

/** Ease-in-out cubic, for animated camera moves. */
export function easeInOut(t: number): number {
  const u = Math.min(1, Math.max(0, t));
  return u < 0.5 ? 4 * u * u * u : 1 - Math.pow(-2 * u + 2, 3) / 2;
}

/**
 * Camera at fraction `t` of an animated move: position linearly, zoom geometrically (each step
 * feels the same size), both eased.
 */
export function interpolateCamera(from: Camera, to: Camera, t: number): Camera {
  const e = easeInOut(t);
  return {
    x: from.x + (to.x - from.x) * e,
    y: from.y + (to.y - from.y) * e,
    zoom: from.zoom * Math.pow(to.zoom / from.zoom, e),
  };
}

/** The range of tiles (inclusive) that the view touches, clipped to the map. */
export function visibleTileRange(c: Camera, v: Viewport, maxCoord: number): { x0: number; x1: number; y0: number; y1: number } {
  const a = screenToWorld(c, v, 0, 0);
  const b = screenToWorld(c, v, v.width, v.height);
  return {
    x0: Math.max(-maxCoord, Math.floor(a.x + 0.5)),
    x1: Math.min(maxCoord, Math.ceil(b.x - 0.5)),
    y0: Math.max(-maxCoord, Math.floor(b.y + 0.5)),
    y1: Math.min(maxCoord, Math.ceil(a.y - 0.5)),
  };
}
