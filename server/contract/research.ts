import { z } from 'zod';

/** GET research and POST research/{id} (SPEC.md section 7, Research; docs/API.md "Research, tiles and buildings"). */

const int = z.number().int();
const tierKey = z.enum(['village', 'town', 'city']);
const ref = z.object({ id: int, key: z.string(), name: z.string() });

export const researchView = z.object({
  id: int,
  key: z.string(),
  name: z.string(),
  description: z.string(),
  tier: int,
  science_base: z.number(),
  /** Comma-separated building keys (SPEC.md section 3 field). */
  unlocks_building: z.string(),
  unlocks: z.array(z.object({ key: z.string(), name: z.string() })),
  requires: z.array(ref.extend({ done: z.boolean() })),
  /** done | researching | available (may start now, or once the running research is done) | locked. */
  state: z.enum(['done', 'researching', 'available', 'locked']),
  /** Science so far: the running research's progress, science_base when done, else 0. */
  science: z.number(),
  /** Prerequisites not completed yet. */
  missing: z.array(ref),
  /** The settlement tier the kingdom still needs for this technology, or null. */
  needsTier: tierKey.nullable(),
  completed_at: z.string().nullable(),
});
export type ResearchView = z.infer<typeof researchView>;

export const researchResponse = z.object({
  /** The running research, or null. */
  researching: z.object({
    id: int, key: z.string(), name: z.string(),
    science: z.number(), science_base: z.number(),
    /** science / science_base x 100. */
    percent: z.number(),
    /** When it completes at today's science rate (ISO), or null without science production. */
    due_at: z.string().nullable(),
  }).nullable(),
  /**
   * Science queued in the account's villages (queue items of kind science) and not delivered yet, and
   * when the last started one is due (ISO, or null while none has started): science on its way even
   * when no building produces any.
   */
  science_queued: z.object({ amount: int, until: z.string().nullable() }),
  /** Account-wide rates per hour (sum of the villages' floor(base x (1 + improvement)), world speed applied). */
  science_per_hour: z.number(),
  culture_per_hour: z.number(),
  culture: z.number(),
  /** Technologies grouped by tier, lowest first; `needsTier` is the settlement tier that tier needs. */
  tiers: z.array(z.object({ tier: int, needsTier: tierKey, research: z.array(researchView) })),
  computed_at: z.string(),
});
export type ResearchResponse = z.infer<typeof researchResponse>;
