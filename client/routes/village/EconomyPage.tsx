import { useFinished } from '../../app/hooks/useFinished';
import { useCurrentVillage, useGamedata, useServerClock } from '../../app/state';
import { Icon } from '../../panels/Icon';
import { formatDuration, formatNumber, formatPercent, formatSigned } from '../../i18n/format';
import { effectiveRate, rateBreakdown, secondsUntilLimit, villageTracks, type StoredResource } from '../../panels/resourceTicking';
import { useNow } from '../../panels/useNow';
import { useText } from '../../panels/text';
import type { GamedataResponse, VillageResponse } from '../../../server/contract';
import { BuildingCard } from './BuildingCard';
import { ECONOMY_BUILDINGS } from './effects';
import { ResourceSources } from './ResourceSources';
import { useEconomyActions } from './useEconomy';
import { useVillageEconomy } from './useVillageEconomy';
import { VillagePageFrame } from './VillagePageFrame';

const PRODUCES: Record<string, StoredResource> = { forester: 'wood', quarry: 'stone', iron_mine: 'iron', farm: 'food' };

/** /village and /village/economy (villageEconomy): the four primary buildings and where each resource comes from. */
export default function EconomyPage() {
  const { village } = useCurrentVillage();
  const t = useText();
  const gamedata = useGamedata();
  return (
    <VillagePageFrame tab="economy" title={t('villagePages.tabs.economy')}>
      {village && gamedata && <EconomyBody data={village} gamedata={gamedata} />}
    </VillagePageFrame>
  );
}

function EconomyBody({ data, gamedata }: { data: VillageResponse; gamedata: GamedataResponse }) {
  const t = useText();
  const view = useVillageEconomy(data, gamedata);
  const actions = useEconomyActions();
  const finished = useFinished();
  const v = data.village;
  return (
    <>
      <section className="ak-vpage__section" aria-label={t('villageEconomy.buildings')}>
        <h2><Icon name="resource:all" />{t('villageEconomy.buildings')}</h2>
        <div className="ak-vpage__cards">
          {ECONOMY_BUILDINGS.map((key) => {
            const b = gamedata.buildings.find((x) => x.key === key);
            if (!b) return null;
            const r = PRODUCES[key];
            const rate = r === 'food' ? effectiveRate(v.prod_food, v.impr_food) : effectiveRate(v[`prod_${r}`], v[`impr_${r}`]);
            const status = view.statusOf(b);
            return (
              <BuildingCard key={key} building={b} status={status} production={view.production} speed={gamedata.speed}
                stock={view.stock} withBuilders={actions.withBuilders}
                summary={t('villageEconomy.produces', { amount: formatNumber(rate), resource: t(`resources.${r}`) })}
                onQueue={finished ? undefined : () => actions.queueBuilding(status)} />
            );
          })}
        </div>
      </section>
      <ResourceTable data={data} />
    </>
  );
}

/** Per resource: base per hour, bonus, food deductions, net per hour, storage and the time until full (or empty). */
function ResourceTable({ data }: { data: VillageResponse }) {
  const t = useText();
  const { clockSkewMs } = useServerClock();
  const now = useNow(clockSkewMs);
  const v = data.village;
  const tracks = villageTracks(v);
  const rows: StoredResource[] = ['wood', 'stone', 'iron', 'food'];
  return (
    <section className="ak-vpage__section" aria-label={t('villageEconomy.breakdown')}>
      <h2><Icon name="resource:production" />{t('villageEconomy.breakdown')}</h2>
      <div className="ak-table-scroll">
        <table className="ak-vpage__table">
          <thead>
            <tr>
              <th scope="col">{t('villageEconomy.resource')}</th>
              <th scope="col">{t('villageEconomy.base')}</th>
              <th scope="col">{t('villageEconomy.bonus')}</th>
              <th scope="col">{t('villageEconomy.upkeep')}</th>
              <th scope="col">{t('villageEconomy.net')}</th>
              <th scope="col">{t('villageEconomy.storage')}</th>
              <th scope="col">{t('villageEconomy.limit')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const b = rateBreakdown(v, r);
              const left = secondsUntilLimit(tracks[r], now);
              const upkeep = r === 'food' ? (b.population ?? 0) + (b.consumption ?? 0) : 0;
              const draining = r === 'food' && b.net < 0;
              return (
                <tr key={r}>
                  <th scope="row"><Icon name={`resource:${r}`} />{t(`resources.${r}`)}</th>
                  <td>{formatNumber(b.base)}{t('panels.common.perHour')}</td>
                  <td>{formatPercent(b.bonus)}</td>
                  <td>{r === 'food' ? `-${formatNumber(upkeep)}` : '—'}</td>
                  <td className={b.net < 0 ? 'is-minus' : undefined}>{formatSigned(b.net)}{t('panels.common.perHour')}</td>
                  <td>{formatNumber(r === 'food' ? v.store_food : v.store_res)}</td>
                  <td className={left === 0 || draining ? 'is-warn' : undefined}>
                    {left === null ? '—' : left === 0 ? t(draining ? 'villageEconomy.empty' : 'villageEconomy.full')
                      : `${t(draining ? 'villageEconomy.emptyIn' : 'villageEconomy.fullIn')} ${formatDuration(left)}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3 className="ak-vpage__subhead">{t('villageEconomy.sources')}</h3>
      <ResourceSources villageId={v.id} computedAt={v.computed_at} />
      <p className="ak-vpage__note">
        {t('villageEconomy.upkeepNote', { population: formatNumber(v.population), consumption: formatNumber(v.consumption) })}
      </p>
      <dl className="ak-vpage__facts">
        <div><dt><Icon name="resource:production" />{t('resources.production')}</dt><dd>{formatNumber(effectiveRate(v.production, v.impr_production))}{t('panels.common.perHour')}</dd></div>
        <div><dt><Icon name="resource:science" />{t('resources.science')}</dt><dd>{formatNumber(effectiveRate(v.science, v.impr_science))}{t('panels.common.perHour')}</dd></div>
        <div><dt><Icon name="resource:culture" />{t('resources.culture')}</dt><dd>{formatNumber(effectiveRate(v.culture, v.impr_culture))}{t('panels.common.perHour')}</dd></div>
        <div><dt><Icon name="resource:population" />{t('resources.population')}</dt><dd>{formatNumber(v.population)}</dd></div>
      </dl>
    </section>
  );
}
