import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MovementView } from '../../../server/contract';
import { api } from '../../api/http';
import { unitsQueryKey } from '../../api/units';
import { MERCHANTS_ERROR, merchantsQueryKey, tradeList, TRADE_PAGE_SIZE, type TradeMovement } from '../../api/merchants';
import { useProfile, useServerClock } from '../../app/state';
import { usePushLive } from '../../app/push/status';
import type { TileRef } from '../../map/controller';
import { mergeMovements, nextArrival, toMapMovements, tradeToMapMovements, type MapMovement } from '../../map/movements';
import { useMapText } from '../../map/texts';

/** Without a live push, movements are refetched this often (ms), and right after the next one arrives. */
export const MOVEMENTS_REFETCH_MS = 15_000;
/** Requests in flight at once when the player has many villages. */
const PARALLEL = 4;
/**
 * Pages of each village's merchants lists read for the map (20 a page, soonest first): a village has
 * 1 + marketplace level merchants, so its own trips fit one page; others' merchants coming to it rarely
 * fill more than a few.
 */
export const TRADE_MAP_PAGES = 3;

/** GET units/village/{id}: only the movement lists are read here (docs/API.md, Reading troops). */
interface VillageTroops {
  incoming: MovementView[];
  outgoing: MovementView[];
}

async function inBatches<T>(ids: readonly number[], read: (id: number) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += PARALLEL) {
    const batch = await Promise.all(ids.slice(i, i + PARALLEL).map(read));
    for (const list of batch) out.push(...list);
  }
  return out;
}

const fetchMovements = (villageIds: readonly number[]) =>
  inBatches(villageIds, async (id) => {
    const t = await api.get<VillageTroops>(`units/village/${id}`);
    return [...t.incoming, ...t.outgoing];
  });

/** One way of a village's merchants list, up to TRADE_MAP_PAGES pages. */
async function tradeWay(id: number, way: 'incoming' | 'outgoing'): Promise<TradeMovement[]> {
  const out: TradeMovement[] = [];
  for (let page = 0; page < TRADE_MAP_PAGES; page++) {
    const r = await tradeList(id, way, page);
    out.push(...r.items);
    if ((page + 1) * TRADE_PAGE_SIZE >= r.total || r.items.length === 0) break;
  }
  return out;
}

/** GET merchants/village/{id}/incoming and /outgoing of every own village: merchants out, home, and others' coming. */
const fetchTrade = (villageIds: readonly number[]) =>
  inBatches(villageIds, async (id) => {
    const [incoming, outgoing] = await Promise.all([tradeWay(id, 'incoming'), tradeWay(id, 'outgoing')]);
    return [...incoming, ...outgoing];
  });

/**
 * The player's army and merchant movements for the map (every own village's incoming and outgoing, each
 * trip once; merchants from the merchants lists, deliveries left out) and the own villages under attack
 * (the profile's `incomings`). While the push is live its events update them (client/app/push/); otherwise
 * they are polled. The two reads are separate queries, so a failing merchants read never hides the armies.
 */
export function useMapMovements(): { movements: readonly MapMovement[]; alerts: readonly TileRef[] } {
  const { profile } = useProfile();
  const { clockSkewMs: skew } = useServerClock();
  const t = useMapText();
  const villages = profile?.villages;
  const ids = useMemo(() => (villages ?? []).map((v) => v.id).sort((a, b) => a - b), [villages]);
  const own = useMemo(() => new Set(ids), [ids]);
  const live = usePushLive();
  const query = useQuery({
    queryKey: unitsQueryKey.map(ids.join(',')),
    queryFn: () => fetchMovements(ids),
    enabled: ids.length > 0,
    refetchInterval: live ? false : MOVEMENTS_REFETCH_MS,
    meta: { errorKey: 'error_units' },
  });
  const trade = useQuery({
    // Under the merchants reads' key: a send, exchange or offer invalidates it like the logistics lists.
    queryKey: [...merchantsQueryKey.all, 'map', ids.join(',')],
    queryFn: () => fetchTrade(ids),
    enabled: ids.length > 0,
    refetchInterval: live ? false : MOVEMENTS_REFETCH_MS,
    meta: { errorKey: MERCHANTS_ERROR },
  });
  const movements = useMemo(() => {
    const label = (kind: string) => t(`movements.${kind}`);
    return mergeMovements(
      query.data ? toMapMovements(query.data, label) : [],
      trade.data ? tradeToMapMovements(trade.data, own, label) : [],
    );
  }, [query.data, trade.data, own, t]);

  // A marker reaching its target changes the world (an arrival, a return trip): ask again just after,
  // unless the push is live (its movement_arrived says so).
  const refetch = query.refetch;
  const refetchTrade = trade.refetch;
  useEffect(() => {
    if (live) return;
    const now = Date.now() + skew;
    const next = nextArrival(movements, now);
    if (next === undefined || next - now > MOVEMENTS_REFETCH_MS) return;
    const timer = setTimeout(() => { void refetch(); void refetchTrade(); }, next - now + 1_000);
    return () => clearTimeout(timer);
  }, [movements, skew, refetch, refetchTrade, live]);

  const alerts = useMemo(
    () => (villages ?? []).filter((v) => v.incomings > 0).map((v) => ({ x: v.x, y: v.y })),
    [villages],
  );
  return { movements, alerts };
}
