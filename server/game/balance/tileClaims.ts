import { BUILDINGS } from '../data/buildings';
import { DISTRICT_KEYS, type DistrictKey } from '../data/districts';
import { TIERS, tierAtLeast, type TierKey } from '../data/tiers';
import { effectiveRates, improved, maxLevelFor, villageRates } from '../economy';
import { claimThreshold } from '../tiles/claim';

/**
 * Are paid tile claims reachable? (issue 13 point 5; docs/RULES.md "Tile claims".) A pure calculation from
 * the data tables, per tier: a fully built village (every building the tier and its districts allow, at
 * the tier's maximum level, every technology researched, no claimed tiles, no units) against its first
 * paid claim, n = the tier's free claims + 1, which needs tileThresholds[min(n, len - 1)] x n inhabitants.
 *
 * Every combination of districts that fills the tier's slots is computed; two are reported:
 * - `fed`: the combination with the most net food (the food-improving districts), the village a player
 *   who wants paid claims builds. The rule: its population reaches the threshold and its net food
 *   (food production - population) is >= 0, so it holds that population.
 * - `hungriest`: the combination with the least net food (no food-improving building), for the table:
 *   such a village cannot house every level without the food of claimed plains tiles or of trade.
 */

export interface FullVillage {
  districts: DistrictKey[];
  /** Buildings of the combination (level = the tier's maximum for each). */
  buildings: number;
  /** Inhabitants = food they eat per hour (1 food per inhabitant). */
  population: number;
  /** Base food per hour (level-0 village + farm) before improvements. */
  foodBase: number;
  /** Food improvement (0.3 = +30%) from its buildings. */
  foodImprovement: number;
  /** Displayed food production: floor(foodBase x (1 + foodImprovement)). */
  food: number;
  /** food - population. */
  foodNet: number;
}

export interface TierClaimReach {
  tier: TierKey;
  maxLevel: number;
  districtSlots: number;
  freeClaims: number;
  /** Number of the first paid claim (freeClaims + 1). */
  n: number;
  /** Population that claim needs. */
  threshold: number;
  fed: FullVillage;
  hungriest: FullVillage;
  /** fed.population >= threshold and fed.foodNet >= 0: the fed village, fully built, holds the claim's population. */
  reachable: boolean;
  /** The combinations whose fully built village holds the claim's population (population >= threshold, net food >= 0). */
  holdingCombinations: DistrictKey[][];
  /** How many combinations fill the tier's slots. */
  combinations: number;
}

/** Every way to choose k districts, in DISTRICT_KEYS order. */
function combinations(k: number, from: readonly DistrictKey[] = DISTRICT_KEYS): DistrictKey[][] {
  if (k === 0) return [[]];
  if (from.length < k) return [];
  const [head, ...rest] = from;
  return [...combinations(k - 1, rest).map((c) => [head, ...c]), ...combinations(k, rest)];
}

/** A village of `tier` with `districts`, every building it may build at the tier's maximum level. */
export function fullVillage(tier: TierKey, districts: readonly DistrictKey[]): FullVillage {
  const buildings = BUILDINGS
    .filter((b) => tierAtLeast(tier, b.tier) && (b.district === null || districts.includes(b.district)))
    .map((b) => ({ type: b.key, level: maxLevelFor(b, tier) }));
  const r = villageRates({ tier, buildings, tiles: [], unitConsumption: 0 }, 1);
  return {
    districts: [...districts],
    buildings: buildings.length,
    population: r.population,
    foodBase: r.prod_food,
    foodImprovement: r.impr_food,
    food: improved(r.prod_food, r.impr_food),
    foodNet: effectiveRates(r).food,
  };
}

const holds = (v: FullVillage, threshold: number) => v.population >= threshold && v.foodNet >= 0;

/** The calculation for each tier with the world's tileThresholds (SPEC.md default [600]). */
export function tileClaimReach(thresholds: readonly number[] = [600]): TierClaimReach[] {
  return TIERS.map((t) => {
    const all = combinations(t.districtSlots).map((d) => fullVillage(t.key, d));
    // Most net food first; on a tie the larger population (the stronger claim).
    const byFood = [...all].sort((a, b) => b.foodNet - a.foodNet || b.population - a.population);
    const fed = byFood[0];
    const hungriest = byFood[byFood.length - 1];
    const n = t.freeClaims + 1;
    const threshold = claimThreshold(n, thresholds);
    return {
      tier: t.key, maxLevel: t.maxLevel, districtSlots: t.districtSlots, freeClaims: t.freeClaims, n, threshold,
      fed, hungriest, reachable: holds(fed, threshold),
      holdingCombinations: all.filter((v) => holds(v, threshold)).map((v) => v.districts), combinations: all.length,
    };
  });
}
