import { useEffect, useRef, useState } from 'react';
import { Application } from '@pixi/react';
import type { Application as PixiApplication } from 'pixi.js';
import type { MapController, TileRef } from './controller';
import type { MapMovement } from './movements';
import type { MapObjectiveMark } from './objectives';
import { MapScene } from './scene';
import type { WorldModel } from './world';

interface Props {
  controller: MapController;
  world: WorldModel;
  host: HTMLElement;
  movements: readonly MapMovement[];
  alerts: readonly TileRef[];
  /** Native events and objectives. */
  objectives: readonly MapObjectiveMark[];
  /** Server time minus client time (ms). */
  clockSkewMs: number;
  /** Hands the scene up (for the test hook's frame count). */
  onScene: (scene: MapScene | undefined) => void;
}

/**
 * The Pixi part of the map, loaded on demand (it pulls in pixi.js and @pixi/react, so jsdom and the
 * rest of the app never load them). @pixi/react mounts the application; the scene is created in an
 * effect once the application is ready (so StrictMode's remount gets a fresh one) and draws on demand.
 */
export default function PixiStage({ controller, world, host, movements, alerts, objectives, clockSkewMs, onScene }: Props) {
  const [app, setApp] = useState<PixiApplication>();
  const sceneRef = useRef<MapScene | undefined>(undefined);
  const worldRef = useRef(world);
  worldRef.current = world;
  const dataRef = useRef({ movements, alerts, objectives, clockSkewMs });
  dataRef.current = { movements, alerts, objectives, clockSkewMs };

  useEffect(() => {
    if (!app) return;
    const scene = new MapScene(app, controller, worldRef.current, host);
    sceneRef.current = scene;
    const d = dataRef.current;
    scene.serverNow = () => Date.now() + dataRef.current.clockSkewMs;
    scene.setMovements(d.movements);
    scene.setAlerts(d.alerts);
    scene.setObjectives(d.objectives);
    onScene(scene);
    return () => {
      scene.destroy();
      sceneRef.current = undefined;
      onScene(undefined);
    };
  }, [app, controller, host, onScene]);

  useEffect(() => {
    sceneRef.current?.setWorld(world);
  }, [world]);

  useEffect(() => {
    sceneRef.current?.setMovements(movements);
  }, [movements]);

  useEffect(() => {
    sceneRef.current?.setAlerts(alerts);
  }, [alerts]);

  useEffect(() => {
    sceneRef.current?.setObjectives(objectives);
  }, [objectives]);

  return (
    <Application
      onInit={setApp}
      autoStart={false}
      sharedTicker={false}
      background={0x14110d}
      antialias={false}
      autoDensity
      resolution={Math.min(2, window.devicePixelRatio || 1)}
      preference="webgl"
    />
  );
}
