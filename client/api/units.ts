import { api } from './http';
import type { QueueResponse } from '../../server/contract';
import type { MoveType } from '../../server/contract/units';
import { TROOPS_PAGE_SIZE } from '../../server/contract/units';

/**
 * The units calls (docs/API.md "Units, movements and reports"). The server answers these without zod
 * response schemas, so the shapes below follow docs/API.md and server/api/units/*. Failure key: error_units.
 */
export const UNITS_ERROR = 'error_units';

/** An army: unit key -> count. */
export type Army = Record<string, number>;

export type Missing =
  | { kind: 'building'; building: string; level: number; have: number }
  | { kind: 'research'; research: string };

export interface AllowedUnit {
  key: string;
  name: string;
  cost: Record<string, number>;
  work: number;
  allowed: boolean;
  missing: Missing[];
}
export interface AllowedResponse { units: AllowedUnit[] }

export interface MovementEnd { village_id: number | null; x: number; y: number }
export interface Movement {
  id: number;
  kind: string;
  own: boolean;
  origin_kind: string | null;
  from: MovementEnd;
  to: MovementEnd;
  units: Army | null;
  resources: Record<string, number> | null;
  started_at: string;
  due_at: string;
}
/** A group standing between two villages, named by the movement that brought it (sendBack takes that id). */
export interface StationedArmy { movement_id: number | null; village_id: number; units: Army }
export interface VillageTroops {
  home: Army;
  support: StationedArmy[];
  abroad: StationedArmy[];
  incoming: Movement[];
  outgoing: Movement[];
}

export interface SimulateRequest { units_atk: Army; units_def: Army; luck: number; wall: number }
export interface SurvivorGroup { owner: number | 'home'; units: Army }
export interface SimulateResponse {
  winner: 'attacker' | 'defender';
  luck: number;
  wallLevel: number;
  wallBonus: number;
  attackStrength: number;
  defenceStrength: number;
  lossRatio: number;
  attackerLosses: Army;
  attackerSurvivors: Army;
  defenderLosses: SurvivorGroup[];
  defenderSurvivors: SurvivorGroup[];
}

/** What Nobles do when loyalty reaches 0 (server default: conquer). */
export type NobleChoice = 'conquer' | 'destroy';
/** `targets`: siege target building keys, one per open Siege Workshop slot (siege only). */
export interface SendBody { units: Army; x: number; y: number; moveType: MoveType; targets?: string[]; choice?: NobleChoice }
export interface ValidateResponse {
  valid: boolean;
  missing: string[];
  duration_ms: number;
  arrival: string;
  warnings: string[];
}
export interface SendResponse {
  movement_id: number;
  kind: string;
  units: Army;
  duration_ms: number;
  arrival: string;
  warnings: string[];
}

/** The lists of GET units/village/{id}/troops, 20 items a page (page 0 first). */
export const TROOPS_TYPES = ['standing', 'abroad', 'support', 'incoming', 'outgoing'] as const;
export type TroopsType = (typeof TROOPS_TYPES)[number];
export interface StandingItem { unit: string; amount: number }
export interface TroopsItems { standing: StandingItem; abroad: StationedArmy; support: StationedArmy; incoming: Movement; outgoing: Movement }
export interface TroopsPage<T extends TroopsType = TroopsType> { type: T; page: number; total: number; items: Array<TroopsItems[T]> }
export { TROOPS_PAGE_SIZE };

export const unitsQueryKey = {
  troops: (villageId: number | undefined) => ['units', 'troops', villageId] as const,
  troopsPage: (villageId: number | undefined, type: TroopsType, page: number) => ['units', 'troopsPage', villageId, type, page] as const,
  allowed: (villageId: number | undefined) => ['units', 'allowed', villageId] as const,
};

export const trainUnit = (villageId: number, unitKey: string, amount: number, withBuilders = false) =>
  api.post<QueueResponse>(`villages/${villageId}/queue/unit/${unitKey}`, { amount, withBuilders });

export const allowedUnits = (villageId: number) => api.get<AllowedResponse>(`units/village/${villageId}/allowed`);

export const simulate = (body: SimulateRequest) => api.post<SimulateResponse>('units/simulate', body);

export const validateSend = (villageId: number, body: SendBody) =>
  api.post<ValidateResponse>(`units/village/${villageId}/send`, { ...body, validate: true });

export const sendUnits = (villageId: number, body: SendBody) =>
  api.post<SendResponse>(`units/village/${villageId}/send`, body);

export const villageTroops = (villageId: number) => api.get<VillageTroops>(`units/village/${villageId}`);

export const troopsPage = <T extends TroopsType>(villageId: number, type: T, page: number) =>
  api.get<TroopsPage<T>>(`units/village/${villageId}/troops?type=${type}&page=${page}`);

export const sendBack = (villageId: number, groupId: number) =>
  api.post<{ movement_id: number; units: Army; due_at: string }>(`units/village/${villageId}/sendBack/${groupId}`);

export const callBack = (villageId: number, movementId: number) =>
  api.post<{ movement_id: number; due_at: string }>(`units/village/${villageId}/callBack/${movementId}`);
