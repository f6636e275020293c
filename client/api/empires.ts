import { api } from './http';
import type { CallResponse } from '../../server/contract';
import type { EmpireSettingsRequest, FoundEmpireRequest } from '../../server/contract/empires';

/**
 * The Empire calls (issue 15, SPEC.md section 7 "Empires", docs/API.md "Empires"), typed by the contract.
 * Failure keys per call group (SPEC.md section 8): reads error_empire, founding
 * error_empire_found, invites error_empire_invite, the feed error_empire_messages, settings, officers,
 * hand-over, kick and leaving error_empire_modify. A taken name is an answer, not a failure: `{exists: true}`.
 */
export const EMPIRE_ERROR = 'error_empire';
export const EMPIRE_FOUND_ERROR = 'error_empire_found';
export const EMPIRE_INVITE_ERROR = 'error_empire_invite';
export const EMPIRE_MESSAGES_ERROR = 'error_empire_messages';
export const EMPIRE_MODIFY_ERROR = 'error_empire_modify';

export type EmpireProfile = CallResponse<'empire'>;
export type EmpireInvites = CallResponse<'empireInvites'>;
export type EmpireInvite = EmpireInvites['items'][number];
export type EmpireMessagesPage = CallResponse<'empireMessages'>;
export type EmpireFeedMessage = EmpireMessagesPage['items'][number];
export type EmpireMember = EmpireProfile['members'][number];

/** react-query keys: everything under 'empires', so one change reloads every Empire read. */
export const empireQueryKey = {
  all: ['empires'] as const,
  empire: (id: number | null | undefined) => ['empires', 'empire', id] as const,
  invites: ['empires', 'invites'] as const,
  userInvites: ['empires', 'userInvites'] as const,
  messages: (page: number) => ['empires', 'messages', page] as const,
};

export const getEmpire = (id: number) => api.get<CallResponse<'empire'>>(`empires/${id}`);
export const foundEmpire = (body: FoundEmpireRequest) => api.post<CallResponse<'foundEmpire'>>('empires', body);
export const saveEmpireSettings = (body: EmpireSettingsRequest) => api.put<CallResponse<'empireSettings'>>('empires', body);
export const leaveEmpire = () => api.del<CallResponse<'leaveEmpire'>>('empires');
export const empireMessages = (page: number) => api.get<CallResponse<'empireMessages'>>(`empires/messages?page=${page}`);
export const empireInvites = () => api.get<CallResponse<'empireInvites'>>('empires/invites');
export const userInvites = () => api.get<CallResponse<'empireUserInvites'>>('empires/invites/user');
export const inviteKingdom = (userId: number) => api.post<CallResponse<'inviteToEmpire'>>(`empires/invites/${userId}`);
export const revokeInvite = (inviteId: number) => api.del<CallResponse<'revokeEmpireInvite'>>(`empires/invites/${inviteId}`);
export const acceptInvite = (inviteId: number) => api.post<CallResponse<'acceptEmpireInvite'>>(`empires/invites/user/accept/${inviteId}`);
export const declineInvite = (inviteId: number) => api.post<CallResponse<'declineEmpireInvite'>>(`empires/invites/user/decline/${inviteId}`);
export const kickMember = (userId: number) => api.del<CallResponse<'kickEmpireMember'>>(`empires/members/${userId}`);
export const nameOfficer = (userId: number) => api.post<CallResponse<'nameEmpireOfficer'>>(`empires/members/${userId}/officer`);
export const removeOfficer = (userId: number) => api.del<CallResponse<'removeEmpireOfficer'>>(`empires/members/${userId}/officer`);
/**
 * GET profiles/{id}: who a typed kingdom id is (name, Empire) before inviting it. The profile page's own
 * client (client/api/profiles.ts) has the same call; this one keeps the Empire page on its own file.
 */
export const kingdomProfile = (userId: number) => api.get<CallResponse<'publicProfile'>>(`profiles/${userId}`);
export const kingdomQueryKey = (userId: number | undefined) => ['profiles', userId] as const;
export const handOver = (userId: number) => api.post<CallResponse<'handOverEmpire'>>(`empires/emperor/${userId}`);
