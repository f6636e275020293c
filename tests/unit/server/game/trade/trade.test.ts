// The pure trade rules (GAME.md section 7, issue 14): merchants' loads, unloading into storage, the
// exchange, marketplace offers and trade route shipments.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RESOURCES, type Cost } from '../../../../../server/game/data/resources';
import { merchantsData } from '../../../../../server/game/data/constants';
import {
  cargoTotal, checkLoad, checkOffer, exchangeAetherMax, exchangeDeal, freeMerchants, requestBounds, routeShipment, takeLoad, TRADE_TEXT,
  unload, weekOf,
} from '../../../../../server/game/trade';

const c = (wood: number, stone: number, iron: number, food: number): Cost => ({ wood, stone, iron, food });
const amount = fc.integer({ min: 0, max: 50_000 });
const cost = fc.record({ wood: amount, stone: amount, iron: amount, food: amount });

describe('merchants', () => {
  it('need ceil(total / capacity); more than the free ones carry is Not enough capacity', () => {
    const stock = c(5000, 5000, 5000, 5000);
    expect(checkLoad(c(1000, 0, 0, 0), stock, 1, 1000)).toEqual({ merchants: 1 });
    expect(checkLoad(c(1000, 1, 0, 0), stock, 1, 1000)).toEqual({ refused: TRADE_TEXT.capacity });
    expect(checkLoad(c(1000, 1, 0, 0), stock, 2, 1000)).toEqual({ merchants: 2 });
    expect(checkLoad(c(2500, 500, 0, 0), stock, 1, 3000)).toEqual({ merchants: 1 });
    expect(TRADE_TEXT.capacity.message).toBe('Not enough capacity');
  });

  it('refuse an empty load and a load the village does not hold', () => {
    expect(checkLoad(c(0, 0, 0, 0), c(10, 10, 10, 10), 3, 1000)).toEqual({ refused: TRADE_TEXT.nothing });
    expect(checkLoad(c(0, 0, 11, 0), c(10, 10, 10, 10), 3, 1000)).toEqual({ refused: TRADE_TEXT.noResources });
  });

  it('free merchants are never negative nor above the total', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -10, max: 60 }), (total, busy) => {
      const f = freeMerchants(total, busy);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThanOrEqual(total);
      if (busy >= 0 && busy <= total) expect(f).toBe(total - busy);
    }));
  });

  it('an accepted load leaves the stock whole: what left plus what stayed is what was held', () => {
    fc.assert(fc.property(cost, cost, fc.integer({ min: 0, max: 20 }), fc.constantFrom(1000, 3000, 10000), (stock, load, free, cap) => {
      const r = checkLoad(load, stock, free, cap);
      if ('refused' in r) return;
      const after = takeLoad(stock, load);
      for (const k of RESOURCES) {
        expect(after[k]).toBeGreaterThanOrEqual(0);
        expect(after[k] + load[k]).toBe(stock[k]);
      }
      expect(r.merchants).toBeLessThanOrEqual(free);
      expect(r.merchants * cap).toBeGreaterThanOrEqual(cargoTotal(load));
    }));
  });
});

