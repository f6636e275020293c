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

/** GET /villages/{id}. */
export const villageResponse = z.object({
  village: villageState,
  buildQueue: z.array(queueItem),
  units: z.array(z.object({ unit: z.string(), amount: z.number().int(), home: z.boolean() })),
  incoming: z.array(z.unknown()),
  outgoing: z.array(z.unknown()),
  movements: z.array(z.unknown()),
  merchants: z.object({ total: z.number().int(), available: z.number().int(), capacity: z.number().int() }),
});
export type VillageResponse = z.infer<typeof villageResponse>;

/** PUT /villages/{id}/name. */
export const renameVillageRequest = z.object({ name: z.string() });
