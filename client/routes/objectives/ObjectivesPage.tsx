import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../api/objectives';
import { ApiError } from '../../api/http';
import { useFinished } from '../../app/hooks/useFinished';
import { useCurrentVillage, useGamedata, useProfile, useServerClock } from '../../app/state';
import { PageTabs, type PageTab } from '../../panels/PageTabs';
import { useNow } from '../../panels/useNow';
import { useText } from '../../panels/text';
import { ObjectivesListView } from './ObjectivesListView';
import { INCOMINGS_PAGE_SIZE, ObjectiveIncomingView, ObjectiveOverview, ObjectiveTitle } from './ObjectiveView';
import { sortOf, type ObjectiveSort } from './objectiveMath';
import { NotFound } from '../misc/NotYetBuilt';
import '../village/village.css';
import '../army/army.css';
import './objectives.css';

/** /map/objectives (SPEC.md section 2): every event and objective on the map, sortable (?sort=distance|type|deadline). */
export default function ObjectivesPage() {
  const t = useText();
  const [search, setSearch] = useSearchParams();
  const sort = sortOf(search.get('sort'));
  const current = useCurrentVillage().village?.village;
  const { clockSkewMs } = useServerClock();
  const q = useQuery({ queryKey: api.objectivesQueryKey, queryFn: api.mapObjectives });
  const client = useQueryClient();
  const onSort = (s: ObjectiveSort) => setSearch((prev) => { const n = new URLSearchParams(prev); if (s === 'distance') n.delete('sort'); else n.set('sort', s); return n; }, { replace: true });
  // The shell draws /map/* edge to edge (for the canvas): this page keeps the pages' padding itself (ak-objpage).
  return (
    <div className="ak-vpage ak-objpage">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{t('objectivePages.kicker')}</p>
        <h1 className="ak-vpage__title">{t('notBuilt.pages.mapObjectives')}</h1>
      </header>
      <ObjectivesListView objectives={q.data} loading={q.isPending} error={q.error ? t('objectivePages.loadError') : null} onRetry={() => void q.refetch()}
        sort={sort} onSort={onSort} from={current ? { x: current.x, y: current.y, name: current.name } : undefined} clockSkewMs={clockSkewMs}
        onZero={() => void client.invalidateQueries({ queryKey: api.objectivesQueryKey })} />
    </div>
  );
}

export const OBJECTIVE_TABS = ['overview', 'incoming'] as const;
export type ObjectiveTab = (typeof OBJECTIVE_TABS)[number];

/** /objective/{id}/{tab}: an unknown or missing tab is the overview. */
export function objectiveTabOf(path: string | undefined): ObjectiveTab {
  const first = (path ?? '').split('/')[0];
  return (OBJECTIVE_TABS as readonly string[]).includes(first!) ? (first as ObjectiveTab) : 'overview';
}

/** /objective/{id}: tabs overview (GET objectives/{id}?full=true) and incoming (GET objectives/{id}/incomings?page). */
export function ObjectivePage() {
  const params = useParams();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <ObjectiveBody key={id} id={id} tab={objectiveTabOf(params['*'])} />;
}

function ObjectiveBody({ id, tab }: { id: number; tab: ObjectiveTab }) {
  const t = useText();
  const { profile } = useProfile();
  const gamedata = useGamedata();
  const { clockSkewMs } = useServerClock();
  const finished = useFinished();
  const client = useQueryClient();
  const now = useNow(clockSkewMs);
  const [page, setPage] = useState(0);
  const q = useQuery({ queryKey: api.objectiveQueryKey(id), queryFn: () => api.objective(id, true) });
  const inc = useQuery({
    queryKey: api.objectiveIncomingsQueryKey(id, page), queryFn: () => api.objectiveIncomings(id, page),
    enabled: tab === 'incoming', placeholderData: keepPreviousData,
  });
  const total = inc.data?.total;
  // The list shrank (movements arrived): a page past its end becomes its last page.
  useEffect(() => {
    if (total === undefined || inc.isPlaceholderData) return;
    const last = Math.max(0, Math.ceil(total / INCOMINGS_PAGE_SIZE) - 1);
    if (page > last) setPage(last);
  }, [total, page, inc.isPlaceholderData]);
  const reload = () => void client.invalidateQueries({ queryKey: ['objectives', id] });
  const missing = q.error instanceof ApiError && q.error.status === 404;
  const o = q.data?.objective;
  const tabs: PageTab[] = OBJECTIVE_TABS.map((k) => ({ key: k, label: t(`objectives.${k}`), to: `/objective/${id}/${k}`, icon: k === 'incoming' ? 'ui:attack_alert' : 'ui:tile' }));
  const order = gamedata?.units.map((u) => u.key);
  return (
    <div className="ak-vpage">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{o ? t(o.category === 'event' ? 'objectivePages.category.event' : 'objectivePages.category.objective') : t('objectivePages.kicker')}</p>
        <h1 className="ak-vpage__title ak-obj__title"><ObjectiveTitle o={o} /></h1>
      </header>
      <PageTabs tabs={tabs} active={tab} label={t('objectivePages.tabsLabel')} />
      {tab === 'overview' ? (
        <ObjectiveOverview objective={o} loading={q.isPending} error={q.error ? t(missing ? 'refusals.objectives.notFound' : 'objectivePages.loadOneError') : null}
          onRetry={missing ? undefined : () => void q.refetch()} viewerId={profile?.profile.id} now={now} clockSkewMs={clockSkewMs} onZero={reload}
          order={order} finished={finished} />
      ) : (
        <ObjectiveIncomingView now={now} clockSkewMs={clockSkewMs} order={order} onArrived={reload}
          list={{ data: inc.data, loading: inc.isPending, fetching: inc.isPlaceholderData && inc.isFetching, error: inc.error ? t('objectivePages.incoming.loadError') : null,
            onRetry: () => void inc.refetch(), page, onPage: setPage }} />
      )}
    </div>
  );
}
