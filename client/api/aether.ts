import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** The alpha's aether packages (GET aether/packages, POST aether/packages/{id}; docs/API.md "Aether packages"). Failure key: error_aether_purchase. */
export const AETHER_ERROR = 'error_aether_purchase';

export type AetherPackages = CallResponse<'aetherPackages'>;

/** react-query key of GET aether/packages (invalidated after a grant). */
export const aetherPackagesQueryKey = ['aether', 'packages'] as const;

export const getAetherPackages = () => api.get<CallResponse<'aetherPackages'>>('aether/packages');

/** Takes today's free package; answers the state after it (balance, granted_today, next_grant_at). */
export const grantAetherPackage = (id: string) => api.post<CallResponse<'grantAetherPackage'>>(`aether/packages/${encodeURIComponent(id)}`);
