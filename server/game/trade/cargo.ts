import { RESOURCES, type Cost } from '../data/resources';
import { merchantsFor } from '../economy/upkeep';
import { TRADE_TEXT } from './texts';
import type { Said } from '../texts';

/** Nothing of anything. */
export const NO_CARGO: Cost = Object.freeze({ wood: 0, stone: 0, iron: 0, food: 0 });

/** The whole load: what merchants carry counts every resource alike. */
export function cargoTotal(c: Partial<Cost>): number {
  return RESOURCES.reduce((s, r) => s + Math.max(0, Number(c[r]) || 0), 0);
}

/**
 * A village's merchants at a given instant (GAME.md section 7): `total` = 1 + marketplace level (the
 * village rates), `busy` = those on the road (loaded, or coming back empty) and those reserving an open
 * marketplace offer's load. Never negative, never above the total, whatever the rows say.
 */
export function freeMerchants(total: number, busy: number): number {
  return Math.max(0, Math.min(total, Math.floor(total) - Math.max(0, Math.floor(busy))));
}

/**
 * Whether merchants can carry a load: at least one resource, all of it at home, and enough free merchants
 * of `capacity` each (ceil(total / capacity)). Answers the refusal, or the merchants the load takes.
 */
export function checkLoad(load: Cost, stock: Cost, free: number, capacity: number): { refused: Said } | { merchants: number } {
  if (cargoTotal(load) <= 0) return { refused: TRADE_TEXT.nothing };
  if (RESOURCES.some((r) => load[r] > stock[r])) return { refused: TRADE_TEXT.noResources };
  const merchants = merchantsFor(load, capacity);
  if (merchants > free) return { refused: TRADE_TEXT.capacity };
  return { merchants };
}

/** The stock once a load has left. */
export function takeLoad(stock: Cost, load: Cost): Cost {
  return { wood: stock.wood - load.wood, stone: stock.stone - load.stone, iron: stock.iron - load.iron, food: stock.food - load.food };
}

/**
 * A load unloaded into a stock at arrival: the warehouse caps wood, stone and iron, the food cellar caps
 * food; what does not fit is lost (the merchants report says how much). A stock already above its cap
 * (storage torn down) keeps what it has and takes nothing.
 */
export function unload(stock: Cost, load: Partial<Cost>, caps: { store_res: number; store_food: number }): { stock: Cost; delivered: Cost; lost: Cost } {
  const put = (have: number, n: number | undefined, cap: number) => {
    const amount = Math.max(0, Number(n) || 0);
    // Delivered from the room left, not as (next - have): stocks are fractional, and that difference came
    // out as 2000.0000000000002 delivered with 1e-13 'lost' on whole loads.
    const delivered = Math.min(amount, Math.max(0, cap - have));
    return { next: have + delivered, delivered, lost: amount - delivered };
  };
  const w = put(stock.wood, load.wood, caps.store_res);
  const s = put(stock.stone, load.stone, caps.store_res);
  const i = put(stock.iron, load.iron, caps.store_res);
  const f = put(stock.food, load.food, caps.store_food);
  return {
    stock: { wood: w.next, stone: s.next, iron: i.next, food: f.next },
    delivered: { wood: w.delivered, stone: s.delivered, iron: i.delivered, food: f.delivered },
    lost: { wood: w.lost, stone: s.lost, iron: i.lost, food: f.lost },
  };
}
