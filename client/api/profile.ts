import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** Profile calls. Failures: error_profile / error_profile_update. */
export const getProfileUser = () => api.get<CallResponse<'profile'>>('profiles/user');
