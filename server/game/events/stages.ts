import { DIFFICULTY_SCALE, eventDef, type Difficulty, type EventType, type RewardPool } from '../data/events';

/**
 * What one stage of an event holds (GAME.md section 8): its native garrison, its reward pool and how
 * long it lasts, from the data table scaled by difficulty. Stages count from 1.
 */

function stageOf(type: EventType, stage: number) {
  const def = eventDef(type);
  if (!Number.isInteger(stage) || stage < 1 || stage > def.stages.length) throw new Error(`${type} has no stage ${stage}`);
  return def.stages[stage - 1];
}

/** Number of stages of the type. */
export function stageCount(type: EventType): number {
  return eventDef(type).stages.length;
}

/** The native garrison of a stage: the table's counts x the difficulty's scale, rounded (units of the unit table). */
export function stageGarrison(type: EventType, difficulty: Difficulty, stage: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [unit, n] of Object.entries(stageOf(type, stage).garrison)) out[unit] = Math.round(n * DIFFICULTY_SCALE[difficulty]);
  return out;
}

/** The reward pool of a stage (split between the stage's contributors, server/game/events/rewards.ts). */
export function stageRewards(type: EventType, difficulty: Difficulty, stage: number): RewardPool {
  const r = stageOf(type, stage).rewards;
  const k = DIFFICULTY_SCALE[difficulty];
  return { wood: r.wood * k, stone: r.stone * k, iron: r.iron * k, food: r.food * k, aether: r.aether * k };
}

/** Milliseconds a stage lasts at the world speed (durations divide by it, GAME.md section 1). */
export function stageDurationMs(type: EventType, stage: number, speed: number): number {
  if (!(speed > 0)) throw new Error(`speed must be positive, got ${speed}`);
  return Math.round((stageOf(type, stage).duration * 1000) / speed);
}

/** Supply events: the amount to deliver (resources of any kind for supply1, aether for supply2); 0 for others. */
export function supplyTarget(type: EventType, difficulty: Difficulty): number {
  const s = eventDef(type).supply;
  return s ? s.target * DIFFICULTY_SCALE[difficulty] : 0;
}

/** Aether the final outpost guards (attack2): its conqueror takes it; 0 for other types. */
export function outpostAether(type: EventType, difficulty: Difficulty): number {
  return eventDef(type).outpostAether * DIFFICULTY_SCALE[difficulty];
}

/**
 * The garrison of the camp an event leaves (attack: its final stage's natives; defend: the army that
 * took the village's place): a native village that stays on the map and can still be attacked.
 * Supply events leave no camp (an empty garrison).
 */
export function campGarrison(type: EventType, difficulty: Difficulty): Record<string, number> {
  return stageGarrison(type, difficulty, stageCount(type));
}
