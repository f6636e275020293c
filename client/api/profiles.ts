import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** A kingdom's profile as the viewer sees it (GET profiles/{id}); a private one lacks flags, villages and description. */
export type PublicProfile = CallResponse<'publicProfile'>;
export type SaveProfileBody = { flags: string[]; description: string };
export type UserSettingsBody = { email?: string; publicProfile?: boolean };

export const profileQueryKey = (id: number) => ['profiles', id] as const;

export const getPublicProfile = (id: number) => api.get<CallResponse<'publicProfile'>>(`profiles/${id}`);
/** The own description and flags (owner only); failures error_profile_update. */
export const saveProfile = (body: SaveProfileBody) => api.post<CallResponse<'saveProfile'>>('profiles/user', body);
/** The own email and public profile flag (owner only); failures error_user_update. */
export const saveUserSettings = (body: UserSettingsBody) => api.put<CallResponse<'userSettings'>>('user/settings', body);

/**
 * The two Empire calls a profile offers (invite this kingdom, kick it), typed by the Empire contract.
 * Kept here so the profile page stands on committed code; client/api/empires.ts has the same calls.
 */
export const inviteFromProfile = (userId: number) => api.post<CallResponse<'inviteToEmpire'>>(`empires/invites/${userId}`);
export const kickFromProfile = (userId: number) => api.del<CallResponse<'kickEmpireMember'>>(`empires/members/${userId}`);
