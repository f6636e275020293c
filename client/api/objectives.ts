import { api } from './http';
import type { CallResponse } from '../../server/contract';

/**
 * The events and objectives calls of SPEC.md section 7 (docs/API.md "Events and objectives"), typed by
 * the contract: GET map/objectives (every live event and objective), GET objectives/{id}?full and
 * GET objectives/{id}/incomings?page. Failure key error_objectives.
 */
export const OBJECTIVES_ERROR = 'error_objectives';

export type MapObjectives = CallResponse<'objectives'>;
export type MapObjective = MapObjectives[number];
export type ObjectiveAnswer = CallResponse<'objective'>;
export type ObjectiveDetail = ObjectiveAnswer['objective'];
export type ObjectiveIncomings = CallResponse<'objectiveIncomings'>;

/** react-query keys: every objective read under one prefix, so an army or merchants send reloads them all. */
export const objectivesQueryKey = ['objectives'] as const;
export const objectiveQueryKey = (id: number) => ['objectives', id] as const;
export const objectiveIncomingsQueryKey = (id: number, page: number) => ['objectives', id, 'incomings', page] as const;

export const mapObjectives = () => api.get<CallResponse<'objectives'>>('map/objectives');

export const objective = (id: number, full = true) => api.get<CallResponse<'objective'>>(`objectives/${id}?full=${full}`);

export const objectiveIncomings = (id: number, page = 0) => api.get<CallResponse<'objectiveIncomings'>>(`objectives/${id}/incomings?page=${page}`);

/** The village's troops standing at objectives (docs/API.md "Troops at objectives"). */
export type ObjectiveTroops = CallResponse<'objectiveTroops'>;
export const objectiveTroopsQueryKey = (villageId: number) => ['objectives', 'troops', villageId] as const;
export const objectiveTroops = (villageId: number) => api.get<CallResponse<'objectiveTroops'>>(`objectives/village/${villageId}/troops`);

/** Calls the village's group at an objective home (a return trip from the objective's tile). */
export const recallFromObjective = (objectiveId: number, villageId: number) =>
  api.post<CallResponse<'objectiveRecall'>>(`objectives/${objectiveId}/recall/${villageId}`);
