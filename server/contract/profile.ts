import { z } from 'zod';

export const villageListItem = z.object({
  id: z.number().int(), name: z.string(), type: z.string(), x: z.number().int(), y: z.number().int(),
  /** Incoming attacks (the sidebar's red icon). */
  incomings: z.number().int(),
});
export type VillageListItem = z.infer<typeof villageListItem>;

/** GET profiles/user (SPEC.md section 3, Profile response). */
export const profileResponse = z.object({
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    researching: z.number().int().nullable(),
    researching_name: z.string().nullable(),
    science: z.number(),
    science_base: z.number(),
    culture: z.number(),
    nextCulture: z.object({ village: z.number(), town: z.number(), city: z.number() }),
    aether: z.number().int(),
    builders: z.number().int(),
    empire: z.number().int().nullable(),
    empire_name: z.string().nullable(),
    empire_name_short: z.string().nullable(),
    empire_message: z.object({
      created_at: z.string(), type: z.string(), value1: z.string().nullable(), value2: z.string().nullable(),
      value3: z.string().nullable(), value4: z.string().nullable(),
    }).nullable(),
    empireInvites: z.number().int(),
    reports: z.number().int(),
    messages: z.number().int(),
    /** Beginner protection: the ISO instant it ends while the kingdom is protected, else null. */
    protected_until: z.string().nullable(),
  }),
  villages: z.array(villageListItem),
  objectives: z.array(villageListItem),
  game_finished: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;
