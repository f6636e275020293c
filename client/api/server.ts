import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** GET on the API root: phase, start, speed, map size, timeline and the server's clock. */
export const getServerState = () => api.get<CallResponse<'serverState'>>('');
