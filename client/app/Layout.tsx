import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, KingdomList, OptionsMenu, ResourcePanel, RightSidebar, TopMenu, VillagePanel } from '../panels';
import { QueueIndicator, queueCapacity } from '../panels/queue';
import { useAccount, useCurrentVillage, useGamedata, useProfile, useServerClock } from './state';
import { useOptionalSession } from './session';
import { Emblem } from './Emblem';
import { PushIndicator } from './push/PushIndicator';
import { usePushStatus } from './push/status';
import { useDrawers, type DrawerSide } from './useDrawers';
import { VillageQueue } from '../routes/village/VillageQueue';
import './shell.css';
import './ui.css';

/** Pages that draw edge to edge (the canvas map). */
const FLUSH = /^\/map(\/|$)/;

const DRAWER_ID: Record<DrawerSide, string> = { left: 'ak-drawer-left', right: 'ak-drawer-right' };

/** A top-bar button that opens a sidebar drawer (shown below 1280 px only, by shell.css). */
function DrawerButton({ side, label, icon, open, onToggle }: {
  side: DrawerSide; label: string; icon: 'ui:village' | 'ui:empire'; open: boolean;
  onToggle: (side: DrawerSide, from: HTMLElement) => void;
}) {
  return (
    <button type="button" className={`ak-shell__drawer-btn ak-shell__drawer-btn--${side}`} aria-label={label} title={label}
      aria-expanded={open} aria-controls={DRAWER_ID[side]} onClick={(e) => onToggle(side, e.currentTarget)}>
      <Icon name={icon} />
    </button>
  );
}

/**
 * The authenticated page frame (SPEC.md section 2): a top bar with the top menu (only with villages), the
 * queue indicator and the options menu; the left sidebar with the kingdom list, village panel, resource
 * panel and queue; the right sidebar; the page in between. Below 1280 px the sidebars are drawers opened
 * from the top bar, so the page comes first. Without villages (settings before spawning) only the top bar
 * remains.
 */
export function Layout() {
  const { t } = useTranslation();
  const gamedata = useGamedata();
  const { profile, reload } = useProfile();
  const { village: current, currentVillageId, selectVillage } = useCurrentVillage();
  const { clockSkewMs, gameFinished } = useServerClock();
  const { logout } = useAccount();
  // Always inside SessionProvider in the app; a story renders the frame of a playing account without one.
  const realSession = useOptionalSession();
  const session = realSession ?? { status: 'playing' as const };
  const pushStatus = usePushStatus();
  const { pathname, key: locationKey } = useLocation();
  const drawers = useDrawers(locationKey);
  const hasVillages = session.status === 'playing';
  const village = current?.village;
  const villageLoading = currentVillageId !== undefined && !current;
  const drawerClass = (side: DrawerSide) => drawers.open === side ? 'is-open' : '';
  // An opened drawer takes the focus, so the keyboard and a screen reader continue inside it.
  useEffect(() => {
    if (drawers.open) document.getElementById(DRAWER_ID[drawers.open])?.focus({ preventScroll: true });
  }, [drawers.open]);
  return (
    <div className={['ak-shell', hasVillages ? '' : 'ak-shell--bare'].filter(Boolean).join(' ')}>
      <a className="ak-visually-hidden" href="#ak-main">{t('app.skipToContent')}</a>
      <header className="ak-shell__top">
        {hasVillages && (
          <DrawerButton side="left" icon="ui:village" label={t('app.drawer.left')} open={drawers.open === 'left'} onToggle={drawers.toggle} />
        )}
        <Link to="/" className="ak-shell__brand" aria-label={t('app.title')}>
          <Emblem size={34} />
          <span className="ak-shell__brand-text">{t('app.title')}</span>
        </Link>
        <div className="ak-shell__nav">
          {hasVillages && profile && (
            <TopMenu reports={profile.profile.reports} messages={profile.profile.messages}
              mapCoords={village ? { x: village.x, y: village.y } : undefined} />
          )}
        </div>
        {hasVillages && (
          <QueueIndicator items={current?.buildQueue} capacity={village ? queueCapacity(gamedata?.tiers, village.tier) : undefined} clockSkewMs={clockSkewMs}>
            <VillageQueue />
          </QueueIndicator>
        )}
        {/* A story's frame has no session and so no push connection to show. */}
        {realSession && <PushIndicator status={pushStatus} />}
        <OptionsMenu onReload={reload} onLogout={logout} />
        {hasVillages && (
          <DrawerButton side="right" icon="ui:empire" label={t('app.drawer.right')} open={drawers.open === 'right'} onToggle={drawers.toggle} />
        )}
      </header>
      {hasVillages && drawers.open && <div className="ak-shell__backdrop" aria-hidden="true" onClick={drawers.close} />}
      {hasVillages && (
        <aside id={DRAWER_ID.left} tabIndex={-1} className={['ak-shell__left', drawerClass('left')].filter(Boolean).join(' ')} aria-label={t('nav.village')}>
          <KingdomList
            villages={profile?.villages ?? []}
            objectives={profile?.objectives ?? []}
            currentVillageId={currentVillageId}
            onSelectVillage={selectVillage}
            loading={!profile}
          />
          <VillagePanel village={village} clockSkewMs={clockSkewMs} loading={villageLoading} />
          <ResourcePanel village={village} clockSkewMs={clockSkewMs} loading={villageLoading} />
          <VillageQueue />
        </aside>
      )}
      <main id="ak-main" className={['ak-shell__main', FLUSH.test(pathname) ? 'ak-shell__main--flush' : ''].filter(Boolean).join(' ')}>
        <Suspense fallback={<div className="ak-shell__pending" role="status"><span className="ak-spinner" aria-hidden="true" /></div>}>
          <Outlet />
        </Suspense>
      </main>
      {hasVillages && (
        <aside id={DRAWER_ID.right} tabIndex={-1} className={['ak-shell__right', drawerClass('right')].filter(Boolean).join(' ')} aria-label={t('nav.empire')}>
          <RightSidebar profile={profile?.profile} finished={profile?.game_finished || gameFinished} loading={!profile} />
        </aside>
      )}
    </div>
  );
}
