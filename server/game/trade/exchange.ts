import type { Resource } from '../data/resources';
import { aetherCosts, merchantsData } from '../data/constants';
import type { Said } from '../texts';
import { TRADE_TEXT } from './texts';

const WEEK_MS = 7 * 24 * 3600_000;

/** The world's week at an instant: week 1 starts at startTime (before it, week 1 too). Calendar time, not divided by speed. */
export function weekOf(startTimeMs: number, nowMs: number): number {
  return Math.max(1, Math.floor((nowMs - startTimeMs) / WEEK_MS) + 1);
}

/** The largest amount one exchange with aether may give in a week (GAME.md section 7: it rises every week). */
export function exchangeAetherMax(week: number): number {
  const m = merchantsData.exchangeAetherMax;
  return m.base + m.perWeek * (Math.max(1, Math.floor(week)) - 1);
}

/**
 * Resources bought with aether (the aether store, SPEC.md section 9): whole lots of
 * aetherCosts.purchase.resources, each for aetherCosts.purchase.aether aether.
 */
export function purchaseDeal(amount: number): { refused: Said } | { aether: number } {
  const { aether, resources } = aetherCosts.purchase;
  if (!Number.isInteger(amount) || amount < resources || amount % resources !== 0) return { refused: TRADE_TEXT.purchaseLot(resources) };
  return { aether: (amount / resources) * aether };
}

export interface ExchangeAsk {
  fromResource: Resource;
  toResource: Resource;
  /** What the village gives, in `fromResource`. */
  amount: number;
  useAether: boolean;
}

export interface ExchangeDeal {
  give: number;
  receive: number;
  /** Aether paid (0 without). */
  aether: number;
}

/**
 * One exchange (SPEC.md section 9): `amount` of one resource leaves at once and amount / rate of another
 * arrives after durations.exchange; the rate is 3:1, or 1.5:1 for aetherCosts.exchange aether on an amount
 * up to this week's maximum. The village gives only what buys whole units: 10 wood at 3:1 gives 9, gets 3.
 */
export function exchangeDeal(ask: ExchangeAsk, have: { stock: number; aether: number }, week: number): { refused: Said } | ExchangeDeal {
  if (ask.fromResource === ask.toResource) return { refused: TRADE_TEXT.sameResource };
  const rate = ask.useAether ? merchantsData.exchangeRateAether : merchantsData.exchangeRate;
  const least = Math.ceil(rate);
  if (ask.amount < least) return { refused: TRADE_TEXT.tooLittle(least) };
  if (ask.useAether) {
    const max = exchangeAetherMax(week);
    if (ask.amount > max) return { refused: TRADE_TEXT.aetherMax(max) };
    if (have.aether < aetherCosts.exchange) return { refused: TRADE_TEXT.noAether };
  }
  const receive = Math.floor(ask.amount / rate + 1e-9);
  // Whole units only: what buys no whole unit stays home.
  const give = Math.ceil(receive * rate - 1e-9);
  if (give > have.stock) return { refused: TRADE_TEXT.noResources };
  return { give, receive, aether: ask.useAether ? aetherCosts.exchange : 0 };
}
