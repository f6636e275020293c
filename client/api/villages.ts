import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** Village calls (SPEC.md section 7). Failures: error_village / error_village_modify. The queue, district and tier calls are client/api/economy.ts. */
export const getVillage = (id: number) => api.get<CallResponse<'village'>>(`villages/${id}`);

export const renameVillage = (id: number, name: string) => api.put<CallResponse<'renameVillage'>>(`villages/${id}/name`, { name });
