import { OFFER_PAGE_SIZE, type MarketOffer, type MarketResponse } from '../../api/offers';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { GuideLink } from '../../panels/GuideLink';
import { Icon } from '../../panels/Icon';
import { ListState } from '../../panels/ListState';
import { formatCoords, formatDuration, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { formatDistance } from '../army/SendTarget';
import { Pager } from '../army/Pager';
import { Cargo } from './Cargo';
import { TRADE_RESOURCES, type TradeResource } from './logisticsMath';
import { loadText, ratioText } from './marketplaceMath';
import type { Refused } from './SendView';
import { useConfirmedAction } from './useConfirmedAction';
import { PlayerLink } from '../profile/PlayerLink';

/** GET merchants/offers as the page holds it: the current page's answer and its state. */
export interface MarketState {
  data?: MarketResponse;
  loading?: boolean;
  /** Another page or filter is on its way (the current one stays on screen). */
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

export interface OfferMarketProps {
  market: MarketState;
  /** The offered resource the list is filtered by (all when undefined). */
  resource?: TradeResource;
  onResource?: (r: TradeResource | undefined) => void;
  page: number;
  onPage?: (page: number) => void;
  /** Accepts with the current village; resolves to whether it went, or the server's refusal. Absent: not possible. */
  onAccept?: (offer: MarketOffer) => Promise<boolean | Refused>;
  /** An offer whose Accept was pressed (stories: the dialog open). */
  initialAsking?: number;
}

/**
 * Others' open offers, nearest first (the server's order): what is offered and asked, the ratio, the
 * distance and a merchants' trip one way, the offerer; a filter by the offered resource, pages, and
 * Accept behind a confirmation that says what leaves and what arrives.
 */
export function OfferMarket({ market, resource, onResource, page, onPage, onAccept, initialAsking }: OfferMarketProps) {
  const t = useText();
  const { asking, setAsking, busy, refused, confirm } = useConfirmedAction<MarketOffer>(onAccept, market.data?.items.find((o) => o.id === initialAsking));
  const name = (r: TradeResource) => t(`resources.${r}`);
  const title = t('logistics.marketplace.market');
  const d = market.data;

  const body = (
    <ListState error={market.error} onRetry={market.onRetry} retryLabel={t('logistics.retry')} loading={market.loading} items={d?.items}
      empty={resource ? t('logistics.marketplace.noOffersOf', { resource: name(resource) }) : t('logistics.marketplace.noOffers')}>
      {(items) => (
        <div className="ak-table-scroll">
          <table className="ak-vpage__table ak-market__table">
            <thead><tr>
              <th scope="col">{t('logistics.marketplace.offered')}</th>
              <th scope="col">{t('logistics.marketplace.requested')}</th>
              <th scope="col">{t('logistics.marketplace.ratio')}</th>
              <th scope="col">{t('logistics.marketplace.distance')}</th>
              <th scope="col">{t('logistics.marketplace.travel')}</th>
              <th scope="col">{t('logistics.marketplace.offerer')}</th>
              <th scope="col"><span className="ak-visually-hidden">{t('logistics.marketplace.actions')}</span></th>
            </tr></thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.id} data-testid={`offer-${o.id}`}>
                  <td><Cargo load={o.offer} none="–" /></td>
                  <td><Cargo load={o.request} none="–" /></td>
                  <td className={o.ratio > 1 ? 'ak-market__dear' : o.ratio < 1 ? 'ak-market__cheap' : undefined}>{t('logistics.marketplace.ratioValue', { ratio: ratioText(o.ratio) })}</td>
                  <td>{t('logistics.send.tiles', { n: formatDistance(o.distance) })}</td>
                  <td>{formatDuration(Math.ceil(o.travel_ms / 1000))}</td>
                  <td><span className="ak-market__who"><PlayerLink id={o.offerer.id} name={o.offerer.username} /></span><span className="ak-market__where">{o.village.name} {formatCoords(o.village.x, o.village.y)}</span></td>
                  <td>
                    <button type="button" className="ak-btn ak-btn--primary ak-market__btn" disabled={!onAccept || busy} aria-haspopup="dialog"
                      aria-label={t('logistics.marketplace.acceptOffer', { name: o.offerer.username })} onClick={() => setAsking(o)}>{t('logistics.marketplace.accept')}</button>
                    {refused?.id === o.id && <p className="ak-army__missing" role="alert" data-testid="accept-refused">{refused.refused}<GuideLink refusal={refused.rule} /></p>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListState>
  );

  const fmt = (n: number) => formatNumber(n);
  return (
    <section className="ak-vpage__section" aria-label={title} data-testid="market-offers" aria-busy={market.loading || market.fetching || undefined}>
      <h2><Icon name="building:marketplace" />{title}</h2>
      <div className="ak-field ak-market__filter">
        <label className="ak-field__label" htmlFor="market-resource">{t('logistics.marketplace.filter')}</label>
        <select id="market-resource" className="ak-input" value={resource ?? ''} disabled={!onResource}
          onChange={(e) => onResource?.(e.target.value === '' ? undefined : e.target.value as TradeResource)}>
          <option value="">{t('logistics.marketplace.filterAll')}</option>
          {TRADE_RESOURCES.map((r) => <option key={r} value={r}>{name(r)}</option>)}
        </select>
      </div>
      {body}
      {d && !market.error && <Pager page={page} total={d.total} size={OFFER_PAGE_SIZE} onPage={onPage} label={title} busy={market.fetching} />}
      <ConfirmDialog open={asking !== undefined} icon="building:marketplace"
        title={t('logistics.marketplace.confirmAccept.title')}
        message={asking && t('logistics.marketplace.confirmAccept.message', {
          request: loadText(asking.request, name, fmt), offer: loadText(asking.offer, name, fmt), village: asking.village.name,
          coords: formatCoords(asking.village.x, asking.village.y), time: formatDuration(Math.ceil(asking.travel_ms / 1000)),
        })}
        irreversible={t('logistics.marketplace.confirmAccept.irreversible')}
        confirmLabel={t('logistics.marketplace.confirmAccept.confirm')} cancelLabel={t('logistics.marketplace.confirmAccept.cancel')}
        onCancel={() => setAsking(undefined)} onConfirm={confirm} />
    </section>
  );
}
