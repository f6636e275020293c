import type { GamedataResponse } from '../../contract/gamedata';
import { BUILDINGS } from './buildings';
import { UNITS } from './units';
import { RESEARCH } from './research';
import { MARKERS, TILES } from './tiles';
import { DISTRICTS } from './districts';
import { TIERS } from './tiers';
import {
  aetherCosts, BASE_RATES, BASE_STORAGE, BUILDER_BOOST, durations, merchantsData, QUEUE_AMOUNT_CAP, STARTING_AETHER, victoryPoints,
} from './constants';
import { costAt, effectAt, populationAt, workAt } from '../economy/levels';
import { QUESTS } from '../quests/data';
import { AETHER_PACKAGES } from './aetherPackages';
import {
  ARRIVAL_BUCKETS, ARRIVAL_OVER_KEY, DIFFICULTY_KEYS, DIFFICULTY_SCALE, DIFFICULTY_STRENGTH, EVENT_BAND, EVENT_DENSITY, EVENTS, REWARD_SPLIT,
} from './events';
import { MONUMENT, OBJECTIVES } from './objectives';
import { MILESTONES, STATISTICS } from './statistics';

/** The world settings that GET user/gamedata adds to the static tables. */
export interface WorldSettings {
  speed: number;
  maxCoord: number;
  tileThresholds: number[];
  startTime: Date;
  /** BEGINNER_PROTECTION_HOURS of the server (server/game/movement/protection.ts); absent: 0, none. */
  beginnerProtectionHours?: number;
}

type Static = Omit<GamedataResponse, 'speed' | 'maxCoord' | 'tileThresholds' | 'startTime' | 'beginnerProtectionHours'>;

let cached: Static | undefined;

/** The tables part of the game data; computed once, deep copies of the data modules (plain JSON). */
export function staticGameData(): Static {
  cached ??= JSON.parse(JSON.stringify({
    units: UNITS,
    buildings: BUILDINGS.map((b) => ({
      ...b,
      levels: Array.from({ length: b.maxLevel }, (_, i) => {
        const level = i + 1;
        return {
          level,
          cost: costAt(b, level),
          work: workAt(b, level),
          population: populationAt(b, level),
          effects: b.effects.map((e) => effectAt(e, level, b)),
        };
      }),
    })),
    research: RESEARCH,
    tiles: TILES,
    markers: MARKERS,
    districts: DISTRICTS,
    tiers: TIERS,
    aetherCosts,
    victoryPoints,
    merchantsData,
    durations,
    baseRates: BASE_RATES,
    baseStorage: BASE_STORAGE,
    startingAether: STARTING_AETHER,
    aetherPackages: AETHER_PACKAGES,
    builderBoost: BUILDER_BOOST,
    queueAmountCap: QUEUE_AMOUNT_CAP,
    quests: QUESTS,
    events: EVENTS,
    eventRules: {
      difficultyScale: DIFFICULTY_SCALE, difficultyKeys: DIFFICULTY_KEYS, density: EVENT_DENSITY, band: EVENT_BAND,
      difficultyStrength: DIFFICULTY_STRENGTH, rewardShareCap: REWARD_SPLIT.shareCap, arrivalBuckets: ARRIVAL_BUCKETS, arrivalOverKey: ARRIVAL_OVER_KEY,
    },
    objectives: OBJECTIVES,
    monument: MONUMENT,
    statistics: STATISTICS,
    milestones: MILESTONES,
  })) as Static;
  return cached;
}

/** GET user/gamedata: the tables plus the world's speed, size, claim thresholds, start time and beginner protection. */
export function gameData(world: WorldSettings): GamedataResponse {
  return {
    ...staticGameData(),
    tileThresholds: [...world.tileThresholds],
    maxCoord: world.maxCoord,
    startTime: world.startTime.toISOString(),
    speed: world.speed,
    beginnerProtectionHours: world.beginnerProtectionHours ?? 0,
  };
}
