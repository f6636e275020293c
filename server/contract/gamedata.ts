import { z } from 'zod';
import { tileType } from './world';
import { gamedataEvent, gamedataEventRules, gamedataMonument, gamedataObjective } from './gamedataEvents';

/**
 * GET user/gamedata (SPEC.md section 3, "Game data"): the static tables of server/game/data plus the
 * world's configuration. Rates are at speed 1 unless the field says otherwise; the client multiplies
 * hourly rates by `speed` and divides durations by it, exactly as the server does.
 */
const int = z.number().int();
export const costSchema = z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() });
const tierKey = z.enum(['village', 'town', 'city']);
const districtKey = z.enum(['economy', 'military', 'research', 'industrial', 'culture']);
const rateKey = z.enum(['wood', 'stone', 'iron', 'food', 'production', 'science', 'culture']);

export const buildingEffect = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('base'), rate: rateKey, perLevel: z.number(), growth: z.number() }),
  z.object({ kind: z.literal('improve'), rate: z.union([rateKey, z.enum(['store_food', 'merchant_capacity'])]), perLevel: z.number() }),
  z.object({ kind: z.literal('storage'), store: z.enum(['res', 'food']), base: z.number(), growth: z.number() }),
  z.object({ kind: z.literal('merchants'), perLevel: z.number() }),
  z.object({ kind: z.literal('defence'), perLevel: z.number() }),
  z.object({ kind: z.literal('siege_slots'), levels: z.array(int) }),
  z.object({ kind: z.literal('siege_damage'), maxBase: z.number() }),
  z.object({ kind: z.literal('trains'), units: z.array(z.string()) }),
  z.object({ kind: z.literal('unlocks'), units: z.array(z.string()) }),
  z.object({ kind: z.literal('drains') }),
]);

export const buildingLevel = z.object({
  level: int,
  cost: costSchema,
  work: z.number(),
  population: z.number(),
  /** Value of each entry of `effects` at this level (see server/game/economy/levels.ts effectAt). */
  effects: z.array(z.number()),
});

export const gamedataBuilding = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  district: districtKey.nullable(),
  core: z.boolean(),
  tier: tierKey,
  research: z.string().nullable(),
  cost: costSchema,
  costGrowth: z.number(),
  work: z.number(),
  workGrowth: z.number(),
  effects: z.array(buildingEffect),
  population: z.number(),
  maxLevel: int,
  /** Levels 1..maxLevel, computed from the formulas above. */
  levels: z.array(buildingLevel),
});

export const gamedataUnit = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['melee', 'cav', 'ranged', 'special']),
  attackType: z.enum(['melee', 'cav', 'ranged']),
  attack: z.number(),
  defence: z.object({ melee: z.number(), cav: z.number(), ranged: z.number() }),
  speed: z.number(),
  consumption: z.number(),
  carry: z.number(),
  size: z.number(),
  cost: costSchema,
  work: z.number(),
  building: z.string(),
  level: int,
  requires: z.array(z.object({ building: z.string(), level: int })),
  research: z.string().nullable(),
  scout: z.boolean(),
});

export const gamedataResearch = z.object({
  id: int,
  key: z.string(),
  name: z.string(),
  description: z.string(),
  tier: int,
  science_base: z.number(),
  requires: z.array(z.string()),
  unlocks_building: z.string(),
});

export const gamedataTile = z.object({
  type: tileType,
  name: z.string(),
  description: z.string(),
  bonus: z.object({ resource: z.enum(['wood', 'stone', 'iron', 'food']), amount: z.number() }).nullable(),
  needsDraining: z.boolean(),
  buildable: z.boolean(),
  colour: z.string(),
});

