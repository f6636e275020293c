import { createContext, useContext } from 'react';
import type { ProfileResponse, VillageResponse, ServerStateResponse } from '../../server/contract';

/**
 * What every page and panel reads about the running game. The app shell (client/app) provides it;
 * panels read narrow slices and act through the callbacks, never by fetching on their own.
 */
export interface GameContextValue {
  server: ServerStateResponse | undefined;
  /** GET user/gamedata (static tables). */
  gamedata: unknown;
  profile: ProfileResponse | undefined;
  /** The current village (GET /villages/{id}), settled at `village.village.computed_at`. */
  village: VillageResponse | undefined;
  currentVillageId: number | undefined;
  /** The session's user id and name, and whether the token in use is a sitter token. */
  user: { id: number; username: string; isSitter: boolean } | undefined;
  loading: boolean;
  /** Makes another village current and reloads (SPEC.md section 4). */
  selectVillage: (id: number) => void;
  /** Reloads profile and village (after an action, or when a countdown reaches zero). */
  reload: () => void;
  logout: () => void;
  /** Server time minus client time in ms, so clocks and countdowns follow the server. */
  clockSkewMs: number;
  /**
   * Whether the player chose to spend builder charges on the next queued item. Resets to false after
   * every data reload (SPEC.md section 4). Optional so fixtures written before it still type-check.
   */
  buildersActive?: boolean;
  setBuildersActive?: (active: boolean) => void;
  /** The server is finished: most actions are refused (status 551). */
  gameFinished?: boolean;
  /** The profile (GET profiles/user) failed to load, so the shell cannot tell villages from none. */
  profileError?: boolean;
}

export const GameContext = createContext<GameContextValue | undefined>(undefined);

export function useGame(): GameContextValue {
  const v = useContext(GameContext);
  if (!v) throw new Error('useGame outside GameContext.Provider');
  return v;
}
