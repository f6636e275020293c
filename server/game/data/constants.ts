import type { Cost, RateKey } from './resources';
import type { TierKey } from './tiers';

/**
 * Numbers of the economy that are not a property of one building, unit or technology.
 * Values marked *start* in GAME.md are starting points; docs/RULES.md is generated from here.
 */

/** Hourly rates every village has even with all its buildings at level 0 (GAME.md section 3), at speed 1. */
export const BASE_RATES: Record<RateKey, number> = {
  wood: 30,
  stone: 30,
  iron: 30,
  food: 60,
  // A little work rate without a town hall, so a village whose town hall was sieged to 0 can rebuild.
  production: 50,
  science: 0,
  culture: 0,
};

/** Storage of a village whose warehouse / food cellar is at level 0. */
export const BASE_STORAGE = 1000;

/** Food each inhabitant eats per hour (a building at level L houses 13 x L inhabitants: buildings/types.ts). */
export const FOOD_PER_INHABITANT = 1;

/** Aether every new account starts with (GAME.md section 9). */
export const STARTING_AETHER = 50;

/** Resources a newly founded village holds. */
export const STARTING_STOCK: Cost = { wood: 750, stone: 750, iron: 750, food: 750 };

/**
 * Buildings (and levels) a newly founded village has: every core building, the producing ones at
 * level 1 so the first minutes already show growth; walls and marketplace wait for the player.
 */
export const STARTING_BUILDINGS: readonly { type: string; level: number }[] = [
  { type: 'town_hall', level: 1 },
  { type: 'farm', level: 1 },
  { type: 'forester', level: 1 },
  { type: 'quarry', level: 1 },
  { type: 'iron_mine', level: 1 },
  { type: 'warehouse', level: 1 },
  { type: 'food_cellar', level: 1 },
  { type: 'marketplace', level: 0 },
  { type: 'walls', level: 0 },
];

/**
 * Culture thresholds (account-wide, culture is never spent): threshold = round(base x n^exponent) with
 * n = settlements owned (village), towns-or-cities owned + 1 (town), cities owned + 1 (city).
 */
export const CULTURE_THRESHOLDS = {
  village: 10000,
  town: 5000,
  city: 50000,
  exponent: 2.5,
} as const;

/** What aether buys (SPEC.md sections 1 and 9). */
export const aetherCosts = {
  /** One builder charge (account-wide, stacks). */
  builder: 10,
  /** One exchange at the better rate (1.5:1 instead of 3:1). */
  exchange: 10,
  /** Buying resources: `aether` aether for `resources` of one resource, delivered after durations.purchase. */
  purchase: { aether: 1, resources: 100 },
} as const;

/** Builder charge boosts (SPEC.md section 9): work-rate multiplier added to the boosted queue item. */
export const BUILDER_BOOST = { building: 1.0, other: 0.5 } as const;

/** Prestige (victory points) of SPEC.md section 9 and GAME.md section 8. */
export const victoryPoints = {
  landmarkCapture: 1,
  landmarkPerWeek: 1,
  monumentCompletion: 10,
  monumentPerWeek: 5,
  artifactPerDay: 1,
  /**
   * Prestige the first Empire must reach to win the world (*start*; VICTORY_POINTS overrides it). An
   * Empire holding 3 landmarks, a completed monument and 2 artifacts for 8 weeks earns about 27 + 50 +
   * 112 = 189 before milestones: 250 asks for more than that.
   */
  required: 250,
} as const;

/** Merchants and trade (SPEC.md section 9, GAME.md section 7). */
export const merchantsData = {
  /** Merchants of a village = base + perMarketplaceLevel x marketplace level. */
  base: 1,
  perMarketplaceLevel: 1,
  /** Resources one merchant carries, by tier. */
  capacity: { village: 1000, town: 3000, city: 10000 } as Record<TierKey, number>,
  /** Tiles per hour at speed 1. */
  speed: 12,
  /** Resources given per resource received. */
  exchangeRate: 3,
  exchangeRateAether: 1.5,
  /** Largest exchange one aether payment covers: base + perWeek x (week - 1), week 1 starting at startTime. */
  exchangeAetherMax: { base: 5000, perWeek: 5000 },
  /** A marketplace request may be at most this times the offer. */
  requestCap: 1.5,
} as const;

/**
 * Durations in seconds. The 10-minute ones are fixed by SPEC.md ("arrive in 10 minutes") and are not
 * divided by the world speed; the week is calendar time.
 */
export const durations = {
  exchange: 600,
  purchase: 600,
  /** An outgoing movement can be called back during this long after it left. */
  callbackWindow: 600,
  tradeRouteInterval: 3600,
  week: 7 * 24 * 3600,
  /** A month is 4 weeks (SPEC.md section 9). */
  month: 4 * 7 * 24 * 3600,
} as const;

/** Queue limits of SPEC.md section 5: science / culture items at most this times the hourly production. */
export const QUEUE_AMOUNT_CAP = 2;

/**
 * Resources one science or culture point costs when queued (1 point also needs 1 work point). Paid up
 * front like every queue item: an item of n points costs n x these amounts.
 */
export const POINT_COST: Cost = { wood: 1, stone: 1, iron: 1, food: 1 };

/** Walls: defence bonus per level and the highest level (SPEC.md section 9). */
export const WALLS = { perLevel: 0.025, maxLevel: 20 } as const;

/**
 * Battle (GAME.md section 6, SPEC.md section 9): luck is uniform in [-luckMax, +luckMax] on the attack
 * strength; the winner loses (loser strength / winner strength)^lossExponent of each of its unit types.
 */
export const BATTLE = { luckMax: 0.1, lossExponent: 1.5 } as const;

/**
 * Loyalty of a village (GAME.md section 6, *start*): starts at `start`, regenerates `regenPerHour`
 * (x world speed) up to `max`; a won attack with a surviving Noble lowers it by a whole number drawn
 * from [nobleDropMin, nobleDropMax].
 */
export const LOYALTY = { start: 100, max: 100, regenPerHour: 1, nobleDropMin: 20, nobleDropMax: 35 } as const;

/**
 * Siege (SPEC.md section 9): a damage roll of points becomes floor(points / pointsPerLevel) building
 * levels, at most `maxLevelsPerHit` per slot (and per walls roll). The slot levels and the Siege
 * Academy's base roll live on the buildings' effects (siege_slots, siege_damage).
 */
export const SIEGE = { pointsPerLevel: 2, maxLevelsPerHit: 5 } as const;