describe('unloading', () => {
  it('fills storage to its cap and loses the rest, food by the cellar', () => {
    const r = unload(c(900, 0, 1000, 100), c(300, 50, 10, 500), { store_res: 1000, store_food: 400 });
    expect(r.stock).toEqual(c(1000, 50, 1000, 400));
    expect(r.delivered).toEqual(c(100, 50, 0, 300));
    expect(r.lost).toEqual(c(200, 0, 10, 200));
  });

  it('conserves the load: delivered + lost = carried, and a stock above its cap keeps it and takes nothing', () => {
    fc.assert(fc.property(cost, cost, fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), (stock, load, res, food) => {
      const r = unload(stock, load, { store_res: res, store_food: food });
      for (const k of RESOURCES) {
        expect(r.delivered[k] + r.lost[k]).toBe(load[k]);
        expect(r.delivered[k]).toBeGreaterThanOrEqual(0);
        expect(r.stock[k]).toBe(stock[k] + r.delivered[k]);
        expect(r.stock[k]).toBeLessThanOrEqual(Math.max(stock[k], k === 'food' ? food : res));
      }
    }));
  });

  it('a whole load into a fractional stock with room is delivered whole, nothing lost (no 2000.0000000000002)', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 50_000, noNaN: true }), fc.integer({ min: 0, max: 10_000 }), (have, amount) => {
      const r = unload(c(have, have, have, have), c(amount, amount, amount, amount), { store_res: 70_000, store_food: 70_000 });
      for (const k of RESOURCES) {
        expect(r.delivered[k]).toBe(amount);
        expect(r.lost[k]).toBe(0);
      }
    }));
    expect(unload(c(123.456, 0, 0, 0), c(2000, 0, 0, 0), { store_res: 5000, store_food: 5000 }).delivered.wood).toBe(2000);
  });
});

describe('exchange', () => {
  const WEEK = 7 * 24 * 3600_000;
  it('weeks count from the start time, week 1 before it too', () => {
    expect(weekOf(0, -5)).toBe(1);
    expect(weekOf(0, 0)).toBe(1);
    expect(weekOf(0, WEEK - 1)).toBe(1);
    expect(weekOf(0, WEEK)).toBe(2);
    expect(exchangeAetherMax(1)).toBe(merchantsData.exchangeAetherMax.base);
    expect(exchangeAetherMax(3)).toBe(merchantsData.exchangeAetherMax.base + 2 * merchantsData.exchangeAetherMax.perWeek);
  });

  it('3:1 without aether, 1.5:1 for 10 aether; only what buys whole units leaves', () => {
    expect(exchangeDeal({ fromResource: 'wood', toResource: 'iron', amount: 300, useAether: false }, { stock: 1000, aether: 0 }, 1))
      .toEqual({ give: 300, receive: 100, aether: 0 });
    expect(exchangeDeal({ fromResource: 'wood', toResource: 'iron', amount: 10, useAether: false }, { stock: 1000, aether: 0 }, 1))
      .toEqual({ give: 9, receive: 3, aether: 0 });
    expect(exchangeDeal({ fromResource: 'wood', toResource: 'iron', amount: 301, useAether: true }, { stock: 1000, aether: 10 }, 1))
      .toEqual({ give: 300, receive: 200, aether: 10 });
  });

  it('refuses the same resource, too little, more than held, past the weekly maximum and without aether', () => {
    const have = { stock: 10_000, aether: 50 };
    expect(exchangeDeal({ fromResource: 'food', toResource: 'food', amount: 30, useAether: false }, have, 1)).toEqual({ refused: TRADE_TEXT.sameResource });
    expect(exchangeDeal({ fromResource: 'food', toResource: 'wood', amount: 2, useAether: false }, have, 1)).toEqual({ refused: TRADE_TEXT.tooLittle(3) });
    expect(exchangeDeal({ fromResource: 'food', toResource: 'wood', amount: 30_000, useAether: false }, have, 1)).toEqual({ refused: TRADE_TEXT.noResources });
    const max = exchangeAetherMax(1);
    expect(exchangeDeal({ fromResource: 'food', toResource: 'wood', amount: max + 1, useAether: true }, { stock: 1e9, aether: 50 }, 1))
      .toEqual({ refused: TRADE_TEXT.aetherMax(max) });
    expect('refused' in exchangeDeal({ fromResource: 'food', toResource: 'wood', amount: max + 1, useAether: true }, { stock: 1e9, aether: 50 }, 2)).toBe(false);
    expect(exchangeDeal({ fromResource: 'food', toResource: 'wood', amount: 30, useAether: true }, { stock: 100, aether: 9 }, 1)).toEqual({ refused: TRADE_TEXT.noAether });
  });

  it('never gives more than asked or held, and never receives more than the rate allows', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 }), fc.boolean(), fc.integer({ min: 1, max: 10 }), (amt, stock, aether, week) => {
      const d = exchangeDeal({ fromResource: 'stone', toResource: 'food', amount: amt, useAether: aether }, { stock, aether: 100 }, week);
      if ('refused' in d) return;
      const rate = aether ? merchantsData.exchangeRateAether : merchantsData.exchangeRate;
      expect(d.give).toBeLessThanOrEqual(amt);
      expect(d.give).toBeLessThanOrEqual(stock);
      expect(d.receive).toBeGreaterThanOrEqual(1);
      expect(d.receive * rate).toBeLessThanOrEqual(d.give + 1e-9);
      expect(amt - d.give).toBeLessThan(rate);
    }));
  });
});

