import { worldToScreen } from './camera';
import type { MapController } from './controller';
import type { MarkerShape, MovementSide } from './movements';

/**
 * TEST HOOK, not an API for the game: `window.__akMap` lets browser tests (tests/e2e) read the camera
 * and hit-test without reaching into Pixi.
 * - `camera()`: `{ x, y, zoom }`, the world point at the view centre and pixels per tile;
 * - `tileAt(clientX, clientY)`: the tile `{ x, y }` under a page point (viewport coordinates, as
 *   Playwright's mouse uses), or null off the map;
 * - `screenOf(x, y)`: the page point of a tile's centre (to click or to check a village's position);
 * - `frames()`: frames drawn so far (a test can wait for the map to settle);
 * - `terrainReady()`: whether the whole-continent terrain image is on screen;
 * - `movements()`: how many movement markers (armies and merchants) the last frame drew (on screen only;
 *   0 without movements or before the first frame);
 * - `markers()`: those markers: movement id, kind, side (armies: 'own' gold, 'returning' blue, 'hostile'
 *   red, 'foreign'; merchants: 'merchant' green, 'merchantHome' cyan, 'merchantForeign' pale green),
 *   shape ('disc' army, 'diamond' merchants), where the marker stands (fractional tile coordinates) and
 *   the share of the trip done;
 * - `alerts()`: the own villages ringed in red for an incoming attack in the last frame (on screen only).
 * - `shields()`: the villages drawn with a beginner-protection shield in the last frame (on screen only).
 * - `objectives()`: the event and objective badges drawn in the last frame (on screen only): id, type,
 *   state, holder side ('own', 'ally', 'other', 'natives'), its tile (x, y; screenOf gives the page point),
 *   the stage label ("2/3") and the countdown when shown.
 */
export interface AkMapHook {
  camera(): { x: number; y: number; zoom: number };
  tileAt(clientX: number, clientY: number): { x: number; y: number } | null;
  screenOf(x: number, y: number): { x: number; y: number };
  frames(): number;
  terrainReady(): boolean;
  movements(): number;
  markers(): HookMarker[];
  alerts(): { x: number; y: number }[];
  shields(): { x: number; y: number }[];
  objectives(): HookObjective[];
}

export interface HookObjective {
  id: number;
  type: string;
  state: string;
  side: string;
  x: number;
  y: number;
  stage?: string;
  clock?: string;
}

export interface HookMarker {
  id: number;
  kind: string;
  side: MovementSide;
  shape: MarkerShape;
  x: number;
  y: number;
  progress: number;
}

declare global {
  interface Window {
    __akMap?: AkMapHook;
  }
}

export function installMapDebugHook(
  controller: MapController,
  host: () => HTMLElement | null,
  scene: {
    frames: () => number;
    terrainReady: () => boolean;
    movements: () => number;
    markers: () => HookMarker[];
    alerts: () => { x: number; y: number }[];
    shields: () => { x: number; y: number }[];
    objectives?: () => HookObjective[];
  },
): () => void {
  const origin = () => {
    const r = host()?.getBoundingClientRect();
    return { left: r?.left ?? 0, top: r?.top ?? 0 };
  };
  const hook: AkMapHook = {
    camera: () => ({ ...controller.camera }),
    tileAt: (cx, cy) => {
      const o = origin();
      const t = controller.tileAt(cx - o.left, cy - o.top);
      return controller.inMap(t) ? t : null;
    },
    screenOf: (x, y) => {
      const o = origin();
      const p = worldToScreen(controller.camera, controller.viewport, x, y);
      return { x: p.x + o.left, y: p.y + o.top };
    },
    frames: scene.frames,
    terrainReady: scene.terrainReady,
    movements: scene.movements,
    markers: scene.markers,
    alerts: scene.alerts,
    shields: scene.shields,
    objectives: scene.objectives ?? (() => []),
  };
  window.__akMap = hook;
  return () => {
    if (window.__akMap === hook) delete window.__akMap;
  };
}
