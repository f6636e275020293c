import type { ReactNode } from 'react';
import { AccountContext, type AccountState } from './account';
import { CurrentVillageContext, type CurrentVillageState } from './currentVillage';
import { GamedataContext, type GamedataState } from './gamedata';
import { ProfileContext, type ProfileState } from './profile';
import { ServerClockContext, type ServerClockState } from './serverClock';

export interface GameStateValues {
  account: AccountState;
  serverClock: ServerClockState;
  profile: ProfileState;
  currentVillage: CurrentVillageState;
  gamedata: GamedataState;
}

/**
 * Provides every slice of client state, each through its own context. Callers pass memoised values:
 * a new object for one slice re-renders that slice's readers only. GameProvider feeds it from the
 * server; stories and tests feed it fixtures.
 */
export function GameStateProvider({ values, children }: { values: GameStateValues; children: ReactNode }) {
  return (
    <AccountContext.Provider value={values.account}>
      <ServerClockContext.Provider value={values.serverClock}>
        <ProfileContext.Provider value={values.profile}>
          <GamedataContext.Provider value={values.gamedata}>
            <CurrentVillageContext.Provider value={values.currentVillage}>
              {children}
            </CurrentVillageContext.Provider>
          </GamedataContext.Provider>
        </ProfileContext.Provider>
      </ServerClockContext.Provider>
    </AccountContext.Provider>
  );
}
