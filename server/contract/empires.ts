import { z } from 'zod';
import { textRef } from './text';
import {
  EMPIRE_DESCRIPTION_MAX, EMPIRE_NAME_MAX, EMPIRE_NAME_MIN, EMPIRE_SHORT_MAX, EMPIRE_SHORT_MIN, EMPIRES_LIST_DEFAULT_LIMIT,
  EMPIRES_LIST_MAX_LIMIT,
} from '../game/empire/limits';
import { EMPIRE_MESSAGE_TYPES } from '../game/empire/messageTypes';
import { prestigeByType } from './prestige';
import { EMPIRE_RANKINGS } from '../game/statistics';
import { medalView } from './statistics';
import { profileStatistics } from './profilePublic';

/**
 * The Empire calls (issue 15, SPEC.md section 7 "Empires" plus the settings, officer and hand-over calls;
 * docs/API.md "Empires"). Failure keys: error_empire (reads), error_empire_found (POST empires),
 * error_empire_invite (invites), error_empire_messages (the feed), error_empire_modify (settings, officers,
 * hand-over, kick, leave). A taken name is not a failure: POST empires answers `{exists: true}` (error_empire_name).
 */

const int = z.number().int();
const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const EMPIRE_ROLES = ['emperor', 'officer', 'member'] as const;
export const empireRole = z.enum(EMPIRE_ROLES);
export type EmpireRole = z.infer<typeof empireRole>;

/**
 * Ranking orders of GET empires?type (issue 17, server/game/statistics EMPIRE_RANKINGS): each by one counter,
 * most first, ties to whoever got there first. 'overall' is population; 'prestige' is the race for victory.
 */
export const empireRankingType = z.enum(EMPIRE_RANKINGS);

/** Name and abbreviation as typed: surrounding spaces are dropped before the lengths are checked. */
export const empireName = z.string().trim().min(EMPIRE_NAME_MIN).max(EMPIRE_NAME_MAX);
export const empireNameShort = z.string().trim().min(EMPIRE_SHORT_MIN).max(EMPIRE_SHORT_MAX);

/** An Empire as lists and answers name it. */
export const empireRef = z.object({ id: int, name: z.string(), name_short: z.string() });
export type EmpireRef = z.infer<typeof empireRef>;

/**
 * A row of GET empires and GET empires/top10, read from the rank table the tick refreshes every minute (its
 * figures are those of that refresh). `rank` counts from 1 across pages; `previous_rank` is the rank at the
 * day's first refresh (null: ranked since); `value` the ranked counter (overall: population).
 */
export const empireRankRow = empireRef.extend({
  rank: int,
  previous_rank: int.nullable(),
  value: z.number(),
  members: int,
  population: z.number(),
  villages: int,
  /** Victory points: the Empire's total prestige (issue 16). */
  prestige: int,
});
export type EmpireRankRow = z.infer<typeof empireRankRow>;

