import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { Countdown } from '../Countdown';
import { Icon } from '../Icon';
import { iconFor, type IconName } from '../iconNames';
import { ProgressBar, type ProgressTone } from '../ProgressBar';
import { formatNumber } from '../../i18n/format';
import { useNow } from '../useNow';
import { useText, type TextFn } from '../text';
import { queueProgress, type QueueEntry } from './queueMath';

/** What a queue item is called in the panel and in toasts: "Farm · Level 3", "500 Culture", "20 Militia". */
export function queueItemName(item: Pick<QueueEntry, 'kind' | 'target' | 'amount' | 'level'>, t: TextFn): string {
  if (item.kind === 'building' && item.target) {
    return t('queuePanel.buildingLevel', { name: t(`panels.names.building.${item.target}`), level: item.level ?? '?' });
  }
  if (item.kind === 'unit' && item.target) {
    return t('queuePanel.amountOf', { amount: formatNumber(item.amount), what: t(`panels.names.unit.${item.target}`) });
  }
  return t('queuePanel.amountOf', { amount: formatNumber(item.amount), what: t(`resources.${item.kind}`) });
}

export function queueItemIcon(item: Pick<QueueEntry, 'kind' | 'target'>): IconName {
  if (item.kind === 'building' && item.target) return iconFor('building', item.target);
  if (item.kind === 'unit' && item.target) return iconFor('unit', item.target);
  if (item.kind === 'science' || item.kind === 'culture') return `resource:${item.kind}`;
  return 'ui:unknown';
}

const TONE: Record<string, ProgressTone> = { science: 'science', culture: 'culture', unit: 'iron', building: 'gold' };

export interface QueueItemRowProps {
  item: QueueEntry;
  clockSkewMs?: number;
  /** Freeze the clock (stories). */
  frozen?: boolean;
  /** Countdown reached zero: the village reloads. */
  onZero?: () => void;
  /** Cancel after the confirmation dialog; absent: no cancel button (finished game). */
  onCancel?: (item: QueueEntry) => Promise<unknown> | void;
}

/**
 * One queue item: icon, name and level or amount, progress, countdown and cancel. Cancel asks first
 * (ConfirmDialog): a started item refunds only the work not done, a waiting one loses its place.
 */
export function QueueItemRow({ item, clockSkewMs = 0, frozen, onZero, onCancel }: QueueItemRowProps) {
  const t = useText();
  const now = useNow(clockSkewMs, !frozen);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = queueItemName(item, t);
  const active = item.started_at !== null;
  const pct = queueProgress(item, now);
  const cancel = async () => {
    if (!onCancel) return;
    setBusy(true);
    try {
      await onCancel(item);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={['ak-queue__item', active ? 'is-active' : 'is-waiting'].join(' ')} data-testid="queue-item">
      <div className="ak-queue__row">
        <Icon name={queueItemIcon(item)} size="var(--fs-xl)" className="ak-queue__icon" />
        <span className="ak-queue__name">{name}</span>
        <span className="ak-queue__time">
          {item.due_at
            ? <Countdown until={item.due_at} clockSkewMs={clockSkewMs} onZero={active ? onZero : undefined} />
            : <span className="ak-queue__stalled">{t('queuePanel.noProduction')}</span>}
        </span>
      </div>
      <ProgressBar
        value={Math.round(pct * 1000) / 10}
        max={100}
        label={t('queuePanel.progressOf', { name })}
        hideLabel
        detail="none"
        compact
        tone={TONE[item.kind] ?? 'gold'}
      />
      <div className="ak-queue__foot">
        <span className="ak-queue__state">{active ? t('queuePanel.inProgress', { percent: Math.floor(pct * 100) }) : t('queuePanel.waiting')}</span>
        {onCancel && (
          <button type="button" className="ak-button ak-button--small ak-queue__cancel" onClick={() => setConfirming(true)} disabled={busy}
            aria-haspopup="dialog"
            aria-label={t('queuePanel.cancelNamed', { name })}>
            {t('queuePanel.cancel')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={Boolean(onCancel) && confirming}
        icon={queueItemIcon(item)}
        title={t('confirm.cancel.title', { name })}
        message={<p>{t(active ? 'confirm.cancel.activeMessage' : 'confirm.cancel.waitingMessage')}</p>}
        irreversible={t(active ? 'confirm.cancel.activeIrreversible' : 'confirm.cancel.waitingIrreversible')}
        confirmLabel={t('confirm.cancel.confirm', { name })}
        cancelLabel={t('confirm.cancel.keep')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => { setConfirming(false); void cancel(); }}
      />
    </li>
  );
}
