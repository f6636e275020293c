import { Link, Navigate, useParams } from 'react-router';
import { useFinished } from '../../app/hooks/useFinished';
import { useResearched } from '../../app/hooks/useResearch';
import { useCurrentVillage, useGamedata } from '../../app/state';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { formatDuration, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { workSeconds } from '../../panels/queue/queueMath';
import type { GamedataBuilding, GamedataResponse, VillageResponse } from '../../../server/contract';
import { BuildingCard } from './BuildingCard';
import { buildingKeyFromRoute, effectsAt, isEconomyBuilding } from './effects';
import { useEconomyActions } from './useEconomy';
import { useVillageEconomy } from './useVillageEconomy';
import { VillagePageFrame } from './VillagePageFrame';

/**
 * /village/{buildingName}/{id?} (villageBuilding): one building's level, what it gives now and next,
 * its upgrade, and the table of every level. An id of another village (the current village changed)
 * sends the economy buildings (farm, forester, quarry, iron mine) to the economy page (SPEC.md section 2)
 * and any other building to its page in the current village.
 */
export default function BuildingPage() {
  const { village: data } = useCurrentVillage();
  const t = useText();
  const gamedata = useGamedata();
  const { buildingName, id } = useParams();
  const key = buildingKeyFromRoute(buildingName);
  const building = gamedata?.buildings.find((b) => b.key === key);
  if (data && id !== undefined && !data.village.buildings.some((b) => String(b.id) === id && b.type === key)) {
    return <Navigate to={isEconomyBuilding(key) ? '/village/economy' : `/village/${key}`} replace />;
  }
  const title = building ? t(`panels.names.building.${building.key}`) : t('villageBuilding.unknownTitle');
  return (
    // The economy buildings' pages sit under the Economy tab (their page), every other one under the Town hall.
    <VillagePageFrame tab={isEconomyBuilding(key) ? 'economy' : 'building'} title={title}>
      {data && gamedata && (building
        ? <BuildingBody data={data} gamedata={gamedata} building={building} />
        : (
          <section className="ak-vpage__section">
            <p className="ak-vpage__empty">{t('villageBuilding.unknown', { name: buildingName ?? '' })}</p>
            <Link className="ak-link" to="/village/town">{t('villageBuilding.toTown')}</Link>
          </section>
        ))}
    </VillagePageFrame>
  );
}

function BuildingBody({ data, gamedata, building: b }: { data: VillageResponse; gamedata: GamedataResponse; building: GamedataBuilding }) {
  const t = useText();
  const researched = useResearched();
  const view = useVillageEconomy(data, gamedata, researched);
  const actions = useEconomyActions();
  const finished = useFinished();
  const s = view.statusOf(b);
  const tierMax = s.maxLevel;
  return (
    <>
      <section className="ak-vpage__section ak-bpage__intro" aria-label={t('villageBuilding.about')}>
        <div className="ak-bpage__hero">
          <Icon name={iconFor('building', b.key)} size="64px" />
          <div>
            <p className="ak-bpage__desc">{b.description}</p>
            <ul className="ak-bpage__chips">
              <li>{b.district ? t('villageBuilding.district', { name: t(`panels.names.district.${b.district}`) }) : t('villageBuilding.core')}</li>
              <li>{t('villageBuilding.fromTier', { tier: t(`tiers.${b.tier}`) })}</li>
              {b.research && <li>{t('villageBuilding.research', { name: t(`research.${b.research}`) })}</li>}
              <li>{t('villageBuilding.maxHere', { level: tierMax, max: b.maxLevel })}</li>
            </ul>
          </div>
        </div>
      </section>
      <div className="ak-bpage__status">
        <BuildingCard building={b} status={s} production={view.production} speed={gamedata.speed} stock={view.stock}
          withBuilders={actions.withBuilders} onQueue={finished ? undefined : () => actions.queueBuilding(s)} />
      </div>
      <LevelTable building={b} level={s.level} tierMax={tierMax} production={view.production} speed={gamedata.speed} />
    </>
  );
}

/** Every level: price, work (and its time at today's production), inhabitants and effects. */
function LevelTable({ building: b, level, tierMax, production, speed }: {
  building: GamedataBuilding; level: number; tierMax: number; production: number; speed: number;
}) {
  const t = useText();
  return (
    <section className="ak-vpage__section" aria-label={t('villageBuilding.levels')}>
      <h2><Icon name="ui:tier_up" />{t('villageBuilding.levels')}</h2>
      <div className="ak-table-scroll">
        <table className="ak-vpage__table ak-vpage__table--levels">
          <thead>
            <tr>
              <th scope="col">{t('villageBuilding.level')}</th>
              {(['wood', 'stone', 'iron', 'food'] as const).map((r) => (
                <th key={r} scope="col"><Icon name={`resource:${r}`} title={t(`resources.${r}`)} /></th>
              ))}
              <th scope="col">{t('villageBuilding.time')}</th>
              <th scope="col"><Icon name="resource:population" title={t('resources.population')} /></th>
              <th scope="col">{t('villageBuilding.effect')}</th>
            </tr>
          </thead>
          <tbody>
            {b.levels.map((l) => {
              const secs = workSeconds(l.work, production);
              const cls = [l.level === level ? 'is-current' : '', l.level > tierMax ? 'is-beyond' : ''].filter(Boolean).join(' ');
              return (
                <tr key={l.level} className={cls || undefined} aria-current={l.level === level ? 'true' : undefined}>
                  <th scope="row">{l.level}</th>
                  <td>{formatNumber(l.cost.wood)}</td>
                  <td>{formatNumber(l.cost.stone)}</td>
                  <td>{formatNumber(l.cost.iron)}</td>
                  <td>{formatNumber(l.cost.food)}</td>
                  <td>{secs === null ? '—' : formatDuration(secs)}</td>
                  <td>{formatNumber(l.population)}</td>
                  <td>{effectsAt(b, l.level, speed, t).join(' · ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="ak-vpage__note">{t('villageBuilding.levelsNote')}</p>
    </section>
  );
}
