import { api } from './http';
import type { CallResponse } from '../../server/contract';

/**
 * The village economy calls (SPEC.md section 7, Villages and Profiles; docs/API.md "Queue, districts,
 * tiers and builders"), typed with the server's contracts. Failure keys: building items error_buildings;
 * science, culture, cancel, districts and tier error_village_modify; builders error_aether_purchase.
 */
export const ECONOMY_ERROR = {
  building: 'error_buildings',
  modify: 'error_village_modify',
  builders: 'error_aether_purchase',
} as const;

/** A new building at level 1. */
export const queueBuilding = (villageId: number, buildingType: string, withBuilders = false) =>
  api.post<CallResponse<'queueBuilding'>>(`villages/${villageId}/queue/building`, { buildingType, withBuilders });

/** The next level of a building of the village (by its row id). */
export const queueUpgrade = (villageId: number, buildingId: number, withBuilders = false) =>
  api.post<CallResponse<'queueUpgrade'>>(`villages/${villageId}/queue/building/${buildingId}`, { withBuilders });

export const queueScience = (villageId: number, amount: number, withBuilders = false) =>
  api.post<CallResponse<'queueScience'>>(`villages/${villageId}/queue/science`, { amount, withBuilders });

export const queueCulture = (villageId: number, amount: number, withBuilders = false) =>
  api.post<CallResponse<'queueCulture'>>(`villages/${villageId}/queue/culture`, { amount, withBuilders });

/** Cancels a queue item; the answer carries the refund. */
export const cancelQueueItem = (villageId: number, queueId: number) =>
  api.del<CallResponse<'cancelQueued'>>(`villages/${villageId}/queue/${queueId}`);

export const commissionDistrict = (villageId: number, districtType: string) =>
  api.post<CallResponse<'districts'>>(`villages/${villageId}/districts`, { districtType });

export const tierUp = (villageId: number) => api.post<CallResponse<'tier'>>(`villages/${villageId}/tier`);

/** Buys builder charges with aether (owner only). */
export const buyBuilders = (amount: number) => api.post<CallResponse<'buyBuilders'>>('profiles/builders', { amount });
