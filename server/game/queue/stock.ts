import { settleStock, type Stock, type StockRates } from '../economy';
import { RESOURCES, type Cost } from '../data/resources';
import type { EconomyEnv, VillageEconomy } from './types';

/** The village's stock materialised to `at` with its current rates (never moves stockAt backwards). */
export function materialise(v: VillageEconomy, at: number, env: EconomyEnv): VillageEconomy {
  if (at <= v.stockAt) return v;
  const rates = env.rates(v.buildings);
  const eating = v.trainedUpkeep ? { ...rates, consumption: rates.consumption + v.trainedUpkeep } : rates;
  const stock = settleStock(v.stock, new Date(v.stockAt), eating, new Date(at));
  return { ...v, stock, stockAt: at };
}

/** True when the stock covers the cost of every resource. */
export function canPay(stock: Stock, cost: Cost): boolean {
  return RESOURCES.every((r) => stock[r] >= cost[r]);
}

export function pay(stock: Stock, cost: Cost): Stock {
  return {
    wood: stock.wood - cost.wood,
    stone: stock.stone - cost.stone,
    iron: stock.iron - cost.iron,
    food: stock.food - cost.food,
  };
}

/**
 * Adds resources up to the caps (a refund cannot overfill a store; what does not fit is lost). A store
 * already above its cap (sieged warehouse) keeps its amount.
 */
export function receive(stock: Stock, add: Cost, caps: Pick<StockRates, 'store_res' | 'store_food'>): Stock {
  const put = (have: number, more: number, cap: number) => (have >= cap ? have : Math.min(cap, have + Math.max(0, more)));
  return {
    wood: put(stock.wood, add.wood, caps.store_res),
    stone: put(stock.stone, add.stone, caps.store_res),
    iron: put(stock.iron, add.iron, caps.store_res),
    food: put(stock.food, add.food, caps.store_food),
  };
}
