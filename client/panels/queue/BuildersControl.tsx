import { useId, useState } from 'react';
import { Icon } from '../Icon';
import { formatNumber } from '../../i18n/format';
import { useText } from '../text';

export interface BuildersControlProps {
  /** The account's builder charges (GET profiles/user `builders`). */
  charges: number;
  aether: number;
  /** Aether per charge (GET user/gamedata `aetherCosts.builder`). */
  costEach: number;
  /** Whether the next queued item takes a charge (useCurrentVillage buildersActive). */
  active: boolean;
  onToggle?: (active: boolean) => void;
  /** Buys charges; absent when buying is not allowed (a sitter may not spend aether, a finished game). */
  onBuy?: (amount: number) => Promise<unknown> | void;
  /** Why buying is not offered, when it is not. */
  buyBlocked?: string;
}

/**
 * Builder charges (SPEC.md sections 4 and 9): the charges left, the 'Use builders' switch that boosts the
 * next queued item (+100% work rate for a building, +50% for anything else), and buying charges with aether.
 */
export function BuildersControl({ charges, aether, costEach, active, onToggle, onBuy, buyBlocked }: BuildersControlProps) {
  const t = useText();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('1');
  const [busy, setBusy] = useState(false);
  const n = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : 0;
  const cost = n * costEach;
  const affordable = n > 0 && cost <= aether;
  const buy = async () => {
    if (!onBuy || !affordable) return;
    setBusy(true);
    try {
      await onBuy(n);
      setOpen(false);
      setAmount('1');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ak-builders" aria-label={t('queuePanel.builders')} role="group">
      <div className="ak-builders__head">
        <Icon name="ui:builders" size="var(--fs-lg)" />
        <span className="ak-builders__charges">{t(charges === 1 ? 'queuePanel.chargeLeft' : 'queuePanel.chargesLeft', { count: formatNumber(charges) })}</span>
        {onBuy && (
          <button type="button" className="ak-button ak-button--small" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {t('queuePanel.buy')}
          </button>
        )}
      </div>
      <label className="ak-check ak-builders__toggle">
        <input type="checkbox" checked={active && charges > 0} disabled={!onToggle || charges <= 0}
          onChange={(e) => onToggle?.(e.target.checked)} />
        <span>{t('queuePanel.useBuilders')}</span>
      </label>
      <p className="ak-builders__hint">{charges > 0 ? t('queuePanel.buildersHint') : t('queuePanel.noCharges')}</p>
      {!onBuy && buyBlocked && <p className="ak-builders__hint">{buyBlocked}</p>}
      {onBuy && open && (
        <div className="ak-builders__buy">
          <label htmlFor={inputId}>{t('queuePanel.buyAmount')}</label>
          <div className="ak-builders__buy-row">
            <input id={inputId} className="ak-input ak-builders__input" inputMode="numeric" value={amount}
              onChange={(e) => setAmount(e.target.value)} aria-invalid={n <= 0 || undefined} />
            <button type="button" className="ak-button ak-button--small ak-button--primary" onClick={buy} disabled={!affordable || busy}>
              <Icon name="resource:aether" />{t('queuePanel.buyFor', { cost: formatNumber(cost) })}
            </button>
          </div>
          <p className="ak-builders__hint">
            {t('queuePanel.aetherBalance', { amount: formatNumber(aether) })}
            {n > 0 && cost > aether ? ` · ${t('queuePanel.notEnoughAether')}` : ''}
          </p>
        </div>
      )}
    </div>
  );
}
