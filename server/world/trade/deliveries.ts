import type { AuthInfo, Deps } from '../deps';
import { insertMovement } from '../../db/movements';
import { aetherOf, spendAether, tradeMovementsOf } from '../../db/trade';
import { villageById } from '../../db/villages';
import { ownVillage } from '../access';
import { settle } from '../settle';
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

/** Trade movements a page holds (GET merchants/village/{id}/incoming and /outgoing). */
export const TRADE_PAGE_SIZE = 20;

/**
 * GET merchants/village/{id}/incoming and /outgoing: the village settled to now first (a delivery due
 * is applied and gone), then its trade movements that way, soonest first, a page of TRADE_PAGE_SIZE.
 */
export async function tradeMovements(deps: Deps, auth: AuthInfo, villageId: number, way: 'incoming' | 'outgoing', page: number, key: string) {
  ownVillage(await villageById(deps.db, villageId), auth, key);
  const now = deps.now();
  await settle(deps, { villages: [villageId] }, now);
  const { total, rows } = await tradeMovementsOf(deps.db, villageId, way, page, TRADE_PAGE_SIZE);
  const res = (r: Record<string, number> | null | undefined): Cost => ({ wood: r?.wood ?? 0, stone: r?.stone ?? 0, iron: r?.iron ?? 0, food: r?.food ?? 0 });
  return {
    type: way, page, total, computed_at: now.toISOString(),
    items: rows.map((m) => ({
      id: m.id, kind: m.kind, origin_kind: m.origin_kind,
      from: { village_id: m.from_village_id, x: m.from_x, y: m.from_y },
      to: { village_id: m.to_village_id, x: m.to_x, y: m.to_y },
      merchants: Number(m.merchants ?? 0), resources: res(m.resources), started_at: new Date(m.started_at).toISOString(), due_at: new Date(m.due_at).toISOString(),
    })),
  };
}
