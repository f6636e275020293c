import { z } from 'zod';
import { findUnit } from '../game/data/units';
import { findBuilding } from '../game/data/buildings';
import { DISTRICT_KEYS } from '../game/data/districts';
import { TIER_KEYS } from '../game/data/tiers';
import { worldWinner } from './prestige';

/** One date of the server timeline (server/game/timeline.ts): start + 0/7/14/21/28 days / speed. */
export const timelineEntry = z.object({
  type: z.enum(['game_start', 'landmarks', 'monument_sites', 'monument_activation', 'artifacts']),
  at: z.string(),
  /** The world acted on it: its objectives are on the map (monument_activation: held full monuments completed; game_start: the world started). */
  spawned: z.boolean().optional(),
});

/** GET on the API root. */
export const serverStateResponse = z.object({
  phase: z.enum(['before_start', 'running', 'finished']),
  startTime: z.string(),
  finishedAt: z.string().nullable(),
  now: z.string(),
  speed: z.number(),
  maxCoord: z.number().int(),
  mapSize: z.number().int(),
  timeline: z.array(timelineEntry),
  /** Prestige an Empire needs to win (VICTORY_POINTS). */
  victoryPoints: z.number().int(),
  /** The Empire that won, once one has (a world finished by an operator has none). */
  winner: worldWinner.nullable(),
});
export type ServerStateResponse = z.infer<typeof serverStateResponse>;

/** An ISO 8601 date and time with its offset (Z or +hh:mm), e.g. 2026-06-01T12:00:00Z; nothing looser. */
const isoTime = z.iso.datetime({ offset: true });

/** POST testing/finish (testing tools only): finish the world now, or clear the finish. */
export const testingFinishRequest = z.object({ finished: z.boolean() });

/** POST testing/startTime (testing tools only): move the game start (e.g. into the future for before_start). */
export const testingStartTimeRequest = z.object({ startTime: isoTime });

/** POST testing/units (testing tools only): units of the table's keys, 1 to 100,000 each, added at home in a village. */
export const testingUnitsRequest = z.object({
  village_id: z.number().int().positive(),
  units: z.record(z.string().refine((k) => !!findUnit(k), 'There is no unit of that type'), z.number().int().min(1).max(100_000)),
});
/** The village's troops at home after the grant. */
export const testingUnitsResponse = z.object({ village_id: z.number().int(), home: z.record(z.string(), z.number().int()) });

const stockAmount = z.number().int().min(0).max(100_000_000);

/**
 * POST testing/village (testing tools only): a village brought to now, then set at once: its stock (the
 * warehouse and food cellar raised until they hold it), building levels (0 to 60), districts added and
 * its tier. A test reaches a trading or fighting scene without hours of play.
 */
export const testingVillageRequest = z.object({
  village_id: z.number().int().positive(),
  resources: z.object({ wood: stockAmount, stone: stockAmount, iron: stockAmount, food: stockAmount }).optional(),
  buildings: z.record(z.string().refine((k) => !!findBuilding(k), 'There is no building of that type'), z.number().int().min(0).max(60)).optional(),
  districts: z.array(z.enum(DISTRICT_KEYS)).max(DISTRICT_KEYS.length).optional(),
  tier: z.enum(TIER_KEYS).optional(),
}).strict();
/** The village as set: stock, storage, tier, districts and every building's level. */
export const testingVillageResponse = z.object({
  village_id: z.number().int(),
  tier: z.enum(TIER_KEYS),
  resources: z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() }),
  store_res: z.number(),
  store_food: z.number(),
  districts: z.array(z.enum(DISTRICT_KEYS)),
  buildings: z.record(z.string(), z.number().int()),
});

/**
 * POST testing/account (testing tools only): an account settled to now, then its aether, culture and
 * science (the running research's science; without one there is none to set) set.
 */
export const testingAccountRequest = z.object({
  user_id: z.number().int().positive(),
  aether: z.number().int().min(0).max(100_000_000).optional(),
  culture: z.number().min(0).max(1e12).optional(),
  science: z.number().min(0).max(1e12).optional(),
}).strict();
export const testingAccountResponse = z.object({
  user_id: z.number().int(),
  aether: z.number().int(),
  culture: z.number(),
  science: z.number(),
  researching: z.number().int().nullable(),
});
