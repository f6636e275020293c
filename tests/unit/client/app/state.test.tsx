// @vitest-environment jsdom
// Client state in narrow hooks (client/app/state): a change to one slice re-renders that slice's readers only.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import {
  GameStateProvider, useAccount, useCurrentVillage, useGamedata, useProfile, useServerClock, type GameStateValues,
} from '../../../../client/app/state';
import { useFinished } from '../../../../client/app/hooks/useFinished';
import { fixtureOtherVillages, gameStateOf, makeGame } from '../../../../stories/fixtures/game';
import { economyGamedata } from '../../../../stories/economy/fixtures';

afterEach(() => { cleanup(); });

const renders = { gamedata: 0, village: 0, profile: 0, clock: 0, account: 0 };

function GamedataReader() {
  renders.gamedata++;
  const g = useGamedata();
  return <p>units {g?.units.length ?? 0}</p>;
}
function VillageReader() {
  renders.village++;
  const { village } = useCurrentVillage();
  return <p>village {village?.village.name ?? 'none'}</p>;
}
function ProfileReader() {
  renders.profile++;
  return <p>profile {useProfile().profile?.profile.username}</p>;
}
function ClockReader() {
  renders.clock++;
  return <p>skew {useServerClock().clockSkewMs}</p>;
}
function AccountReader() {
  renders.account++;
  return <p>user {useAccount().user?.username}</p>;
}

let selectSecond: () => void = () => {};
let skewBy: (ms: number) => void = () => {};

/** Holds the slices the way GameProvider does: each memoised on its own, replaced only when it changes. */
function Harness({ children }: { children: ReactNode }) {
  const [values, setValues] = useState<GameStateValues>(() => gameStateOf(makeGame({ gamedata: economyGamedata })));
  selectSecond = () => setValues((v) => ({
    ...v, currentVillage: { ...v.currentVillage, village: fixtureOtherVillages[1], currentVillageId: fixtureOtherVillages[1].village.id },
  }));
  skewBy = (ms) => setValues((v) => ({ ...v, serverClock: { ...v.serverClock, clockSkewMs: ms } }));
  return <GameStateProvider values={values}>{children}</GameStateProvider>;
}

describe('narrow client state', () => {
  it('re-renders only the readers of the slice that changed', () => {
    render(
      <Harness>
        <GamedataReader /><VillageReader /><ProfileReader /><ClockReader /><AccountReader />
      </Harness>,
    );
    expect(screen.getByText(`units ${economyGamedata.units.length}`)).toBeTruthy();
    const before = { ...renders };

    act(() => selectSecond());
    expect(screen.getByText(`village ${fixtureOtherVillages[1].village.name}`)).toBeTruthy();
    expect(renders.village).toBe(before.village + 1);
    // Changing the current village leaves the game tables', profile's, clock's and account's readers alone.
    expect(renders.gamedata).toBe(before.gamedata);
    expect(renders.profile).toBe(before.profile);
    expect(renders.clock).toBe(before.clock);
    expect(renders.account).toBe(before.account);

    act(() => skewBy(1500));
    expect(screen.getByText('skew 1500')).toBeTruthy();
    expect(renders.clock).toBe(before.clock + 1);
    expect(renders.village).toBe(before.village + 1);
    expect(renders.gamedata).toBe(before.gamedata);
  });

  it('reads a finished game from the profile or the server', () => {
    function Finished() { return <p>finished {String(useFinished())}</p>; }
    const game = makeGame();
    const { unmount } = render(<GameStateProvider values={gameStateOf(game)}><Finished /></GameStateProvider>);
    expect(screen.getByText('finished false')).toBeTruthy();
    unmount();
    render(<GameStateProvider values={gameStateOf(makeGame({ gameFinished: true }))}><Finished /></GameStateProvider>);
    expect(screen.getByText('finished true')).toBeTruthy();
  });

  it('each hook throws a clear error outside its provider', () => {
    const hooks = { useAccount, useServerClock, useProfile, useCurrentVillage, useGamedata } as const;
    for (const [name, hook] of Object.entries(hooks)) {
      function Reader() { hook(); return null; }
      const quiet = console.error;
      console.error = () => {};
      try {
        expect(() => render(<Reader />)).toThrow(`${name}() was called outside its provider`);
      } finally {
        console.error = quiet;
        cleanup();
      }
    }
  });
});
