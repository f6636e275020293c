import { z } from 'zod';

/**
 * The production queue, districts, tiers and builders (SPEC.md section 7, Villages and Profiles;
 * docs/API.md "Queue, districts, tiers and builders").
 */

/** Builder charges one item may take: `true` is one charge, a number that many (charges stack). */
export const MAX_BUILDERS_PER_ITEM = 100;
export const withBuilders = z.union([
  z.boolean(),
  z.number().int('withBuilders: a whole number of charges').min(0).max(MAX_BUILDERS_PER_ITEM),
]).optional();

/** Normalises `withBuilders` to a number of charges. */
export function builderCharges(v: boolean | number | undefined): number {
  if (v === true) return 1;
  if (v === false || v === undefined) return 0;
  return v;
}

/** POST /villages/{id}/queue/building. */
export const queueBuildingRequest = z.object({
  buildingType: z.string().min(1).max(32),
  withBuilders,
});

/** POST /villages/{id}/queue/building/{buildingId}. */
export const queueUpgradeRequest = z.object({ withBuilders });

/** Largest amount the schema lets through; the rule's cap (2 x hourly production) is far below it. */
export const MAX_QUEUE_AMOUNT = 1_000_000_000;

/** POST /villages/{id}/queue/science and /culture: a missing or 0 amount is 'No amount set'. */
export const queuePointsRequest = z.object({
  amount: z.number().int('amount: a whole number').min(0).max(MAX_QUEUE_AMOUNT).nullable().optional(),
  withBuilders,
});

const cost = z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() });

/** One queue item as the queue calls answer it (head first). Times are ISO. */
export const queueItemView = z.object({
  id: z.number().int(),
  kind: z.enum(['building', 'unit', 'science', 'culture']),
  target: z.string().nullable(),
  amount: z.number(),
  level: z.number().int().nullable(),
  cost,
  work: z.number(),
  /** Work done by `computed_at`. */
  work_done: z.number(),
  builders: z.number().int(),
  /** 'done' and 'cancelled' only for the item a DELETE answers. */
  state: z.enum(['waiting', 'active', 'done', 'cancelled']),
  /** Work points per hour: the head's (production x builder boost), or what a waiting item will get. */
  rate: z.number(),
  started_at: z.string().nullable(),
  /** Active: when it completes. Waiting: when it would complete at today's production. */
  due_at: z.string().nullable(),
});
export type QueueItemView = z.infer<typeof queueItemView>;

/** Every queue call answers the village's queue and stock after the change. */
export const queueResponse = z.object({
  village: z.object({
    id: z.number().int(),
    wood: z.number(), stone: z.number(), iron: z.number(), food: z.number(),
    production: z.number(),
    computed_at: z.string(),
  }),
  buildQueue: z.array(queueItemView),
  /** The item queued (POST) or cancelled (DELETE). */
  item: queueItemView,
  /** The account's builder charges left. */
  builders: z.number().int(),
  /** DELETE only: resources given back. */
  refund: cost.optional(),
});
export type QueueResponse = z.infer<typeof queueResponse>;

/** POST /villages/{id}/districts. */
export const districtRequest = z.object({ districtType: z.string().min(1).max(32) });
export const districtResponse = z.object({
  id: z.number().int(),
  districts: z.array(z.string()),
  freeSlots: z.number().int(),
});
export type DistrictResponse = z.infer<typeof districtResponse>;

/** POST /villages/{id}/tier. */
export const tierResponse = z.object({
  id: z.number().int(),
  tier: z.enum(['village', 'town', 'city']),
  culture: z.number(),
  /** The culture threshold that was met. */
  threshold: z.number(),
  maxLevel: z.number().int(),
  queueLength: z.number().int(),
  districtSlots: z.number().int(),
});
export type TierResponse = z.infer<typeof tierResponse>;

/** POST profiles/builders. */
export const MAX_BUILDERS_PURCHASE = 1000;
export const buildersRequest = z.object({
  amount: z.number().int('amount: a whole number').min(1).max(MAX_BUILDERS_PURCHASE),
});
export const buildersResponse = z.object({ aether: z.number().int(), builders: z.number().int(), spent: z.number().int() });
export type BuildersResponse = z.infer<typeof buildersResponse>;
