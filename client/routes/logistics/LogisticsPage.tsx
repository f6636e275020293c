import { useCallback, useEffect, useState } from 'react';
import { objectivesQueryKey } from '../../api/objectives';
import { useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFinished } from '../../app/hooks/useFinished';
import { useAccount, useCurrentVillage, useGamedata, useProfile, useServerClock } from '../../app/state';
import { toasts } from '../../app/toasts';
import { notifyError, refusalKeyOf } from '../../api/errors';
import { ApiError } from '../../api/http';
import * as merchants from '../../api/merchants';
import { formatDuration, formatNumber } from '../../i18n/format';
import { amountAt, villageTracks } from '../../panels/resourceTicking';
import { PageTabs, type PageTab } from '../../panels/PageTabs';
import { PanelFrame } from '../../panels/PanelFrame';
import { useNow } from '../../panels/useNow';
import { useText } from '../../panels/text';
import { ExchangeView } from './ExchangeView';
import { LOGISTICS_TABS, logisticsTabOf, parseCoordText, TRADE_RESOURCES, type LogisticsTab, type Loads } from './logisticsMath';
import { MarketplaceView } from './MarketplaceView';
import { OverviewView } from './OverviewView';
import { SendView, type Refused } from './SendView';
import type { TradeListState } from './TradeSection';
import { TradeRouteView } from './TradeRouteView';
import '../village/village.css';
import '../army/army.css';
import './logistics.css';

const TAB_ICONS = { overview: 'ui:logistics', send: 'resource:merchants', marketplace: 'building:marketplace', exchange: 'resource:all', traderoute: 'ui:map' } as const;

/** /village/logistics (SPEC.md section 2): tabs overview, send, marketplace, exchange, trade route. */
export default function LogisticsPage() {
  const t = useText();
  const current = useCurrentVillage();
  const gamedata = useGamedata();
  const tab = logisticsTabOf(useParams()['*']);
  const tabs: PageTab[] = LOGISTICS_TABS.map((k) => ({ key: k, label: t(`logistics.tabs.${k}`), to: `/village/logistics/${k}`, icon: TAB_ICONS[k] }));
  const village = current.village?.village;
  return (
    <div className="ak-vpage">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{village ? village.name : t('villagePages.village')}</p>
        <h1 className="ak-vpage__title">{t('logistics.title')}</h1>
      </header>
      <PageTabs tabs={tabs} active={tab} label={t('logistics.tabsLabel')} />
      {!village || !gamedata
        ? <PanelFrame title={t('logistics.title')} loading={current.loading || current.currentVillageId !== undefined} empty={t('villagePages.noVillage')} />
        : <LogisticsTabBody key={village.id} tab={tab} villageId={village.id} />}
    </div>
  );
}

/** One list of GET merchants/village/{id}/incoming|outgoing with its own page; the last page stays on screen while the next loads. */
function useTradeList(villageId: number, way: merchants.TradeWay, enabled: boolean): TradeListState {
  const t = useText();
  const [page, setPage] = useState(0);
  const q = useQuery({
    queryKey: merchants.merchantsQueryKey.list(villageId, way, page),
    queryFn: () => merchants.tradeList(villageId, way, page),
    enabled,
    placeholderData: keepPreviousData,
  });
  const total = q.data?.total;
  // The list shrank (merchants arrived): a page past its end becomes its last page.
  useEffect(() => {
    if (total === undefined || q.isPlaceholderData) return;
    const last = Math.max(0, Math.ceil(total / merchants.TRADE_PAGE_SIZE) - 1);
    if (page > last) setPage(last);
  }, [total, page, q.isPlaceholderData]);
  return {
    data: q.data, loading: q.isPending, fetching: q.isPlaceholderData && q.isFetching,
    error: q.error ? t('logistics.loadError') : null, onRetry: () => void q.refetch(), page, onPage: setPage,
  };
}

/** A refusal (4xx with the server's words) as the form shows it; the toast is shown as for every call. */
function refusal(e: unknown, group: string): Refused | false {
  const toast = notifyError(e, group);
  return e instanceof ApiError && e.status >= 400 && e.status < 500 && toast ? { refused: toast.text, rule: refusalKeyOf(e) } : false;
}

function LogisticsTabBody({ tab, villageId }: { tab: LogisticsTab; villageId: number }) {
  const t = useText();
  const { village } = useCurrentVillage();
  const { profile, reload } = useProfile();
  const { user } = useAccount();
  const { clockSkewMs } = useServerClock();
  const gamedata = useGamedata()!;
  const finished = useFinished();
  const client = useQueryClient();
  const now = useNow(clockSkewMs, tab !== 'marketplace' && tab !== 'traderoute');
  const overview = tab === 'overview';
  const lists = { incoming: useTradeList(villageId, 'incoming', overview), outgoing: useTradeList(villageId, 'outgoing', overview) };
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: merchants.merchantsQueryKey.all });
    // Supplies change an event's or monument's progress on the map and its pages.
    void client.invalidateQueries({ queryKey: objectivesQueryKey });
    reload();
  }, [client, reload]);
  const v = village?.village;
  const tracks = v ? villageTracks(v) : undefined;
  const stock = Object.fromEntries(TRADE_RESOURCES.map((r) => [r, tracks ? amountAt(tracks[r], now) : 0])) as Loads;
  const m = village?.merchants;
  // A link from the map (a village's tile) names the target: /village/logistics/send?x=&y=.
  const [search] = useSearchParams();
  const target = { x: parseCoordText(search.get('x') ?? ''), y: parseCoordText(search.get('y') ?? '') };

  if (tab === 'marketplace') return <MarketplaceView villageId={villageId} />;
  if (tab === 'traderoute') return <TradeRouteView villageId={villageId} />;
  if (tab === 'send') {
    if (!v || !m) return <PanelFrame title={t('logistics.send.title')} loading />;
    return (
      <SendView stock={stock} merchants={m} from={{ x: v.x, y: v.y }} worldSpeed={gamedata.speed} now={now} initial={target}
        villages={(profile?.villages ?? []).filter((o) => o.id !== villageId).map(({ id, name, x, y }) => ({ id, name, x, y }))}
        onSend={finished ? undefined : async (body) => {
          try {
            const r = await merchants.sendMerchants(villageId, body);
            // Supplies to an event or a monument site: the name is the catalogue key of its type.
            const to = r.movement.to;
            toasts.push('success', t('logistics.send.sent', { name: to.objective_id ? t(to.name) : to.name }));
            refresh();
            return true;
          } catch (e) { return refusal(e, merchants.MERCHANTS_SEND_ERROR); }
        }} />
    );
  }
  if (tab === 'exchange') {
    return (
      <ExchangeView stock={stock} aether={profile?.profile.aether} isSitter={user?.isSitter} startTime={gamedata.startTime} now={now}
        onExchange={finished ? undefined : async (body) => {
          try {
            const r = await merchants.exchange(villageId, body);
            const amount = r.delivery.resources[body.toResource];
            toasts.push('success', t('logistics.exchange.done', { amount: formatNumber(amount), resource: t(`resources.${body.toResource}`), time: formatDuration(gamedata.durations.exchange) }));
            refresh();
            return true;
          } catch (e) { return refusal(e, merchants.MERCHANTS_EXCHANGE_ERROR); }
        }} />
    );
  }
  return (
    <OverviewView merchants={m} perLevel={gamedata.merchantsData.perMarketplaceLevel} lists={lists} now={now} clockSkewMs={clockSkewMs}
      villageName={(id) => profile?.villages.find((o) => o.id === id)?.name} onArrived={refresh} />
  );
}
