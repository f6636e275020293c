import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { BuildersControl } from '../../panels/queue/BuildersControl';
import { useText } from '../../panels/text';
import { formatNumber } from '../../i18n/format';

export interface BuildersPanelProps {
  /** The account's charges and aether (GET profiles/user); undefined while the profile loads. */
  charges?: number;
  aether?: number;
  /** aetherCosts.builder. */
  costEach: number;
  active: boolean;
  onToggle?: (active: boolean) => void;
  /** Buys charges (POST profiles/builders, the queue panel's own action); absent when not allowed. */
  onBuy?: (amount: number) => Promise<unknown>;
  blocked?: string;
  loading?: boolean;
  error?: string | null;
}

/**
 * Builder charges in the store: the queue panel's BuildersControl (charges, 'Use builders', buying),
 * with a confirmation before the aether is spent.
 */
export function BuildersPanel({ charges, aether, costEach, active, onToggle, onBuy, blocked, loading, error }: BuildersPanelProps) {
  const t = useText();
  const [asking, setAsking] = useState<number | undefined>();
  // The control awaits its purchase: it resolves once the dialog is answered (and the purchase made).
  const answer = useRef<(() => void) | undefined>(undefined);
  const ask = (amount: number) => new Promise<void>((resolve) => { answer.current = resolve; setAsking(amount); });
  const close = () => { setAsking(undefined); answer.current?.(); answer.current = undefined; };
  const cost = (asking ?? 0) * costEach;
  return (
    <PanelFrame className="ak-store__panel" title={<><Icon name="ui:builders" />{t('aetherStore.builders.title')}</>}
      loading={loading || charges === undefined || aether === undefined} error={error} aria-label={t('aetherStore.builders.title')}>
      <p className="ak-vpage__note">{t('aetherStore.builders.intro', { cost: formatNumber(costEach) })}</p>
      <BuildersControl charges={charges ?? 0} aether={aether ?? 0} costEach={costEach} active={active} onToggle={onToggle}
        onBuy={onBuy ? ask : undefined} buyBlocked={blocked} />
      <ConfirmDialog open={asking !== undefined} icon="ui:builders"
        title={t('aetherStore.builders.confirm.title', { count: formatNumber(asking ?? 0), cost: formatNumber(cost) })}
        irreversible={t('aetherStore.builders.confirm.irreversible', { cost: formatNumber(cost) })}
        confirmLabel={t('aetherStore.builders.confirm.confirm', { cost: formatNumber(cost) })}
        onCancel={close}
        onConfirm={async () => {
          const n = asking;
          if (n !== undefined && onBuy) await onBuy(n);
          close();
        }} />
    </PanelFrame>
  );
}
