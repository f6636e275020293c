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
}

export const GameContext = createContext<GameContextValue | undefined>(undefined);

export function useGame(): GameContextValue {
  const v = useContext(GameContext);
  if (!v) throw new Error('useGame outside GameContext.Provider');
  return v;
}
