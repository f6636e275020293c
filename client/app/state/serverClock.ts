import type { ServerStateResponse } from '../../../server/contract';
import { narrowContext } from './narrowContext';

/** The server: its state (GET server), how far its clock is from ours, and whether the game is over. */
export interface ServerClockState {
  server: ServerStateResponse | undefined;
  /** Server time minus client time in ms, so clocks and countdowns follow the server. */
  clockSkewMs: number;
  /** The server is finished: most actions are refused (status 551). */
  gameFinished: boolean;
}

const serverClock = narrowContext<ServerClockState>('useServerClock');
export const ServerClockContext = serverClock.Context;
export const useServerClock = serverClock.use;
