import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFinished } from '../../app/hooks/useFinished';
import { useAccount, useProfile, useServerClock } from '../../app/state';
import * as empires from '../../api/empires';
import { ApiError } from '../../api/http';
import { PageTabs, type PageTab } from '../../panels/PageTabs';
import { PanelFrame } from '../../panels/PanelFrame';
import type { IconName } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { NotFound } from '../misc/NotYetBuilt';
import { EmpireFeedPanel } from './EmpireFeedPanel';
import { EmpireStatisticsPanel, EmpireVictoryPanel } from './EmpireFiguresPanels';
import { PrestigeRace } from './PrestigeRacePanel';
import { EmpireHomePanel } from './EmpireHomePanel';
import { EmpireProfileView } from './EmpireProfileView';
import { EmpireSettingsPanel } from './EmpireSettingsPanel';
import { EMPIRE_TABS, empireRouteOf, powersOf, type EmpireTab, type Viewer } from './empireRules';
import { FoundEmpirePanel } from './FoundEmpirePanel';
import { ManagementPanel, type KingdomPreview } from './ManagementPanel';
import { UserInvitesPanel } from './UserInvitesPanel';
import { useEmpireActions } from './useEmpireActions';
import '../village/village.css';
import '../army/army.css';
import './empire.css';

const TAB_ICONS: Record<EmpireTab, IconName> = {
  home: 'ui:empire', statistics: 'ui:statistics', settings: 'ui:settings', management: 'ui:invites', victorypoints: 'ui:milestone', messages: 'ui:messages',
};

/** /empire and /empire/:id (SPEC.md section 2): the tabs of the own Empire, or (a number) an Empire's public profile. */
export default function EmpireRoute() {
  const route = empireRouteOf(useParams().id);
  if ('notFound' in route) return <NotFound />;
  if ('empireId' in route) return <EmpireProfileView key={route.empireId} id={route.empireId} />;
  return <EmpirePage tab={route.tab} />;
}

/** The viewer's kingdom and its Empire, as the page decides what to show and offer. */
interface Me { userId: number; empireId: number | null; readOnly: boolean }

function EmpirePage({ tab }: { tab: EmpireTab }) {
  const t = useText();
  const { profile, profileError, reload } = useProfile();
  const { user } = useAccount();
  const finished = useFinished();
  const tabs: PageTab[] = EMPIRE_TABS.map((k) => ({ key: k, label: t(`empire.tabs.${k}`), to: k === 'home' ? '/empire' : `/empire/${k}`, icon: TAB_ICONS[k] }));
  const p = profile?.profile;
  useFollowFeed(p?.empire_message);
  return (
    <div className="ak-vpage ak-empire">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{p?.empire_name ? `${p.empire_name} [${p.empire_name_short ?? ''}]` : t('empire.kicker')}</p>
        <h1 className="ak-vpage__title">{t('empire.title')}</h1>
      </header>
      <PageTabs tabs={tabs} active={tab} label={t('empire.tabsLabel')} />
      {!p
        ? <PanelFrame title={t('empire.title')} loading={!profileError} error={profileError ? t('empire.loadError') : null} onRetry={reload} />
        : <EmpireTabBody tab={tab} me={{ userId: p.id, empireId: p.empire, readOnly: Boolean(user?.isSitter) || finished }} />}
    </div>
  );
}

/**
 * The Empire's reads follow its feed: the profile (refreshed on its own and by Reload) carries the latest
 * Empire message, and a new one (a member joined, left or was kicked from another browser) reloads the
 * members and the feed. Without it the open page kept the members it first read until left.
 */
function useFollowFeed(latest: { created_at: string; type: string; value1: string | null } | null | undefined) {
  const client = useQueryClient();
  const mark = latest ? `${latest.created_at}|${latest.type}|${latest.value1 ?? ''}` : '';
  const seen = useRef(mark);
  useEffect(() => {
    if (seen.current === mark) return;
    seen.current = mark;
    void client.invalidateQueries({ queryKey: empires.empireQueryKey.all });
  }, [mark, client]);
}

function EmpireTabBody({ tab, me }: { tab: EmpireTab; me: Me }) {
  const t = useText();
  if (me.empireId === null) {
    if (tab === 'home') return <NoEmpireHome me={me} />;
    return (
      <section className="ak-vpage__section" data-testid="empire-none">
        <div className="ak-panel__state ak-panel__state--empty">{t('empire.none')}</div>
        <Link className="ak-btn" to="/empire">{t('empire.toHome')}</Link>
      </section>
    );
  }
  return <InEmpire tab={tab} me={me} empireId={me.empireId} />;
}

