// @vitest-environment jsdom
// GameProvider (client/app/GameProvider.tsx) feeds each slice of client state from its own memoised value:
// making another village current re-renders the current village's readers, not the game tables' ones.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fixtureOtherVillages, fixtureProfile, fixtureServer, fixtureVillage } from '../../../../stories/fixtures/game';
import { economyGamedata } from '../../../../stories/economy/fixtures';

/** The server, answered from the fixtures by path. */
const answers: Record<string, unknown> = {
  '': fixtureServer,
  user: { id: 7, username: 'Aldric', is_sitter: false },
  'profiles/user': fixtureProfile,
  'user/gamedata': economyGamedata,
};
for (const v of [fixtureVillage, ...fixtureOtherVillages]) answers[`villages/${v.village.id}`] = v;

vi.mock('../../../../client/api/http', () => {
  class ApiError extends Error {}
  const get = async (path: string) => {
    if (!(path in answers)) throw new Error(`no fixture for GET ${path}`);
    // A fresh copy per call, as a real answer is (react-query keeps the old object when it is equal).
    return structuredClone(answers[path]);
  };
  return {
    ApiError,
    configureApi: () => {},
    request: (_m: string, path: string) => get(path),
    api: { get, post: async () => ({}), put: async () => ({}), del: async () => ({}) },
  };
});

const { SessionProvider } = await import('../../../../client/app/session');
const { GameProvider } = await import('../../../../client/app/GameProvider');
const { useCurrentVillage, useGamedata, useProfile } = await import('../../../../client/app/state');

const renders = { gamedata: 0, village: 0, profile: 0 };
let select: (id: number) => void = () => {};

function GamedataReader() {
  renders.gamedata++;
  return <p>units {useGamedata()?.units.length ?? 'none'}</p>;
}
function VillageReader() {
  renders.village++;
  const { village, selectVillage } = useCurrentVillage();
  select = selectVillage;
  return <p>village {village?.village.name ?? 'none'}</p>;
}
function ProfileReader() {
  renders.profile++;
  return <p>villages {useProfile().profile?.villages.length ?? 'none'}</p>;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('userTokens', JSON.stringify([{ user_id: 7, token: 't0ken', is_sitter: false }]));
  localStorage.setItem('expires', new Date(Date.now() + 86_400_000).toISOString());
  localStorage.setItem('currentUser', '7');
  localStorage.setItem('currentVillage', String(fixtureVillage.village.id));
});
afterEach(() => { cleanup(); localStorage.clear(); });

describe('GameProvider', () => {
  it('re-renders only the current village readers when another village becomes current', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/village']}>
          <SessionProvider>
            <GameProvider>
              <GamedataReader /><VillageReader /><ProfileReader />
            </GameProvider>
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText(`village ${fixtureVillage.village.name}`);
    await screen.findByText(`units ${economyGamedata.units.length}`);
    await screen.findByText(`villages ${fixtureProfile.villages.length}`);
    // Let the first round of queries settle before counting.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const before = { ...renders };

    const other = fixtureOtherVillages[1];
    act(() => select(other.village.id));
    await screen.findByText(`village ${other.village.name}`);
    await waitFor(() => expect(client.isFetching()).toBe(0));

    expect(renders.village).toBeGreaterThan(before.village);
    // The reload refetched the profile, but an equal answer keeps its slice (and the tables') as they were.
    expect(renders.gamedata).toBe(before.gamedata);
    expect(renders.profile).toBe(before.profile);
  });
});
