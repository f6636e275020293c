import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../../../../client/app/session';
import { GameProvider } from '../../../../client/app/GameProvider';
import { fixtureVillage } from '../../../../stories/fixtures/game';

/**
 * The app's providers around `children` on /village, with a fresh query client that does not retry
 * (import this after mocking client/api/http with tests/unit/client/support/fixtureServer.ts).
 */
export function renderGame(children: ReactNode): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/village']}>
        <SessionProvider>
          <GameProvider>{children}</GameProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** The fixture player (id 7) logged in with a token valid for a day, the fixture village current. */
export function signInFixturePlayer(): void {
  localStorage.clear();
  localStorage.setItem('userTokens', JSON.stringify([{ user_id: 7, token: 't0ken', is_sitter: false }]));
  localStorage.setItem('expires', new Date(Date.now() + 86_400_000).toISOString());
  localStorage.setItem('currentUser', '7');
  localStorage.setItem('currentVillage', String(fixtureVillage.village.id));
}
