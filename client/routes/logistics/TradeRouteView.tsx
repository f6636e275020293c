import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFinished } from '../../app/hooks/useFinished';
import { useProfile, useServerClock } from '../../app/state';
import { toasts } from '../../app/toasts';
import { notifyError, refusalKeyOf } from '../../api/errors';
import { ApiError } from '../../api/http';
import { getMap } from '../../api/map';
import { merchantsQueryKey } from '../../api/merchants';
import * as routes from '../../api/tradeRoutes';
import { useNow } from '../../panels/useNow';
import { useText } from '../../panels/text';
import type { Refused } from './SendView';
import { TradeRoutePanel } from './TradeRoutePanel';
import './tradeRoute.css';

/** A refusal (4xx with the server's words) as the panel shows it; the toast is shown as for every call. */
function refusal(e: unknown): Refused | false {
  const toast = notifyError(e, routes.TRADE_ROUTE_ERROR);
  return e instanceof ApiError && e.status >= 400 && e.status < 500 && toast ? { refused: toast.text, rule: refusalKeyOf(e) } : false;
}

/** The tile's village and owner (GET map of one tile, as the army send form resolves its target). */
async function loadTile(x: number, y: number) {
  const res = await getMap({ x, y, viewSize: 1 });
  return res.tiles.find((tile) => tile.x === x && tile.y === y);
}

/**
 * The logistics page's trade-route tab (issue 14): reads GET merchants/village/{id}/traderoute (which
 * ships a due hour first), sets or replaces the target (one of the player's other villages, or a village
 * found by coordinates: an ally's) and removes the route. After a change, or when the next shipment falls due, the route, the merchants lists and the
 * village (its stock) are read again.
 */
export function TradeRouteView({ villageId }: { villageId: number }) {
  const t = useText();
  const { profile, reload } = useProfile();
  const { clockSkewMs } = useServerClock();
  const finished = useFinished();
  const client = useQueryClient();
  const now = useNow(clockSkewMs);
  const q = useQuery({ queryKey: routes.tradeRouteQueryKey(villageId), queryFn: () => routes.tradeRoute(villageId) });
  const refresh = useCallback(() => { void client.invalidateQueries({ queryKey: merchantsQueryKey.all }); reload(); }, [client, reload]);
  const villages = (profile?.villages ?? []).filter((v) => v.id !== villageId).map(({ id, name, x, y }) => ({ id, name, x, y }));
  const act = (call: () => Promise<unknown>, done: () => string) => async () => {
    try {
      await call();
      toasts.push('success', done());
      refresh();
      return true;
    } catch (e) {
      refresh();
      return refusal(e);
    }
  };
  return (
    <TradeRoutePanel route={q.data?.route} loading={q.isPending} error={q.error ? t('logistics.traderoute.loadError') : null} onRetry={() => void q.refetch()}
      villages={villages} now={now} clockSkewMs={clockSkewMs} onDue={refresh} loadTile={loadTile}
      onSet={finished ? undefined : (targetId, name) => act(() => routes.setTradeRoute(villageId, targetId),
        () => t('logistics.traderoute.saved', { name }))()}
      onRemove={finished ? undefined : act(() => routes.removeTradeRoute(villageId), () => t('logistics.traderoute.removed'))} />
  );
}
