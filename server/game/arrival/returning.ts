import type { Cost } from '../data/resources';
import type { Stock } from '../economy';

/**
 * Returning troops (GAME.md section 6): the loot goes into the home stock, capped by the warehouse
 * (wood, stone, iron) and the food cellar (food); what does not fit is lost. Stock at the arrival
 * instant in, new stock and what was lost out.
 */
export function unloadLoot(stock: Stock, loot: Partial<Cost>, caps: { store_res: number; store_food: number }): { stock: Stock; lost: Cost } {
  const add = (have: number, n: number | undefined, cap: number) => {
    const amount = Math.max(0, Number(n) || 0);
    const next = Math.max(have, Math.min(cap, have + amount));
    return { next, lost: amount - (next - have) };
  };
  const w = add(stock.wood, loot.wood, caps.store_res);
  const s = add(stock.stone, loot.stone, caps.store_res);
  const i = add(stock.iron, loot.iron, caps.store_res);
  const f = add(stock.food, loot.food, caps.store_food);
  return {
    stock: { wood: w.next, stone: s.next, iron: i.next, food: f.next },
    lost: { wood: w.lost, stone: s.lost, iron: i.lost, food: f.lost },
  };
}
