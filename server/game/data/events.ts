import type { Cost } from './resources';

/**
 * Native events (GAME.md section 8, SPEC.md sections 3, 4 and 9): the five types, their stages,
 * garrisons, rewards, supplies and deadlines, and the numbers the tick keeps them at. Every number a
 * rule in server/game/events uses lives here; docs/RULES.md renders this table (scripts/rules-doc/events.ts).
 * Durations are at world speed 1 (the rules divide them by the speed, GAME.md section 1).
 */

export const EVENT_TYPES = ['attack1', 'attack2', 'defend1', 'supply1', 'supply2'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type EventKind = 'attack' | 'defend' | 'supply';

export const DIFFICULTIES = [1, 2, 3] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Catalogue keys of the difficulty names (client/i18n/en-US.json: Easy, Moderate, Hard). */
export const DIFFICULTY_KEYS: Readonly<Record<Difficulty, string>> = {
  1: 'events.difficulty1',
  2: 'events.difficulty2',
  3: 'events.difficulty3',
};

/**
 * Garrison size and rewards multiply by this per difficulty (*start*): a Hard event is four times an
 * Easy one, so it needs a neighbourhood of strong villages and pays them accordingly.
 */
export const DIFFICULTY_SCALE: Readonly<Record<Difficulty, number>> = { 1: 1, 2: 2, 3: 4 };

/**
 * The states of an event's lifecycle (machines/eventStage.ts): active while a stage runs, then one final
 * outcome. Their labels are catalogue keys events.states.<state>.
 */
export const EVENT_STATES = ['active', 'cleared', 'rewarded', 'camp', 'failed'] as const;
export type EventState = (typeof EVENT_STATES)[number];
export const EVENT_STATE_KEYS: Readonly<Record<EventState, string>> = {
  active: 'events.states.active',
  cleared: 'events.states.cleared',
  rewarded: 'events.states.rewarded',
  camp: 'events.states.camp',
  failed: 'events.states.failed',
};

/** What an event pays (split between its contributors): village resources plus aether. */
export type RewardPool = Cost & { aether: number };

export interface EventStageDef {
  /** Seconds the stage lasts at speed 1 (attack: until the natives grow or make camp; defend: until the arrival). */
  duration: number;
  /** The native garrison at difficulty 1 (unit key -> count); scaled by DIFFICULTY_SCALE. */
  garrison: Readonly<Record<string, number>>;
  /** The stage's reward pool at difficulty 1; scaled by DIFFICULTY_SCALE. */
  rewards: RewardPool;
}

export interface EventDef {
  type: EventType;
  kind: EventKind;
  /** Catalogue key of the name (client/i18n/en-US.json). */
  nameKey: string;
  /** The English name (SPEC.md section 3), for docs/RULES.md only: the client shows nameKey. */
  name: string;
  stages: readonly EventStageDef[];
  /** Supply events: what is delivered and how much at difficulty 1 (scaled by DIFFICULTY_SCALE). */
  supply: { of: 'resources' | 'aether'; target: number } | null;
  /** Aether the final stage's outpost guards: its conqueror takes it (attack2), at difficulty 1. */
  outpostAether: number;
  /** How often the tick picks this type when it spawns an event (relative weight). */
  weight: number;
}

const HOUR = 3600;
const pool = (wood: number, stone: number, iron: number, food: number, aether = 0): RewardPool => ({ wood, stone, iron, food, aether });

export const EVENTS: readonly EventDef[] = [
  {
    type: 'attack1', kind: 'attack', nameKey: 'events.attack1', name: 'Gathering native forces', weight: 3,
    supply: null, outpostAether: 0,
    stages: [
      { duration: 8 * HOUR, garrison: { melee1: 30, ranged1: 10 }, rewards: pool(1500, 1500, 1000, 1000) },
      { duration: 8 * HOUR, garrison: { melee1: 40, melee2: 20, ranged1: 20 }, rewards: pool(2500, 2500, 2000, 1500) },
      { duration: 8 * HOUR, garrison: { melee2: 40, ranged2: 30, cav1: 15 }, rewards: pool(4000, 4000, 3500, 2500, 5) },
    ],
  },
  {
    type: 'attack2', kind: 'attack', nameKey: 'events.attack2', name: 'Native outpost', weight: 2,
    supply: null, outpostAether: 20,
    stages: [
      { duration: 12 * HOUR, garrison: { melee2: 50, ranged1: 40, cav1: 10 }, rewards: pool(3000, 3000, 3000, 2000) },
      { duration: 12 * HOUR, garrison: { melee3: 40, ranged2: 40, cav1: 20 }, rewards: pool(5000, 5000, 5000, 3000, 10) },
    ],
  },
  {
    // One stage: the native army marches on the nearest village and arrives at the stage's end.
    type: 'defend1', kind: 'defend', nameKey: 'events.defend1', name: 'Incoming native attack', weight: 2,
    supply: null, outpostAether: 0,
    stages: [
      { duration: 6 * HOUR, garrison: { melee1: 40, melee2: 20, cav1: 15 }, rewards: pool(3000, 3000, 2500, 2500, 5) },
    ],
  },
  {
    type: 'supply1', kind: 'supply', nameKey: 'events.supply1', name: 'Mining location', weight: 2,
    supply: { of: 'resources', target: 20000 }, outpostAether: 0,
    stages: [
      // Worth more than what is delivered: aether buys 100 resources each (constants.ts aetherCosts.purchase).
      { duration: 24 * HOUR, garrison: {}, rewards: pool(0, 0, 0, 0, 250) },
    ],
  },
  {
    type: 'supply2', kind: 'supply', nameKey: 'events.supply2', name: 'Aether deposit', weight: 1,
    supply: { of: 'aether', target: 50 }, outpostAether: 0,
    stages: [
      // 50 aether buys 5,000 resources; the deposit pays 8,000.
      { duration: 24 * HOUR, garrison: {}, rewards: pool(2000, 2000, 2000, 2000) },
    ],
  },
];

const BY_TYPE = new Map(EVENTS.map((e) => [e.type, e]));

export function eventDef(type: EventType): EventDef {
  const d = BY_TYPE.get(type);
  if (!d) throw new Error(`unknown event type ${type}`);
  return d;
}

export function isEventType(s: string): s is EventType {
  return BY_TYPE.has(s as EventType);
}

/**
 * How many events the tick keeps on the map (*start*): one per `villagesPerEvent` villages of a
 * quadrant, and at least `minPerQuadrant` in each quadrant even when it is empty of players.
 */
export const EVENT_DENSITY = { villagesPerEvent: 25, minPerQuadrant: 2 } as const;

/** An event spawns on a free land tile at this Chebyshev distance from the nearest player village. */
export const EVENT_BAND = { min: 3, max: 12 } as const;

/**
 * Difficulty from the villages within EVENT_BAND.max of the tile: their mean strength (the world
 * passes each village's population, a measure of how far it has grown) against these thresholds.
 * Mean below `moderate`: Easy; below `hard`: Moderate; else Hard (*start*).
 */
export const DIFFICULTY_STRENGTH = { moderate: 300, hard: 1000 } as const;

/**
 * Reward split (GAME.md section 8): in proportion to each contributor's share (kills, defence,
 * deliveries), each capped at `shareCap` of the pool when several contributed. What the caps hold back
 * is not paid to anyone (the natives keep it): a small helper never gets more than its share.
 */
export const REWARD_SPLIT = { shareCap: 0.5 } as const;

/**
 * The estimated arrival a player reads (SPEC.md section 9): 'under N minutes', 'under N hours', 'over
 * 24 hours'. The first bucket whose `below` (seconds) is more than the time left gives the text.
 */
export const ARRIVAL_BUCKETS: readonly { below: number; key: 'events.underMinutes' | 'events.underHours'; count: number }[] = [
  { below: 10 * 60, key: 'events.underMinutes', count: 10 },
  { below: 30 * 60, key: 'events.underMinutes', count: 30 },
  { below: 60 * 60, key: 'events.underMinutes', count: 60 },
  { below: 2 * HOUR, key: 'events.underHours', count: 2 },
  { below: 6 * HOUR, key: 'events.underHours', count: 6 },
  { below: 12 * HOUR, key: 'events.underHours', count: 12 },
  { below: 24 * HOUR, key: 'events.underHours', count: 24 },
];
export const ARRIVAL_OVER_KEY = 'events.over24';
