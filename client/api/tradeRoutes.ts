import { api } from './http';
import type { CallResponse } from '../../server/contract';

/**
 * The trade route calls of SPEC.md section 7 (docs/API.md "Trade routes"), typed by the contract:
 * GET, POST .../traderoute/{targetId} and DELETE merchants/village/{id}/traderoute. Failure key
 * error_merchants_traderoute. All three answer `{route, computed_at}` (route null: none).
 */
export const TRADE_ROUTE_ERROR = 'error_merchants_traderoute';

export type TradeRouteAnswer = CallResponse<'merchantsTradeRoute'>;
export type TradeRoute = NonNullable<TradeRouteAnswer['route']>;
export type RouteIdleReason = NonNullable<TradeRoute['last_idle']>;

/** react-query key of a village's route: under the merchants key, so every send, offer and exchange reloads it too. */
export const tradeRouteQueryKey = (villageId: number | undefined) => ['merchants', 'traderoute', villageId] as const;

export const tradeRoute = (villageId: number) => api.get<CallResponse<'merchantsTradeRoute'>>(`merchants/village/${villageId}/traderoute`);

export const setTradeRoute = (villageId: number, targetId: number) =>
  api.post<CallResponse<'merchantsSetTradeRoute'>>(`merchants/village/${villageId}/traderoute/${targetId}`);

export const removeTradeRoute = (villageId: number) =>
  api.del<CallResponse<'merchantsRemoveTradeRoute'>>(`merchants/village/${villageId}/traderoute`);
