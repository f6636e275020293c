import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RankHistory, ServerStatistics } from '../../api/statistics';
import { formatDate, formatNumber } from '../../i18n/format';
import { Icon } from '../../panels/Icon';
import type { IconName } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { StatsState } from './StatsState';
import { UpdatedAgo } from './UpdatedAgo';
import { ageParts, dayOf, growthSeries, historySeries, weekInMonth } from './statisticsRules';

/** uPlot comes with the first chart on screen, not with the page (nor the map). */
const LineChart = lazy(() => import('./LineChart'));

type Totals = ServerStatistics['totals'];
const TOTAL_ICONS: Record<keyof Totals, IconName> = {
  players: 'ui:member', kingdoms: 'ui:kingdom', villages: 'ui:village', empires: 'ui:empire', population: 'resource:population',
  land: 'ui:tile', pvp_kills: 'stat:attack', pve_kills: 'stat:melee', events: 'tile:monument', resources: 'resource:all', medals: 'ui:medal',
};
const TOTALS = Object.keys(TOTAL_ICONS) as (keyof Totals)[];

export interface ServerPanelProps {
  data?: ServerStatistics;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  clockSkewMs?: number;
  /** The viewer's kingdom: a link on its row of the standings. */
  selfId?: number;
}

/**
 * The server tab (GAME.md section 10): the world's phase, age, week and speed, its totals as a grid of
 * figures, the growth chart, and the standings (the first Empires by prestige and kingdoms overall) —
 * once the world is finished, the winner and the final standings.
 */
export function ServerPanel({ data, loading, error, onRetry, clockSkewMs, selfId }: ServerPanelProps) {
  const t = useText();
  return (
    <div className="ak-stats__server" data-testid="statistics-server">
      <section className="ak-vpage__section" aria-label={t('statistics.server.title')}>
        <div className="ak-stats__head">
          <h2><Icon name="ui:statistics" />{t('statistics.server.title')}</h2>
          {data && <UpdatedAgo at={data.refreshed_at} clockSkewMs={clockSkewMs} />}
        </div>
        <StatsState loading={loading || (!data && !error)} error={error} onRetry={onRetry}>
          {data && <ServerFigures data={data} />}
        </StatsState>
      </section>
      {data && data.phase === 'finished' && <Winner data={data} />}
      {data && <Growth data={data} />}
      {data && <Standings data={data} selfId={selfId} />}
    </div>
  );
}

function ServerFigures({ data }: { data: ServerStatistics }) {
  const t = useText();
  const age = ageParts(data.age_ms);
  const mw = weekInMonth(data.week);
  const facts: [string, IconName, ReactNode][] = [
    ['phase', 'ui:clock', t(`statistics.server.phases.${data.phase}`)],
    ['age', 'ui:timer', t('statistics.server.ageValue', { days: age.days, hours: age.hours })],
    ['week', 'ui:medal', <>{t('statistics.server.weekValue', { week: data.week })}<small className="ak-stats__sub">{t('statistics.server.monthWeek', { month: mw.month, week: mw.week })}</small></>],
    ['speed', 'stat:speed', t('statistics.server.speedValue', { speed: data.speed })],
  ];
  return (
    <>
      <dl className="ak-vpage__facts ak-stats__facts">
        {facts.map(([k, icon, v]) => <div key={k}><dt><Icon name={icon} />{t(`statistics.server.${k}`)}</dt><dd>{v}</dd></div>)}
      </dl>
      <h3 className="ak-stats__subhead">{t('statistics.server.totals')}</h3>
      <dl className="ak-vpage__facts ak-stats__totals" data-testid="statistics-totals">
        {TOTALS.map((k) => <div key={k}><dt><Icon name={TOTAL_ICONS[k]} />{t(`statistics.totals.${k}`)}</dt><dd>{formatNumber(data.totals[k])}</dd></div>)}
      </dl>
    </>
  );
}

function Winner({ data }: { data: ServerStatistics }) {
  const t = useText();
  return (
    <section className="ak-vpage__section ak-stats__winner" data-testid="statistics-winner">
      <h2><Icon name="ui:finished" />{t('statistics.server.finished')}</h2>
      {data.finished_at && <p className="ak-vpage__note">{t('statistics.server.finishedAt', { date: formatDate(data.finished_at) })}</p>}
      {data.winner
        ? <p className="ak-stats__winner-name">
            <Icon name="ui:milestone" size="2em" />
            {data.winner.empire_id !== null
              ? <Link to={`/empire/${data.winner.empire_id}`}>{`${data.winner.name} [${data.winner.name_short}]`}</Link>
              : <span>{`${data.winner.name} [${data.winner.name_short}]`}</span>}
            <span>{t('statistics.server.winnerPrestige', { prestige: formatNumber(data.winner.prestige) })}</span>
          </p>
        : <p className="ak-vpage__empty">{t('statistics.server.noWinner')}</p>}
    </section>
  );
}

