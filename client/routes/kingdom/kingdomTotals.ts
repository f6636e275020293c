import type { VillageState } from '../../../server/contract';
import { effectiveRate } from '../../panels/resourceTicking';

/** What one village produces per hour, as the kingdom tabs show it (after bonuses; food net). */
export interface VillageRates {
  wood: number; stone: number; iron: number; food: number;
  production: number; culture: number; science: number;
}

export function villageRates(v: VillageState): VillageRates {
  return {
    wood: effectiveRate(v.prod_wood, v.impr_wood),
    stone: effectiveRate(v.prod_stone, v.impr_stone),
    iron: effectiveRate(v.prod_iron, v.impr_iron),
    food: v.prod_food_net,
    production: effectiveRate(v.production, v.impr_production),
    culture: effectiveRate(v.culture, v.impr_culture),
    science: effectiveRate(v.science, v.impr_science),
  };
}

/** The sum over the villages whose state is known. */
export function totalRates(villages: (VillageState | undefined)[]): VillageRates {
  const sum: VillageRates = { wood: 0, stone: 0, iron: 0, food: 0, production: 0, culture: 0, science: 0 };
  for (const v of villages) {
    if (!v) continue;
    const r = villageRates(v);
    for (const k of Object.keys(sum) as (keyof VillageRates)[]) sum[k] += r[k];
  }
  return sum;
}
