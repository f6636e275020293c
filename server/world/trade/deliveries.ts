import type { AuthInfo, Deps } from '../deps';
import { insertMovement } from '../../db/movements';
import { aetherOf, spendAether } from '../../db/trade';
import { durations } from '../../game/data/constants';
import type { Cost, Resource } from '../../game/data/resources';
import { exchangeDeal, purchaseDeal, TRADE_TEXT, weekOf, type ExchangeAsk } from '../../game/trade';
import { badRequest } from '../refusal';
import { withVillage, type VillageSession } from '../villageWrite';

const none = (): Cost => ({ wood: 0, stone: 0, iron: 0, food: 0 });
const one = (r: Resource, n: number): Cost => ({ ...none(), [r]: n });

/** The delivery row: a movement of kind `delivery` from the village to itself, due after `seconds` (not divided by the world speed). */
async function deliver(s: VillageSession, resources: Cost, seconds: number, origin: 'exchange' | 'purchase') {
  const v = s.village;
  const dueAt = new Date(s.now.getTime() + seconds * 1000);
  const id = await insertMovement(s.trx, {
    kind: 'delivery', userId: v.user_id!, from: { villageId: v.id, x: v.x, y: v.y }, to: { villageId: v.id, x: v.x, y: v.y },
    units: {}, resources, startedAt: s.now, dueAt, originKind: origin,
  });
  return { id, resources, due_at: dueAt.toISOString() };
}

const villageStock = (s: VillageSession, stock: Cost) => ({ id: s.village.id, ...stock, computed_at: s.now.toISOString() });

/**
 * POST merchants/village/{id}/exchange (GAME.md section 7): the village (locked, authorised, settled to
 * now) gives what buys whole units of the other resource at 3:1, or at 1.5:1 paying aetherCosts.exchange
 * aether for an amount up to this week's maximum; what it gives leaves at once, what it gets arrives after
 * durations.exchange as a delivery. A sitter's exchange with aether is refused before this (403).
 */
export async function exchangeIn(deps: Deps, auth: AuthInfo, villageId: number, ask: ExchangeAsk, key: string) {
  return withVillage(deps, auth, villageId, key, async (s) => {
    const week = weekOf(deps.world.startTime.getTime(), s.now.getTime());
    const aether = ask.useAether ? await aetherOf(s.trx, s.village.user_id!) : 0;
    const deal = exchangeDeal(ask, { stock: Math.floor(s.economy.stock[ask.fromResource]), aether }, week);
    if ('refused' in deal) throw badRequest(key, deal.refused);
    const left = await spendAether(s.trx, s.village.user_id!, deal.aether);
    if (left === undefined) throw badRequest(key, TRADE_TEXT.noAether);
    const stock = { ...s.economy.stock, [ask.fromResource]: s.economy.stock[ask.fromResource] - deal.give };
    await s.save({ ...s.economy, stock });
    const delivery = await deliver(s, one(ask.toResource, deal.receive), durations.exchange, 'exchange');
    return { given: one(ask.fromResource, deal.give), aether_spent: deal.aether, aether: left, delivery, village: villageStock(s, stock) };
  });
}

/**
 * POST merchants/village/{id}/buy (GAME.md section 7, the aether store): `amount` of a resource for
 * aether in whole lots of aetherCosts.purchase, delivered after durations.purchase. Owner only (the
 * route refuses a sitter: sitters never spend aether).
 */
export async function buyIn(deps: Deps, auth: AuthInfo, villageId: number, ask: { resource: Resource; amount: number }, key: string) {
  return withVillage(deps, auth, villageId, key, async (s) => {
    const deal = purchaseDeal(ask.amount);
    if ('refused' in deal) throw badRequest(key, deal.refused);
    const left = await spendAether(s.trx, s.village.user_id!, deal.aether);
    if (left === undefined) throw badRequest(key, TRADE_TEXT.noAether);
    const delivery = await deliver(s, one(ask.resource, ask.amount), durations.purchase, 'purchase');
    return { aether_spent: deal.aether, aether: left, delivery };
  });
}
