import type { AuthInfo, Deps } from '../deps';
import { insertMovement } from '../../db/movements';
import { busyMerchants, spendAether } from '../../db/trade';
import { villageAt, type VillageRow } from '../../db/villages';
import { kingdomPair } from '../../db/allies';
import { liveObjectiveAt, lockObjective, type ObjectiveRow } from '../../db/objectives';
import { cargoTotal, checkLoad, costOf, freeMerchants, mayTradeWith, merchantsForAether, merchantTravelMs, takeLoad, TRADE_TEXT } from '../../game/trade';
import { OBJECTIVES_TEXT } from '../../game/objectives/texts';
import { isMonumentComplete } from '../../game/objectives/monument';
import { eventDef, isEventType } from '../../game/data/events';
import type { Cost } from '../../game/data/resources';
import { badRequest, forbidden, refused } from '../refusal';
import { withVillage, type VillageSession } from '../villageWrite';
import { settleEvent } from '../objectives/lifecycle';

export interface SendMerchantsAsk extends Cost {
  x: number;
  y: number;
  /** Aether from the account, to an Aether deposit (supply2) only. */
  aether?: number;
}

/**
 * POST merchants/village/{id}/outgoing (GAME.md section 7): the village (locked, authorised, settled to
 * now) loads its free merchants, ceil(total / capacity) of them, and sends them to a village the player
 * may trade with (mayTradeWith); the load leaves now and arrives after the trip (merchantTravelMs). The
 * busy merchants are counted under the village's lock, so racing sends never use one merchant twice.
 *
 * A tile holding a live event or objective instead takes supplies (GAME.md section 8, sendSupplies).
 */
export async function sendMerchants(deps: Deps, auth: AuthInfo, villageId: number, ask: SendMerchantsAsk, key: string) {
  return withVillage(deps, auth, villageId, key, async (s) => {
    const v = s.village;
    const target = await villageAt(s.trx, ask.x, ask.y);
    if (!target) {
      const obj = await liveObjectiveAt(s.trx, ask.x, ask.y);
      if (obj) return sendSupplies(deps, auth, s, obj.id, ask, key);
      throw badRequest(key, TRADE_TEXT.noVillage);
    }
    if ((ask.aether ?? 0) > 0) throw badRequest(key, OBJECTIVES_TEXT.aetherOnlyDeposit);
    if (target.id === v.id) throw badRequest(key, TRADE_TEXT.sameVillage);
    // Allies too (GAME.md section 9): each side with its Empire.
    if (!mayTradeWith(...(await kingdomPair(s.trx, v, target)))) throw refused(403, key, TRADE_TEXT.notYours);
    const rates = s.loaded.env.rates(s.economy.buildings);
    const free = freeMerchants(rates.merchants, await busyMerchants(s.trx, v.id));
    const load: Cost = { wood: ask.wood, stone: ask.stone, iron: ask.iron, food: ask.food };
    const c = checkLoad(load, heldOf(s), free, rates.merchant_capacity);
    if ('refused' in c) throw badRequest(key, c.refused);
    const stock = takeLoad(s.economy.stock, load);
    await s.save({ ...s.economy, stock });
    const dueAt = new Date(s.now.getTime() + merchantTravelMs(v, target, deps.config.gameSpeed));
    const id = await insertMovement(s.trx, {
      kind: 'merchants', userId: v.user_id!, from: { villageId: v.id, x: v.x, y: v.y }, to: { villageId: target.id, x: target.x, y: target.y },
      units: {}, resources: load, startedAt: s.now, dueAt, merchants: c.merchants,
    });
    return {
      movement: { id, merchants: c.merchants, resources: load, to: { village_id: target.id, name: target.name, x: target.x, y: target.y }, started_at: s.now.toISOString(), due_at: dueAt.toISOString() },
      merchants: { total: rates.merchants, available: free - c.merchants, capacity: rates.merchant_capacity },
      village: { id: v.id, ...stock, computed_at: s.now.toISOString() },
    };
  });
}

const heldOf = (s: VillageSession): Cost => ({
  wood: Math.floor(s.economy.stock.wood), stone: Math.floor(s.economy.stock.stone), iron: Math.floor(s.economy.stock.iron), food: Math.floor(s.economy.stock.food),
});

