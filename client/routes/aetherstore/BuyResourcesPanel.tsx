import { useState } from 'react';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { GuideLink } from '../../panels/GuideLink';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { useText } from '../../panels/text';
import { formatDuration, formatNumber } from '../../i18n/format';
import { affordable, storeLots, STORE_RESOURCES, type Lot, type PurchaseRate, type StoreResource } from './storeMath';

/** The server's refusal in its own words (and the rule's key for the guide link). */
export interface StoreRefused { refused: string; rule?: string }

export interface BuyResourcesPanelProps {
  /** The current village's name; undefined: no village (the panel says so). */
  villageName?: string;
  /** The account's aether; undefined while the profile loads. */
  aether?: number;
  /** aetherCosts.purchase of the game data. */
  rate: PurchaseRate;
  /** durations.purchase: seconds until a purchase arrives. */
  deliverySeconds: number;
  loading?: boolean;
  /** Buys; resolves to whether it went or the server's refusal. Absent: not allowed (sitter, finished game). */
  onBuy?: (resource: StoreResource, amount: number) => Promise<boolean | StoreRefused>;
  /** Why buying is not offered, when it is not. */
  blocked?: string;
}

/**
 * Resources for aether for the current village (GAME.md section 7): lots of aetherCosts.purchase, each
 * with its price; a confirmation names what is spent for good; the goods arrive after durations.purchase.
 */
export function BuyResourcesPanel({ villageName, aether, rate, deliverySeconds, loading, onBuy, blocked }: BuyResourcesPanelProps) {
  const t = useText();
  const [resource, setResource] = useState<StoreResource>('wood');
  const [asking, setAsking] = useState<Lot | undefined>();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<StoreRefused | undefined>();
  const name = (r: StoreResource) => t(`resources.${r}`);
  const lots = storeLots(rate);
  const go = async (lot: Lot) => {
    if (!onBuy) return;
    setBusy(true);
    try {
      const r = await onBuy(resource, lot.amount);
      setRefused(typeof r === 'object' ? r : undefined);
    } finally { setBusy(false); }
  };
  return (
    <PanelFrame className="ak-store__panel" title={<><Icon name="resource:all" />{t('aetherStore.buy.title')}</>}
      loading={loading} empty={!loading && !villageName ? t('villagePages.noVillage') : null} aria-label={t('aetherStore.buy.title')}>
      <p className="ak-vpage__note">{t('aetherStore.buy.intro', { village: villageName ?? '', time: formatDuration(deliverySeconds) })}</p>
      <p className="ak-vpage__note">{t('aetherStore.buy.rate', { aether: formatNumber(rate.aether), amount: formatNumber(rate.resources) })}</p>
      {blocked && <p className="ak-vpage__note" data-testid="buy-blocked">{blocked}</p>}
      <div className="ak-store__resources" role="radiogroup" aria-label={t('aetherStore.buy.resource')}>
        {STORE_RESOURCES.map((r) => (
          <button key={r} type="button" role="radio" aria-checked={r === resource}
            className={['ak-btn', 'ak-store__resource', r === resource ? 'ak-store__resource--on' : ''].filter(Boolean).join(' ')}
            onClick={() => { setResource(r); setRefused(undefined); }}>
            <Icon name={`resource:${r}`} />{name(r)}
          </button>
        ))}
      </div>
      <ul className="ak-store__lots">
        {lots.map((lot) => {
          const can = affordable(lot.price, aether);
          return (
            <li key={lot.lots} className="ak-store__lot">
              <span className="ak-store__lot-amount"><Icon name={`resource:${resource}`} />{t('aetherStore.buy.amount', { amount: formatNumber(lot.amount), resource: name(resource) })}</span>
              <button type="button" className="ak-btn ak-btn--primary" aria-haspopup="dialog" disabled={!onBuy || !can || busy}
                onClick={() => setAsking(lot)}>
                <Icon name="resource:aether" />{t('aetherStore.buy.price', { price: formatNumber(lot.price) })}
              </button>
              {onBuy && aether !== undefined && !can && <span className="ak-store__short">{t('aetherStore.notEnoughAether')}</span>}
            </li>
          );
        })}
      </ul>
      {refused && <p className="ak-army__missing" role="alert" data-testid="buy-refused">{refused.refused}<GuideLink refusal={refused.rule} /></p>}
      <ConfirmDialog open={asking !== undefined} icon="resource:aether"
        title={t('aetherStore.buy.confirm.title', { amount: formatNumber(asking?.amount ?? 0), resource: name(resource), price: formatNumber(asking?.price ?? 0) })}
        message={t('aetherStore.buy.confirm.message', { village: villageName ?? '', time: formatDuration(deliverySeconds) })}
        irreversible={t('aetherStore.buy.confirm.irreversible', { price: formatNumber(asking?.price ?? 0) })}
        confirmLabel={t('aetherStore.buy.confirm.confirm', { price: formatNumber(asking?.price ?? 0) })}
        onCancel={() => setAsking(undefined)} onConfirm={() => { const lot = asking; setAsking(undefined); if (lot) void go(lot); }} />
    </PanelFrame>
  );
}
