import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** The first-hour quests (GET quests, POST quests/{id}/claim; docs/API.md "First-hour quests"). Failure key: error_quests. */
export const QUESTS_ERROR = 'error_quests';

/** react-query key of GET quests (invalidated on every reload of the profile or the current village). */
export const questsQueryKey = ['quests'] as const;

export const getQuests = () => api.get<CallResponse<'quests'>>('quests');

/** Claims a done quest's reward into the village; answers what was paid and lost, and the list. */
export const claimQuest = (id: string, villageId: number) =>
  api.post<CallResponse<'claimQuest'>>(`quests/${encodeURIComponent(id)}/claim`, { village_id: villageId });