/** GET empires?type&page&limit (defaults overall, 0, 5). */
export const empiresQuery = z.object({
  type: empireRankingType.default('overall'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(EMPIRES_LIST_MAX_LIMIT).default(EMPIRES_LIST_DEFAULT_LIMIT),
});
export type EmpiresQuery = z.infer<typeof empiresQuery>;

export const empiresListResponse = z.object({
  type: empireRankingType,
  page: int,
  limit: int,
  /** Empires in the ranking (its last rank). */
  total: int,
  items: z.array(empireRankRow),
  /** The viewer's Empire's row (pinned by the client); null outside an Empire or before its first refresh. */
  own: empireRankRow.nullable(),
  /** When the rank table was last rebuilt (ISO), null before the first refresh. */
  refreshed_at: z.string().nullable(),
});
export type EmpiresListResponse = z.infer<typeof empiresListResponse>;

/** GET empires/top10: the ten first of the overall ranking (population). */
export const empiresTop10Response = z.object({ items: z.array(empireRankRow), refreshed_at: z.string().nullable() });
export type EmpiresTop10Response = z.infer<typeof empiresTop10Response>;

/** A member as the Empire profile lists it: the kingdom (user) with its name, role and figures. */
export const empireMemberView = z.object({
  user_id: int,
  /** The kingdom's name (its player's username). */
  username: z.string(),
  role: empireRole,
  joined_at: z.string(),
  villages: int,
  population: z.number(),
});
export type EmpireMemberView = z.infer<typeof empireMemberView>;

/** The Empire itself: SPEC.md section 3 (name, abbreviation, members, prestige) and its settings. */
export const empireView = empireRef.extend({
  description: z.string(),
  /** When it was founded (ISO). */
  founded: z.string(),
  member_count: int,
  member_cap: int,
  population: z.number(),
  /** Total prestige (victory points), the sum of prestige_by_type. */
  prestige: int,
  prestige_by_type: prestigeByType,
});
export type EmpireView = z.infer<typeof empireView>;

/** GET empires/{id}: the public profile. Members strongest role first (emperor, officers, members), then by join. */
export const empireProfileResponse = z.object({
  empire: empireView,
  members: z.array(empireMemberView),
  /** Its ranks in the rank table (overall: population; prestige: the race for victory); null before its first refresh. */
  rank: z.object({ overall: int.nullable(), prestige: int.nullable() }),
  /** Weekly medals the Empire won, newest week first. */
  medals: z.array(medalView),
  /** Its counters now: what its members earned while members, and the members' population, villages and land. */
  statistics: profileStatistics,
});
export type EmpireProfileResponse = z.infer<typeof empireProfileResponse>;

/** POST empires. */
export const foundEmpireRequest = z.object({ name: empireName, nameShort: empireNameShort }).strict();
export type FoundEmpireRequest = z.infer<typeof foundEmpireRequest>;

/**
 * POST empires: `{exists: true, empire: null}` when the name or the abbreviation is taken (ignoring case;
 * the client shows error_empire_name), else the new Empire with its founder as Emperor.
 */
export const foundEmpireResponse = z.object({ exists: z.boolean(), empire: empireView.nullable() });
export type FoundEmpireResponse = z.infer<typeof foundEmpireResponse>;

export const INVITE_STATUSES = ['invited', 'accepted', 'declined', 'revoked'] as const;

/** An invite: which Empire invited which kingdom, by whom, and where it stands (the invite machine's state). */
export const empireInviteView = z.object({
  id: int,
  empire: empireRef,
  user: z.object({ id: int, username: z.string() }),
  invited_by: z.object({ id: int, username: z.string() }).nullable(),
  status: z.enum(INVITE_STATUSES),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type EmpireInviteView = z.infer<typeof empireInviteView>;

/**
 * POST empires/invites/{userId}: a success either way. `outstanding: false` -> a new invite, text
 * 'The Kingdom was invited'; `outstanding: true` -> the Empire's open invite to that kingdom already
 * existed and is answered unchanged, text 'You already have an outstanding invite to this Kingdom'.
 */
export const inviteResponse = z.object({ invite: empireInviteView, outstanding: z.boolean(), text: textRef });
export type InviteResponse = z.infer<typeof inviteResponse>;

/** GET empires/invites/ (the caller's Empire's open invites) and GET empires/invites/user (the kingdom's own). */
export const empireInvitesResponse = z.object({ items: z.array(empireInviteView) });
export type EmpireInvitesResponse = z.infer<typeof empireInvitesResponse>;

/** POST empires/invites/user/accept/{id}: the kingdom joined `empire` as a member. */
export const acceptInviteResponse = z.object({ invite: empireInviteView, empire: empireRef, role: empireRole });
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponse>;

/** POST empires/invites/user/decline/{id}. */
export const declineInviteResponse = z.object({ invite: empireInviteView });
export type DeclineInviteResponse = z.infer<typeof declineInviteResponse>;

/** DELETE empires/invites/{id}: text 'The invite was revoked'. */
export const revokeInviteResponse = z.object({ invite: empireInviteView, text: textRef });
export type RevokeInviteResponse = z.infer<typeof revokeInviteResponse>;

/** DELETE empires/: the kingdom left; `dissolved` when it was the Emperor alone and the Empire is gone. */
export const leaveEmpireResponse = z.object({ empire: empireRef, dissolved: z.boolean() });
export type LeaveEmpireResponse = z.infer<typeof leaveEmpireResponse>;

/** DELETE empires/members/{id}: text 'The Empire member was successfully removed'. */
export const kickMemberResponse = z.object({ empire: empireRef, user_id: int, text: textRef });
export type KickMemberResponse = z.infer<typeof kickMemberResponse>;

/** PUT empires/ (the Emperor): the description, and optionally a new name and abbreviation. */
export const empireSettingsRequest = z.object({
  description: z.string().max(EMPIRE_DESCRIPTION_MAX),
  name: empireName.optional(),
  nameShort: empireNameShort.optional(),
}).strict();
export type EmpireSettingsRequest = z.infer<typeof empireSettingsRequest>;

/** PUT empires/: `{exists: true}` and nothing changed when the new name or abbreviation is another Empire's. */
export const empireSettingsResponse = z.object({ exists: z.boolean(), empire: empireView });
export type EmpireSettingsResponse = z.infer<typeof empireSettingsResponse>;

/** POST and DELETE empires/members/{id}/officer, POST empires/emperor/{id}: the members whose role changed. */
export const memberRoleResponse = z.object({ empire: empireRef, members: z.array(empireMemberView) });
export type MemberRoleResponse = z.infer<typeof memberRoleResponse>;

/** GET empires/messages/?page (20 a page, newest first). */
export const empireMessagesQuery = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
export type EmpireMessagesQuery = z.infer<typeof empireMessagesQuery>;

export const empireMessageView = z.object({
  id: int,
  type: z.enum(EMPIRE_MESSAGE_TYPES),
  value1: z.string().nullable(),
  value2: z.string().nullable(),
  value3: z.string().nullable(),
  value4: z.string().nullable(),
  created_at: z.string(),
});
export type EmpireMessageView = z.infer<typeof empireMessageView>;

export const empireMessagesResponse = z.object({
  empire: empireRef,
  page: int,
  page_size: int,
  total: int,
  items: z.array(empireMessageView),
});
export type EmpireMessagesResponse = z.infer<typeof empireMessagesResponse>;

/** Path parameters of the Empire calls (an Empire, invite or member id). */
export const empireIdParam = id;
