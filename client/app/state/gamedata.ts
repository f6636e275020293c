import type { GamedataResponse } from '../../../server/contract';
import { narrowContext } from './narrowContext';

/** GET user/gamedata: the static tables (buildings, units, research, tiles, tiers…). Loaded once. */
export interface GamedataState {
  /** Undefined until loaded, or when the load failed. */
  gamedata: GamedataResponse | undefined;
}

const gamedataSlice = narrowContext<GamedataState>('useGamedata');
export const GamedataContext = gamedataSlice.Context;

/** The game tables once loaded (a failed or pending load gives undefined). */
export function useGamedata(): GamedataResponse | undefined {
  return gamedataSlice.use().gamedata;
}

/** Whether an answer has the tables the pages read (a partial answer counts as none). */
export function isGamedata(g: unknown): g is GamedataResponse {
  const t = g as Partial<GamedataResponse> | undefined;
  return Boolean(t && Array.isArray(t.buildings) && Array.isArray(t.tiers));
}