/** Players, villages and population per day (population on its own axis: it is counted in thousands). */
function Growth({ data }: { data: ServerStatistics }) {
  const t = useText();
  // Today's point is the world now (the server wrote today's row at the day's first refresh).
  const [x, players, villages, population] = useMemo(() => growthSeries(data.growth, data.growth.length === 0 ? undefined
    : { day: dayOf(Date.parse(data.now)), players: data.totals.players, villages: data.totals.villages, population: data.totals.population }), [data]);
  const lines = useMemo(() => [
    { label: t('statistics.totals.players'), values: players, colorVar: '--gold' },
    { label: t('statistics.totals.villages'), values: villages, colorVar: '--parchment' },
    { label: t('statistics.totals.population'), values: population, colorVar: '--aether', axis: 'right' as const },
  ], [t, players, villages, population]);
  return (
    <section className="ak-vpage__section" aria-label={t('statistics.server.growth')} data-testid="statistics-growth">
      <h2><Icon name="ui:village" />{t('statistics.server.growth')}</h2>
      {x.length === 0
        ? <p className="ak-vpage__empty">{t('statistics.server.growthEmpty')}</p>
        : <>
            <ChartBox><LineChart x={x} lines={lines} noCanvas={t('statistics.chart.noCanvas')} /></ChartBox>
            <p className="ak-visually-hidden">{t('statistics.server.growthSummary', {
              days: x.length, players: formatNumber(players.at(-1) ?? 0), villages: formatNumber(villages.at(-1) ?? 0), population: formatNumber(population.at(-1) ?? 0),
            })}</p>
          </>}
    </section>
  );
}

export function ChartBox({ children }: { children: ReactNode }) {
  const t = useText();
  return <Suspense fallback={<div className="ak-panel__state ak-panel__state--loading" role="status"><span className="ak-panel__skeleton" aria-hidden="true" /><span>{t('statistics.chart.loading')}</span></div>}>{children}</Suspense>;
}

function Standings({ data, selfId }: { data: ServerStatistics; selfId?: number }) {
  const t = useText();
  const finished = data.phase === 'finished';
  const empires = data.standings.empires.slice(0, 3);
  const kingdoms = data.standings.kingdoms.slice(0, 3);
  return (
    <section className="ak-vpage__section" aria-label={t(finished ? 'statistics.server.finalStandings' : 'statistics.server.standings')} data-testid="statistics-standings">
      <h2><Icon name="ui:statistics" />{t(finished ? 'statistics.server.finalStandings' : 'statistics.server.standings')}</h2>
      <div className="ak-stats__podiums">
        <div>
          <h3 className="ak-stats__subhead">{t('statistics.server.topEmpires')}</h3>
          {empires.length === 0 ? <p className="ak-vpage__empty">{t('statistics.server.noEmpires')}</p> : (
            <ol className="ak-stats__podium">
              {empires.map((e) => (
                <li key={e.id} className={`ak-stats__place ak-stats__place--${e.rank}`}>
                  <span className="ak-stats__place-rank">{e.rank}</span>
                  <Link to={`/empire/${e.id}`}>{e.name} <span className="ak-stats__short">[{e.name_short}]</span></Link>
                  <span className="ak-stats__place-value">{t('statistics.server.prestigeValue', { prestige: formatNumber(e.prestige) })}</span>
                </li>
              ))}
            </ol>
          )}
          <Link className="ak-stats__more" to="/statistics/empire?type=prestige">{t('statistics.server.allEmpires')}</Link>
        </div>
        <div>
          <h3 className="ak-stats__subhead">{t('statistics.server.topKingdoms')}</h3>
          {kingdoms.length === 0 ? <p className="ak-vpage__empty">{t('statistics.server.noKingdoms')}</p> : (
            <ol className="ak-stats__podium">
              {kingdoms.map((k) => (
                <li key={k.id} className={`ak-stats__place ak-stats__place--${k.rank}${k.id === selfId ? ' is-current' : ''}`}>
                  <span className="ak-stats__place-rank">{k.rank}</span>
                  <Link to={`/profile/${k.id}`}>{k.username}</Link>
                  <span className="ak-stats__place-value">{t('statistics.server.populationValue', { population: formatNumber(k.population) })}</span>
                </li>
              ))}
            </ol>
          )}
          <Link className="ak-stats__more" to="/statistics">{t('statistics.server.allKingdoms')}</Link>
        </div>
      </div>
    </section>
  );
}

export interface RankHistoryPanelProps {
  data?: RankHistory;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** The viewer's kingdom's overall rank per day (GET statistics/history), rank 1 drawn on top. */
export function RankHistoryPanel({ data, loading, error, onRetry }: RankHistoryPanelProps) {
  const t = useText();
  // Today's point is the rank now (the server wrote today's row at the day's first refresh).
  const { x, ranks, best } = useMemo(() => historySeries(data?.points ?? [],
    data && data.rank !== null && data.points.length > 0 ? { day: dayOf(Date.now()), rank: data.rank } : undefined), [data]);
  const lines = useMemo(() => [{ label: t('statistics.history.rank'), values: ranks, colorVar: '--gold' }], [t, ranks]);
  return (
    <section className="ak-vpage__section" aria-label={t('statistics.history.title')} data-testid="statistics-history">
      <h2><Icon name="ui:milestone" />{t('statistics.history.title')}</h2>
      <StatsState loading={loading || (!data && !error)} error={error} onRetry={onRetry}
        empty={data && data.points.length === 0 ? t('statistics.history.empty') : null}>
        {data && (
          <>
            <p className="ak-vpage__note">
              {data.rank !== null ? t('statistics.history.now', { rank: data.rank }) : t('statistics.history.notRanked')}
              {best !== null && <> · {t('statistics.history.best', { rank: best })}</>}
            </p>
            <ChartBox><LineChart x={x} lines={lines} invert height={180} noCanvas={t('statistics.chart.noCanvas')} /></ChartBox>
          </>
        )}
      </StatsState>
    </section>
  );
}
