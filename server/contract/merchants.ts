import { z } from 'zod';
import { RESOURCES } from '../game/data/resources';

/**
 * The merchants calls of SPEC.md section 7 built so far (issue 14): the exchange and buying resources
 * with aether. Both deliver after 10 minutes as due work (a `delivery` movement, docs/API.md "Merchants").
 */

const int = z.number().int();
const resource = z.enum(RESOURCES);
const cost = z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() });
/** An amount a village could hold: a whole number from 1 up to a hundred million. */
const amount = int.min(1).max(100_000_000);

/** A delivery on its way: what, and when it arrives (ISO). */
export const deliveryView = z.object({ id: int, resources: cost, due_at: z.string() });

/** POST merchants/village/{id}/exchange: `amount` of `fromResource` given for `toResource`. */
export const exchangeRequest = z.object({
  fromResource: resource,
  toResource: resource,
  amount,
  useAether: z.boolean().default(false),
}).strict();
export type ExchangeRequest = z.infer<typeof exchangeRequest>;

export const exchangeResponse = z.object({
  /** What left the village now (only what buys whole units: 10 at 3:1 gives 9). */
  given: cost,
  /** Aether paid (0 without) and the account's balance after it. */
  aether_spent: int,
  aether: int,
  delivery: deliveryView,
  /** The village's stock after the resources left, at `computed_at`. */
  village: z.object({ id: int, wood: z.number(), stone: z.number(), iron: z.number(), food: z.number(), computed_at: z.string() }),
});
export type ExchangeResponse = z.infer<typeof exchangeResponse>;

/** POST merchants/village/{id}/buy: `amount` of one resource for aether, in whole lots (aetherCosts.purchase). */
export const buyRequest = z.object({ resource, amount }).strict();
export type BuyRequest = z.infer<typeof buyRequest>;

export const buyResponse = z.object({
  aether_spent: int,
  aether: int,
  delivery: deliveryView,
});
export type BuyResponse = z.infer<typeof buyResponse>;

const load = int.min(0).max(100_000_000);
/**
 * POST merchants/village/{id}/outgoing: resources to a village at (x, y), or supplies to the event or
 * monument standing there (movement kinds `supplies` and, with `aether` from the account, `aether_supplies`).
 */
export const sendMerchantsRequest = z.object({
  wood: load, stone: load, iron: load, food: load, x: int.min(-10_000).max(10_000), y: int.min(-10_000).max(10_000),
  /** Aether from the account, to an 'Aether deposit' (supply2) event only. */
  aether: int.min(0).max(1_000_000).optional(),
}).strict();
export type SendMerchantsRequest = z.infer<typeof sendMerchantsRequest>;

export const sendMerchantsResponse = z.object({
  movement: z.object({
    id: int, merchants: int, resources: cost,
    /** The village, or the event or monument (objective_id; name is then its catalogue key) the merchants head for. */
    to: z.object({ village_id: int.nullable(), objective_id: int.nullable().optional(), name: z.string(), x: int, y: int }),
    /** Aether carried to an 'Aether deposit' (aether_supplies). */
    aether: int.optional(),
    started_at: z.string(), due_at: z.string(),
  }),
  /** The village's merchants after the send (as the village read's `merchants`). */
  merchants: z.object({ total: int, available: int, capacity: int }),
  village: z.object({ id: int, wood: z.number(), stone: z.number(), iron: z.number(), food: z.number(), computed_at: z.string() }),
});
export type SendMerchantsResponse = z.infer<typeof sendMerchantsResponse>;

/** GET merchants/village/{id}/incoming and /outgoing `?page` (20 a page). */
export const tradeListQuery = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

const end = z.object({ village_id: int.nullable(), x: int, y: int });
/** A trade movement: a delivery (an exchange or purchase on its way) or merchants on the road. */
export const tradeMovementView = z.object({
  id: int,
  kind: z.string(),
  /** A delivery's origin: exchange | purchase. */
  origin_kind: z.string().nullable(),
  /** Merchants the trip keeps busy (0 for a delivery). */
  merchants: int,
  from: end,
  to: end,
  resources: cost,
  started_at: z.string(),
  due_at: z.string(),
});
export type TradeMovementView = z.infer<typeof tradeMovementView>;

export const tradeListResponse = z.object({
  type: z.enum(['incoming', 'outgoing']),
  page: int,
  total: int,
  items: z.array(tradeMovementView),
  computed_at: z.string(),
});
export type TradeListResponse = z.infer<typeof tradeListResponse>;
