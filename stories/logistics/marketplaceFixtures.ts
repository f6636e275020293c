import type { MarketOffer, MarketResponse, OwnOffer, OwnOffersResponse } from '../../client/api/offers';

/** The marketplace of village 11 (Highmoor at 12|-7): others' offers nearest first, and Highmoor's own. */
const iso = '2030-03-22T11:00:00.000Z';
const none = { wood: 0, stone: 0, iron: 0, food: 0 };

export const marketOffers: MarketOffer[] = [
  { id: 71, offer: { ...none, wood: 1000 }, request: { ...none, stone: 1200 }, ratio: 1.2, merchants: 1, empire_only: false, created_at: iso,
    village: { id: 31, name: 'Kelmoor', x: 15, y: -3 }, offerer: { id: 9, username: 'Corvin' }, distance: 5, travel_ms: 1_500_000 },
  { id: 72, offer: { ...none, iron: 2000, food: 500 }, request: { ...none, wood: 2000 }, ratio: 0.8, merchants: 3, empire_only: false, created_at: iso,
    village: { id: 32, name: 'Ashford', x: 20, y: -12 }, offerer: { id: 10, username: 'Mirela' }, distance: 9.433981132056603, travel_ms: 2_830_194 },
  { id: 73, offer: { ...none, food: 3000 }, request: { ...none, iron: 3000 }, ratio: 1, merchants: 3, empire_only: false, created_at: iso,
    village: { id: 33, name: 'Duskwater', x: -4, y: 2 }, offerer: { id: 11, username: 'Tobiah' }, distance: 18.35755975068582, travel_ms: 5_507_268 },
];

export const ownOffers: OwnOffer[] = [
  { id: 81, offer: { ...none, stone: 1500 }, request: { ...none, iron: 1800 }, ratio: 1.2, merchants: 2, empire_only: false, created_at: iso },
  { id: 82, offer: { ...none, wood: 400 }, request: { ...none, food: 300 }, ratio: 0.75, merchants: 1, empire_only: true, created_at: iso },
];

export function marketPage(items: MarketOffer[], page = 0, total = items.length): MarketResponse {
  return { village_id: 11, page, page_size: 20, total, items, computed_at: iso };
}

export function ownPage(items: OwnOffer[]): OwnOffersResponse {
  return { village_id: 11, items, computed_at: iso };
}

export const marketStock = { wood: 8421, stone: 12000, iron: 3120, food: 5230 };
export const marketMerchants = { total: 6, available: 3, capacity: 1000 };
export const marketCaps = { store_res: 15000, store_food: 12000 };
