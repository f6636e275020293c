import type { z } from 'zod';
import { api } from './http';
import type { CallResponse } from '../../server/contract';
import type { SendRequest, SendResponse, SimulateResponse, simulateRequest, TroopsPageResponse, ValidateResponse } from '../../server/contract/units';
import { TROOPS_PAGE_SIZE } from '../../server/contract/units';

/** The units calls (docs/API.md "Units, movements and reports"), typed by the contract. Failure key: error_units. */
export const UNITS_ERROR = 'error_units';

export type {
  AllowedResponse, AllowedUnit, Army, Missing, Movement, SendResponse, SimulateResponse, StandingItem, StationedArmy,
  ValidateResponse, VillageTroops,
} from '../../server/contract/units';
export type MovementEnd = import('../../server/contract/units').Movement['from'];
export type SimulateRequest = z.input<typeof simulateRequest>;
export type SurvivorGroup = SimulateResponse['defenderSurvivors'][number];

/** What Nobles do when loyalty reaches 0 (server default: conquer). */
export type NobleChoice = NonNullable<SendRequest['choice']>;
/** `targets`: siege target building keys, one per open Siege Workshop slot (siege only). */
export type SendBody = Omit<SendRequest, 'validate'>;

/** The lists of GET units/village/{id}/troops, 20 items a page (page 0 first). */
export const TROOPS_TYPES = ['standing', 'abroad', 'support', 'incoming', 'outgoing'] as const;
export type TroopsType = (typeof TROOPS_TYPES)[number];
/** The item of each list (the contract's troopsPageResponse, by type). */
export type TroopsItems = { [T in TroopsType]: Extract<TroopsPageResponse, { type: T }>['items'][number] };
/** One page of list T: the contract's page with T's items. */
export type TroopsPage<T extends TroopsType = TroopsType> = Omit<TroopsPageResponse, 'type' | 'items'> & { type: T; items: Array<TroopsItems[T]> };
export { TROOPS_PAGE_SIZE };

export const unitsQueryKey = {
  troops: (villageId: number | undefined) => ['units', 'troops', villageId] as const,
  troopsPage: (villageId: number | undefined, type: TroopsType, page: number) => ['units', 'troopsPage', villageId, type, page] as const,
  allowed: (villageId: number | undefined) => ['units', 'allowed', villageId] as const,
  /**
   * The map's army movements of every own village (client/routes/map/useMapMovements.ts), under 'units' so
   * whatever reloads the troops (a send, a call-back, an arrival's push) reloads the map's markers too.
   */
  map: (villageIds: string) => ['units', 'map', villageIds] as const,
  mapAll: ['units', 'map'] as const,
};

export const trainUnit = (villageId: number, unitKey: string, amount: number, withBuilders = false) =>
  api.post<CallResponse<'queueUnit'>>(`villages/${villageId}/queue/unit/${unitKey}`, { amount, withBuilders });

export const allowedUnits = (villageId: number) => api.get<CallResponse<'allowedUnits'>>(`units/village/${villageId}/allowed`);

export const simulate = (body: SimulateRequest) => api.post<CallResponse<'simulate'>>('units/simulate', body);

export const validateSend = (villageId: number, body: SendBody) =>
  api.post<ValidateResponse>(`units/village/${villageId}/send`, { ...body, validate: true });

export const sendUnits = (villageId: number, body: SendBody) =>
  api.post<SendResponse>(`units/village/${villageId}/send`, body);

export const villageTroops = (villageId: number) => api.get<CallResponse<'troops'>>(`units/village/${villageId}`);

export const troopsPage = <T extends TroopsType>(villageId: number, type: T, page: number) =>
  api.get<TroopsPage<T>>(`units/village/${villageId}/troops?type=${type}&page=${page}`);

export const sendBack = (villageId: number, groupId: number) =>
  api.post<CallResponse<'sendBack'>>(`units/village/${villageId}/sendBack/${groupId}`);

export const callBack = (villageId: number, movementId: number) =>
  api.post<CallResponse<'callBack'>>(`units/village/${villageId}/callBack/${movementId}`);
