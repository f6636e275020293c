import type { AuthInfo, Deps } from '../deps';
import { insertMovement } from '../../db/movements';
import { busyMerchants } from '../../db/trade';
import { villageAt } from '../../db/villages';
import { kingdomPair } from '../../db/allies';
import { checkLoad, freeMerchants, mayTradeWith, merchantTravelMs, takeLoad, TRADE_TEXT } from '../../game/trade';
import type { Cost } from '../../game/data/resources';
import { badRequest, refused } from '../refusal';
import { withVillage } from '../villageWrite';

export interface SendMerchantsAsk extends Cost {
  x: number;
  y: number;
}

/**
 * POST merchants/village/{id}/outgoing (GAME.md section 7): the village (locked, authorised, settled to
 * now) loads its free merchants, ceil(total / capacity) of them, and sends them to a village the player
 * may trade with (mayTradeWith); the load leaves now and arrives after the trip (merchantTravelMs). The
 * busy merchants are counted under the village's lock, so racing sends never use one merchant twice.
 */
export async function sendMerchants(deps: Deps, auth: AuthInfo, villageId: number, ask: SendMerchantsAsk, key: string) {
  return withVillage(deps, auth, villageId, key, async (s) => {
    const v = s.village;
    const target = await villageAt(s.trx, ask.x, ask.y);
    if (!target) throw badRequest(key, TRADE_TEXT.noVillage);
    if (target.id === v.id) throw badRequest(key, TRADE_TEXT.sameVillage);
    // Allies too (GAME.md section 9): each side with its Empire.
    if (!mayTradeWith(...(await kingdomPair(s.trx, v, target)))) throw refused(403, key, TRADE_TEXT.notYours);
    const rates = s.loaded.env.rates(s.economy.buildings);
    const free = freeMerchants(rates.merchants, await busyMerchants(s.trx, v.id));
    const load: Cost = { wood: ask.wood, stone: ask.stone, iron: ask.iron, food: ask.food };
    const held: Cost = { wood: Math.floor(s.economy.stock.wood), stone: Math.floor(s.economy.stock.stone), iron: Math.floor(s.economy.stock.iron), food: Math.floor(s.economy.stock.food) };
    const c = checkLoad(load, held, free, rates.merchant_capacity);
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
