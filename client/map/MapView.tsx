import { memo, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { GamedataResponse, MapTile, TileType } from '../../server/contract';
import type { MapObjective } from '../../server/contract/objectives';
import type { Camera } from './camera';
import { MapController, type TileRef } from './controller';
import { MapCanvas } from './MapCanvas';
import { MapToolbar } from './MapToolbar';
import type { MapMovement } from './movements';
import { objectiveAt, toObjectiveMarks, type Viewer } from './objectives';
import { TilePanel, type TileClaimOffer } from './TilePanel';
import type { TileMoveType } from './tileActions';
import { useMapText } from './texts';
import { tileInfo, type TileInfo, type WorldModel } from './world';
import './map.css';

export type MapLoad =
  | { status: 'loading' }
  | { status: 'error'; message?: string; onRetry?: () => void }
  | { status: 'ready'; world: WorldModel };

export interface MapViewProps {
  load: MapLoad;
  /** Where the camera starts: the URL's x|y, else the current village, else the map centre. */
  start?: TileRef;
  /** The current village, for 'Jump to current village'. */
  home?: TileRef;
  /** A later request to centre somewhere (a link to /map?x&y while the map is open); a new seq repeats it. */
  focus?: TileRef & { seq: number };
  /** Tile table of GET user/gamedata (bonus per type). */
  tiles?: GamedataResponse['tiles'];
  /** Asks the server about one tile (GET map); the panel shows local data until it answers. */
  loadTile?: (x: number, y: number) => Promise<MapTile | undefined>;
  onOpenVillage?: (villageId: number) => void;
  /** The current village's claim offer for a tile (PUT map/tile), or undefined: no 'Claim tile' button. */
  claimFor?: (tile: TileInfo) => TileClaimOffer | undefined;
  /** Every camera change; the caller throttles (the route writes the URL). */
  onCameraMove?: (camera: Camera) => void;
  /** Tile selected from the start (stories). */
  initialSelection?: TileRef;
  /** The player's army movements, drawn moving along their paths. */
  movements?: readonly MapMovement[];
  /** Own villages with incoming attacks (a red ring). */
  alerts?: readonly TileRef[];
  /** Server time minus client time (ms), so markers sit where the server says. */
  clockSkewMs?: number;
  /** The tile panel's army actions (the route navigates to the send form with the move type). */
  onSendTroops?: (tile: TileRef, moveType?: TileMoveType | 'settle') => void;
  /** The tile panel's 'Send resources' to an own or an ally's village (the route opens the merchants' form). */
  onSendResources?: (tile: TileRef) => void;
  /** Live native events and objectives (GET map/objectives), drawn with their type's icon. */
  objectives?: readonly MapObjective[];
  /** Defend events' targets by event id: a dashed line from the event to the village the natives march on. */
  objectiveTargets?: ReadonlyMap<number, TileRef>;
  /** The reader and its Empire: the holder colours (own, Empire ally, other, natives). */
  viewer?: Viewer;
  /** The panel of a tapped event or objective (instead of the tile panel); without it the tile panel shows. */
  renderObjective?: (objective: MapObjective, close: () => void) => ReactNode;
}

const NONE: readonly never[] = [];
const NOBODY: Viewer = { userId: undefined, empireId: undefined };

const Canvas = memo(MapCanvas);

/** The map screen: canvas, toolbar and tile panel, or the loading and error states. */
export function MapView(props: MapViewProps) {
  const t = useMapText();
  const { load } = props;
  if (load.status === 'loading') {
    return (
      <div className="ak-map-view ak-map-view--state" aria-busy="true">
        <div className="ak-map-state">
          <span className="ak-map-spinner" aria-hidden />
          <p>{t('map.loading')}</p>
        </div>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="ak-map-view ak-map-view--state">
        <div className="ak-map-state ak-map-state--error" role="alert">
          <p>{load.message ?? t('error_map')}</p>
          {load.onRetry && <button type="button" className="ak-map-button" onClick={load.onRetry}>{t('app.retry')}</button>}
        </div>
      </div>
    );
  }
  return <ReadyMap {...props} world={load.world} />;
}

function ReadyMap({
  world, start, home, focus, tiles, loadTile, onOpenVillage, claimFor, onCameraMove, initialSelection, movements = NONE, alerts = NONE, clockSkewMs = 0,
  onSendTroops, onSendResources, objectives = NONE, objectiveTargets, viewer = NOBODY, renderObjective,
}: MapViewProps & { world: WorldModel }) {
  const controller = useMemo(() => {
    // Without a start yet (the current village still loading) the camera waits at 0|0 for openAt below.
    const c = new MapController({ maxCoord: world.maxCoord, viewport: { width: 1024, height: 768 }, camera: start ?? home });
    if (initialSelection) c.select(initialSelection);
    return c;
    // A new controller only for a different continent; camera state survives data refreshes.
  }, [world.maxCoord]);

  const selection = useSyncExternalStore(controller.subscribe, controller.getSelection, controller.getSelection);

  useEffect(() => {
    if (!onCameraMove) return;
    return controller.subscribe(() => onCameraMove(controller.camera));
  }, [controller, onCameraMove]);

  // The start arriving after the map mounted (the village loaded after the world) still opens the map there.
  const opening = start ?? home;
  useEffect(() => {
    if (opening) controller.openAt(opening);
  }, [controller, opening?.x, opening?.y]);

  // Only a new request (seq) moves the camera, not a re-render with the same one.
  useEffect(() => {
    if (focus) controller.centerOn(focus.x, focus.y);
  }, [controller, focus?.seq]);

  const [details, setDetails] = useState<{ key: string; tile?: MapTile; error?: boolean }>();
  const selKey = selection ? `${selection.x}|${selection.y}` : '';
  // Keyed by the tile (selKey), so a new selection object for the same tile does not refetch.
  useEffect(() => {
    if (!selection || !loadTile) return;
    let live = true;
    loadTile(selection.x, selection.y).then(
      (tile) => { if (live) setDetails({ key: selKey, tile }); },
      () => { if (live) setDetails({ key: selKey, error: true }); },
    );
    return () => { live = false; };
  }, [selKey, loadTile]);

  const marks = useMemo(() => toObjectiveMarks(objectives, viewer, objectiveTargets), [objectives, viewer.userId, viewer.empireId, objectiveTargets]);
  const info = selection ? tileInfo(world, selection.x, selection.y) : undefined;
  const tapped = selection && renderObjective ? objectiveAt(objectives, selection.x, selection.y) : undefined;
  const current = details?.key === selKey ? details : undefined;
  // Nothing is sent from the current village to itself.
  const atHome = info !== undefined && home !== undefined && home.x === info.x && home.y === info.y;
  const tileData = (type: TileType) => tiles?.find((d) => d.type === type);

  return (
    <div className="ak-map-view">
      <Canvas controller={controller} world={world} movements={movements} alerts={alerts} objectives={marks} clockSkewMs={clockSkewMs} />
      <MapToolbar
        onCenter={() => controller.centerOn(0, 0)}
        onJump={home ? () => controller.centerOn(home.x, home.y, { zoom: Math.max(controller.camera.zoom, 48) }) : undefined}
        onZoomIn={() => controller.zoomBy(1.5, undefined, true)}
        onZoomOut={() => controller.zoomBy(1 / 1.5, undefined, true)}
      />
      {tapped && renderObjective?.(tapped, () => controller.select(null))}
      {info && !tapped && (
        <TilePanel
          tile={info}
          details={current?.tile}
          detailsError={current?.error}
          tileData={tileData(current?.tile?.type ?? info.type)}
          onOpenVillage={onOpenVillage}
          claim={claimFor?.(info)}
          onSendTroops={onSendTroops && !atHome ? (moveType) => onSendTroops({ x: info.x, y: info.y }, moveType) : undefined}
          onSendResources={onSendResources && !atHome ? () => onSendResources({ x: info.x, y: info.y }) : undefined}
          onSettle={onSendTroops ? () => onSendTroops({ x: info.x, y: info.y }, 'settle') : undefined}
          viewer={viewer}
          onClose={() => controller.select(null)}
        />
      )}
    </div>
  );
}