describe('marketplace offers', () => {
  it('a request lies within [offer / 1.5, offer x 1.5] of its total, of other resources', () => {
    expect(requestBounds(1000)).toEqual({ low: 667, high: 1500 });
    expect(checkOffer(c(1000, 0, 0, 0), c(0, 1500, 0, 0))).toBeNull();
    expect(checkOffer(c(1000, 0, 0, 0), c(0, 667, 0, 0))).toBeNull();
    expect(checkOffer(c(1000, 0, 0, 0), c(0, 1501, 0, 0))).toEqual(TRADE_TEXT.offerRatio(667, 1500));
    expect(checkOffer(c(1000, 0, 0, 0), c(0, 666, 0, 0))).toEqual(TRADE_TEXT.offerRatio(667, 1500));
    expect(checkOffer(c(500, 0, 0, 0), c(100, 400, 0, 0))).toEqual(TRADE_TEXT.offerOverlap);
    expect(checkOffer(c(0, 0, 0, 0), c(100, 0, 0, 0))).toEqual(TRADE_TEXT.offerEmpty);
    expect(checkOffer(c(100, 0, 0, 0), c(0, 0, 0, 0))).toEqual(TRADE_TEXT.offerEmpty);
  });

  it('an offer that passes never asks more than 1.5 times nor less than 1/1.5 of what it gives', () => {
    fc.assert(fc.property(cost, cost, (offer, request) => {
      if (checkOffer(offer, request) !== null) return;
      const ratio = cargoTotal(request) / cargoTotal(offer);
      expect(ratio).toBeLessThanOrEqual(merchantsData.requestCap + 1e-9);
      expect(ratio).toBeGreaterThanOrEqual(1 / merchantsData.requestCap - 1e-3);
    }));
  });
});

describe('trade route shipments', () => {
  it('send what is held up to the hourly production; no food at negative net food', () => {
    expect(routeShipment(c(500, 50, 0, 900), c(200, 200, 200, 300), 10)).toEqual({ load: c(200, 50, 0, 300) });
    expect(routeShipment(c(500, 50, 0, 900), c(200, 200, 200, 300), -1)).toEqual({ load: c(200, 50, 0, 0) });
  });

  it('say why nothing left: nothing held, or nothing produced', () => {
    expect(routeShipment(c(0, 0, 0, 0), c(200, 200, 200, 300), 10)).toEqual({ load: c(0, 0, 0, 0), idle: 'nothingHeld' });
    expect(routeShipment(c(0, 0, 0, 900), c(0, 0, 0, 300), -5)).toEqual({ load: c(0, 0, 0, 0), idle: 'noProduction' });
  });

  it('never sends more than held or produced', () => {
    fc.assert(fc.property(cost, cost, fc.integer({ min: -500, max: 500 }), (stock, hourly, net) => {
      const { load } = routeShipment(stock, hourly, net);
      for (const k of RESOURCES) {
        expect(load[k]).toBeLessThanOrEqual(stock[k]);
        expect(load[k]).toBeLessThanOrEqual(hourly[k]);
        expect(load[k]).toBeGreaterThanOrEqual(0);
      }
      if (net < 0) expect(load.food).toBe(0);
    }));
  });
});
