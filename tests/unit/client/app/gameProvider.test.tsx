// @vitest-environment jsdom
// GameProvider (client/app/GameProvider.tsx) feeds each slice of client state from its own memoised value:
// making another village current re-renders the current village's readers, not the game tables' ones.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { fixtureOtherVillages, fixtureProfile, fixtureVillage } from '../../../../stories/fixtures/game';
import { economyGamedata } from '../../../../stories/economy/fixtures';
import { answers } from '../support/fixtureServer';
import { renderGame, signInFixturePlayer } from '../support/renderGame';
import { useCurrentVillage, useGamedata, useProfile } from '../../../../client/app/state';

vi.mock('../../../../client/api/http', async () => (await import('../support/fixtureServer')).fakeHttp());

for (const v of [fixtureVillage, ...fixtureOtherVillages]) answers[`villages/${v.village.id}`] = v;

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

beforeEach(signInFixturePlayer);
afterEach(() => { cleanup(); localStorage.clear(); });

describe('GameProvider', () => {
  it('re-renders only the current village readers when another village becomes current', async () => {
    const client = renderGame(<><GamedataReader /><VillageReader /><ProfileReader /></>);
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
