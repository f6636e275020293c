import { z } from 'zod';
import { PROFILE_FLAGS } from '../game/profile/rules';

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

export const publicProfileResponse = z.object({
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    /** Placeholder rank until the statistics issue: by population, most first, then the older account. */
    rank: z.number().int(),
    empire: profileEmpire.nullable(),
    /** Whether the kingdom shows its profile to everyone (false: only name, rank and Empire are shown). */
    public: z.boolean(),
    /** The viewer's own kingdom (a sitter views the account it sits as its own). */
    own: z.boolean(),
    flags: z.array(profileFlag).optional(),
    /** Medals come with the statistics issue: always empty until then. */
    medals: z.array(z.object({ type: z.string(), rank: z.number().int(), week: z.number().int() })).optional(),
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
