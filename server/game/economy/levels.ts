import { POPULATION_GROWTH, type BuildingDef, type Effect } from '../data/buildings';
import type { Cost } from '../data/resources';
import { tierOf, type TierKey } from '../data/tiers';
import { UNITS, unitRequirements } from '../data/units';

/**
 * Per-level formulas of a building (docs/RULES.md, "Building formulas"). Level L >= 1 is the level
 * being built; effects and population are those of a building standing at level L (0 at level 0).
 */

/** Price of raising the building to level L: round(cost x costGrowth^(L-1)) of each resource. */
export function costAt(b: BuildingDef, level: number): Cost {
  const f = Math.pow(b.costGrowth, Math.max(0, level - 1));
  return {
    wood: Math.round(b.cost.wood * f),
    stone: Math.round(b.cost.stone * f),
    iron: Math.round(b.cost.iron * f),
    food: Math.round(b.cost.food * f),
  };
}

/** Work points needed to raise the building to level L: round(work x workGrowth^(L-1)). */
export function workAt(b: BuildingDef, level: number): number {
  return Math.round(b.work * Math.pow(b.workGrowth, Math.max(0, level - 1)));
}

/**
 * Inhabitants of the building at level L: round(population x L x POPULATION_GROWTH^(L-1)), the shape of a
 * `base` effect, so level 1 houses `population` (13 for every building, growth 1: 13 x L); a paid tile claim
 * needs 600 x n of them (docs/RULES.md "Tile claims within reach").
 */
export function populationAt(b: BuildingDef, level: number): number {
  return baseAmount(b.population, POPULATION_GROWTH, Math.max(0, Math.floor(level)));
}

/** The highest level the building may reach in a village of this tier. */
export function maxLevelFor(b: BuildingDef, tier: TierKey): number {
  return Math.min(b.maxLevel, tierOf(tier).maxLevel);
}

/** Hourly amount a `base` effect gives at level L (speed 1, before improvements). */
export function baseAmount(perLevel: number, growth: number, level: number): number {
  if (level <= 0) return 0;
  return Math.round(perLevel * level * Math.pow(growth, level - 1));
}

/** Capacity of a storage building at level L (level 0 still stores the base). */
export function storageAmount(base: number, growth: number, level: number): number {
  return Math.round(base * Math.pow(growth, Math.max(0, level)));
}

/** Rounds a fraction to 6 decimals so sums of 0.1 steps stay exact enough to floor. */
export function frac(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/**
 * The number an effect stands for at level L: an hourly amount (base), a fraction (improve, defence),
 * a capacity (storage), a count (merchants, siege slots, units available), the lowest damage roll (siege_damage).
 */
export function effectAt(e: Effect, level: number, owner?: BuildingDef): number {
  const L = Math.max(0, level);
  switch (e.kind) {
    case 'base': return baseAmount(e.perLevel, e.growth, L);
    case 'improve': return frac(e.perLevel * L);
    case 'storage': return storageAmount(e.base, e.growth, L);
    case 'merchants': return e.perLevel * L;
    case 'defence': return frac(e.perLevel * L);
    case 'siege_slots': return e.levels.filter((x) => x <= L).length;
    case 'siege_damage': return Math.floor(L / 2);
    case 'drains': return L > 0 ? 1 : 0;
    case 'trains':
    case 'unlocks': {
      // Units whose requirement on this building is met at level L.
      if (!owner) return 0;
      return e.units.filter((k) => {
        const u = UNITS.find((x) => x.key === k);
        const req = u && unitRequirements(u).find((r) => r.building === owner.key);
        return !!req && req.level <= L;
      }).length;
    }
  }
}

/** Human text of an effect at level L, for docs/RULES.md and the help pages. */
export function effectText(e: Effect, level: number, owner?: BuildingDef): string {
  const v = effectAt(e, level, owner);
  const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
  const n = (x: number) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  switch (e.kind) {
    case 'base': return `+${n(v)} ${e.rate}/h`;
    case 'improve': return `+${pct(v)} ${e.rate === 'store_food' ? 'food storage' : e.rate.replace('_', ' ')}`;
    case 'storage': return `${n(v)} ${e.store === 'res' ? 'wood/stone/iron' : 'food'} storage`;
    case 'merchants': return `+${v} merchants`;
    case 'defence': return `+${pct(v)} defence`;
    case 'siege_slots': return `${v} siege slots`;
    case 'siege_damage': return `damage ${v}-${e.maxBase + v}`;
    case 'drains': return v ? 'drains marsh tiles' : '-';
    case 'trains': return `${v}/${e.units.length} units trainable`;
    case 'unlocks': return `${v}/${e.units.length} unit requirements met`;
  }
}
