import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { empireRanking, kingdomRanking, statisticsKeys, type EmpireRanking as EmpireRankingResponse, type KingdomRankRow } from '../../api/statistics';
import { useServerClock } from '../../app/state';
import { formatNumber } from '../../i18n/format';
import { useText, type TextFn } from '../../panels/text';
import { RankingPanel, type RankingColumn } from './RankingPanel';
import {
  EMPIRE_RANKINGS, empireValueColumn, KINGDOM_RANKINGS, kingdomValueColumn, rankingSearchOf, rankingViewOf,
  type EmpireRanking, type KingdomRanking, type RankingView,
} from './statisticsRules';

/** The rank table is rebuilt once a minute: an open ranking follows it. */
const REFRESH_MS = 60_000;

/**
 * An Empire's ranking row. The ranking call carries rank, yesterday's rank, the ranked value, the viewer's
 * own row and the refresh time (issue 17); the fields are optional here so a row of the older Empire list
 * (members, population, villages, prestige only) still shows.
 */
export type EmpireRankRow = EmpireRankingResponse['items'][number] & { previous_rank?: number | null; value?: number };
export interface EmpireRankingData { total: number; items: EmpireRankRow[]; own?: EmpireRankRow | null; refreshed_at?: string | null }
export interface KingdomRankingData { total: number; items: KingdomRankRow[]; own: KingdomRankRow | null; refreshed_at: string | null }

interface PanelState<T extends string, D> {
  view: RankingView<T>;
  data?: D;
  loading?: boolean;
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onView?: (v: RankingView<T>) => void;
  clockSkewMs?: number;
}

const num = (n: number) => formatNumber(n);

function kingdomColumns(t: TextFn, type: KingdomRanking): RankingColumn<KingdomRankRow>[] {
  const cols: RankingColumn<KingdomRankRow>[] = [
    { key: 'kingdom', header: t('statistics.columns.kingdom'), name: true, cell: (r) => <Link to={`/profile/${r.id}`}>{r.username}</Link> },
    { key: 'empire', header: t('statistics.columns.empire'), text: true, cell: (r) => r.empire
      ? <Link to={`/empire/${r.empire.id}`} title={r.empire.name}>{`[${r.empire.name_short}]`}</Link>
      : <span className="ak-stats__none">{t('statistics.noEmpire')}</span> },
  ];
  if (kingdomValueColumn(type)) cols.push({ key: 'value', header: t(`statistics.rankings.${type}`), ranked: true, cell: (r) => num(r.value) });
  cols.push(
    { key: 'population', header: t('statistics.columns.population'), ranked: type === 'overall', cell: (r) => num(r.population) },
    { key: 'villages', header: t('statistics.columns.villages'), ranked: type === 'villages', cell: (r) => num(r.villages) },
    { key: 'medals', header: t('statistics.columns.medals'), ranked: type === 'medals', cell: (r) => num(r.medals) },
  );
  return cols;
}

function empireColumns(t: TextFn, type: EmpireRanking): RankingColumn<EmpireRankRow>[] {
  const cols: RankingColumn<EmpireRankRow>[] = [
    { key: 'empire', header: t('statistics.columns.empire'), name: true, cell: (r) => (
      <Link to={`/empire/${r.id}`}>{r.name} <span className="ak-stats__short">[{r.name_short}]</span></Link>
    ) },
  ];
  if (empireValueColumn(type)) cols.push({ key: 'value', header: t(`statistics.rankings.${type}`), ranked: true, cell: (r) => num(r.value ?? 0) });
  cols.push(
    { key: 'members', header: t('statistics.columns.members'), ranked: type === 'members', cell: (r) => num(r.members) },
    { key: 'population', header: t('statistics.columns.population'), ranked: type === 'overall', cell: (r) => num(r.population) },
    { key: 'villages', header: t('statistics.columns.villages'), ranked: type === 'villages', cell: (r) => num(r.villages) },
    { key: 'prestige', header: t('statistics.columns.prestige'), ranked: type === 'prestige', cell: (r) => num(r.prestige) },
  );
  return cols;
}

/** The kingdoms' ranking (the profiles tab) for a view, in its states. */
export function KingdomRankingPanel({ view, data, ...rest }: PanelState<KingdomRanking, KingdomRankingData>) {
  const t = useText();
  return (
    <RankingPanel scope="kingdoms" types={KINGDOM_RANKINGS} {...view} columns={kingdomColumns(t, view.type)}
      items={data?.items} total={data?.total} own={data?.own} refreshedAt={data ? data.refreshed_at : undefined} {...rest} />
  );
}

/** The Empires' ranking (the empire tab) for a view, in its states. */
export function EmpireRankingPanel({ view, data, ...rest }: PanelState<EmpireRanking, EmpireRankingData>) {
  const t = useText();
  return (
    <RankingPanel scope="empires" types={EMPIRE_RANKINGS} {...view} columns={empireColumns(t, view.type)}
      items={data?.items} total={data?.total} own={data?.own ?? null} refreshedAt={data ? data.refreshed_at ?? null : undefined} {...rest} />
  );
}

/** The view in the address (?type&page&limit), so a ranking page can be linked and survives a reload. */
function useRankingView<T extends string>(types: readonly T[]): [RankingView<T>, (v: RankingView<T>) => void] {
  const [search, setSearch] = useSearchParams();
  return [rankingViewOf(search, types), (v) => setSearch(rankingSearchOf(v, types))];
}

/** /statistics and /statistics/profiles: GET profiles?type&page&limit. */
export function KingdomRankingTab() {
  const t = useText();
  const { clockSkewMs } = useServerClock();
  const [view, setView] = useRankingView(KINGDOM_RANKINGS);
  const q = useQuery({
    queryKey: statisticsKeys.kingdoms(view.type, view.page, view.limit),
    queryFn: () => kingdomRanking(view.type, view.page, view.limit),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  return (
    <KingdomRankingPanel view={view} data={q.data} loading={q.isPending} fetching={q.isPlaceholderData && q.isFetching}
      error={q.error && !q.data ? t('statistics.kingdoms.loadError') : null} onRetry={() => void q.refetch()} onView={setView} clockSkewMs={clockSkewMs} />
  );
}

/** /statistics/empire: GET empires?type&page&limit. */
export function EmpireRankingTab() {
  const t = useText();
  const { clockSkewMs } = useServerClock();
  const [view, setView] = useRankingView(EMPIRE_RANKINGS);
  const q = useQuery({
    queryKey: statisticsKeys.empires(view.type, view.page, view.limit),
    queryFn: () => empireRanking(view.type, view.page, view.limit),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  const data = q.data as EmpireRankingData | undefined;
  return (
    <EmpireRankingPanel view={view} data={data} loading={q.isPending} fetching={q.isPlaceholderData && q.isFetching}
      error={q.error && !q.data ? t('statistics.empires.loadError') : null} onRetry={() => void q.refetch()} onView={setView} clockSkewMs={clockSkewMs} />
  );
}
