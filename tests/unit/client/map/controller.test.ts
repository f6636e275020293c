import { describe, expect, it } from 'vitest';
import { MapController } from '../../../../client/map/controller';
import { screenToWorld } from '../../../../client/map/camera';

const vp = { width: 1000, height: 800 };

function make(camera = { x: 0, y: 0, zoom: 50 }) {
  let now = 0;
  const c = new MapController({ maxCoord: 51, viewport: vp, camera, now: () => now });
  return { c, at: (t: number) => { now = t; } };
}

describe('MapController: drag, tap and inertia', () => {
  it('a press without movement is a tap that selects the tile under it', () => {
    const { c } = make();
    c.pointerDown(1, 500 + 52, 400 - 48, false, 0);
    c.pointerUp(1, 500 + 52, 400 - 48, 80);
    expect(c.selection).toEqual({ x: 1, y: 1 });
    expect(c.camera).toEqual({ x: 0, y: 0, zoom: 50 });
  });

  it('a drag pans with the pointer and does not select', () => {
    const { c } = make();
    c.pointerDown(1, 500, 400, false, 0);
    c.pointerMove(1, 600, 350, 200);
    c.pointerMove(1, 700, 300, 400);
    c.pointerUp(1, 700, 300, 700);
    expect(c.selection).toBeNull();
    expect(c.camera.x).toBeCloseTo(-4);
    expect(c.camera.y).toBeCloseTo(-2);
    // The pointer rested before release: no glide.
    expect(c.active).toBe(false);
  });

  it('movement inside the tap slop is still a tap; a finger gets more slop than a mouse', () => {
    const { c } = make();
    c.pointerDown(1, 500, 400, true, 0);
    c.pointerMove(1, 507, 404, 30);
    c.pointerUp(1, 507, 404, 60);
    expect(c.selection).toEqual({ x: 0, y: 0 });
    expect(c.camera.x).toBe(0);
    const m = make().c;
    m.pointerDown(1, 500, 400, false, 0);
    m.pointerMove(1, 507, 404, 30);
    m.pointerUp(1, 507, 404, 60);
    expect(m.selection).toBeNull();
    expect(m.camera.x).toBeCloseTo(-7 / 50);
  });

  it('a fling keeps gliding after release, slowing down until it stops', () => {
    const { c } = make();
    c.pointerDown(1, 500, 400, false, 0);
    for (let i = 1; i <= 6; i++) c.pointerMove(1, 500 + i * 16, 400, i * 16);
    c.pointerUp(1, 596, 400, 100);
    expect(c.active).toBe(true);
    const released = c.camera.x;
    let t = 100;
    let last = released;
    let lastStep = Infinity;
    while (c.tick((t += 16)) && t < 10_000) {
      const step = last - c.camera.x;
      expect(step).toBeGreaterThan(0);
      expect(step).toBeLessThanOrEqual(lastStep + 1e-9);
      lastStep = step;
      last = c.camera.x;
    }
    expect(c.active).toBe(false);
    expect(c.camera.x).toBeLessThan(released - 1);
  });

  it('a new press stops a glide', () => {
    const { c } = make();
    c.pointerDown(1, 500, 400, false, 0);
    for (let i = 1; i <= 6; i++) c.pointerMove(1, 500 + i * 20, 400, i * 16);
    c.pointerUp(1, 620, 400, 100);
    expect(c.active).toBe(true);
    c.pointerDown(2, 300, 300, false, 120);
    expect(c.active).toBe(false);
  });
});

describe('MapController: zoom', () => {
  it('wheel zooms about the cursor and respects the limits', () => {
    const { c } = make();
    const before = screenToWorld(c.camera, vp, 800, 200);
    c.wheel(800, 200, -100);
    expect(c.camera.zoom).toBeGreaterThan(50);
    const after = screenToWorld(c.camera, vp, 800, 200);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
    for (let i = 0; i < 50; i++) c.wheel(800, 200, -300);
    expect(c.camera.zoom).toBe(c.limits.max);
    for (let i = 0; i < 80; i++) c.wheel(800, 200, 300);
    expect(c.camera.zoom).toBe(c.limits.min);
  });

  it('pinch zooms about the fingers and pans with their midpoint', () => {
    const { c } = make();
    const mid0 = screenToWorld(c.camera, vp, 500, 400);
    c.pointerDown(1, 400, 400, true, 0);
    c.pointerDown(2, 600, 400, true, 5);
    c.pointerMove(1, 300, 400, 30);
    c.pointerMove(2, 700, 400, 30);
    expect(c.camera.zoom).toBeCloseTo(100);
    const mid1 = screenToWorld(c.camera, vp, 500, 400);
    expect(mid1.x).toBeCloseTo(mid0.x);
    expect(mid1.y).toBeCloseTo(mid0.y);
    // Moving both fingers down drags the map along.
    c.pointerMove(1, 300, 500, 60);
    c.pointerMove(2, 700, 500, 60);
    const moved = screenToWorld(c.camera, vp, 500, 500);
    expect(moved.x).toBeCloseTo(mid0.x);
    expect(moved.y).toBeCloseTo(mid0.y);
    c.pointerUp(1, 300, 500, 90);
    c.pointerUp(2, 700, 500, 95);
    // A pinch is never a tap.
    expect(c.selection).toBeNull();
  });
});

describe('MapController: animated moves and keys', () => {
  it('centerOn animates to the target and stays in bounds', () => {
    const { c, at } = make({ x: 10, y: 10, zoom: 40 });
    at(1000);
    c.centerOn(0, 0);
    expect(c.active).toBe(true);
    c.tick(1000 + 200);
    expect(c.camera.x).toBeGreaterThan(0);
    expect(c.camera.x).toBeLessThan(10);
    c.tick(1000 + 2000);
    expect(c.camera).toEqual({ x: 0, y: 0, zoom: 40 });
    expect(c.active).toBe(false);
    c.centerOn(500, -500, { animate: false });
    expect(c.camera).toEqual({ x: 51.5, y: -51.5, zoom: 40 });
  });

  it('arrow keys pan, + and - zoom, other keys are left alone', () => {
    const { c, at } = make();
    at(0);
    expect(c.key('ArrowUp')).toBe(true);
    c.tick(1000);
    expect(c.camera.y).toBeGreaterThan(0);
    expect(c.camera.x).toBe(0);
    at(2000);
    expect(c.key('ArrowLeft')).toBe(true);
    c.tick(3000);
    expect(c.camera.x).toBeLessThan(0);
    at(4000);
    expect(c.key('+')).toBe(true);
    c.tick(5000);
    expect(c.camera.zoom).toBeCloseTo(75);
    at(6000);
    expect(c.key('-')).toBe(true);
    c.tick(7000);
    expect(c.camera.zoom).toBeCloseTo(50);
    expect(c.key('a')).toBe(false);
  });

  it('notifies subscribers of changes, and selection can be cleared', () => {
    const { c } = make();
    let calls = 0;
    const off = c.subscribe(() => calls++);
    c.select({ x: 2, y: 3 });
    c.select({ x: 2, y: 3 });
    expect(calls).toBe(1);
    expect(c.key('Escape')).toBe(true);
    expect(c.selection).toBeNull();
    off();
    c.select({ x: 1, y: 1 });
    expect(calls).toBe(2);
  });

  it('a tap off the map clears the selection', () => {
    const { c } = make({ x: 51, y: 0, zoom: 50 });
    c.select({ x: 51, y: 0 });
    c.pointerDown(1, 900, 400, false, 0);
    c.pointerUp(1, 900, 400, 50);
    expect(c.selection).toBeNull();
  });
});
