import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MapController, TileRef } from './controller';
import type { MapMovement } from './movements';
import type { MapObjectiveMark } from './objectives';
import { installMapDebugHook } from './debugHook';
import { releaseWarmTerrain, warmUpTerrain } from './paint/baker';
import type { MapScene } from './scene';
import { useMapText } from './texts';
import { canUseWebGL } from './webgl';
import type { WorldModel } from './world';

const PixiStage = lazy(() => import('./PixiStage'));

interface Props {
  controller: MapController;
  world: WorldModel;
  movements: readonly MapMovement[];
  alerts: readonly TileRef[];
  objectives: readonly MapObjectiveMark[];
  clockSkewMs: number;
}

/**
 * The canvas area: a focusable element that takes the map's keys, with the Pixi stage inside. React
 * renders it once per controller; after that the scene draws on its own. Without WebGL (jsdom, old
 * browsers) it shows a notice instead and never loads Pixi.
 */
export function MapCanvas({ controller, world, movements, alerts, objectives, clockSkewMs }: Props) {
  const t = useMapText();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const sceneRef = useRef<MapScene | undefined>(undefined);
  const webgl = canUseWebGL();
  const onScene = useCallback((s: MapScene | undefined) => { sceneRef.current = s; }, []);

  useEffect(
    () => installMapDebugHook(controller, () => host, {
      frames: () => sceneRef.current?.frames ?? 0,
      terrainReady: () => sceneRef.current?.terrainReady ?? false,
      movements: () => sceneRef.current?.movementsDrawn ?? 0,
      markers: () => (sceneRef.current?.movementMarkers ?? []).map((m) => ({ ...m })),
      alerts: () => (sceneRef.current?.alertsDrawn ?? []).map((a) => ({ ...a })),
      shields: () => (sceneRef.current?.shieldsDrawn ?? []).map((a) => ({ ...a })),
      objectives: () => (sceneRef.current?.objectivesDrawn ?? []).map((o) => ({ ...o })),
    }),
    [controller, host],
  );

  // The terrain worker starts baking while Pixi loads and WebGL starts (the scene adopts it).
  useEffect(() => {
    if (!webgl || sceneRef.current) return;
    const types = world.types;
    warmUpTerrain(world.maxCoord, types);
    return () => releaseWarmTerrain(types);
  }, [webgl, world]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (controller.key(e.key)) e.preventDefault();
  };

  return (
    <div ref={setHost} className="ak-map-canvas" tabIndex={0} role="application" aria-label={t('map.canvasLabel')} onKeyDown={onKeyDown} data-testid="map-canvas">
      {!webgl ? (
        <p className="ak-map-nogl">{t('map.noWebgl')}</p>
      ) : host ? (
        <Suspense fallback={null}>
          <PixiStage controller={controller} world={world} host={host} movements={movements} alerts={alerts} objectives={objectives} clockSkewMs={clockSkewMs} onScene={onScene} />
        </Suspense>
      ) : null}
    </div>
  );
}
