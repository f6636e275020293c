import type { TradeMovement } from '../../api/merchants';
import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { ProgressBar } from '../../panels/ProgressBar';
import { useText } from '../../panels/text';
import { formatNumber } from '../../i18n/format';
import { deliveryCargo, deliveryProgress } from './storeMath';

export interface DeliveriesPanelProps {
  /** The village's purchased deliveries on their way (storeMath purchaseDeliveries); undefined while loading. */
  deliveries?: TradeMovement[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Server time now (ms). */
  now: number;
  clockSkewMs?: number;
  /** A delivery's countdown reached zero: read again (it is in the stores now). */
  onArrived?: () => void;
}

/** Resources bought with aether on their way to the village: each with its countdown and progress bar. */
export function DeliveriesPanel({ deliveries, loading, error, onRetry, now, clockSkewMs, onArrived }: DeliveriesPanelProps) {
  const t = useText();
  return (
    <PanelFrame className="ak-store__panel" title={<><Icon name="ui:timer" />{t('aetherStore.deliveries.title')}</>}
      loading={loading} error={error} onRetry={onRetry} empty={deliveries && deliveries.length === 0 ? t('aetherStore.deliveries.none') : null}
      aria-label={t('aetherStore.deliveries.title')}>
      <ul className="ak-store__deliveries">
        {(deliveries ?? []).map((m) => {
          const { resource, amount } = deliveryCargo(m.resources);
          const p = deliveryProgress(m, now);
          const what = t('aetherStore.deliveries.cargo', { amount: formatNumber(amount), resource: t(`resources.${resource}`) });
          return (
            <li key={m.id} className="ak-store__delivery">
              <span className="ak-store__delivery-cargo"><Icon name={`resource:${resource}`} />{what}</span>
              <span className="ak-store__countdown">
                {t('aetherStore.deliveries.arrivesIn')} <Countdown until={m.due_at} clockSkewMs={clockSkewMs} onZero={onArrived} />
              </span>
              <ProgressBar value={p.done} max={p.total} label={t('aetherStore.deliveries.progress', { what })} hideLabel tone={resource} compact />
            </li>
          );
        })}
      </ul>
    </PanelFrame>
  );
}
