import { z } from 'zod';

/**
 * The trade route calls of SPEC.md section 7 (issue 14): GET, POST .../traderoute/{targetId} and DELETE
 * merchants/village/{id}/traderoute. All three answer the village's route as it stands (null: none).
 */

const int = z.number().int();
const cost = z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() });

/** Why the last hourly slot sent nothing (catalogue: logistics.traderoute.idle.<reason>). */
export const routeIdleReason = z.enum(['nothingHeld', 'noProduction', 'notAllowed']);
export type RouteIdleReason = z.infer<typeof routeIdleReason>;

/** The last shipment that carried something: what left when, when it arrives, and once arrived what the target's stores took and lost. */
export const routeShipmentView = z.object({
  resources: cost,
  at: z.string(),
  arrives_at: z.string(),
  /** The village it went to (the route's target then). */
  target_id: int,
  /** Null until it arrived. */
  delivered: cost.nullable(),
  lost: cost.nullable(),
});

export const tradeRouteView = z.object({
  target: z.object({ id: int, name: z.string(), x: int, y: int }),
  /** The next hourly shipment (ISO); the one before it was `interval_seconds` earlier. */
  next_at: z.string(),
  /** Seconds between shipments: an hour of game time (3,600 / world speed). */
  interval_seconds: z.number(),
  /** The last slot handled (ISO; null before the first). */
  last_at: z.string().nullable(),
  last_shipment: routeShipmentView.nullable(),
  /** Why the last slot sent nothing (null when it sent, or before the first). */
  last_idle: routeIdleReason.nullable(),
  created_at: z.string(),
});
export type TradeRouteView = z.infer<typeof tradeRouteView>;

/** GET / POST / DELETE merchants/village/{id}/traderoute: the route (null: the village has none) at `computed_at`. */
export const tradeRouteResponse = z.object({ route: tradeRouteView.nullable(), computed_at: z.string() });
export type TradeRouteResponse = z.infer<typeof tradeRouteResponse>;
