import type { Cost, RateKey } from '../resources';
import type { DistrictKey } from '../districts';
import type { TierKey } from '../tiers';

/**
 * What one building level gives. The value at level L (server/game/economy/levels.ts, `effectAt`):
 * - base:      +round(perLevel x L x growth^(L-1)) per hour to `rate` (before improvements)
 * - improve:   +perLevel x L to the improvement of `rate` (0.1 = +10%)
 * - storage:   capacity round(base x growth^L) of the warehouse (`res`) or food cellar (`food`)
 * - merchants: perLevel x L merchants on top of the base merchant
 * - defence:   perLevel x L defence bonus (walls)
 * - siege_slots: one target slot per entry of `levels` reached (Siege Workshop)
 * - siege_damage: damage roll floor(L / 2) .. maxBase + floor(L / 2) (Siege Academy)
 * - trains:    the building trains these units (their own level requirements apply)
 * - unlocks:   a level of this building is a requirement of these units
 * - drains:    claimed tiles that need draining (marshlands, swamp) give their bonus
 */
export type Effect =
  | { kind: 'base'; rate: RateKey; perLevel: number; growth: number }
  | { kind: 'improve'; rate: RateKey | 'store_food' | 'merchant_capacity'; perLevel: number }
  | { kind: 'storage'; store: 'res' | 'food'; base: number; growth: number }
  | { kind: 'merchants'; perLevel: number }
  | { kind: 'defence'; perLevel: number }
  | { kind: 'siege_slots'; levels: number[] }
  | { kind: 'siege_damage'; maxBase: number }
  | { kind: 'trains'; units: string[] }
  | { kind: 'unlocks'; units: string[] }
  | { kind: 'drains' };

export interface BuildingDef {
  /** snake_case key used by the API, the database and the client routes. */
  key: string;
  name: string;
  description: string;
  /** District it needs, or null for a core building. */
  district: DistrictKey | null;
  core: boolean;
  /** Lowest village tier that may build it. */
  tier: TierKey;
  /** Technology key that unlocks it, or null. */
  research: string | null;
  /** Price of level 1; level L costs round(cost x costGrowth^(L-1)). */
  cost: Cost;
  costGrowth: number;
  /** Work points of level 1; level L needs round(work x workGrowth^(L-1)). */
  work: number;
  workGrowth: number;
  effects: Effect[];
  /** Inhabitants of level 1; level L houses round(population x L x POPULATION_GROWTH^(L-1)). */
  population: number;
  /** Highest level regardless of tier; the tier's maxLevel also applies. */
  maxLevel: number;
}

/** Shared growth factors: level 20 costs about 450x level 1 and needs about 24,000x its work. */
export const COST_GROWTH = 1.38;
export const WORK_GROWTH = 1.7;
/**
 * Inhabitants of level L: round(population x L x POPULATION_GROWTH^(L-1)) (level 1 houses `population`).
 * Linear (growth 1), 13 per level for every building (POPULATION_PER_LEVEL): a village fully built at the
 * tier's maximum level reaches its first paid tile claim with a food-improving district, and any fully built
 * village, food district or not, feeds its inhabitants from its farm (docs/RULES.md "Tile claims",
 * server/game/balance/tileClaims.ts).
 */
export const POPULATION_GROWTH = 1;
/** Inhabitants of level 1 of every building (`population`). */
export const POPULATION_PER_LEVEL = 13;

type Spec = Pick<BuildingDef, 'key' | 'name' | 'description' | 'tier' | 'research' | 'work' | 'effects'> & {
  cost: [number, number, number, number];
};

/** One building row of a district table, with the shared defaults filled in. */
export function building(district: DistrictKey | null, s: Spec): BuildingDef {
  const [wood, stone, iron, food] = s.cost;
  return {
    key: s.key,
    name: s.name,
    description: s.description,
    district,
    core: district === null,
    tier: s.tier,
    research: s.research,
    cost: { wood, stone, iron, food },
    costGrowth: COST_GROWTH,
    work: s.work,
    workGrowth: WORK_GROWTH,
    effects: s.effects,
    population: POPULATION_PER_LEVEL,
    maxLevel: 20,
  };
}
