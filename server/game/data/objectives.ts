import type { Cost } from './resources';
import { durations, victoryPoints } from './constants';
import type { TimelineType } from '../timeline';

/**
 * Objectives and prestige (GAME.md section 8, SPEC.md sections 3, 4 and 9): the three objective types,
 * their garrisons, when and how many appear, the monument's resource target and repair cost, and the
 * prestige each gives. The prestige amounts and the winning line are victoryPoints of constants.ts
 * (GET user/gamedata already carries it); this module names them per objective type for the rules.
 */

export const OBJECTIVE_TYPES = ['landmark', 'monument', 'artifact'] as const;
export type ObjectiveType = (typeof OBJECTIVE_TYPES)[number];

export interface ObjectiveDef {
  type: ObjectiveType;
  /** Catalogue key of the label (client/i18n/en-US.json). */
  nameKey: string;
  /** English label, for docs/RULES.md only. */
  name: string;
  /** The server timeline entry at whose date they appear (server/game/timeline.ts). */
  appearsAt: TimelineType;
  /** How many appear in each quadrant at that date (spread fairly: the same in every quadrant). */
  perQuadrant: number;
  /** The native garrison that guards it until a kingdom captures it (unit key -> count). */
  garrison: Readonly<Record<string, number>>;
  /** Prestige to the holder's Empire when captured (landmark) or completed (monument). */
  onCapture: number;
  onCompletion: number;
  /** Prestige every `period` held (a monument: every period since its completion). */
  perPeriod: number;
  /** Seconds of one period at speed 1 (divided by the world speed, like the timeline's days). */
  period: number;
}

const DAY = 24 * 3600;

export const OBJECTIVES: readonly ObjectiveDef[] = [
  {
    type: 'landmark', nameKey: 'objectives.landmark', name: 'Landmark', appearsAt: 'landmarks', perQuadrant: 2,
    garrison: { melee2: 150, ranged2: 100, cav3: 40 },
    onCapture: victoryPoints.landmarkCapture, onCompletion: 0, perPeriod: victoryPoints.landmarkPerWeek, period: durations.week,
  },
  {
    type: 'monument', nameKey: 'objectives.monument', name: 'Monument site', appearsAt: 'monument_sites', perQuadrant: 1,
    garrison: { melee3: 250, ranged4: 150, cav4: 80 },
    onCapture: 0, onCompletion: victoryPoints.monumentCompletion, perPeriod: victoryPoints.monumentPerWeek, period: durations.week,
  },
  {
    type: 'artifact', nameKey: 'objectives.artifact', name: 'Native artifact', appearsAt: 'artifacts', perQuadrant: 1,
    garrison: { melee4: 200, ranged4: 200, cav5: 100 },
    onCapture: 0, onCompletion: 0, perPeriod: victoryPoints.artifactPerDay, period: DAY,
  },
];

/**
 * Where each type appears (*start*): a ring band around the centre as fractions of maxCoord (ring =
 * max(|x|, |y|)). Landmarks and monuments hold the centre the spawn leaves free (server/game/world/spawn.ts
 * starts players at ring 0.2 x maxCoord), so Empires meet there; artifacts lie out among the kingdoms.
 * An objective stands at least `spacing` tiles (Chebyshev) from every village and other objective.
 */
export const OBJECTIVE_PLACEMENT: Readonly<Record<ObjectiveType, { rings: readonly [number, number] }>> & { spacing: number } = {
  landmark: { rings: [0.05, 0.2] },
  monument: { rings: [0, 0.12] },
  artifact: { rings: [0.3, 0.9] },
  spacing: 3,
};

const BY_TYPE = new Map(OBJECTIVES.map((o) => [o.type, o]));

export function objectiveDef(type: ObjectiveType): ObjectiveDef {
  const d = BY_TYPE.get(type);
  if (!d) throw new Error(`unknown objective type ${type}`);
  return d;
}

export function isObjectiveType(s: string): s is ObjectiveType {
  return BY_TYPE.has(s as ObjectiveType);
}

/**
 * A monument (GAME.md section 8): after its capture the holder supplies `target` with merchants
 * (`monument supply` reports); reaching every resource of it completes the monument. A capture
 * damages it: the new holder repairs it by paying `repairCost`; its weekly prestige counts from the
 * later of its completion and its repair (the world passes that instant as prestigeDue's heldSince). It can be completed only from the timeline's `monument_activation` date.
 */
export const MONUMENT = {
  target: { wood: 150000, stone: 250000, iron: 150000, food: 100000 } as Cost,
  repairCost: { wood: 20000, stone: 40000, iron: 20000, food: 10000 } as Cost,
  completableFrom: 'monument_activation' as TimelineType,
} as const;

/**
 * The prestige an Empire must reach to win the world: the start value of the VICTORY_POINTS config
 * value (the config may set another; this is what a world without it plays to). One number with
 * victoryPoints.required, which GET user/gamedata carries.
 */
export const VICTORY_POINTS_START: number = victoryPoints.required;
