import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** Buildings calls (SPEC.md section 7). Failures: error_buildings. */
export const BUILDINGS_ERROR = 'error_buildings';

/** react-query keys; every key starts with 'buildings' so one invalidation refreshes them all. */
export const buildingsQueryKey = {
  list: (villageId: number | undefined) => ['buildings', villageId, 'list'] as const,
  resources: (villageId: number | undefined) => ['buildings', villageId, 'resources'] as const,
  detail: (villageId: number | undefined, type: string, id?: number) => ['buildings', villageId, 'detail', type, id ?? null] as const,
};

/** The village's buildings (built or queued, sorted by type) and the ones it could commission, each with its next level and refusal. */
export const getBuildings = (villageId: number) => api.get<CallResponse<'buildings'>>(`buildings/village/${villageId}/`);

/** Where each resource comes from (base and improvement sources, food deductions). */
export const getResources = (villageId: number) => api.get<CallResponse<'resources'>>(`buildings/village/${villageId}/resources`);

/** One building (by type, optionally its row id) and its next levels. */
export const getBuilding = (villageId: number, type: string, id?: number) =>
  api.get<CallResponse<'building'>>(`buildings/village/${villageId}/${encodeURIComponent(type)}/${id !== undefined ? id : ''}`);
