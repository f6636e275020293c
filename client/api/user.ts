import { api } from './http';
import type { Quadrant, SittersResponse, UserResponse } from '../../server/contract';

/** User calls (SPEC.md section 7). Failures: error_user / error_user_update. */
export interface SpawnVillageResponse {
  village: { id: number; name: string; x: number; y: number };
}

export const getUser = () => api.get<UserResponse>('user');

/** Static tables (units, buildings, tiles, tileThresholds, maxCoord, startTime, speed…). */
export const getGamedata = <T = unknown>() => api.get<T>('user/gamedata');

export const spawnVillage = (quadrant: Quadrant) => api.post<SpawnVillageResponse>('user/spawnVillage', { quadrant });

/** Settings: the owner names and removes sitters. */
export const addSitter = (username: string) => api.post<SittersResponse>('user/sitters', { username });
export const removeSitter = (id: number) => api.del<SittersResponse>(`user/sitters/${id}`);
