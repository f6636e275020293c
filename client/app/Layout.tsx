import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KingdomList, OptionsMenu, ResourcePanel, RightSidebar, TopMenu, VillagePanel } from '../panels';
import { useAccount, useCurrentVillage, useProfile, useServerClock } from './state';
import { useSession } from './session';
import { Emblem } from './Emblem';
import { VillageQueue } from '../routes/village/VillageQueue';
import './shell.css';
import './ui.css';

/** Pages that draw edge to edge (the canvas map). */
const FLUSH = /^\/map(\/|$)/;

/**
 * The authenticated page frame (SPEC.md section 2): a top bar with the top menu (only with villages) and
 * the options menu; the left sidebar with the kingdom list, village panel and resource panel; the right
 * sidebar; the page in between. Without villages (settings before spawning) only the top bar remains.
 */
export function Layout() {
  const { t } = useTranslation();
  const { profile, reload } = useProfile();
  const { village: current, currentVillageId, selectVillage } = useCurrentVillage();
  const { clockSkewMs, gameFinished } = useServerClock();
  const { logout } = useAccount();
  const session = useSession();
  const { pathname } = useLocation();
  const hasVillages = session.status === 'playing';
  const village = current?.village;
  const villageLoading = currentVillageId !== undefined && !current;
  return (
    <div className={['ak-shell', hasVillages ? '' : 'ak-shell--bare'].filter(Boolean).join(' ')}>
      <a className="ak-visually-hidden" href="#ak-main">{t('app.skipToContent')}</a>
      <header className="ak-shell__top">
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
        <OptionsMenu onReload={reload} onLogout={logout} />
      </header>
      {hasVillages && (
        <aside className="ak-shell__left" aria-label={t('nav.village')}>
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
        <aside className="ak-shell__right" aria-label={t('nav.empire')}>
          <RightSidebar profile={profile?.profile} finished={profile?.game_finished || gameFinished} loading={!profile} />
        </aside>
      )}
    </div>
  );
}
