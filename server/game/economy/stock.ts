import type { Cost } from '../data/resources';
import { effectiveRates, type StockRates } from './rates';

export type Stock = Cost;

const HOUR_MS = 3600_000;

// Within this of a bound counts as at it: floating point must not leave a store a hair below full
// (or above empty) at the very instant secondsToFull names.
const EPSILON = 1e-9;

/** One resource at `hours` after its last settle: linear, clamped to [0, cap]; above the cap it stays. */
function grow(amount: number, rate: number, cap: number, hours: number): number {
  const a = Math.max(0, amount);
  if (rate >= 0) {
    if (a >= cap) return a;
    const v = a + rate * hours;
    return v >= cap - EPSILON ? cap : v;
  }
  const v = a + rate * hours;
  return v <= EPSILON ? 0 : v;
}

/**
 * The stock at `now` from the stock at `updatedAt` (GAME.md section 1, lazy resources):
 * min(cap, amount + rate x hours) for wood, stone and iron (cap store_res) and for food with its net
 * rate (cap store_food, floor 0). A stock already above its cap (the warehouse was sieged) does not
 * grow but is not cut either; nothing is ever negative. A `now` before `updatedAt` changes nothing.
 * Because the clamped line is the same whichever way the interval is split, settling twice equals
 * settling once.
 */
export function settleStock(stock: Stock, updatedAt: Date, rates: StockRates, now: Date): Stock {
  const hours = Math.max(0, (now.getTime() - updatedAt.getTime()) / HOUR_MS);
  const eff = effectiveRates(rates);
  return {
    wood: grow(stock.wood, eff.wood, rates.store_res, hours),
    stone: grow(stock.stone, eff.stone, rates.store_res, hours),
    iron: grow(stock.iron, eff.iron, rates.store_res, hours),
    food: grow(stock.food, eff.food, rates.store_food, hours),
  };
}

// Not yet there is at least 1 s: a tiny remainder must not read as "full" (0).
function secondsUntil(amount: number, rate: number, cap: number): number {
  if (rate > 0) return amount >= cap ? 0 : Math.max(1, Math.ceil(((cap - amount) / rate) * 3600));
  if (rate < 0) return amount <= 0 ? 0 : Math.max(1, Math.ceil((amount / -rate) * 3600));
  return 0;
}

/**
 * Seconds until each store is full (SPEC.md section 4), rounded up: 0 when already full. Food with a
 * negative net rate: seconds until it is empty (0 when already empty). A rate of 0 never changes
 * anything, which also reads 0.
 */
export function secondsToFull(stock: Stock, rates: StockRates): Stock {
  const eff = effectiveRates(rates);
  return {
    wood: secondsUntil(stock.wood, eff.wood, rates.store_res),
    stone: secondsUntil(stock.stone, eff.stone, rates.store_res),
    iron: secondsUntil(stock.iron, eff.iron, rates.store_res),
    food: secondsUntil(stock.food, eff.food, rates.store_food),
  };
}
