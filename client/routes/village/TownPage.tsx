import { useFinished } from '../../app/hooks/useFinished';
import { useResearched } from '../../app/hooks/useResearch';
import { useCurrentVillage, useGamedata, useProfile } from '../../app/state';
import { useText } from '../../panels/text';
import type { GamedataResponse, VillageResponse } from '../../../server/contract';
import { DistrictsPanel } from './DistrictsPanel';
import { TierPanel } from './TierPanel';
import { TownBuildings } from './TownBuildings';
import { useEconomyActions } from './useEconomy';
import { useVillageEconomy } from './useVillageEconomy';
import { VillagePageFrame } from './VillagePageFrame';

/**
 * /village/town (the town hall): tier up, districts, and every building grouped (TownBuildings): what can
 * be built now, what needs one step, the rest folded; each card with its next level's price and effect.
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
  return (
    <>
      <div className="ak-vpage__split">
        {profile && (
          <TierPanel village={data.village} tiers={gamedata.tiers} culture={profile.culture} nextCulture={profile.nextCulture}
            onTierUp={finished ? undefined : actions.tierUp} />
        )}
        <DistrictsPanel village={data.village} gamedata={gamedata} onCommission={finished ? undefined : actions.commissionDistrict} />
      </div>
      <TownBuildings rows={rows} districts={gamedata.districts} production={view.production} speed={gamedata.speed} stock={view.stock}
        withBuilders={actions.withBuilders} onQueue={finished ? undefined : (s) => actions.queueBuilding(s)} />
    </>
  );
}
