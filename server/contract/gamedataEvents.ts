import { z } from 'zod';

/**
 * The event and objective tables GET user/gamedata carries (server/game/data/events.ts, objectives.ts):
 * numbers at difficulty 1 (Easy) and speed 1; the client scales them as the rules do (difficultyScale,
 * durations / speed). Names are catalogue keys.
 */
const cost = z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() });
const rewardPool = cost.extend({ aether: z.number() });
const army = z.record(z.string(), z.number());
const difficulty = z.enum(['1', '2', '3']);

export const gamedataEvent = z.object({
  type: z.enum(['attack1', 'attack2', 'defend1', 'supply1', 'supply2']),
  kind: z.enum(['attack', 'defend', 'supply']),
  nameKey: z.string(),
  name: z.string(),
  /** Seconds at speed 1; garrison and rewards at difficulty 1. */
  stages: z.array(z.object({ duration: z.number(), garrison: army, rewards: rewardPool })),
  supply: z.object({ of: z.enum(['resources', 'aether']), target: z.number() }).nullable(),
  outpostAether: z.number(),
  weight: z.number(),
});

export const gamedataEventRules = z.object({
  /** Multiplier of garrisons, rewards and supply targets by difficulty ("1", "2", "3": JSON keys). */
  difficultyScale: z.record(difficulty, z.number()),
  /** Catalogue keys of the difficulty names. */
  difficultyKeys: z.record(difficulty, z.string()),
  density: z.object({ villagesPerEvent: z.number(), minPerQuadrant: z.number() }),
  band: z.object({ min: z.number(), max: z.number() }),
  difficultyStrength: z.object({ moderate: z.number(), hard: z.number() }),
  rewardShareCap: z.number(),
  /** The estimated-arrival texts: the first bucket with secondsLeft < below; none: overKey. */
  arrivalBuckets: z.array(z.object({ below: z.number(), key: z.string(), count: z.number() })),
  arrivalOverKey: z.string(),
});

export const gamedataObjective = z.object({
  type: z.enum(['landmark', 'monument', 'artifact']),
  nameKey: z.string(),
  name: z.string(),
  appearsAt: z.enum(['game_start', 'landmarks', 'monument_sites', 'monument_activation', 'artifacts']),
  perQuadrant: z.number(),
  garrison: army,
  onCapture: z.number(),
  onCompletion: z.number(),
  perPeriod: z.number(),
  /** Seconds at speed 1. */
  period: z.number(),
});

export const gamedataMonument = z.object({
  target: cost,
  repairCost: cost,
  completableFrom: z.enum(['game_start', 'landmarks', 'monument_sites', 'monument_activation', 'artifacts']),
});
