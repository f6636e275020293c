import { useState } from 'react';
import type { GamedataResponse, VillageState } from '../../../server/contract';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { useText } from '../../panels/text';

export interface DistrictsPanelProps {
  village: Pick<VillageState, 'tier' | 'districts'> & Partial<Pick<VillageState, 'name'>>;
  gamedata: Pick<GamedataResponse, 'districts' | 'tiers' | 'buildings'>;
  onCommission?: (district: string) => Promise<unknown>;
}

/**
 * The five districts (GAME.md section 3): what each unlocks, which are commissioned (permanent), the free
 * slots of the tier (1 / 2 / 3), and 'Commission' into a free slot, which asks first: a district can never
 * be removed, so one misclick would take the slot for good.
 */
export function DistrictsPanel({ village, gamedata, onCommission }: DistrictsPanelProps) {
  const t = useText();
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const slots = gamedata.tiers.find((x) => x.key === village.tier)?.districtSlots ?? 0;
  const free = Math.max(0, slots - village.districts.length);
  const topTier = Math.max(...gamedata.tiers.map((x) => x.rank));
  const isTop = gamedata.tiers.find((x) => x.key === village.tier)?.rank === topTier;
  const commission = async (key: string) => {
    if (!onCommission) return;
    setBusy(key);
    try { await onCommission(key); } finally { setBusy(null); }
  };
  const unlocksOf = (key: string) => gamedata.buildings.filter((b) => b.district === key).map((b) => t(`panels.names.building.${b.key}`));
  const askedName = asking ? t(`panels.names.district.${asking}`) : '';
  return (
    <section className="ak-vpage__section" aria-label={t('villageTown.districts')}>
      <h2><Icon name="district:economy" />{t('villageTown.districts')}</h2>
      <p className="ak-vpage__note">{t('villageTown.slots', { used: village.districts.length, slots, free })}</p>
      <ul className="ak-districts">
        {gamedata.districts.map((d) => {
          const done = village.districts.includes(d.key);
          const unlocks = unlocksOf(d.key);
          return (
            <li key={d.key} className={['ak-district', done ? 'is-done' : ''].filter(Boolean).join(' ')}>
              <div className="ak-district__head">
                <Icon name={iconFor('district', d.key)} size="var(--fs-xl)" />
                <strong>{t(`panels.names.district.${d.key}`)}</strong>
                {done && <span className="ak-badge ak-badge--ok">{t('villageTown.commissioned')}</span>}
              </div>
              <p className="ak-district__desc">{d.description}</p>
              <p className="ak-district__unlocks"><span>{t('villageTown.unlocks')}</span> {unlocks.join(', ')}</p>
              {!done && onCommission && free > 0 && (
                <button type="button" className="ak-button ak-button--small" disabled={busy !== null}
                  aria-haspopup="dialog" onClick={() => setAsking(d.key)}>
                  {t('villageTown.commission')}
                </button>
              )}
              {!done && free === 0 && <p className="ak-reasons__item">{t(isTop ? 'villageTown.noSlot' : 'notice_requires_tier')}</p>}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        icon={asking ? iconFor('district', asking) : undefined}
        title={t('confirm.district.title', { name: askedName })}
        message={<p>{t('confirm.district.message', {
          village: village.name ?? t('villagePages.village'), free, slots, name: askedName, unlocks: asking ? unlocksOf(asking).join(', ') : '',
        })}</p>}
        irreversible={t('confirm.district.irreversible')}
        confirmLabel={t('confirm.district.confirm', { name: askedName })}
        onCancel={() => setAsking(null)}
        onConfirm={() => { const key = asking; setAsking(null); if (key) void commission(key); }}
      />
    </section>
  );
}
