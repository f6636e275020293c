import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getMap, getWorldMap, WORLD_MAP_KEY, WORLD_MAP_STALE_MS } from '../../api/map';
import { useCurrentVillage, useGamedata, useProfile, useServerClock } from '../../app/state';
import type { Camera } from '../../map/camera';
import { MapView, type MapLoad } from '../../map/MapView';
import { decodeWorld } from '../../map/world';
import { useMapText } from '../../map/texts';
import { useTileClaim } from './useTileClaim';
import type { TileRef } from '../../map/controller';
import { actionHref } from '../../map/objectives';
import type { TileMoveType } from '../../map/tileActions';
import { useMapMovements } from './useMapMovements';
import { useMapObjectives } from './useMapObjectives';
import { MapObjectivePanel } from './MapObjectivePanel';
import type { MapObjective } from '../../api/objectives';

/** The URL follows the camera at most this often (ms). */
const URL_THROTTLE = 400;

function coordParam(v: string | null): number | undefined {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n) : undefined;
}

/**
 * /map?x&y (SPEC.md section 2): the whole continent from GET map/world, centred on x|y or else the
 * current village. The camera writes its centre back to the URL (replaceState, throttled) so a reload
 * or a shared link opens the same place; a later navigation to /map?x&y flies there.
 */
export default function MapRoute() {
  const { village, selectVillage } = useCurrentVillage();
  const { clockSkewMs } = useServerClock();
  const gamedata = useGamedata();
  const t = useMapText();
  const navigate = useNavigate();
  const claimFor = useTileClaim();
  const [params] = useSearchParams();
  const { movements, alerts } = useMapMovements();
  const { objectives, targets, viewer } = useMapObjectives();
  const query = useQuery({ queryKey: WORLD_MAP_KEY, queryFn: getWorldMap, staleTime: WORLD_MAP_STALE_MS, meta: { errorKey: 'error_map' } });
  const world = useMemo(() => (query.data ? decodeWorld(query.data) : undefined), [query.data]);

  const px = coordParam(params.get('x'));
  const py = coordParam(params.get('y'));
  const fromUrl = px !== undefined && py !== undefined ? { x: px, y: py } : undefined;
  const v = village?.village;
  const home = v ? { x: v.x, y: v.y } : undefined;

  // The URL of the first render picks the start; later real navigations (not our replaceState) fly.
  const seq = useRef(0);
  const lastUrl = useRef<string | undefined>(undefined);
  const urlKey = fromUrl ? `${fromUrl.x}|${fromUrl.y}` : undefined;
  const focus = useMemo(() => {
    const first = lastUrl.current === undefined;
    lastUrl.current = urlKey ?? '';
    if (first || !fromUrl) return undefined;
    return { ...fromUrl, seq: ++seq.current };
  }, [urlKey]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Camera | undefined>(undefined);
  const writeUrl = useCallback(() => {
    timer.current = undefined;
    const c = pending.current;
    if (!c || !window.location.pathname.endsWith('/map')) return;
    const url = `${window.location.pathname}?x=${Math.round(c.x)}&y=${Math.round(c.y)}`;
    if (url !== window.location.pathname + window.location.search) window.history.replaceState(window.history.state, '', url);
  }, []);
  const onCameraMove = useCallback((c: Camera) => {
    pending.current = c;
    if (!timer.current) timer.current = setTimeout(writeUrl, URL_THROTTLE);
  }, [writeUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const loadTile = useCallback(async (x: number, y: number) => {
    const res = await getMap({ x, y, viewSize: 1 });
    return res.tiles.find((tile) => tile.x === x && tile.y === y);
  }, []);

  const onOpenVillage = useCallback((id: number) => {
    selectVillage(id);
    navigate('/village/overview');
  }, [selectVillage, navigate]);

  // The send forms (owned by the army and logistics pages) read the target and the move type from the URL.
  const onSendTroops = useCallback((tile: TileRef, moveType?: TileMoveType | 'settle') => {
    navigate(`/village/army/send?x=${tile.x}&y=${tile.y}${moveType ? `&moveType=${moveType}` : ''}`);
  }, [navigate]);
  const onSendResources = useCallback((tile: TileRef) => navigate(actionHref('supply', tile)), [navigate]);
  // Until the profile arrives the reader's Empire is unknown (not 'none'): the tile panel must not offer an
  // attack on what may be an ally's village, and the holder colours treat both alike.
  const profileLoaded = useProfile().profile !== undefined;
  const knownViewer = useMemo(() => (profileLoaded ? viewer : { ...viewer, empireId: undefined }), [profileLoaded, viewer]);

  // A tapped event or objective opens its panel (details, actions) instead of the tile panel.
  const renderObjective = useCallback((o: MapObjective, close: () => void) => (
    <MapObjectivePanel key={o.id} summary={o} viewer={viewer} onClose={close} />
  ), [viewer]);

  const load: MapLoad = world
    ? { status: 'ready', world }
    : query.isError
      ? { status: 'error', message: t('error_map'), onRetry: () => void query.refetch() }
      : { status: 'loading' };

  return (
    // The page frame draws /map flush (no padding, sidebars as drawers below 1280 px): the map fills the
    // rest of the screen under the top bar, with no empty strip below it.
    <div className="ak-map-route" style={{ height: 'calc(100dvh - var(--topbar-h))' }}>
      <MapView
        load={load}
        start={fromUrl ?? home}
        home={home}
        focus={focus}
        tiles={gamedata?.tiles}
        loadTile={loadTile}
        onOpenVillage={onOpenVillage}
        claimFor={claimFor}
        onCameraMove={onCameraMove}
        movements={movements}
        alerts={alerts}
        clockSkewMs={clockSkewMs}
        onSendTroops={onSendTroops}
        onSendResources={onSendResources}
        objectives={objectives}
        objectiveTargets={targets}
        viewer={knownViewer}
        renderObjective={renderObjective}
      />
    </div>
  );
}
