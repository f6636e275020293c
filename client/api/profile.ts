import { api } from './http';
import type { ProfileResponse } from '../../server/contract';

/** Profile calls. Failures: error_profile / error_profile_update. */
export const getProfileUser = () => api.get<ProfileResponse>('profiles/user');

export const saveProfile = (body: { flags?: unknown; description?: string }) => api.post<unknown>('profiles/user', body);
