import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GameStateProvider, isGamedata, type AccountState, type CurrentVillageState, type GameStateValues, type GamedataState, type ProfileState, type ServerClockState } from './state';
import { useSession } from './session';
import { queryKeys } from '../api/keys';
import { getServerState } from '../api/server';
import { getProfileUser } from '../api/profile';
import { getGamedata, getUser } from '../api/user';
import { getVillage } from '../api/villages';
import { getWorldMap, WORLD_MAP_KEY, WORLD_MAP_STALE_MS } from '../api/map';
import { logout as logoutCall } from '../api/auth';
import { notifyError } from '../api/errors';
import { readCurrentVillage, storeCurrentVillage } from './sessionStore';
import { createRefreshScheduler, type RefreshScheduler } from './refresh';
import { currentToken } from '../../machines/sessionStorage';
import { usePushConnection } from './push/usePushConnection';

/**
 * Loads the server data every page reads (server state, account, profile, game data, current village)
 * with react-query, feeds the session machine what it needs to decide (server state, profile), and
 * provides them as narrow slices (client/app/state: account, server clock, profile, current village,
 * game data), each memoised on its own inputs so a change re-renders only the readers of that slice.
 */

/** Economy buildings whose page turns into the economy page when the current village changes (SPEC.md section 2). */
const ECONOMY_BUILDING_PAGE = /^\/village\/(farm|forester|quarry|iron_mine|iron mine|iron%20mine)(\/|$)/;
const SESSION_TICK_MS = 30_000;
const SERVER_REFRESH_MS = 60_000;