/**
 * Supplies (GAME.md section 8): merchants to a live supply event or to a monument site the sender's
 * kingdom holds, as movement `supplies` (resources, merchants by load as any trip) or, to an Aether
 * deposit (supply2), `aether_supplies`: aether from the account (it leaves now; 403 for a sitter, who
 * never spends aether), ceil(aether / AETHER_PER_MERCHANT) merchants. The event or objective row is
 * locked after the village (lock order) and an event is settled to now first, so one whose deadline
 * passed is refused as ended. Every other target at an objective's tile is refused (error_merchants_send).
 */
async function sendSupplies(deps: Deps, auth: AuthInfo, s: VillageSession, objectiveId: number, ask: SendMerchantsAsk, key: string) {
  const v = s.village;
  const row = await lockObjective(s.trx, objectiveId);
  if (!row) throw badRequest(key, TRADE_TEXT.noVillage);
  if (row.category === 'event') await settleEvent(s.trx, deps, row, s.now);
  const aether = ask.aether ?? 0;
  const load: Cost = { wood: ask.wood, stone: ask.stone, iron: ask.iron, food: ask.food };
  const kind = supplyKind(row, v, aether, load, key);
  const rates = s.loaded.env.rates(s.economy.buildings);
  const free = freeMerchants(rates.merchants, await busyMerchants(s.trx, v.id));
  let merchants: number;
  let stock = s.economy.stock;
  if (kind === 'aether_supplies') {
    if (auth.isSitter) throw forbidden(key);
    merchants = merchantsForAether(aether);
    if (merchants > free) throw badRequest(key, TRADE_TEXT.capacity);
    if ((await spendAether(s.trx, v.user_id!, aether)) === undefined) throw badRequest(key, OBJECTIVES_TEXT.noAether);
  } else {
    const c = checkLoad(load, heldOf(s), free, rates.merchant_capacity);
    if ('refused' in c) throw badRequest(key, c.refused);
    merchants = c.merchants;
    stock = takeLoad(s.economy.stock, load);
    await s.save({ ...s.economy, stock });
  }
  const to = { x: row.x, y: row.y };
  const dueAt = new Date(s.now.getTime() + merchantTravelMs(v, to, deps.config.gameSpeed));
  const id = await insertMovement(s.trx, {
    kind, userId: v.user_id!, from: { villageId: v.id, x: v.x, y: v.y }, to: { villageId: null, ...to },
    units: {}, resources: kind === 'aether_supplies' ? { ...load, aether } : load, startedAt: s.now, dueAt, merchants, objectiveId: row.id,
  });
  return {
    movement: {
      id, merchants, resources: load, to: { village_id: null, objective_id: row.id, name: row.name, ...to },
      ...(kind === 'aether_supplies' ? { aether } : {}), started_at: s.now.toISOString(), due_at: dueAt.toISOString(),
    },
    merchants: { total: rates.merchants, available: free - merchants, capacity: rates.merchant_capacity },
    village: { id: v.id, ...stock, computed_at: s.now.toISOString() },
  };
}

/** Which supplies the target takes from this sender, or the refusal. */
function supplyKind(row: ObjectiveRow, v: VillageRow, aether: number, load: Cost, key: string): 'supplies' | 'aether_supplies' {
  if (row.removed_at !== null) throw badRequest(key, OBJECTIVES_TEXT.ended);
  if (row.category === 'event') {
    const supply = isEventType(row.type) ? eventDef(row.type).supply : null;
    if (!supply) throw badRequest(key, OBJECTIVES_TEXT.notSupplyTarget);
    if (row.state !== 'active') throw badRequest(key, OBJECTIVES_TEXT.ended);
    if (supply.of === 'aether') {
      if (cargoTotal(load) > 0) throw badRequest(key, OBJECTIVES_TEXT.depositTakesAether);
      if (aether <= 0) throw badRequest(key, TRADE_TEXT.nothing);
      return 'aether_supplies';
    }
    if (aether > 0) throw badRequest(key, OBJECTIVES_TEXT.aetherOnlyDeposit);
    return 'supplies';
  }
  if (row.type !== 'monument') throw badRequest(key, OBJECTIVES_TEXT.notSupplyTarget);
  if (row.holder_user_id === null || row.holder_user_id !== v.user_id) throw badRequest(key, OBJECTIVES_TEXT.monumentNotHeld);
  // Complete and undamaged, or supplied in full and waiting for the monument_activation date: nothing to take.
  if (!row.damaged && (row.completed_at !== null || isMonumentComplete(costOf(row.supplied)))) throw badRequest(key, OBJECTIVES_TEXT.monumentComplete);
  if (aether > 0) throw badRequest(key, OBJECTIVES_TEXT.aetherOnlyDeposit);
  return 'supplies';
}
