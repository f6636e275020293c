import { Link } from 'react-router';
import type { EmpireProfile } from '../../api/empires';
import { Icon } from '../../panels/Icon';
import { MedalList, StatisticsFacts, VictoryPointIcon } from '../../panels/medals';
import { useText } from '../../panels/text';
import { formatNumber } from '../../i18n/format';
import { ProgressBar } from '../../panels/ProgressBar';

/**
 * An Empire's ranks (overall: population; the race for victory: prestige; null before its first refresh)
 * with a link to the Empire rankings, its weekly medals (newest first) and its statistics block, from
 * GET empires/{id}. Shown on the statistics tab and on the public Empire profile.
 */
export function EmpireRanksPanel({ data }: { data: EmpireProfile }) {
  const t = useText();
  const rank = (r: number | null | undefined, key: string) => (
    <div data-testid={`empire-rank-${key}`}>
      <dt><Icon name={key === 'overall' ? 'ui:statistics' : 'ui:milestone'} />{t(`empire.ranks.${key}`)}</dt>
      <dd>{r === null || r === undefined
        ? <span className="ak-empire__unranked" title={t('empire.ranks.notRankedHint')}>{t('empire.ranks.notRanked')}</span>
        : t('empire.ranks.value', { rank: formatNumber(r) })}</dd>
    </div>
  );
  return (
    <section className="ak-vpage__section" aria-label={t('empire.ranks.title')} data-testid="empire-ranks">
      <h2><Icon name="ui:medal" />{t('empire.ranks.title')}</h2>
      <dl className="ak-vpage__facts">
        {rank(data.rank?.overall, 'overall')}
        {rank(data.rank?.prestige, 'prestige')}
      </dl>
      <Link className="ak-btn ak-empire__to-rankings" to="/statistics/empire" data-testid="empire-to-rankings">
        <Icon name="ui:statistics" />{t('empire.ranks.toRankings')}
      </Link>
      <h3 className="ak-empire__subhead">{t('empire.ranks.medals')}</h3>
      <MedalList medals={data.medals} emptyText={t('empire.ranks.noMedals')} size={32} />
      <h3 className="ak-empire__subhead">{t('empire.ranks.statistics')}</h3>
      <StatisticsFacts statistics={data.statistics} />
      <p className="ak-vpage__note">{t('empire.ranks.statisticsNote')}</p>
    </section>
  );
}

/** The statistics tab: the Empire's ranks, medals and statistics, then the members' own figures with their sums. */
export function EmpireStatisticsPanel({ data }: { data: EmpireProfile }) {
  const t = useText();
  const members = [...data.members].sort((a, b) => b.population - a.population || a.username.localeCompare(b.username));
  const villages = members.reduce((s, m) => s + m.villages, 0);
  return (
    <div className="ak-empire__stack">
      <EmpireRanksPanel data={data} />
      <section className="ak-vpage__section" aria-label={t('empire.statistics.title')} data-testid="empire-statistics">
        <h2><Icon name="ui:member" />{t('empire.statistics.title')}</h2>
        <div className="ak-table-scroll">
          <table className="ak-vpage__table">
            <thead>
              <tr>
                <th scope="col">{t('empire.home.kingdom')}</th>
                <th scope="col">{t('empire.home.villages')}</th>
                <th scope="col">{t('empire.home.population')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.user_id}>
                  <th scope="row"><Icon name={`empire:${m.role}`} />{m.username}</th>
                  <td>{formatNumber(m.villages)}</td>
                  <td>{formatNumber(m.population)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('empire.statistics.total')}</th>
                <td>{formatNumber(villages)}</td>
                <td>{formatNumber(data.empire.population)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  );
}

/** The prestige_by_type rows, each with its frame of the victory point sprite. */
const PRESTIGE_ROWS = ['landmark', 'monument', 'artifact', 'vps'] as const;

/**
 * The victory points tab: the Empire's prestige by kind (GET empires/{id}'s prestige_by_type) and how far it
 * is from the prestige that wins the world (GET /api's victoryPoints, when read); an honest empty state
 * while it has none.
 */
export function EmpireVictoryPanel({ data, victoryPoints }: { data: EmpireProfile; victoryPoints?: number }) {
  const t = useText();
  const { prestige, prestige_by_type: byType } = data.empire;
  return (
    <section className="ak-vpage__section" aria-label={t('empire.victory.title')} data-testid="empire-victory">
      <h2><Icon name="ui:milestone" />{t('empire.victory.title')}</h2>
      <dl className="ak-vpage__facts">
        <div><dt><Icon name="ui:milestone" />{t('empire.home.prestige')}</dt><dd data-testid="empire-prestige">{formatNumber(prestige)}</dd></div>
        {victoryPoints !== undefined && (
          <div><dt><Icon name="ui:finished" />{t('empire.victory.needed')}</dt><dd data-testid="empire-victory-points">{formatNumber(victoryPoints)}</dd></div>
        )}
      </dl>
      {victoryPoints !== undefined && (
        <ProgressBar value={prestige} max={victoryPoints} label={t('empire.victory.progress')} detail="fraction" />
      )}
      {prestige === 0
        ? <div className="ak-panel__state ak-panel__state--empty">{t('empire.victory.empty')}</div>
        : (
          <div className="ak-table-scroll">
            <table className="ak-vpage__table" data-testid="empire-prestige-by-type">
              <thead>
                <tr>
                  <th scope="col">{t('empire.victory.source')}</th>
                  <th scope="col">{t('empire.home.prestige')}</th>
                </tr>
              </thead>
              <tbody>
                {PRESTIGE_ROWS.map((type) => (
                  <tr key={type} data-vp-row={type}>
                    <th scope="row"><VictoryPointIcon type={type} size={24} className="ak-empire__vp" />{t(`empire.victory.types.${type}`)}</th>
                    <td>{formatNumber(byType[type])}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('empire.statistics.total')}</th>
                  <td>{formatNumber(prestige)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      <p className="ak-vpage__note">{t('empire.victory.how')}</p>
    </section>
  );
}
