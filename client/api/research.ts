import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** Research calls (SPEC.md section 7). Failures: error_research (GET), error_research_start (POST). */
export const RESEARCH_ERROR = { read: 'error_research', start: 'error_research_start' } as const;

/** react-query key of GET research (invalidated after a start and on every reload). */
export const researchQueryKey = ['research'] as const;

/** Technologies grouped by tier with the account's state of each, and the running research. */
export const getResearch = () => api.get<CallResponse<'research'>>('research');

/** Starts a research; answers the same view as GET research. */
export const startResearch = (id: number) => api.post<CallResponse<'startResearch'>>(`research/${id}`);
