import { api } from './http';
import type { CallResponse, Quadrant } from '../../server/contract';

/** User calls (SPEC.md section 7). Failures: error_user / error_user_update. */
export type SpawnVillageResponse = CallResponse<'spawnVillage'>;

export const getUser = () => api.get<CallResponse<'user'>>('user');

/** Static tables (units, buildings, tiles, tileThresholds, maxCoord, startTime, speed…). */
export const getGamedata = () => api.get<CallResponse<'gamedata'>>('user/gamedata');

export const spawnVillage = (quadrant: Quadrant) => api.post<SpawnVillageResponse>('user/spawnVillage', { quadrant });

/** Settings: the owner names and removes sitters. */
export const addSitter = (username: string) => api.post<CallResponse<'addSitter'>>('user/sitters', { username });
export const removeSitter = (id: number) => api.del<CallResponse<'removeSitter'>>(`user/sitters/${id}`);
