import type { AuthInfo, Deps } from '../deps';
import type { Trx } from '../../db/knex';
import type { VillageRow } from '../../db/villages';
import { lockVillageRow } from '../../db/queueWrite';
import { insertMovement } from '../../db/movements';
import { busyMerchants } from '../../db/trade';
import { closeOffer, offerById, type OfferRow } from '../../db/offers';
import { checkLoad, freeMerchants, merchantTravelMs, takeLoad, TRADE_TEXT } from '../../game/trade';
import { mayAcceptOffer } from '../../game/trade/offerAccess';
import { kingdomPair } from '../../db/allies';
import { materialise } from '../../game/queue';
import type { Cost } from '../../game/data/resources';
import { ownVillage } from '../access';
import { badRequest, notFound, refused } from '../refusal';
import { settleAndLoad } from '../villageWrite';
import { saveEconomy } from '../economy/save';

const whole = (c: Cost): Cost => ({ wood: Math.floor(c.wood), stone: Math.floor(c.stone), iron: Math.floor(c.iron), food: Math.floor(c.food) });

/**
 * POST merchants/offers/{offerId}/accept {villageId} (GAME.md section 7). One transaction locks both
 * villages in id order (racing accepts and cancels queue behind each other, never deadlock), then:
 * - an offer whose village vanished or changed owner is withdrawn (committed) and refused. Its reserved
 *   resources are not returned: the village is no longer the offerer's, and the new owner did not offer
 *   them (the merchants it reserved are free with the offer closed);
 * - mayAcceptOffer (not one's own, Empire-only: a member of the offerer's Empire as it is now);
 * - the accepter's village (settled to now) pays the request with its own free merchants ('Not enough
 *   capacity' / 'Not enough resources', nothing changed);
 * - the offer turns open -> accepted by ONE conditional update, so exactly one of racing accepts wins;
 * - both loads leave as `merchants` movements that the arrival processor unloads (storage loss, reports)
 *   and sends home empty: the offer with its reserved merchants to the accepter, the request back.
 */
export async function acceptOffer(deps: Deps, auth: AuthInfo, offerId: number, villageId: number, key: string) {
  const first = await offerById(deps.db, offerId);
  if (!first) throw notFound(key, TRADE_TEXT.offerUnknown);
  const out = await deps.db.transaction(async (trx) => {
    const ids = [...new Set([villageId, first.village_id].filter((id): id is number => id !== null))].sort((a, b) => a - b);
    const locked = new Map<number, VillageRow | undefined>();
    for (const id of ids) locked.set(id, await lockVillageRow(trx, id));
    const mine = ownVillage(locked.get(villageId), auth, key);
    const now = deps.now();
    const offer = await offerById(trx, offerId);
    if (!offer || offer.status !== 'open') throw badRequest(key, TRADE_TEXT.offerClosed);
    const home = offer.village_id === null ? undefined : locked.get(offer.village_id);
    if (!home || home.user_id !== offer.user_id) {
      await closeOffer(trx, offer.id, 'withdrawn', now);
      return { withdrawn: true as const };
    }
    const [offerer, accepter] = await kingdomPair(trx, offer, mine);
    const no = mayAcceptOffer({ ...offer, empire_id: offerer.empire_id }, accepter);
    if (no) throw refused(403, key, no);
    return { withdrawn: false as const, done: await pay(deps, trx, offer, mine, home, now, key) };
  });
  if (out.withdrawn) throw badRequest(key, TRADE_TEXT.offerWithdrawn);
  return out.done;
}

/** The accepter's side: the request leaves its stock with its merchants, the offer's merchants set off. */
async function pay(deps: Deps, trx: Trx, offer: OfferRow, mine: VillageRow, home: VillageRow, now: Date, key: string) {
  const { loaded, economy: settled } = await settleAndLoad(trx, deps, mine, now);
  const economy = materialise(settled, now.getTime(), loaded.env);
  const rates = loaded.env.rates(economy.buildings);
  const free = freeMerchants(rates.merchants, await busyMerchants(trx, mine.id));
  const c = checkLoad(offer.request, whole(economy.stock), free, rates.merchant_capacity);
  if ('refused' in c) throw badRequest(key, c.refused);
  const closed = await closeOffer(trx, offer.id, 'accepted', now, { accepted: { villageId: mine.id, userId: mine.user_id! } });
  if (!closed) throw badRequest(key, TRADE_TEXT.offerClosed);
  const stock = takeLoad(economy.stock, offer.request);
  await saveEconomy(trx, mine, settled, { ...economy, stock }, [], now, deps, loaded.env);
  const due = new Date(now.getTime() + merchantTravelMs(home, mine, deps.config.gameSpeed));
  const at = (v: VillageRow) => ({ villageId: v.id, x: v.x, y: v.y });
  const outgoing = await insertMovement(trx, {
    kind: 'merchants', userId: mine.user_id!, from: at(mine), to: at(home), units: {}, resources: offer.request, startedAt: now, dueAt: due, merchants: c.merchants,
  });
  const incoming = await insertMovement(trx, {
    kind: 'merchants', userId: offer.user_id, from: at(home), to: at(mine), units: {}, resources: offer.offer, startedAt: now, dueAt: due, merchants: offer.merchants,
  });
  const trip = (id: number, merchants: number, resources: Cost, from: VillageRow, to: VillageRow) =>
    ({ id, merchants, resources, from_village_id: from.id, to_village_id: to.id, due_at: due.toISOString() });
  return {
    offer_id: offer.id, status: 'accepted' as const,
    outgoing: trip(outgoing, c.merchants, offer.request, mine, home),
    incoming: trip(incoming, offer.merchants, offer.offer, home, mine),
    merchants: { total: rates.merchants, available: free - c.merchants, capacity: rates.merchant_capacity },
    village: { id: mine.id, ...stock, computed_at: now.toISOString() },
  };
}
