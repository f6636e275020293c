import type { z } from 'zod';
import { api } from './http';
import type { CallResponse } from '../../server/contract';
import type { Resource } from '../../server/game/data/resources';
import type { makeOfferRequest } from '../../server/contract/offers';

/**
 * The marketplace calls (docs/API.md "Merchants", the marketplace), typed by the contract. Every refusal
 * has the key error_merchants. Their query keys start with merchantsQueryKey.all (['merchants']), so the
 * invalidation after any send, exchange or offer reloads them too.
 */
export const OFFERS_ERROR = 'error_merchants';
/** Offers a page of GET merchants/offers holds. */
export const OFFER_PAGE_SIZE = 20;

export type MarketResponse = CallResponse<'merchantsOffers'>;
export type OwnOffersResponse = CallResponse<'merchantsVillageOffers'>;
export type MarketOffer = MarketResponse['items'][number];
export type OwnOffer = OwnOffersResponse['items'][number];
export type MakeOfferBody = z.input<typeof makeOfferRequest>;

export const offersQueryKey = {
  market: (villageId: number, resource: Resource | undefined, page: number) => ['merchants', 'offers', 'market', villageId, resource ?? 'all', page] as const,
  own: (villageId: number) => ['merchants', 'offers', 'own', villageId] as const,
};

/** The query of GET merchants/offers: distances from `villageId`, offers of `resource` (all when absent), one page. */
export function marketQueryOf(villageId: number, resource: Resource | undefined, page: number): string {
  const q = new URLSearchParams({ villageId: String(villageId), page: String(page) });
  if (resource) q.set('resource', resource);
  return q.toString();
}

export const marketOffers = (villageId: number, resource: Resource | undefined, page: number) =>
  api.get<CallResponse<'merchantsOffers'>>(`merchants/offers?${marketQueryOf(villageId, resource, page)}`);

export const villageOffers = (villageId: number) =>
  api.get<CallResponse<'merchantsVillageOffers'>>(`merchants/village/${villageId}/offers`);

export const makeOffer = (villageId: number, body: MakeOfferBody) =>
  api.post<CallResponse<'merchantsMakeOffer'>>(`merchants/village/${villageId}/offers`, body);

export const acceptOffer = (offerId: number, villageId: number) =>
  api.post<CallResponse<'merchantsAcceptOffer'>>(`merchants/offers/${offerId}/accept`, { villageId });

export const cancelOffer = (villageId: number, offerId: number) =>
  api.del<CallResponse<'merchantsCancelOffer'>>(`merchants/village/${villageId}/offers/${offerId}`);
