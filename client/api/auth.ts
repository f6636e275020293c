import { api } from './http';
import type { CallResponse, ChangePasswordRequest, LoginRequest, RegisterRequest } from '../../server/contract';

/** Auth calls (SPEC.md section 7). Failures: error_auth / error_register / error_user_update. */
export const login = (body: LoginRequest) => api.post<CallResponse<'login'>>('auth/login/', body);

export const register = (body: RegisterRequest) => api.post<CallResponse<'register'>>('auth/register/', body);

/** Answers a fresh login (every older token is revoked), which the session adopts. */
export const changePassword = (body: ChangePasswordRequest) => api.put<CallResponse<'changePassword'>>('auth/user/changePassword', body);

/** Revokes this login's tokens on the server (best effort: logout clears the client either way). */
export const logout = () => api.post<CallResponse<'logout'>>('auth/logout');
