import type { TileType } from '../../contract/world';
import { findBuilding } from '../data/buildings';
import { BASE_RATES, BASE_STORAGE, FOOD_PER_INHABITANT, merchantsData } from '../data/constants';
import type { RateKey } from '../data/resources';
import { tileOf } from '../data/tiles';
import { effectAt, frac, populationAt } from './levels';

export interface VillageInput {
  tier: 'village' | 'town' | 'city';
  /** Every building row of the village; unknown types are ignored (no effect). */
  buildings: { type: string; level: number }[];
  /** Tiles whose bonus the village gets (its claimed tiles). */
  tiles: { type: TileType }[];
  /** Food the village's own units eat per hour (sum of consumption x amount). */
  unitConsumption: number;
  /** Marsh tiles give their bonus; also true when draining_engines stands at level >= 1. */
  hasDrainingEngines?: boolean;
}

/** Per-hour village rates as SPEC.md section 3 names them (Village response). */
export interface VillageRates {
  prod_wood: number; prod_stone: number; prod_iron: number; prod_food: number;
  impr_wood: number; impr_stone: number; impr_iron: number; impr_food: number;
  population: number; consumption: number;
  production: number; impr_production: number;
  science: number; impr_science: number;
  culture: number; impr_culture: number;
  store_res: number; store_food: number;
  merchants: number; merchant_capacity: number;
}

/** What the resource rules read from the rates (a VillageRates, or the village response that carries them). */
export type ResourceRates = Pick<VillageRates,
  'prod_wood' | 'prod_stone' | 'prod_iron' | 'prod_food' | 'impr_wood' | 'impr_stone' | 'impr_iron' | 'impr_food' |
  'population' | 'consumption'>;

/** What the stock rules read: the resource rates and the caps. */
export type StockRates = ResourceRates & Pick<VillageRates, 'store_res' | 'store_food'>;

type Improvable = RateKey | 'store_food' | 'merchant_capacity';

/**
 * The village's rates from its buildings, tiles and army (GAME.md section 3).
 * Base rates (prod_*, production, science, culture) are BASE_RATES plus every `base` effect, times
 * the world speed. impr_* are fractions (0.3 = +30%): the sum of `improve` effects plus tile bonuses.
 * Population and consumption are counts of mouths (food per hour), not multiplied by the speed.
 * Storage: warehouse / food cellar capacity (level 0 stores BASE_STORAGE), the food cellar improved
 * by the preservary. Merchants: 1 + marketplace level; capacity by tier improved by the cartwright.
 */
export function villageRates(input: VillageInput, speed: number): VillageRates {
  const base: Record<RateKey, number> = { ...BASE_RATES };
  const impr: Record<Improvable, number> = {
    wood: 0, stone: 0, iron: 0, food: 0, production: 0, science: 0, culture: 0, store_food: 0, merchant_capacity: 0,
  };
  let population = 0;
  let storeRes = BASE_STORAGE;
  let storeFood = BASE_STORAGE;
  let merchants = merchantsData.base;
  let draining = input.hasDrainingEngines === true;

  for (const row of input.buildings) {
    const b = findBuilding(row.type);
    const level = Math.max(0, Math.floor(row.level));
    if (!b || level === 0) continue;
    population += populationAt(b, level);
    for (const e of b.effects) {
      const v = effectAt(e, level, b);
      if (e.kind === 'base') base[e.rate] += v;
      else if (e.kind === 'improve') impr[e.rate] += v;
      else if (e.kind === 'storage') {
        if (e.store === 'res') storeRes = v;
        else storeFood = v;
      } else if (e.kind === 'merchants') merchants += v;
      else if (e.kind === 'drains') draining = true;
    }
  }

  for (const t of input.tiles) {
    const def = tileOf(t.type);
    if (!def.bonus || (def.needsDraining && !draining)) continue;
    impr[def.bonus.resource] += def.bonus.amount;
  }

  return {
    prod_wood: base.wood * speed,
    prod_stone: base.stone * speed,
    prod_iron: base.iron * speed,
    prod_food: base.food * speed,
    impr_wood: frac(impr.wood),
    impr_stone: frac(impr.stone),
    impr_iron: frac(impr.iron),
    impr_food: frac(impr.food),
    population: population * FOOD_PER_INHABITANT,
    consumption: Math.max(0, input.unitConsumption),
    production: base.production * speed,
    impr_production: frac(impr.production),
    science: base.science * speed,
    impr_science: frac(impr.science),
    culture: base.culture * speed,
    impr_culture: frac(impr.culture),
    store_res: storeRes,
    store_food: Math.round(storeFood * (1 + frac(impr.store_food))),
    merchants,
    merchant_capacity: Math.floor(merchantsData.capacity[input.tier] * (1 + frac(impr.merchant_capacity)) + 1e-9),
  };
}

/** floor(base x (1 + improvement)); the epsilon keeps 10 x 1.7 = 16.999... from flooring to 16. */
export function improved(base: number, improvement: number): number {
  return Math.floor(base * (1 + improvement) + 1e-9);
}

/**
 * Hourly rates as displayed (SPEC.md section 4): base x (1 + improvement), rounded down. Food is net:
 * production minus population minus unit consumption, and may be negative.
 */
export function effectiveRates(r: ResourceRates): { wood: number; stone: number; iron: number; food: number } {
  return {
    wood: improved(r.prod_wood, r.impr_wood),
    stone: improved(r.prod_stone, r.impr_stone),
    iron: improved(r.prod_iron, r.impr_iron),
    food: improved(r.prod_food, r.impr_food) - r.population - r.consumption,
  };
}

/** Work points, science and culture per hour after improvements. */
export function effectivePoints(r: Pick<VillageRates, 'production' | 'impr_production' | 'science' | 'impr_science' | 'culture' | 'impr_culture'>): { production: number; science: number; culture: number } {
  return {
    production: improved(r.production, r.impr_production),
    science: improved(r.science, r.impr_science),
    culture: improved(r.culture, r.impr_culture),
  };
}
