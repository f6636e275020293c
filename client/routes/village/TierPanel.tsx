import { useState } from 'react';
import type { GamedataResponse, ProfileResponse, VillageState } from '../../../server/contract';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Icon } from '../../panels/Icon';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';

export interface TierPanelProps {
  village: Pick<VillageState, 'tier'> & Partial<Pick<VillageState, 'name'>>;
  tiers: GamedataResponse['tiers'];
  /** Account culture and the thresholds of the next settlement of each kind (GET profiles/user). */
  culture: number;
  nextCulture: ProfileResponse['profile']['nextCulture'];
  onTierUp?: () => Promise<unknown>;
}

/**
 * The next tier, the culture it needs (account culture against the town or city threshold), what it raises,
 * and 'Tier up', which asks first: a tier is never lost, and it raises the next tier up's threshold.
 */
export function TierPanel({ village, tiers, culture, nextCulture, onTierUp }: TierPanelProps) {
  const t = useText();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const current = tiers.find((x) => x.key === village.tier);
  const next = current ? tiers.find((x) => x.rank === current.rank + 1) : undefined;
  const needed = next ? (next.key === 'town' ? nextCulture.town : nextCulture.city) : 0;
  const enough = next !== undefined && culture >= needed;
  const go = async () => {
    if (!onTierUp) return;
    setBusy(true);
    try { await onTierUp(); } finally { setBusy(false); }
  };
  return (
    <section className="ak-vpage__section ak-tier" aria-label={t('villageTown.tier')}>
      <h2><Icon name="ui:tier_up" />{t('villageTown.tier')}</h2>
      <p className="ak-tier__now">{t('villageTown.tierNow', { tier: t(`tiers.${village.tier}`) })}</p>
      {current && (
        <ul className="ak-tier__facts">
          <li>{t('villageTown.maxLevel', { value: current.maxLevel })}</li>
          <li>{t('villageTown.queueLength', { value: current.queueLength })}</li>
          <li>{t('villageTown.districtSlots', { count: current.districtSlots })}</li>
          <li>{t('villageTown.claimRadius', { value: current.claimRadius })}</li>
        </ul>
      )}
      {next ? (
        <>
          <ProgressBar value={culture} max={needed} tone="culture" detail="fraction"
            label={t('villageTown.cultureFor', { tier: t(`tiers.${next.key}`) })} />
          <p className="ak-tier__gives">
            {t('villageTown.nextGives', {
              tier: t(`tiers.${next.key}`), maxLevel: next.maxLevel, queue: next.queueLength, slots: next.districtSlots, radius: next.claimRadius,
            })}
          </p>
          {!enough && <p className="ak-reasons__item">{t('villageTown.notEnoughCulture', { needed: formatNumber(needed - culture) })}</p>}
          {onTierUp && (
            <button type="button" className="ak-button ak-button--primary" disabled={!enough || busy} aria-haspopup="dialog" onClick={() => setAsking(true)}>
              <Icon name="ui:tier_up" />{t('culture.tierUp')}
            </button>
          )}
          <ConfirmDialog
            open={asking}
            icon="ui:tier_up"
            title={t('confirm.tier.title', { village: village.name ?? t('villagePages.village'), tier: t(`tiers.${next.key}`) })}
            message={<p>{t('confirm.tier.message', {
              tier: t(`tiers.${next.key}`), maxLevel: next.maxLevel, queue: next.queueLength, slots: next.districtSlots, radius: next.claimRadius,
            })}</p>}
            irreversible={t('confirm.tier.irreversible', { tier: t(`tiers.${next.key}`) })}
            confirmLabel={t('confirm.tier.confirm', { tier: t(`tiers.${next.key}`) })}
            onCancel={() => setAsking(false)}
            onConfirm={() => { setAsking(false); void go(); }}
          />
        </>
      ) : <p className="ak-tier__gives">{t('villageTown.isCity')}</p>}
    </section>
  );
}
