import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatCoords, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { TradeMovement } from '../../api/merchants';
import { Cargo } from './Cargo';
import { tripProgress } from './logisticsMath';
import { TradeSection, type TradeListState } from './TradeSection';

/** The village read's `merchants` (GET villages/{id}): all of them, those at home, and what one carries. */
export interface MerchantsView { total: number; available: number; capacity: number }

export interface OverviewViewProps {
  /** Undefined while the village loads. */
  merchants?: MerchantsView;
  /** Merchants each Marketplace level adds (gamedata), for the hint under the counts. */
  perLevel?: number;
  lists: { incoming: TradeListState; outgoing: TradeListState };
  /** Server time now (ms). */
  now: number;
  clockSkewMs?: number;
  /** A village's name when it is one of the player's own. */
  villageName?: (id: number) => string | undefined;
  /** A countdown reached zero: lists and village should be reloaded. */
  onArrived?: () => void;
}

/** /village/logistics overview: the village's merchants, then trade movements coming in and going out. */
export function OverviewView(p: OverviewViewProps) {
  const t = useText();
  const m = p.merchants;
  return (
    <>
      <section className="ak-vpage__section" aria-label={t('logistics.overview.merchants')} data-testid="merchants-summary">
        <h2><Icon name="resource:merchants" />{t('logistics.overview.merchants')}</h2>
        {!m ? (
          <div className="ak-panel__state ak-panel__state--loading" role="status"><span>{t('panels.common.loading')}</span></div>
        ) : (
          <>
            <dl className="ak-vpage__facts">
              <div><dt><Icon name="resource:merchants" />{t('logistics.overview.total')}</dt><dd>{formatNumber(m.total)}</dd></div>
              <div><dt><Icon name="ui:village" />{t('logistics.overview.free')}</dt><dd>{formatNumber(m.available)}</dd></div>
              <div><dt><Icon name="ui:logistics" />{t('logistics.overview.busy')}</dt><dd>{formatNumber(Math.max(0, m.total - m.available))}</dd></div>
              <div><dt><Icon name="resource:all" />{t('logistics.overview.capacity')}</dt><dd>{formatNumber(m.capacity)}</dd></div>
              <div><dt><Icon name="ui:storage" />{t('logistics.overview.freeCarry')}</dt><dd>{formatNumber(m.available * m.capacity)}</dd></div>
            </dl>
            {p.perLevel !== undefined && <p className="ak-logistics__hint">{t('logistics.overview.moreMerchants', { count: p.perLevel })}</p>}
          </>
        )}
      </section>
      <TradeSection title={t('logistics.overview.incoming')} icon="ui:logistics" testId="trade-incoming" list={p.lists.incoming} none={t('logistics.overview.noIncoming')}>
        {(moves) => <TradeTable moves={moves} incoming {...p} />}
      </TradeSection>
      <TradeSection title={t('logistics.overview.outgoing')} icon="ui:logistics" testId="trade-outgoing" list={p.lists.outgoing} none={t('logistics.overview.noOutgoing')}>
        {(moves) => <TradeTable moves={moves} {...p} />}
      </TradeSection>
    </>
  );
}

function TradeTable({ moves, incoming, now, clockSkewMs, villageName, onArrived }: OverviewViewProps & { moves: TradeMovement[]; incoming?: boolean }) {
  const t = useText();
  // Deliveries name their origin (exchange, purchase); so do route shipments, which are merchants trips without merchants.
  const kindOf = (m: TradeMovement) => ((m.kind === 'delivery' || m.origin_kind === 'route') && m.origin_kind
    ? t(`logistics.overview.origin.${m.origin_kind}`, { defaultValue: t(`movements.${m.kind}`) })
    : t(`movements.${m.kind}`, { defaultValue: m.kind }));
  const place = (end: TradeMovement['from']) => {
    const name = end.village_id !== null ? villageName?.(end.village_id) : undefined;
    return name ? `${name} ${formatCoords(end.x, end.y)}` : formatCoords(end.x, end.y);
  };
  return (
    <div className="ak-table-scroll">
      <table className="ak-vpage__table ak-logistics__moves">
        <thead><tr>
          <th scope="col">{t('logistics.overview.kind')}</th>
          <th scope="col">{incoming ? t('logistics.overview.from') : t('logistics.overview.to')}</th>
          <th scope="col">{t('logistics.overview.carries')}</th>
          <th scope="col">{t('logistics.overview.merchantsCol')}</th>
          <th scope="col">{t('logistics.overview.arrives')}</th>
        </tr></thead>
        <tbody>
          {moves.map((m) => (
            <tr key={m.id}>
              <th scope="row">{kindOf(m)}</th>
              <td>{place(incoming ? m.from : m.to)}</td>
              <td><Cargo load={m.resources} none={t('logistics.overview.empty')} /></td>
              <td>{m.merchants > 0 ? <span className="ak-logistics__count"><Icon name="resource:merchants" />{formatNumber(m.merchants)}</span> : '–'}</td>
              <td>
                <Countdown until={m.due_at} clockSkewMs={clockSkewMs} onZero={onArrived} />
                <ProgressBar value={tripProgress(m.started_at, m.due_at, now)} max={1} compact label={t('logistics.overview.progress')} hideLabel />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
