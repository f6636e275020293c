import { z } from 'zod';
import { PROFILE_FLAGS } from '../game/profile/rules';
import { medalView } from './statistics';

/**
 * Player profiles (issue 15, SPEC.md sections 2 and 7, GAME.md section 9): GET profiles/{id} shows a
 * kingdom to any signed-in player; POST profiles/user saves the own description and flags; PUT
 * user/settings changes the own email and public profile flag. A private profile shows only the name,
 * rank and Empire: the other fields are absent (not null), so an answer cannot leak them by accident.
 */

export const profileFlag = z.enum(PROFILE_FLAGS);
export type ProfileFlagName = z.infer<typeof profileFlag>;

export const empireRole = z.enum(['emperor', 'officer', 'member']);

/** The Empire a kingdom belongs to, with its role there. */
export const profileEmpire = z.object({
  id: z.number().int(), name: z.string(), short: z.string(), role: empireRole,
});

/**
 * The statistics block of a kingdom's or an Empire's profile (SPEC.md section 3 "Statistics", GAME.md
 * section 10): its counters now (kept as the game runs, never recomputed from history). Kills are the value
 * of the units killed, as attacker and defender, against players (pvp) and natives (pve); `losses` the
 * value of its own units lost; `kill_death_ratio` all kills over losses (null before any loss).
 */
export const profileStatistics = z.object({
  kills: z.object({ pvp_att: z.number(), pvp_def: z.number(), pve_att: z.number(), pve_def: z.number() }),
  losses: z.number(),
  kill_death_ratio: z.number().nullable(),
  /** Events completed. */
  events: z.number(),
  /** Resources won (loot and rewards). */
  resources: z.number(),
  /** Tiles claimed. */
  land: z.number(),
  villages: z.number().int(),
  population: z.number(),
});
export type ProfileStatistics = z.infer<typeof profileStatistics>;

export const publicProfileResponse = z.object({
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    /**
     * The overall rank (population, most first; ties to whoever got there first) from the rank table the tick
     * refreshes every minute; null before the kingdom's first refresh.
     */
    rank: z.number().int().nullable(),
    empire: profileEmpire.nullable(),
    /** Whether the kingdom shows its profile to everyone (false: only name, rank and Empire are shown). */
    public: z.boolean(),
    /** The viewer's own kingdom (a sitter views the account it sits as its own). */
    own: z.boolean(),
    flags: z.array(profileFlag).optional(),
    /** Weekly medals won, newest week first: type, week, rank (1-3 or above: 'other'), amount. */
    medals: z.array(medalView).optional(),
    statistics: profileStatistics.optional(),
    villages: z.array(z.object({
      id: z.number().int(), name: z.string(), x: z.number().int(), y: z.number().int(), population: z.number().int(),
    })).optional(),
    description: z.string().optional(),
  }),
  /** The viewer's own Empire and role, so the client knows whether it may invite or kick this kingdom. */
  viewer: z.object({ empire: profileEmpire.nullable() }),
});
export type PublicProfileResponse = z.infer<typeof publicProfileResponse>;

/**
 * POST profiles/user: the own description and flags (owner only). The rules (at most 2000 characters,
 * flags from the vocabulary, each once) are checked with their own texts; the schema only bounds sizes.
 */
export const saveProfileRequest = z.object({
  flags: z.array(z.string().max(32)).max(20),
  description: z.string().max(20000),
});
export type SaveProfileRequest = z.infer<typeof saveProfileRequest>;
export const saveProfileResponse = z.object({ flags: z.array(profileFlag), description: z.string() });
export type SaveProfileResponse = z.infer<typeof saveProfileResponse>;

/** PUT user/settings: the email (unique ignoring case) and/or the public profile flag (owner only). */
export const userSettingsRequest = z.object({
  email: z.string().max(300).optional(),
  publicProfile: z.boolean().optional(),
});
export type UserSettingsRequest = z.infer<typeof userSettingsRequest>;
export const userSettingsResponse = z.object({ email: z.string(), public_profile: z.boolean() });
export type UserSettingsResponse = z.infer<typeof userSettingsResponse>;
