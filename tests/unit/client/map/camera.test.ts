import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampCamera, easeInOut, inertiaStep, INERTIA_TAU, interpolateCamera, panByScreen, screenToWorld, tileAtScreen,
  visibleTileRange, worldToScreen, zoomAbout, zoomLimits, MAX_ZOOM,
} from '../../../../client/map/camera';

const vp = { width: 1366, height: 768 };

describe('screen and world coordinates', () => {
  it('puts the camera point at the view centre, north up', () => {
    const cam = { x: 10, y: -4, zoom: 50 };
    expect(worldToScreen(cam, vp, 10, -4)).toEqual({ x: 683, y: 384 });
    // One tile north is one tile-height higher on screen; one tile east is to the right.
    expect(worldToScreen(cam, vp, 10, -3)).toEqual({ x: 683, y: 334 });
    expect(worldToScreen(cam, vp, 11, -4)).toEqual({ x: 733, y: 384 });
  });

  it('round-trips screen -> world -> screen', () => {
    fc.assert(fc.property(
      fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: 1, max: 128, noNaN: true }),
      fc.double({ min: 0, max: 1366, noNaN: true }), fc.double({ min: 0, max: 768, noNaN: true }),
      (x, y, zoom, sx, sy) => {
        const cam = { x, y, zoom };
        const w = screenToWorld(cam, vp, sx, sy);
        const s = worldToScreen(cam, vp, w.x, w.y);
        expect(s.x).toBeCloseTo(sx, 6);
        expect(s.y).toBeCloseTo(sy, 6);
      },
    ));
  });

  it('finds the tile under a point: tiles span half a tile either side of their centre', () => {
    const cam = { x: 0, y: 0, zoom: 40 };
    expect(tileAtScreen(cam, vp, 683, 384)).toEqual({ x: 0, y: 0 });
    expect(tileAtScreen(cam, vp, 683 + 19, 384 - 19)).toEqual({ x: 0, y: 0 });
    expect(tileAtScreen(cam, vp, 683 + 21, 384 - 21)).toEqual({ x: 1, y: 1 });
    expect(tileAtScreen(cam, vp, 683 - 21, 384 + 61)).toEqual({ x: -1, y: -2 });
  });
});

describe('zoom about a point', () => {
  it('keeps the world point under the cursor fixed', () => {
    fc.assert(fc.property(
      fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }),
      fc.double({ min: 2, max: 100, noNaN: true }), fc.double({ min: 2, max: 100, noNaN: true }),
      fc.double({ min: 0, max: 1366, noNaN: true }), fc.double({ min: 0, max: 768, noNaN: true }),
      (x, y, z0, z1, sx, sy) => {
        const cam = { x, y, zoom: z0 };
        const before = screenToWorld(cam, vp, sx, sy);
        const next = zoomAbout(cam, vp, sx, sy, z1);
        const after = screenToWorld(next, vp, sx, sy);
        expect(next.zoom).toBe(z1);
        expect(after.x).toBeCloseTo(before.x, 6);
        expect(after.y).toBeCloseTo(before.y, 6);
      },
    ));
  });

  it('about the view centre leaves the centre where it is', () => {
    expect(zoomAbout({ x: 3, y: 4, zoom: 20 }, vp, 683, 384, 60)).toEqual({ x: 3, y: 4, zoom: 60 });
  });
});

describe('limits and clamping', () => {
  it('lets the whole continent fit when zoomed out, and caps zooming in', () => {
    const small = zoomLimits(vp, 51);
    expect(small.min * 103).toBeLessThanOrEqual(768);
    expect(small.min * 103).toBeGreaterThan(600);
    expect(small.max).toBe(MAX_ZOOM);
    const big = zoomLimits(vp, 200);
    expect(big.min).toBeLessThan(small.min);
    expect(big.min).toBeGreaterThanOrEqual(1);
  });

  it('keeps the centre on the map (up to the outer edge of the rim tiles) and the zoom within limits', () => {
    const limits = { min: 5, max: 100 };
    expect(clampCamera({ x: 90, y: -90, zoom: 300 }, 51, limits)).toEqual({ x: 51.5, y: -51.5, zoom: 100 });
    expect(clampCamera({ x: -10, y: 20, zoom: 1 }, 51, limits)).toEqual({ x: -10, y: 20, zoom: 5 });
  });

  it('pans so the content follows the pointer: dragging right reveals the west, dragging down the north', () => {
    const c = panByScreen({ x: 0, y: 0, zoom: 50 }, 100, 50);
    expect(c).toEqual({ x: -2, y: 1, zoom: 50 });
  });

  it('lists the visible tiles, clipped to the map', () => {
    const r = visibleTileRange({ x: 0, y: 0, zoom: 100 }, { width: 400, height: 200 }, 51);
    expect(r).toEqual({ x0: -2, x1: 2, y0: -1, y1: 1 });
    const edge = visibleTileRange({ x: 51, y: 51, zoom: 10 }, { width: 400, height: 200 }, 51);
    expect(edge.x1).toBe(51);
    expect(edge.y1).toBe(51);
  });
});

describe('inertia', () => {
  it('decays exponentially and stops', () => {
    let v = { vx: 2, vy: -1 };
    let travelled = 0;
    let steps = 0;
    for (;;) {
      const s = inertiaStep(v.vx, v.vy, 16);
      travelled += s.dx;
      v = { vx: s.vx, vy: s.vy };
      steps++;
      expect(Math.abs(s.vx)).toBeLessThan(2);
      if (s.done) break;
      expect(steps).toBeLessThan(1000);
    }
    // The glide covers at most v0 * tau (the integral of the decay).
    expect(travelled).toBeGreaterThan(2 * INERTIA_TAU * 0.9);
    expect(travelled).toBeLessThanOrEqual(2 * INERTIA_TAU);
  });

  it('covers the same distance whatever the frame rate', () => {
    const run = (dt: number) => {
      let vx = 1.5;
      let sum = 0;
      for (let t = 0; t < 2000; t += dt) {
        const s = inertiaStep(vx, 0, dt);
        sum += s.dx;
        vx = s.vx;
      }
      return sum;
    };
    expect(run(8)).toBeCloseTo(run(40), 6);
  });
});

describe('animated moves', () => {
  it('eases from start to end, and interpolates zoom geometrically', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    const from = { x: 0, y: 0, zoom: 10 };
    const to = { x: 10, y: -20, zoom: 40 };
    expect(interpolateCamera(from, to, 0)).toEqual(from);
    expect(interpolateCamera(from, to, 1)).toEqual(to);
    const mid = interpolateCamera(from, to, 0.5);
    expect(mid.x).toBeCloseTo(5);
    expect(mid.zoom).toBeCloseTo(20);
  });
});
