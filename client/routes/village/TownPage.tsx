import { Link } from 'react-router';
import { useFinished } from '../../app/hooks/useFinished';
import { useResearched } from '../../app/hooks/useResearch';
import { useCurrentVillage, useGamedata, useProfile } from '../../app/state';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import type { GamedataResponse, VillageResponse } from '../../../server/contract';
import { isLocked } from './availability';
import { BuildingCard } from './BuildingCard';
import { DistrictsPanel } from './DistrictsPanel';
import { effectsAt } from './effects';
import { ReasonList } from './ReasonList';
import { TierPanel } from './TierPanel';
import { useEconomyActions } from './useEconomy';
import { useVillageEconomy } from './useVillageEconomy';
import { VillagePageFrame } from './VillagePageFrame';

/**
 * /village/town (the town hall): tier up, districts, and every building — built ones, ones that can be
 * built, and locked ones with the reason — each with its next level's price and effect.
 */
export default function TownPage() {
  const { village } = useCurrentVillage();
  const t = useText();
  const gamedata = useGamedata();
  return (
    <VillagePageFrame tab="town" title={t('villagePages.tabs.town')}>
      {village && gamedata && <TownBody data={village} gamedata={gamedata} />}
    </VillagePageFrame>
  );
}

function TownBody({ data, gamedata }: { data: VillageResponse; gamedata: GamedataResponse }) {
  const t = useText();
  const researched = useResearched();
  const view = useVillageEconomy(data, gamedata, researched);
  const actions = useEconomyActions();
  const finished = useFinished();
  const profile = useProfile().profile?.profile;
  const rows = [...gamedata.buildings]
    .sort((a, b) => t(`panels.names.building.${a.key}`).localeCompare(t(`panels.names.building.${b.key}`), undefined, { sensitivity: 'base' }))
    .map((b) => ({ b, s: view.statusOf(b) }));
  const built = rows.filter((r) => r.s.level > 0 || r.s.queued > 0);
  const open = rows.filter((r) => r.s.level === 0 && r.s.queued === 0 && !isLocked(r.s));
  const locked = rows.filter((r) => r.s.level === 0 && r.s.queued === 0 && isLocked(r.s));
  const group = (key: string, list: typeof rows, empty: string) => (
    <section className="ak-vpage__section" aria-label={t(`villageTown.${key}`)}>
      <h2><Icon name="building:town_hall" />{t(`villageTown.${key}`)} <span className="ak-vpage__count">({list.length})</span></h2>
      {list.length === 0 ? <p className="ak-vpage__empty">{empty}</p> : (
        <div className="ak-vpage__cards">
          {list.map(({ b, s }) => (
            <BuildingCard key={b.key} building={b} status={s} production={view.production} speed={gamedata.speed}
              stock={view.stock} withBuilders={actions.withBuilders}
              onQueue={finished ? undefined : () => actions.queueBuilding(s)} />
          ))}
        </div>
      )}
    </section>
  );
  return (
    <>
      <div className="ak-vpage__split">
        {profile && (
          <TierPanel village={data.village} tiers={gamedata.tiers} culture={profile.culture} nextCulture={profile.nextCulture}
            onTierUp={finished ? undefined : actions.tierUp} />
        )}
        <DistrictsPanel village={data.village} gamedata={gamedata} onCommission={finished ? undefined : actions.commissionDistrict} />
      </div>
      {group('built', built, t('villageTown.noneBuilt'))}
      {group('available', open, t('villageTown.noneAvailable'))}
      <section className="ak-vpage__section" aria-label={t('villageTown.locked')}>
        <h2><Icon name="stat:required" />{t('villageTown.locked')} <span className="ak-vpage__count">({locked.length})</span></h2>
        {locked.length === 0 ? <p className="ak-vpage__empty">{t('villageTown.noneLocked')}</p> : (
          <ul className="ak-locked">
            {locked.map(({ b, s }) => (
              <li key={b.key} className="ak-locked__item" data-building={b.key}>
                <Icon name={iconFor('building', b.key)} size="var(--fs-xl)" />
                <div className="ak-locked__body">
                  <Link to={`/village/${b.key}`} className="ak-bcard__name">{t(`panels.names.building.${b.key}`)}</Link>
                  <span className="ak-locked__gives">{effectsAt(b, 1, gamedata.speed, t).join(' · ')}</span>
                  <ReasonList reasons={s.reasons.filter((r) => r.key === 'tier' || r.key === 'district' || r.key === 'research')}
                    researchName={(k) => t(`research.${k}`)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
