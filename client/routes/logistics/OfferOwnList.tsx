import type { OwnOffer, OwnOffersResponse } from '../../api/offers';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { GuideLink } from '../../panels/GuideLink';
import { Icon } from '../../panels/Icon';
import { ListState } from '../../panels/ListState';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { Cargo } from './Cargo';
import type { Loads, TradeResource } from './logisticsMath';
import { loadText, ratioText, refundPreview } from './marketplaceMath';
import type { Refused } from './SendView';
import { useConfirmedAction } from './useConfirmedAction';

export interface OwnOffersState {
  data?: OwnOffersResponse;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

export interface OfferOwnListProps {
  own: OwnOffersState;
  /** The village's stock now and its storage caps: the cancel dialog says what would not fit. */
  stock: Loads;
  caps: { store_res: number; store_food: number };
  /** Cancels; resolves to whether it went, or the server's refusal. Absent: not possible. */
  onCancel?: (offer: OwnOffer) => Promise<boolean | Refused>;
  /** An offer whose Cancel was pressed (stories: the dialog open). */
  initialAsking?: number;
}

/** The village's own open offers, each with Cancel behind a confirmation that warns of what the stores cannot hold. */
export function OfferOwnList({ own, stock, caps, onCancel, initialAsking }: OfferOwnListProps) {
  const t = useText();
  const { asking, setAsking, busy, refused, confirm } = useConfirmedAction<OwnOffer>(onCancel, own.data?.items.find((o) => o.id === initialAsking));
  const name = (r: TradeResource) => t(`resources.${r}`);
  const fmt = (n: number) => formatNumber(n);
  const title = t('logistics.marketplace.own.title');
  const d = own.data;

  const body = (
    <ListState error={own.error} onRetry={own.onRetry} retryLabel={t('logistics.retry')} loading={own.loading} items={d?.items}
      empty={t('logistics.marketplace.own.none')}>
      {(items) => (
        <div className="ak-table-scroll">
          <table className="ak-vpage__table ak-market__table">
            <thead><tr>
              <th scope="col">{t('logistics.marketplace.offered')}</th>
              <th scope="col">{t('logistics.marketplace.requested')}</th>
              <th scope="col">{t('logistics.marketplace.ratio')}</th>
              <th scope="col">{t('logistics.overview.merchantsCol')}</th>
              <th scope="col"><span className="ak-visually-hidden">{t('logistics.marketplace.actions')}</span></th>
            </tr></thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.id} data-testid={`own-offer-${o.id}`}>
                  <td><Cargo load={o.offer} none="–" />{o.empire_only && <span className="ak-market__tag">{t('logistics.marketplace.own.empireOnly')}</span>}</td>
                  <td><Cargo load={o.request} none="–" /></td>
                  <td>{t('logistics.marketplace.ratioValue', { ratio: ratioText(o.ratio) })}</td>
                  <td><span className="ak-logistics__count"><Icon name="resource:merchants" />{formatNumber(o.merchants)}</span></td>
                  <td>
                    <button type="button" className="ak-btn ak-market__btn" disabled={!onCancel || busy} aria-haspopup="dialog"
                      aria-label={t('logistics.marketplace.own.cancelOffer', { offer: loadText(o.offer, name, fmt) })} onClick={() => setAsking(o)}>{t('logistics.marketplace.own.cancel')}</button>
                    {refused?.id === o.id && <p className="ak-army__missing" role="alert" data-testid="cancel-refused">{refused.refused}<GuideLink refusal={refused.rule} /></p>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListState>
  );

  const preview = asking ? refundPreview(stock, asking.offer, caps) : undefined;
  return (
    <section className="ak-vpage__section" aria-label={title} data-testid="own-offers">
      <h2><Icon name="ui:storage" />{title}</h2>
      {body}
      <ConfirmDialog open={asking !== undefined} icon="building:marketplace"
        title={t('logistics.marketplace.own.confirm.title')}
        message={asking && preview && (
          <>
            <p>{t('logistics.marketplace.own.confirm.message', { offer: loadText(asking.offer, name, fmt), merchants: formatNumber(asking.merchants) })}</p>
            {preview.anyLost && <p className="ak-army__missing" data-testid="cancel-loss">{t('logistics.marketplace.own.confirm.loss', { lost: loadText(preview.lost, name, fmt) })}</p>}
          </>
        )}
        irreversible={t('logistics.marketplace.own.confirm.irreversible')}
        confirmLabel={t('logistics.marketplace.own.confirm.confirm')} cancelLabel={t('logistics.marketplace.own.confirm.cancel')}
        onCancel={() => setAsking(undefined)} onConfirm={confirm} />
    </section>
  );
}