export function GameProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const { send, authenticated, status } = session;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  // The push connection (issue 18): while it is live the polls below are off; they are the fallback.
  const skewRef = useRef(0);
  const pushStatus = usePushConnection({
    token: currentToken(session.context.session)?.token,
    enabled: authenticated,
    onUnauthorized: () => send({ type: 'UNAUTHORIZED' }),
    serverNow: () => Date.now() + skewRef.current,
  });
  const live = pushStatus === 'live';

  const serverQuery = useQuery({
    queryKey: queryKeys.server,
    queryFn: async () => {
      const t0 = Date.now();
      const state = await getServerState();
      const t1 = Date.now();
      // The server's `now` was taken about halfway through the round trip.
      return { state, skew: Date.parse(state.now) - (t0 + t1) / 2 };
    },
    meta: { silent: true },
    retry: 1,
    refetchInterval: live ? false : SERVER_REFRESH_MS,
  });

  useEffect(() => {
    if (serverQuery.data) send({ type: 'SERVER_STATE', state: serverQuery.data.state });
  }, [serverQuery.data, send]);
  useEffect(() => {
    if (serverQuery.error && serverQuery.fetchStatus === 'idle') {
      notifyError(serverQuery.error, { serverState: true });
      send({ type: 'SERVER_OFFLINE' });
    }
  }, [serverQuery.error, serverQuery.fetchStatus, send]);

  const clockSkewMs = serverQuery.data?.skew ?? 0;
  skewRef.current = clockSkewMs;

  // A page opened on /map: the continent (the map's largest download) loads beside the player's state,
  // not after it (MapRoute's query, same key and freshness, takes it over).
  const openedOnMap = useRef(location.pathname === '/map');
  useEffect(() => {
    if (!authenticated || !openedOnMap.current) return;
    openedOnMap.current = false;
    void queryClient.prefetchQuery({ queryKey: WORLD_MAP_KEY, queryFn: getWorldMap, staleTime: WORLD_MAP_STALE_MS });
  }, [authenticated, queryClient]);

  const userQuery = useQuery({ queryKey: queryKeys.user, queryFn: getUser, enabled: authenticated, meta: { errorKey: 'error_user' } });
  useEffect(() => {
    if (userQuery.data) send({ type: 'USER_LOADED', user: userQuery.data });
  }, [userQuery.data, send]);

  const profileQuery = useQuery({
    queryKey: queryKeys.profile, queryFn: getProfileUser, enabled: authenticated, meta: { errorKey: 'error_profile' },
  });
  useEffect(() => {
    const p = profileQuery.data;
    if (p) send({ type: 'PROFILE_LOADED', villages: p.villages.length, gameFinished: p.game_finished });
  }, [profileQuery.data, send]);

  const gamedataQuery = useQuery({
    queryKey: queryKeys.gamedata, queryFn: () => getGamedata(), enabled: authenticated, staleTime: Infinity,
    meta: { errorKey: 'error_user' },
  });

  const [storedVillage, setStoredVillage] = useState<number | undefined>(() => readCurrentVillage());
  const villages = profileQuery.data?.villages;
  const currentVillageId = useMemo(() => {
    if (!villages || villages.length === 0) return undefined;
    return villages.some((v) => v.id === storedVillage) ? storedVillage : villages[0].id;
  }, [villages, storedVillage]);

  const villageQuery = useQuery({
    queryKey: queryKeys.village(currentVillageId),
    queryFn: () => getVillage(currentVillageId as number),
    enabled: status === 'playing' && currentVillageId !== undefined,
    meta: { errorKey: 'error_village' },
  });

  // The stored expiry can pass while the page stays open.
  useEffect(() => {
    if (!authenticated) return;
    const timer = setInterval(() => send({ type: 'TICK', now: new Date(Date.now() + clockSkewMs) }), SESSION_TICK_MS);
    return () => clearInterval(timer);
  }, [authenticated, clockSkewMs, send]);

  // Without a live push the player's state refreshes on its own (client/app/refresh.ts): incoming attacks
  // show up without Reload. Unlike reload it keeps the builders choice (a player's pick, not stale data).
  const refreshPlayer = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    void queryClient.invalidateQueries({ queryKey: ['village'] });
    void queryClient.invalidateQueries({ queryKey: ['units'] });
  }, [queryClient]);
  const scheduler = useRef<RefreshScheduler | undefined>(undefined);
  useEffect(() => {
    if (status !== 'playing' || live) return;
    const s = createRefreshScheduler({
      refresh: refreshPlayer,
      isVisible: () => document.visibilityState === 'visible',
      now: () => Date.now() + skewRef.current,
    });
    scheduler.current = s;
    const onVisibility = () => s.visibilityChanged();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      s.stop();
      scheduler.current = undefined;
    };
  }, [status, refreshPlayer, live]);
  // The current village's movements (incoming and outgoing): refresh again when the next falls due (a live
  // push tells the arrival instead).
  const dueTimes = (villageQuery.data?.movements ?? []).map((m) => m.due_at).join(',');
  useEffect(() => {
    scheduler.current?.setDueTimes(dueTimes ? dueTimes.split(',').map((d) => Date.parse(d)) : []);
  }, [dueTimes, status, live]);

  const [buildersActive, setBuildersActive] = useState(false);

  const reload = useCallback(() => {
    setBuildersActive(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    void queryClient.invalidateQueries({ queryKey: ['village'] });
  }, [queryClient]);

  // The path is read through a ref, so selectVillage stays the same function across navigations.
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  const selectVillage = useCallback((id: number) => {
    setStoredVillage(id);
    storeCurrentVillage(id);
    if (ECONOMY_BUILDING_PAGE.test(pathRef.current)) navigate('/village');
    reload();
  }, [navigate, reload]);

  const logout = useCallback(() => {
    // The call reads the token before the machine forgets it; its answer does not matter.
    logoutCall().catch(() => undefined);
    send({ type: 'LOGOUT' });
  }, [send]);

  const user = session.context.user;
  const username = user ? user.username || profileQuery.data?.profile.username || '' : undefined;
  const account = useMemo<AccountState>(() => ({
    user: user && username !== undefined ? { id: user.id, username, isSitter: user.isSitter } : undefined,
    logout,
  }), [user, username, logout]);

  const gameFinished = Boolean(session.context.gameFinished);
  const serverState = serverQuery.data?.state;
  const serverClock = useMemo<ServerClockState>(
    () => ({ server: serverState, clockSkewMs, gameFinished }),
    [serverState, clockSkewMs, gameFinished],
  );

  const profileError = profileQuery.isError && !profileQuery.data;
  const profile = useMemo<ProfileState>(
    () => ({ profile: profileQuery.data, profileError, reload }),
    [profileQuery.data, profileError, reload],
  );

  const loading = serverQuery.isPending || (authenticated && (profileQuery.isPending || (status === 'playing' && villageQuery.isPending)));
  const currentVillage = useMemo<CurrentVillageState>(() => ({
    village: villageQuery.data, currentVillageId, loading, selectVillage, buildersActive, setBuildersActive,
  }), [villageQuery.data, currentVillageId, loading, selectVillage, buildersActive]);

  const gamedataAnswer = gamedataQuery.data;
  const gamedata = useMemo<GamedataState>(
    () => ({ gamedata: isGamedata(gamedataAnswer) ? gamedataAnswer : undefined }),
    [gamedataAnswer],
  );

  const values = useMemo<GameStateValues>(
    () => ({ account, serverClock, profile, currentVillage, gamedata }),
    [account, serverClock, profile, currentVillage, gamedata],
  );
  return <GameStateProvider values={values}>{children}</GameStateProvider>;
}
