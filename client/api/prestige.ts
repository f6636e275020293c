import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** The race for victory (issue 16): GET empires?type=prestige, most prestige first (docs/API.md "Empires"). */
export type PrestigeRace = CallResponse<'empires'>;
export type PrestigeRaceRow = PrestigeRace['items'][number];

/** How many Empires the victory points tab shows in the race. */
export const PRESTIGE_RACE_LIMIT = 10;

export const prestigeRaceQueryKey = ['empires', 'race'] as const;
export const prestigeRace = () => api.get<CallResponse<'empires'>>(`empires?type=prestige&limit=${PRESTIGE_RACE_LIMIT}`);