/** Home without an Empire: found one, or answer the invitations. */
function NoEmpireHome({ me }: { me: Me }) {
  const t = useText();
  const actions = useEmpireActions();
  const q = useQuery({ queryKey: empires.empireQueryKey.userInvites, queryFn: empires.userInvites });
  return (
    <div className="ak-vpage__split">
      <FoundEmpirePanel onFound={me.readOnly ? undefined : actions.found} />
      <UserInvitesPanel invites={q.data?.items} loading={q.isPending} error={q.error ? t('empire.invites.loadError') : null} onRetry={() => void q.refetch()}
        onAccept={me.readOnly ? undefined : actions.accept} onDecline={me.readOnly ? undefined : actions.decline} />
    </div>
  );
}

function InEmpire({ tab, me, empireId }: { tab: EmpireTab; me: Me; empireId: number }) {
  const t = useText();
  const actions = useEmpireActions();
  const q = useQuery({ queryKey: empires.empireQueryKey.empire(empireId), queryFn: () => empires.getEmpire(empireId) });
  // The prestige that wins (GET /api, read by the shell) for the victory points tab's progress.
  const victoryPoints = useServerClock().server?.victoryPoints;
  if (tab === 'messages') return <FeedView />;
  if (!q.data) return <PanelFrame title={t('empire.title')} loading={q.isPending} error={q.error ? t('empire.loadError') : null} onRetry={() => void q.refetch()} />;
  const data = q.data;
  const viewer: Viewer = data.members.find((m) => m.user_id === me.userId)?.role ?? 'outsider';
  const powers = powersOf(viewer, me.readOnly);
  switch (tab) {
    case 'management': return <ManagementView canInvite={powers.invite} />;
    case 'settings':
      return <EmpireSettingsPanel key={`${data.empire.name}|${data.empire.name_short}|${data.empire.description}`} empire={data.empire}
        onSave={powers.settings ? actions.saveSettings : undefined} />;
    case 'statistics': return <EmpireStatisticsPanel data={data} />;
    case 'victorypoints': return (
      <div className="ak-vpage__split">
        <EmpireVictoryPanel data={data} victoryPoints={victoryPoints} />
        <PrestigeRace ownEmpireId={empireId} victoryPoints={victoryPoints} />
      </div>
    );
    default:
      return <EmpireHomePanel data={data} selfId={me.userId} viewer={viewer} readOnly={me.readOnly}
        onAction={(a, m) => actions.member(a, m, data.empire.name)} />;
  }
}

/** Management: the invite form for the Emperor and officers (a profile link may name the kingdom: ?invite=42) and the open invites. */
function ManagementView({ canInvite }: { canInvite: boolean }) {
  const t = useText();
  const actions = useEmpireActions();
  const [search] = useSearchParams();
  const q = useQuery({ queryKey: empires.empireQueryKey.invites, queryFn: empires.empireInvites });
  // The kingdom typed into the invite form, looked up so the inviter sees its name and Empire.
  const [kingdomId, setKingdomId] = useState<number | undefined>();
  const k = useQuery({ queryKey: empires.kingdomQueryKey(kingdomId), queryFn: () => empires.kingdomProfile(kingdomId!), enabled: canInvite && kingdomId !== undefined, retry: false });
  const kingdom: KingdomPreview | undefined = kingdomId === undefined ? undefined
    : k.data ? { username: k.data.profile.username, empire: k.data.profile.empire?.name ?? null }
    : k.error instanceof ApiError && k.error.status === 404 ? 'missing' : k.isPending ? 'loading' : undefined;
  return (
    <ManagementPanel invites={q.data?.items} loading={q.isPending} error={q.error ? t('empire.management.loadError') : null} onRetry={() => void q.refetch()}
      initialKingdom={search.get('invite') ?? undefined} onKingdom={setKingdomId} kingdom={kingdom}
      onInvite={canInvite ? actions.invite : undefined} onRevoke={canInvite ? actions.revoke : undefined} />
  );
}

/** The feed, a page at a time; the page on screen stays while the next loads. */
function FeedView() {
  const t = useText();
  const [page, setPage] = useState(0);
  const q = useQuery({ queryKey: empires.empireQueryKey.messages(page), queryFn: () => empires.empireMessages(page), placeholderData: keepPreviousData });
  return (
    <EmpireFeedPanel items={q.data?.items} page={page} total={q.data?.total ?? 0} pageSize={q.data?.page_size ?? 20}
      loading={q.isPending} fetching={q.isPlaceholderData && q.isFetching} error={q.error ? t('error_empire_messages') : null}
      onRetry={() => void q.refetch()} onPage={setPage} />
  );
}
