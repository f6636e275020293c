import { describe, expect, it } from 'vitest';
import { effectivePoints, effectiveRates, newVillageSetup, villageRates, type VillageInput } from '../../../../../server/game/economy';

// A town at speed 2 with a spread of buildings and tiles; every expected number below is worked by hand.
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

describe('villageRates', () => {
  it('gives the starting village its base rates plus the level-1 buildings (speed 1)', () => {
    const r = villageRates({ tier: 'village', buildings: newVillageSetup().buildings, tiles: [], unitConsumption: 0 }, 1);
    expect(r).toEqual({
      // 30 base + 30 from each level-1 primary; food 60 + farm 92; production 50 + town hall 60.
      prod_wood: 60, prod_stone: 60, prod_iron: 60, prod_food: 152,
      impr_wood: 0, impr_stone: 0, impr_iron: 0, impr_food: 0,
      // 7 buildings at level 1, 13 inhabitants each
      population: 91, consumption: 0,
      production: 110, impr_production: 0,
      science: 0, impr_science: 0, culture: 0, impr_culture: 0,
      // round(1000 x 1.25^1)
      store_res: 1250, store_food: 1250,
      merchants: 1, merchant_capacity: 1000,
    });
  });

  it('adds base effects, sums improvements and tile bonuses, and multiplies rates by the speed', () => {
    const r = villageRates(town, 2);
    // forester 5: round(30 x 5 x 1.08^4) = round(204.07) = 204 -> (30 + 204) x 2
    expect(r.prod_wood).toBe(468);
    // rafters 3 (0.3) + sawmill 2 (0.2) + forest 0.1 + woodlands 0.05
    expect(r.impr_wood).toBe(0.65);
    // farm 4: round(92 x 4 x 1.08^3) = round(463.57) = 464 -> (60 + 464) x 2
    expect(r.prod_food).toBe(1048);
    // water mill 0.1 + plains 0.1; marshlands give nothing without draining engines
    expect(r.impr_food).toBe(0.2);
    expect(r.prod_stone).toBe(60);
    expect(r.prod_iron).toBe(60);
    // town hall 3: round(60 x 3 x 1.08^2) = round(209.95) = 210 -> (50 + 210) x 2
    expect(r.production).toBe(520);
    expect(r.impr_production).toBe(0.1);
    // (5+3+2+4+1+3+2+4+3+2) x 13 inhabitants; mouths are not multiplied by the speed
    expect(r.population).toBe(377);
    expect(r.consumption).toBe(25);
    // round(1000 x 1.25^3) = 1953; round(1000 x 1.25^2) = round(1562.5) = 1563
    expect(r.store_res).toBe(1953);
    expect(r.store_food).toBe(1563);
    expect(r.merchants).toBe(5);
    expect(r.merchant_capacity).toBe(3000);
  });

  it('counts marsh tiles once the village has draining engines (flag or building)', () => {
    expect(villageRates({ ...town, hasDrainingEngines: true }, 2).impr_food).toBe(0.3);
    // draining engines level 2: +0.1 itself, and the marshlands +0.1
    const built = villageRates({ ...town, buildings: [...town.buildings, { type: 'draining_engines', level: 2 }] }, 2);
    expect(built.impr_food).toBe(0.4);
  });

  it('applies storage, merchant and science/culture effects', () => {
    const r = villageRates({
      tier: 'city', tiles: [], unitConsumption: 0,
      buildings: [
        { type: 'food_cellar', level: 4 }, { type: 'preservary', level: 3 }, { type: 'cartwright', level: 5 },
        { type: 'library', level: 2 }, { type: 'bookbinder', level: 4 }, { type: 'theater', level: 1 },
        { type: 'monastery', level: 1 }, { type: 'public_gardens', level: 2 },
      ],
    }, 1);
    // round(1000 x 1.25^4) = round(2441.4) = 2441; x 1.3 = 3173.3 -> 3173
    expect(r.store_food).toBe(3173);
    expect(r.store_res).toBe(1000);
    // 10000 x 1.5
    expect(r.merchant_capacity).toBe(15000);
    // library 2: round(20 x 2 x 1.08) = 43; monastery 1: 25 science, 10 culture; theater 1: 20 culture
    expect(r.science).toBe(43 + 25);
    expect(r.impr_science).toBe(0.2);
    expect(r.culture).toBe(30);
    expect(r.impr_culture).toBe(0.1);
    expect(effectivePoints(r)).toEqual({ production: 50, science: Math.floor(68 * 1.2), culture: 33 });
  });

  it('ignores unknown building types and level-0 rows, and never counts negative consumption', () => {
    const base = villageRates({ tier: 'village', buildings: [], tiles: [], unitConsumption: 0 }, 1);
    const odd = villageRates({ tier: 'village', buildings: [{ type: 'dragon_lair', level: 9 }, { type: 'farm', level: 0 }], tiles: [], unitConsumption: -5 }, 1);
    expect(odd).toEqual(base);
    expect(base).toMatchObject({ prod_wood: 30, prod_food: 60, production: 50, population: 0, store_res: 1000, merchants: 1 });
  });
});

describe('effectiveRates', () => {
  it('floors base x (1 + improvement) and nets food of population and consumption', () => {
    const r = villageRates(town, 2);
    // floor(468 x 1.65) = floor(772.2); floor(1048 x 1.2) = floor(1257.6) = 1257, minus 377 and 25
    expect(effectiveRates(r)).toEqual({ wood: 772, stone: 60, iron: 60, food: 855 });
  });

  it('lets net food go negative', () => {
    const r = villageRates({ ...town, unitConsumption: 1000 }, 2);
    expect(effectiveRates(r).food).toBe(1257 - 377 - 1000);
  });

  it('does not lose a unit to floating point (10 x 1.7 is 17, not 16)', () => {
    const r = villageRates({ tier: 'village', buildings: [], tiles: [], unitConsumption: 0 }, 1);
    expect(effectiveRates({ ...r, prod_wood: 10, impr_wood: 0.7 }).wood).toBe(17);
  });
});
