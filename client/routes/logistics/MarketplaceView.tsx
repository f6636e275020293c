import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFinished } from '../../app/hooks/useFinished';
import { useCurrentVillage, useProfile, useServerClock } from '../../app/state';
import { toasts } from '../../app/toasts';
import { notifyError, refusalKeyOf } from '../../api/errors';
import { ApiError } from '../../api/http';
import { merchantsQueryKey } from '../../api/merchants';
import * as offers from '../../api/offers';
import { amountAt, villageTracks } from '../../panels/resourceTicking';
import { PanelFrame } from '../../panels/PanelFrame';
import { useNow } from '../../panels/useNow';
import { useText } from '../../panels/text';
import { TRADE_RESOURCES, type Loads, type TradeResource } from './logisticsMath';
import { OfferForm, type OfferFormProps } from './OfferForm';
import { OfferMarket, type OfferMarketProps } from './OfferMarket';
import { OfferOwnList, type OfferOwnListProps } from './OfferOwnList';
import type { MerchantsView } from './OverviewView';
import type { Refused } from './SendView';
import './marketplace.css';

/** A refusal (4xx with the server's words) as the form shows it; the toast is shown as for every call. */
function refusal(e: unknown): Refused | false {
  const toast = notifyError(e, offers.OFFERS_ERROR);
  return e instanceof ApiError && e.status >= 400 && e.status < 500 && toast ? { refused: toast.text, rule: refusalKeyOf(e) } : false;
}

/**
 * The logistics page's marketplace tab (issue 14): others' offers (filtered, paged, Accept), the
 * make-an-offer form and the village's own open offers (Cancel). After every action the village read
 * (stock, merchants) and every merchants query (lists, offers) reload.
 */
export function MarketplaceView({ villageId }: { villageId: number }) {
  const t = useText();
  const { village } = useCurrentVillage();
  const { reload } = useProfile();
  const { clockSkewMs } = useServerClock();
  const finished = useFinished();
  const client = useQueryClient();
  const now = useNow(clockSkewMs);
  const [resource, setResource] = useState<TradeResource | undefined>();
  const [page, setPage] = useState(0);
  const market = useQuery({
    queryKey: offers.offersQueryKey.market(villageId, resource, page),
    queryFn: () => offers.marketOffers(villageId, resource, page),
    placeholderData: keepPreviousData,
  });
  const own = useQuery({ queryKey: offers.offersQueryKey.own(villageId), queryFn: () => offers.villageOffers(villageId) });
  const total = market.data?.total;
  // The list shrank (offers taken): a page past its end becomes its last page.
  useEffect(() => {
    if (total === undefined || market.isPlaceholderData) return;
    const last = Math.max(0, Math.ceil(total / offers.OFFER_PAGE_SIZE) - 1);
    if (page > last) setPage(last);
  }, [total, page, market.isPlaceholderData]);
  const refresh = useCallback(() => { void client.invalidateQueries({ queryKey: merchantsQueryKey.all }); reload(); }, [client, reload]);

  const v = village?.village;
  const m = village?.merchants;
  if (!v || !m || v.id !== villageId) return <PanelFrame title={t('logistics.tabs.marketplace')} loading />;
  const tracks = villageTracks(v);
  const stock = Object.fromEntries(TRADE_RESOURCES.map((r) => [r, amountAt(tracks[r], now)])) as Loads;
  const act = <A extends unknown[]>(call: (...a: A) => Promise<unknown>, done: string) => (finished ? undefined : async (...a: A) => {
    try {
      await call(...a);
      toasts.push('success', done);
      refresh();
      return true;
    } catch (e) {
      // Refused (taken by someone else, cancelled already): the lists are stale, reload them too.
      refresh();
      return refusal(e);
    }
  });
  return (
    <MarketplacePanel
      market={{ data: market.data, loading: market.isPending, fetching: market.isPlaceholderData && market.isFetching, error: market.error ? t('logistics.marketplace.loadError') : null, onRetry: () => void market.refetch() }}
      resource={resource} onResource={(r) => { setResource(r); setPage(0); }} page={page} onPage={setPage}
      onAccept={act((o: offers.MarketOffer) => offers.acceptOffer(o.id, villageId), t('logistics.marketplace.accepted'))}
      own={{ data: own.data, loading: own.isPending, error: own.error ? t('logistics.marketplace.loadError') : null, onRetry: () => void own.refetch() }}
      onCancel={act((o: offers.OwnOffer) => offers.cancelOffer(villageId, o.id), t('logistics.marketplace.own.cancelled'))}
      stock={stock} merchants={m} caps={{ store_res: v.store_res, store_food: v.store_food }}
      onMake={act((body: offers.MakeOfferBody) => offers.makeOffer(villageId, body), t('logistics.marketplace.make.made'))} />
  );
}

export type MarketplacePanelProps = OfferMarketProps & Omit<OfferOwnListProps, 'initialAsking'> & Omit<OfferFormProps, 'initial'> & {
  merchants: MerchantsView;
  initialForm?: OfferFormProps['initial'];
  initialCancel?: number;
};

/** The marketplace tab from its data: the list of others' offers, the form, and the village's own offers. */
export function MarketplacePanel(p: MarketplacePanelProps) {
  return (
    <div className="ak-market">
      <OfferMarket market={p.market} resource={p.resource} onResource={p.onResource} page={p.page} onPage={p.onPage} onAccept={p.onAccept} initialAsking={p.initialAsking} />
      <OfferForm stock={p.stock} merchants={p.merchants} initial={p.initialForm} onMake={p.onMake} />
      <OfferOwnList own={p.own} stock={p.stock} caps={p.caps} onCancel={p.onCancel} initialAsking={p.initialCancel} />
    </div>
  );
}
