import { describe, expect, it } from 'vitest';
import { cultureThresholds, newVillageSetup, secondsToFull, settleStock, villageRates, type VillageInput } from '../../../../../server/game/economy';

const town: VillageInput = {
  tier: 'town',
  buildings: [
    { type: 'forester', level: 5 }, { type: 'rafters', level: 3 }, { type: 'sawmill', level: 2 },
    { type: 'farm', level: 4 }, { type: 'water_mill', level: 1 }, { type: 'warehouse', level: 3 },
    { type: 'food_cellar', level: 2 }, { type: 'marketplace', level: 4 }, { type: 'town_hall', level: 3 },
    { type: 'workers_guild', level: 2 },
  ],
  tiles: [{ type: 'forest' }, { type: 'woodlands' }, { type: 'plains' }, { type: 'marshlands' }],
  unitConsumption: 25,
};
// Effective: wood 772, stone 60, iron 60, food +855 per hour; store_res 1953, store_food 1563 (rates.test.ts).
const rates = villageRates(town, 2);
const t0 = new Date('2026-06-01T12:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('settleStock', () => {
  it('is exactly full at the instant secondsToFull names, despite floating point (fast-check found 1952.9999999999998)', () => {
    const r = { ...rates, prod_wood: 15, impr_wood: 0, store_res: 1953 };
    const empty = { wood: 0, stone: 0, iron: 0, food: 0 };
    const secs = secondsToFull(empty, r).wood;
    expect(secs).toBe(468_720);
    expect(settleStock(empty, t0, r, new Date(t0.getTime() + secs * 1000)).wood).toBe(1953);
  });

  const stock = { wood: 100, stone: 1900, iron: 2000, food: 50 };

  it('adds rate x hours, stops at the cap, and leaves an over-cap stock alone', () => {
    expect(settleStock(stock, t0, rates, at(30))).toEqual({ wood: 486, stone: 1930, iron: 2000, food: 477.5 });
    expect(settleStock(stock, t0, rates, at(120))).toEqual({ wood: 1644, stone: 1953, iron: 2000, food: 1563 });
  });

  it('drains food at a negative net rate down to 0, never below', () => {
    const hungry = villageRates({ ...town, unitConsumption: 1000 }, 2); // net food 1257 - 377 - 1000 = -120
    expect(settleStock({ ...stock, food: 100 }, t0, hungry, at(30)).food).toBeCloseTo(40, 9);
    expect(settleStock({ ...stock, food: 100 }, t0, hungry, at(60)).food).toBe(0);
  });

  it('changes nothing when no time passed or the clock is behind updatedAt', () => {
    expect(settleStock(stock, t0, rates, t0)).toEqual(stock);
    expect(settleStock(stock, t0, rates, at(-60))).toEqual(stock);
  });

  it('treats a negative stored amount as 0', () => {
    expect(settleStock({ ...stock, wood: -50 }, t0, rates, t0).wood).toBe(0);
  });
});

describe('secondsToFull', () => {
  it('counts seconds to each cap, 0 when full, rounded up', () => {
    // (1953 - 100) / 772 h = 8640.9 s; 53 / 60 h = 3180 s; iron over cap; (1563 - 50) / 855 h = 6370.5 s
    expect(secondsToFull({ wood: 100, stone: 1900, iron: 2000, food: 50 }, rates)).toEqual({ wood: 8641, stone: 3180, iron: 0, food: 6371 });
    expect(secondsToFull({ wood: 1953, stone: 1953, iron: 1953, food: 1563 }, rates)).toEqual({ wood: 0, stone: 0, iron: 0, food: 0 });
  });

  it('counts seconds until food is empty when the net is negative', () => {
    const hungry = villageRates({ ...town, unitConsumption: 1000 }, 2);
    // 100 / 120 h = 3000 s
    expect(secondsToFull({ wood: 0, stone: 0, iron: 0, food: 100 }, hungry).food).toBe(3000);
    expect(secondsToFull({ wood: 0, stone: 0, iron: 0, food: 0 }, hungry).food).toBe(0);
  });
});

describe('cultureThresholds', () => {
  it('rises with the settlements, towns and cities the kingdom owns', () => {
    expect(cultureThresholds({ villages: 0, towns: 0, cities: 0 })).toEqual({ village: 0, town: 5000, city: 50000 });
    expect(cultureThresholds({ villages: 1, towns: 0, cities: 0 })).toEqual({ village: 10000, town: 5000, city: 50000 });
    // s = 3: 10000 x 3^2.5 = 155884.6; t = 1: 5000 x 2^2.5 = 28284.3
    expect(cultureThresholds({ villages: 2, towns: 1, cities: 0 })).toEqual({ village: 155885, town: 28284, city: 50000 });
    // t = 2: 5000 x 3^2.5 = 77942.3; c = 1: 50000 x 2^2.5 = 282842.7
    expect(cultureThresholds({ villages: 1, towns: 1, cities: 1 })).toEqual({ village: 155885, town: 77942, city: 282843 });
  });
});

describe('newVillageSetup', () => {
  it('gives the core buildings and 750 of each resource, as fresh copies', () => {
    const a = newVillageSetup();
    expect(a.stock).toEqual({ wood: 750, stone: 750, iron: 750, food: 750 });
    expect(a.buildings).toContainEqual({ type: 'town_hall', level: 1 });
    expect(a.buildings).toContainEqual({ type: 'walls', level: 0 });
    a.buildings[0].level = 99;
    a.stock.wood = 0;
    const b = newVillageSetup();
    expect(b.buildings[0].level).toBe(1);
    expect(b.stock.wood).toBe(750);
  });
});
