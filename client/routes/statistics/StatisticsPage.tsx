import { useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rankHistory, serverStatistics, statisticsKeys, weekStandings } from '../../api/statistics';
import { useProfile, useServerClock } from '../../app/state';
import { PageTabs, type PageTab } from '../../panels/PageTabs';
import type { IconName } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { NotFound } from '../misc/NotYetBuilt';
import { EmpireRankingTab, KingdomRankingTab } from './RankingTabs';
import { RankHistoryPanel, ServerPanel } from './ServerPanel';
import { WeekPanel } from './WeekPanel';
import { STATISTICS_TABS, statisticsPathOf, statisticsTabOf, type StatisticsTab } from './statisticsRules';
import '../village/village.css';
import './statistics.css';

const TAB_ICONS: Record<StatisticsTab, IconName> = { server: 'ui:statistics', profiles: 'ui:kingdom', empire: 'ui:empire', week: 'ui:medal' };

/** The server figures change with the rank refresh (once a minute). */
const REFRESH_MS = 60_000;

/** /statistics/* (SPEC.md section 2): the tabs server, profiles (the default), empire and week. */
export default function StatisticsRoute() {
  const route = statisticsTabOf(useParams()['*']);
  if ('notFound' in route) return <NotFound />;
  return <StatisticsPage tab={route.tab} />;
}

function StatisticsPage({ tab }: { tab: StatisticsTab }) {
  const t = useText();
  const tabs: PageTab[] = STATISTICS_TABS.map((k) => ({ key: k, label: t(`statistics.tabs.${k}`), to: statisticsPathOf(k), icon: TAB_ICONS[k] }));
  return (
    <div className="ak-vpage ak-stats">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{t('statistics.kicker')}</p>
        <h1 className="ak-vpage__title">{t('statistics.title')}</h1>
      </header>
      <PageTabs tabs={tabs} active={tab} label={t('statistics.tabsLabel')} />
      {tab === 'server' ? <ServerTab /> : tab === 'empire' ? <EmpireRankingTab /> : tab === 'week' ? <WeekTab /> : <KingdomRankingTab />}
    </div>
  );
}

function ServerTab() {
  const t = useText();
  const { clockSkewMs } = useServerClock();
  const selfId = useProfile().profile?.profile.id;
  const q = useQuery({ queryKey: statisticsKeys.server, queryFn: serverStatistics, refetchInterval: REFRESH_MS });
  const h = useQuery({ queryKey: statisticsKeys.history('kingdom', selfId ?? 0), queryFn: () => rankHistory('kingdom', selfId!), enabled: selfId !== undefined });
  return (
    <div className="ak-stats__split">
      <ServerPanel data={q.data} loading={q.isPending} error={q.error && !q.data ? t('statistics.server.loadError') : null} onRetry={() => void q.refetch()}
        clockSkewMs={clockSkewMs} selfId={selfId} />
      <RankHistoryPanel data={h.data} loading={h.isPending} error={h.error ? t('statistics.history.loadError') : null} onRetry={() => void h.refetch()} />
    </div>
  );
}

function WeekTab() {
  const t = useText();
  const { clockSkewMs } = useServerClock();
  const profile = useProfile().profile?.profile;
  const [search, setSearch] = useSearchParams();
  const raw = search.get('week');
  const week = raw !== null && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
  const q = useQuery({ queryKey: statisticsKeys.week(week), queryFn: () => weekStandings(week), placeholderData: keepPreviousData, refetchInterval: week === undefined ? REFRESH_MS : false });
  return (
    <WeekPanel data={q.data} loading={q.isPending} error={q.error && !q.data ? t('statistics.week.loadError') : null} onRetry={() => void q.refetch()}
      week={week} onWeek={(w) => setSearch(w === undefined ? {} : { week: String(w) })} clockSkewMs={clockSkewMs}
      onEnded={() => void q.refetch()} selfId={profile?.id} ownEmpireId={profile?.empire} />
  );
}
