import { api } from './http';
import type { VillageResponse } from '../../server/contract';

/** Village calls (SPEC.md section 7). Failures: error_village / error_village_modify. */
export const getVillage = (id: number) => api.get<VillageResponse>(`villages/${id}`);

export const commissionDistrict = (id: number, districtType: string) =>
  api.post<unknown>(`villages/${id}/districts/`, { districtType });

export const tierUp = (id: number) => api.post<unknown>(`villages/${id}/tier/`);

export const renameVillage = (id: number, name: string) => api.put<unknown>(`villages/${id}/name`, { name });

export const queueBuilding = (id: number, buildingType: string, withBuilders = false) =>
  api.post<unknown>(`villages/${id}/queue/building`, { buildingType, withBuilders });

export const upgradeBuilding = (id: number, buildingId: number, withBuilders = false) =>
  api.post<unknown>(`villages/${id}/queue/building/${buildingId}`, { withBuilders });

export const queueUnit = (id: number, unitId: string, amount: number, withBuilders = false) =>
  api.post<unknown>(`villages/${id}/queue/unit/${unitId}`, { amount, withBuilders });

export const queueScience = (id: number, amount: number, withBuilders = false) =>
  api.post<unknown>(`villages/${id}/queue/science`, { amount, withBuilders });

export const queueCulture = (id: number, amount: number, withBuilders = false) =>
  api.post<unknown>(`villages/${id}/queue/culture`, { amount, withBuilders });

export const cancelQueueItem = (id: number, queueId: number) => api.del<unknown>(`villages/${id}/queue/${queueId}`);
