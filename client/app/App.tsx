import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';
import { SessionProvider, useSession } from './session';
import { GameProvider } from './GameProvider';
import { AppRoutes } from './routes';
import { LoadingScreen } from './LoadingScreen';
import { OfflineScreen } from './OfflineScreen';
import { Toaster } from './Toaster';
import { FinishedAnnouncement } from './FinishedAnnouncement';
import { PushNotifications } from './notifications/PushNotifications';
import { loadingHoldMs, useLoadingScreen } from './loading';
import { useAccount, useCurrentVillage, useProfile, useServerClock } from './state';
import { useTranslation } from 'react-i18next';

/** The whole client: router, server state, session, client state (client/app/state), and the shell around the pages. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SessionProvider>
          <GameProvider>
            <Shell />
          </GameProvider>
        </SessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const session = useSession();
  const { currentVillageId, village, loading: gameLoading } = useCurrentVillage();
  const { profileError, reload } = useProfile();
  const { logout } = useAccount();
  const { status, server, context } = session;
  const { server: serverState } = useServerClock();
  // Decided once at start: with no stored session the loading screen is held 3 s.
  const [holdMs] = useState(() => loadingHoldMs(context.stored === 'valid'));
  const busy = server === 'connecting' || status === 'loading' || status === 'reloading' || status === 'loadingProfile'
    || (status === 'playing' && currentVillageId !== undefined && !village && gameLoading);
  const loading = useLoadingScreen(busy && server !== 'offline' && !profileError, holdMs);

  if (status === 'loadingProfile' && profileError) {
    return (
      <>
        <OfflineScreen title={t('app.profileErrorTitle')} text={t('app.profileErrorText')} onRetry={reload} onLogout={logout} />
        <Toaster />
      </>
    );
  }
  if (server === 'offline') {
    return (
      <>
        <OfflineScreen onRetry={() => session.send({ type: 'RETRY' })} />
        <Toaster />
      </>
    );
  }
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <AppRoutes />
      </Suspense>
      {loading && <LoadingScreen message={session.authenticated || context.stored === 'valid' ? undefined : t('app.loadingNoSession')} />}
      {!loading && context.gameFinished && !context.announcementDismissed && (
        <FinishedAnnouncement winner={serverState?.winner} onDismiss={() => session.send({ type: 'DISMISS_ANNOUNCEMENT' })} />
      )}
      <Toaster />
      <PushNotifications />
    </>
  );
}