export const gamedataResponse = z.object({
  units: z.array(gamedataUnit),
  buildings: z.array(gamedataBuilding),
  research: z.array(gamedataResearch),
  tiles: z.array(gamedataTile),
  markers: z.array(z.object({ key: z.enum(['landmark', 'monument', 'artifact']), name: z.string(), description: z.string(), colour: z.string() })),
  districts: z.array(z.object({ key: districtKey, name: z.string(), description: z.string() })),
  tiers: z.array(z.object({
    key: tierKey, name: z.string(), rank: int, maxLevel: int, queueLength: int, districtSlots: int,
    merchantCapacity: z.number(), claimRadius: int, freeClaims: int,
  })),
  tileThresholds: z.array(z.number()),
  maxCoord: int,
  /** ISO time of the game start. */
  startTime: z.string(),
  speed: z.number(),
  /**
   * Hours at speed 1 a newly founded kingdom cannot be attacked, scouted or besieged (the server's
   * BEGINNER_PROTECTION_HOURS; the period is this divided by `speed`; 0: no protection in this world).
   */
  beginnerProtectionHours: z.number(),
  aetherCosts: z.object({ builder: z.number(), exchange: z.number(), purchase: z.object({ aether: z.number(), resources: z.number() }) }),
  victoryPoints: z.object({
    landmarkCapture: z.number(), landmarkPerWeek: z.number(), monumentCompletion: z.number(), monumentPerWeek: z.number(),
    artifactPerDay: z.number(), required: z.number(),
  }),
  merchantsData: z.object({
    base: z.number(), perMarketplaceLevel: z.number(),
    capacity: z.object({ village: z.number(), town: z.number(), city: z.number() }),
    speed: z.number(), exchangeRate: z.number(), exchangeRateAether: z.number(),
    exchangeAetherMax: z.object({ base: z.number(), perWeek: z.number() }),
    requestCap: z.number(),
  }),
  /** Seconds. */
  durations: z.object({
    exchange: z.number(), purchase: z.number(), callbackWindow: z.number(), tradeRouteInterval: z.number(),
    week: z.number(), month: z.number(),
  }),
  /** Hourly rates of a village with every building at level 0, at speed 1. */
  baseRates: z.object({
    wood: z.number(), stone: z.number(), iron: z.number(), food: z.number(),
    production: z.number(), science: z.number(), culture: z.number(),
  }),
  baseStorage: z.number(),
  startingAether: z.number(),
  /** The aether store's packages (server/game/data/aetherPackages.ts; granted free during the alpha, one a day). */
  aetherPackages: z.array(z.object({ id: z.string(), aether: z.number(), name: z.string() })),
  builderBoost: z.object({ building: z.number(), other: z.number() }),
  queueAmountCap: z.number(),
  /**
   * The first-hour quests in order (server/game/quests/data.ts; GET quests says which are done): the
   * catalogue key prefix of the title and text, the reward, the client route where the step is done and
   * its step of the guide's first-hour section.
   */
  quests: z.array(z.object({
    id: z.string(), text: z.string(),
    reward: z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() }),
    screen: z.string(), guide: z.string(),
  })),
  /** Native events, objectives and the monument (server/contract/gamedataEvents.ts). */
  events: z.array(gamedataEvent),
  eventRules: gamedataEventRules,
  objectives: z.array(gamedataObjective),
  monument: gamedataMonument,
  /**
   * Statistics, rankings and medals (server/game/data/statistics.ts, GAME.md section 10): how often the
   * rank table is rebuilt (real milliseconds), medals per category and week (ranks 1..n), the days of a
   * statistics week before the world's speed divides it, and weeks per month.
   */
  statistics: z.object({ rankRefreshMs: int, medalsPerCategory: int, weekDays: z.number(), weeksPerMonth: int }),
  /**
   * Milestones by counter (medals, pvp_att, pvp_def, events, land, pve_att, pve_def, resources): an Empire
   * whose counter reaches thresholds[i] earns prestige[i] `vps` prestige once (milestone_vp_gained).
   */
  milestones: z.record(z.string(), z.object({ thresholds: z.array(z.number()), prestige: z.array(int) })),
});
export type GamedataResponse = z.infer<typeof gamedataResponse>;
export type GamedataBuilding = z.infer<typeof gamedataBuilding>;
export type GamedataUnit = z.infer<typeof gamedataUnit>;
export type GamedataResearch = z.infer<typeof gamedataResearch>;
