import type { z } from 'zod';
import { api } from './http';
import type { CallResponse } from '../../server/contract';
import type { buyRequest, exchangeRequest, sendMerchantsRequest } from '../../server/contract/merchants';

/**
 * The merchants calls of SPEC.md section 7 (docs/API.md "Merchants"), typed by the contract. Failure keys:
 * error_merchants (lists), error_merchants_send, error_merchants_exchange, error_aether_purchase (buy).
 */
export const MERCHANTS_ERROR = 'error_merchants';
export const MERCHANTS_SEND_ERROR = 'error_merchants_send';
export const MERCHANTS_EXCHANGE_ERROR = 'error_merchants_exchange';
export const AETHER_PURCHASE_ERROR = 'error_aether_purchase';

export type TradeWay = 'incoming' | 'outgoing';
export type TradeList = CallResponse<'merchantsIncoming'>;
export type TradeMovement = TradeList['items'][number];
/** Trade movements a page of GET merchants/village/{id}/incoming or /outgoing holds. */
export const TRADE_PAGE_SIZE = 20;

/** react-query keys of the merchants reads (invalidated after every send, exchange, purchase and offer). */
export const merchantsQueryKey = {
  all: ['merchants'] as const,
  list: (villageId: number | undefined, way: TradeWay, page: number) => ['merchants', 'list', villageId, way, page] as const,
};

/** GET merchants/village/{id}/incoming or /outgoing, one page (each path spelled out, so the contract test reaches both). */
export const tradeList = (villageId: number, way: TradeWay, page = 0) =>
  way === 'incoming'
    ? api.get<CallResponse<'merchantsIncoming'>>(`merchants/village/${villageId}/incoming?page=${page}`)
    : api.get<CallResponse<'merchantsOutgoing'>>(`merchants/village/${villageId}/outgoing?page=${page}`);

export const sendMerchants = (villageId: number, body: z.input<typeof sendMerchantsRequest>) =>
  api.post<CallResponse<'merchantsSend'>>(`merchants/village/${villageId}/outgoing`, body);

export const exchange = (villageId: number, body: z.input<typeof exchangeRequest>) =>
  api.post<CallResponse<'merchantsExchange'>>(`merchants/village/${villageId}/exchange`, body);

export const buyResources = (villageId: number, body: z.input<typeof buyRequest>) =>
  api.post<CallResponse<'merchantsBuy'>>(`merchants/village/${villageId}/buy`, body);
