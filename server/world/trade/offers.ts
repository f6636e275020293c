import type { AuthInfo, Deps } from '../deps';
import { busyMerchants } from '../../db/trade';
import { villageById } from '../../db/villages';
import { closeOffer, insertOffer, marketOffers, offerById, openOffersOf, withdrawStrayOffers, type OfferRow } from '../../db/offers';
import { checkLoad, checkOffer, freeMerchants, merchantTravelMs, offerRatio, takeLoad, TRADE_TEXT, unload } from '../../game/trade';
import { distance } from '../../game/movement/duration';
import type { Cost, Resource } from '../../game/data/resources';
import type { MakeOfferRequest } from '../../contract/offers';
import { ownVillage } from '../access';
import { badRequest, notFound } from '../refusal';
import { withVillage, type VillageSession } from '../villageWrite';

/** Offers a page of GET merchants/offers holds. */
export const OFFER_PAGE_SIZE = 20;

const whole = (c: Cost): Cost => ({ wood: Math.floor(c.wood), stone: Math.floor(c.stone), iron: Math.floor(c.iron), food: Math.floor(c.food) });

export function ownOfferView(o: OfferRow) {
  return {
    id: o.id, offer: o.offer, request: o.request, ratio: offerRatio(o.offer, o.request), merchants: o.merchants,
    empire_only: o.empire_only, created_at: o.created_at.toISOString(),
  };
}

/** The village's merchants as the village read shows them, counted under its lock (trips and open offers). */
export async function merchantsAt(s: VillageSession) {
  const rates = s.loaded.env.rates(s.economy.buildings);
  const free = freeMerchants(rates.merchants, await busyMerchants(s.trx, s.village.id));
  return { total: rates.merchants, available: free, capacity: rates.merchant_capacity };
}

const stockView = (s: VillageSession, stock: Cost) => ({ id: s.village.id, ...stock, computed_at: s.now.toISOString() });

/**
 * POST merchants/village/{id}/offers (GAME.md section 7): under the village's lock (withVillage), the offer
 * must pass checkOffer (another resource requested, its total within requestBounds); the offered resources
 * leave the stock at once and ceil(total / capacity) of the free merchants are reserved ('Not enough
 * capacity'), both held until the offer is accepted, cancelled or withdrawn.
 */
export async function makeOffer(deps: Deps, auth: AuthInfo, villageId: number, ask: MakeOfferRequest, key: string) {
  return withVillage(deps, auth, villageId, key, async (s) => {
    const v = s.village;
    const bad = checkOffer(ask.offer, ask.request);
    if (bad) throw badRequest(key, bad);
    // Offers a former owner left in this village are no one's any more (their merchants are not counted).
    await withdrawStrayOffers(s.trx, v.id, v.user_id, s.now);
    const m = await merchantsAt(s);
    const c = checkLoad(ask.offer, whole(s.economy.stock), m.available, m.capacity);
    if ('refused' in c) throw badRequest(key, c.refused);
    const stock = takeLoad(s.economy.stock, ask.offer);
    await s.save({ ...s.economy, stock });
    const row = await insertOffer(s.trx, { villageId: v.id, userId: v.user_id!, offer: ask.offer, request: ask.request, merchants: c.merchants, empireOnly: ask.empireOnly, at: s.now });
    return { offer: ownOfferView(row), merchants: { ...m, available: m.available - c.merchants }, village: stockView(s, stock) };
  });
}

/**
 * DELETE merchants/village/{id}/offers/{offerId}: ONE conditional update open -> cancelled (an accept racing
 * it changes nothing once it lost, and the other way round); the merchants are free again and the
 * resources go back into the stock up to storage, like merchants unloading: what the warehouse or food
 * cellar cannot hold now is lost (the answer's `lost`; the client warns before). Only the village's
 * present owner's offers: one a former owner made is not the new owner's to cash in.
 */
export async function cancelOffer(deps: Deps, auth: AuthInfo, villageId: number, offerId: number, key: string) {
  return withVillage(deps, auth, villageId, key, async (s) => {
    const v = s.village;
    const row = await closeOffer(s.trx, offerId, 'cancelled', s.now, { villageId: v.id, userId: v.user_id! });
    if (!row) {
      const o = await offerById(s.trx, offerId);
      if (!o || o.village_id !== v.id) throw notFound(key, TRADE_TEXT.offerUnknown);
      throw badRequest(key, o.user_id !== v.user_id ? TRADE_TEXT.offerWithdrawn : TRADE_TEXT.offerClosed);
    }
    const rates = s.loaded.env.rates(s.economy.buildings);
    const r = unload(s.economy.stock, row.offer, rates);
    await s.save({ ...s.economy, stock: r.stock });
    return { offer_id: row.id, status: 'cancelled' as const, refunded: r.delivered, lost: r.lost, merchants: await merchantsAt(s), village: stockView(s, r.stock) };
  });
}

/** GET merchants/village/{id}/offers: the village's open offers (its present owner's), newest first. */
export async function villageOffers(deps: Deps, auth: AuthInfo, villageId: number, key: string) {
  ownVillage(await villageById(deps.db, villageId), auth, key);
  const rows = await openOffersOf(deps.db, villageId);
  return { village_id: villageId, items: rows.map(ownOfferView), computed_at: deps.now().toISOString() };
}

/**
 * GET merchants/offers?villageId&resource&page: open offers of other players the viewer may accept,
 * nearest to the viewer's village `villageId` (which must be the caller's) first, with the distance and a
 * merchants' trip one way from there; `resource` keeps offers that offer it.
 */
export async function market(deps: Deps, auth: AuthInfo, q: { villageId: number; resource?: Resource; page: number }, key: string) {
  const v = ownVillage(await villageById(deps.db, q.villageId), auth, key);
  const { total, rows } = await marketOffers(deps.db, { viewerId: auth.userId, x: v.x, y: v.y, resource: q.resource, page: q.page, size: OFFER_PAGE_SIZE });
  return {
    village_id: v.id, page: q.page, page_size: OFFER_PAGE_SIZE, total, computed_at: deps.now().toISOString(),
    items: rows.map((o) => ({
      ...ownOfferView(o),
      village: { id: o.village_id!, name: o.village_name, x: o.x, y: o.y },
      offerer: { id: o.user_id, username: o.username },
      distance: distance(v, o),
      travel_ms: merchantTravelMs(v, o, deps.config.gameSpeed),
    })),
  };
}
