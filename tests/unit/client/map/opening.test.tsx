// @vitest-environment jsdom
// The map opens centred on the current village even when the village loads after the map mounted
// (issue 13, point 9: /map once opened at 0|0), unless the URL names a position or the player moved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MapController } from '../../../../client/map/controller';
import { MapView, type MapViewProps } from '../../../../client/map/MapView';
import type { Camera } from '../../../../client/map/camera';
import { decodeWorld } from '../../../../client/map/world';
import { fixtureWorld } from '../../../../stories/map/fixtures';

afterEach(cleanup);

const vp = { width: 1000, height: 800 };

describe('MapController.openAt', () => {
  it('a camera made without a start waits at 0|0 and opens on the start once it is known, without animation', () => {
    const c = new MapController({ maxCoord: 51, viewport: vp });
    expect(c.openAt({ x: 12, y: -7 })).toBe(true);
    expect(c.camera).toMatchObject({ x: 12, y: -7 });
    expect(c.active).toBe(false);
    // Only once: a later village (the player switched) does not pull the camera away.
    expect(c.openAt({ x: -30, y: 4 })).toBe(false);
    expect(c.camera).toMatchObject({ x: 12, y: -7 });
  });

  it('a camera made with a start (the URL or the village known at mount) stays where it was put', () => {
    const c = new MapController({ maxCoord: 51, viewport: vp, camera: { x: 3, y: 5 } });
    expect(c.openAt({ x: 12, y: -7 })).toBe(false);
    expect(c.camera).toMatchObject({ x: 3, y: 5 });
  });

  it('once the player moved the camera (drag, wheel, keys, toolbar) the late start does not yank it', () => {
    const moves: Array<(c: MapController) => void> = [
      (c) => c.pointerDown(1, 500, 400, false, 0),
      (c) => c.wheel(500, 400, -100),
      (c) => { c.key('ArrowLeft'); },
      (c) => c.centerOn(0, 0),
    ];
    for (const move of moves) {
      const c = new MapController({ maxCoord: 51, viewport: vp, now: () => 0 });
      move(c);
      expect(c.openAt({ x: 12, y: -7 })).toBe(false);
    }
  });
});

describe('MapView: the current village loading after the map', () => {
  const world = decodeWorld(fixtureWorld());
  const props = (over: Partial<MapViewProps>): MapViewProps => ({ load: { status: 'ready', world }, ...over });

  it('centres on the village once it arrives (the camera reports it)', () => {
    const seen: Camera[] = [];
    const onCameraMove = vi.fn((c: Camera) => { seen.push({ ...c }); });
    const { rerender } = render(<MapView {...props({ onCameraMove })} />);
    expect(seen.some((c) => c.x !== 0 || c.y !== 0)).toBe(false);
    rerender(<MapView {...props({ onCameraMove, start: { x: 14, y: -9 }, home: { x: 14, y: -9 } })} />);
    expect(seen.at(-1)).toMatchObject({ x: 14, y: -9 });
  });

  it('a start named from the beginning (the URL) is kept when the village arrives later', () => {
    const seen: Camera[] = [];
    const onCameraMove = (c: Camera) => { seen.push({ ...c }); };
    const { rerender } = render(<MapView {...props({ onCameraMove, start: { x: -5, y: 6 } })} />);
    rerender(<MapView {...props({ onCameraMove, start: { x: -5, y: 6 }, home: { x: 14, y: -9 } })} />);
    expect(seen.some((c) => c.x === 14 && c.y === -9)).toBe(false);
  });
});
