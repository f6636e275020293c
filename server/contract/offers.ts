import { z } from 'zod';
import { RESOURCES } from '../game/data/resources';

/**
 * The marketplace calls (issue 14, docs/API.md "Merchants"): open offers of others nearest first, a
 * village's own open offers, making, accepting and cancelling an offer. Failure key: error_merchants.
 */

const int = z.number().int();
/** One side of an offer: whole amounts of each resource (what a village could hold at most). */
const side = z.object({
  wood: int.min(0).max(100_000_000),
  stone: int.min(0).max(100_000_000),
  iron: int.min(0).max(100_000_000),
  food: int.min(0).max(100_000_000),
}).strict();
const cost = z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() });
const stock = z.object({ id: int, wood: z.number(), stone: z.number(), iron: z.number(), food: z.number(), computed_at: z.string() });
const merchants = z.object({ total: int, available: int, capacity: int });

/** POST merchants/village/{id}/offers. */
export const makeOfferRequest = z.object({ offer: side, request: side, empireOnly: z.boolean().default(false) }).strict();
export type MakeOfferRequest = z.infer<typeof makeOfferRequest>;

/** A village's own open offer. `ratio`: requested per offered resource (1 = even). */
export const ownOfferView = z.object({
  id: int,
  offer: cost,
  request: cost,
  ratio: z.number(),
  merchants: int,
  empire_only: z.boolean(),
  created_at: z.string(),
});
export type OwnOfferView = z.infer<typeof ownOfferView>;

export const makeOfferResponse = z.object({
  offer: ownOfferView,
  /** The village's merchants after the offer reserved its own. */
  merchants,
  /** The stock once the offered resources left it (reserved), at `computed_at`. */
  village: stock,
});
export type MakeOfferResponse = z.infer<typeof makeOfferResponse>;

/** GET merchants/village/{id}/offers. */
export const ownOffersResponse = z.object({ village_id: int, items: z.array(ownOfferView), computed_at: z.string() });
export type OwnOffersResponse = z.infer<typeof ownOffersResponse>;

/** GET merchants/offers `?villageId&resource&page`: `villageId` the viewer's village distances are measured from. */
export const marketQuery = z.object({
  villageId: z.coerce.number().int().min(1).max(2_147_483_647),
  resource: z.enum(RESOURCES).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type MarketQuery = z.infer<typeof marketQuery>;

/** An offer of another player as the marketplace lists it. */
export const marketOfferView = ownOfferView.extend({
  village: z.object({ id: int, name: z.string(), x: int, y: int }),
  offerer: z.object({ id: int, username: z.string() }),
  /** Tiles from the viewer's village, and a merchants' trip one way (ms, merchantTravelMs). */
  distance: z.number(),
  travel_ms: int,
});
export type MarketOfferView = z.infer<typeof marketOfferView>;

export const marketResponse = z.object({
  village_id: int,
  page: int,
  /** Offers a page holds (20). */
  page_size: int,
  total: int,
  items: z.array(marketOfferView),
  computed_at: z.string(),
});
export type MarketResponse = z.infer<typeof marketResponse>;

/** POST merchants/offers/{offerId}/accept: the accepter's village pays the request with its merchants. */
export const acceptOfferRequest = z.object({ villageId: int.min(1).max(2_147_483_647) }).strict();
export type AcceptOfferRequest = z.infer<typeof acceptOfferRequest>;

/** A load on its way: the merchant movement, how many merchants, what, and when it arrives. */
const trip = z.object({ id: int, merchants: int, resources: cost, from_village_id: int, to_village_id: int, due_at: z.string() });

export const acceptOfferResponse = z.object({
  offer_id: int,
  status: z.literal('accepted'),
  /** The accepter's merchants carrying the request to the offerer. */
  outgoing: trip,
  /** The offerer's merchants carrying the offer to the accepter. */
  incoming: trip,
  /** The accepter village's merchants after the payment left. */
  merchants,
  village: stock,
});
export type AcceptOfferResponse = z.infer<typeof acceptOfferResponse>;

/** DELETE merchants/village/{id}/offers/{offerId}: back into the stock up to storage; what does not fit is `lost`. */
export const cancelOfferResponse = z.object({
  offer_id: int,
  status: z.literal('cancelled'),
  refunded: cost,
  lost: cost,
  merchants,
  village: stock,
});
export type CancelOfferResponse = z.infer<typeof cancelOfferResponse>;
