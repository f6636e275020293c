import { z } from 'zod';

/** The village fields of SPEC.md section 3 (Village response). Rates are per hour, amounts lazily settled to now. */
export const villageState = z.object({
  id: z.number().int(),
  name: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  tier: z.enum(['village', 'town', 'city']),
  prod_wood: z.number(), prod_stone: z.number(), prod_iron: z.number(), prod_food: z.number(),
  impr_wood: z.number(), impr_stone: z.number(), impr_iron: z.number(), impr_food: z.number(),
  population: z.number(),
  consumption: z.number(),
  production: z.number(),
  impr_production: z.number(),
  science: z.number(),
  impr_science: z.number(),
  culture: z.number(),
  impr_culture: z.number(),
  store_res: z.number(),
  store_food: z.number(),
  wood: z.number(), stone: z.number(), iron: z.number(), food: z.number(),
  /** Derived: food production after population and consumption (SPEC.md section 4). */
  prod_food_net: z.number(),
  /** Derived: seconds until each store is full (food: empty when draining); 0 when already full. */
  time_wood: z.number(), time_stone: z.number(), time_iron: z.number(), time_food: z.number(),
  loyalty: z.number(),
  districts: z.array(z.string()),
  buildings: z.array(z.object({ id: z.number().int(), type: z.string(), level: z.number().int() })),
  tiles: z.array(z.object({ x: z.number().int(), y: z.number().int() })),
  settling: z.boolean(),
  /** When the amounts above were computed (server time, ISO). */
  computed_at: z.string(),
});
export type VillageState = z.infer<typeof villageState>;

export const queueItem = z.object({
  id: z.number().int(), kind: z.string(), target: z.string().nullable(), amount: z.number(), level: z.number().nullable(),
  work: z.number(), work_done: z.number(), started_at: z.string().nullable(), due_at: z.string().nullable(),
});

/**
 * A movement touching the village. Units and resources are shown only for the account's own
 * movements (an incoming attack does not reveal its army).
 */
export const movementView = z.object({
  id: z.number().int(),
  kind: z.string(),
  own: z.boolean(),
  from: z.object({ village_id: z.number().int().nullable(), x: z.number().int(), y: z.number().int() }),
  to: z.object({ village_id: z.number().int().nullable(), x: z.number().int(), y: z.number().int() }),
  units: z.record(z.string(), z.number()).nullable(),
  resources: z.record(z.string(), z.number()).nullable(),
  started_at: z.string(),
  due_at: z.string(),
});
export type MovementView = z.infer<typeof movementView>;

/** GET /villages/{id}. */
export const villageResponse = z.object({
  village: villageState,
  buildQueue: z.array(queueItem),
  units: z.array(z.object({ unit: z.string(), amount: z.number().int(), home: z.boolean() })),
  /** Movements heading here from elsewhere. */
  incoming: z.array(movementView),
  /** Movements that left from here. */
  outgoing: z.array(movementView),
  /** Incoming and outgoing together, soonest first. */
  movements: z.array(movementView),
  merchants: z.object({ total: z.number().int(), available: z.number().int(), capacity: z.number().int() }),
});
export type VillageResponse = z.infer<typeof villageResponse>;

export const VILLAGE_NAME_MAX = 32;

/** PUT /villages/{id}/name: trimmed, 1 to 32 characters, no control characters or line breaks. */
export const renameVillageRequest = z.object({
  name: z.string()
    .trim()
    .min(1, 'The village name may not be empty')
    .max(VILLAGE_NAME_MAX, `The village name may be at most ${VILLAGE_NAME_MAX} characters long`)
    .regex(/^[^\p{Cc}\p{Zl}\p{Zp}]*$/u, 'The village name may not contain control characters'),
});
export const renameVillageResponse = z.object({ id: z.number().int(), name: z.string() });
