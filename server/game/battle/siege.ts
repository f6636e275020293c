import { buildingOf } from '../data/buildings';
import { SIEGE } from '../data/constants';
import { effectAt } from '../economy';
import { randomInt, type Rng } from '../world/rng';
import { refusalsOf, type Said } from '../texts';

/**
 * Siege (SPEC.md section 9, GAME.md section 6). SPEC gives two numbers for one hit: "a slot damages a
 * building for 0 to 5 levels" and "Siege Academy: base damage 0 to 10, plus 1 per 2 levels, reaching
 * 5 to 15 at level 10". They are reconciled as damage points and levels:
 * - one hit rolls damage points d = floor(A / 2) + a whole number uniform in [0, 10], A = the
 *   attacker's Siege Academy level (0 to 10 without one, 5 to 15 at level 10);
 * - the hit removes min(5, floor(d / 2)) levels, never below 0: 0 to 5 levels without an academy,
 *   2 to 5 at level 10, always 5 from level 20.
 * The attacking village's Siege Workshop opens one target slot at each of levels 1, 5, 10, 15 and 20;
 * each slot is one hit on a chosen building, and any slot at all adds one hit on the walls.
 * Damage applies only after a won attack (the caller decides).
 */

const WORKSHOP = buildingOf('siege_workshop');
const ACADEMY = buildingOf('siege_academy');
const SLOTS_EFFECT = WORKSHOP.effects.find((e) => e.kind === 'siege_slots')!;
const DAMAGE_EFFECT = ACADEMY.effects.find((e) => e.kind === 'siege_damage')!;
/** Width of the base roll (10): the siege_damage effect's maxBase. */
export const SIEGE_BASE_ROLL = DAMAGE_EFFECT.kind === 'siege_damage' ? DAMAGE_EFFECT.maxBase : 0;

const say = refusalsOf('siege');
export const SIEGE_TEXT = {
  noWorkshop: say('noWorkshop', 'Siege targets need a Siege Workshop'),
  tooMany: (slots: number) => say('tooMany', `The Siege Workshop opens only ${slots} target slot${slots === 1 ? '' : 's'}`, { count: slots }),
  duplicate: say('duplicate', 'Each building can be a siege target only once'),
  walls: say('walls', 'The walls are always rolled against; choose other buildings as targets'),
  unknown: (key: string) => say('unknown', `There is no building of type ${key}`, { building: key }),
} as const;

/** Target slots a Siege Workshop of this level opens: one per level of [1, 5, 10, 15, 20] reached. */
export function siegeSlots(siegeWorkshopLevel: number): number {
  return effectAt(SLOTS_EFFECT, siegeWorkshopLevel);
}

/** The damage-point range of one hit: [floor(A / 2), 10 + floor(A / 2)] for Siege Academy level A. */
export function siegeDamageRange(siegeAcademyLevel: number): { min: number; max: number } {
  const min = effectAt(DAMAGE_EFFECT, siegeAcademyLevel);
  return { min, max: min + SIEGE_BASE_ROLL };
}

/** Levels one hit of `points` removes: min(5, floor(points / 2)). */
export function levelsForPoints(points: number): number {
  return Math.min(SIEGE.maxLevelsPerHit, Math.floor(Math.max(0, points) / SIEGE.pointsPerLevel));
}

/**
 * Why these targets cannot be sent with `slots` slots, or null: at least one slot when any target is
 * named, no more targets than slots, each building once, known buildings, walls not a target.
 */
export function siegeTargetsError(targets: readonly string[], slots: number, isBuilding: (key: string) => boolean): Said | null {
  if (targets.length === 0) return null;
  if (slots <= 0) return SIEGE_TEXT.noWorkshop;
  if (targets.length > slots) return SIEGE_TEXT.tooMany(slots);
  if (new Set(targets).size !== targets.length) return SIEGE_TEXT.duplicate;
  for (const t of targets) {
    if (t === 'walls') return SIEGE_TEXT.walls;
    if (!isBuilding(t)) return SIEGE_TEXT.unknown(t);
  }
  return null;
}

export interface SiegeHit {
  building: string;
  /** Damage points rolled and levels before and after. */
  points: number;
  from: number;
  to: number;
}

export interface SiegeInput {
  slots: number;
  /** Chosen targets with their current level in the defending village (0 when it has none). */
  targets: ReadonlyArray<{ building: string; level: number }>;
  wallLevel: number;
  siegeAcademyLevel: number;
  rng: Rng;
}

/**
 * Rolls the siege damage: one hit per target (in the given order), then one on the walls; one `rng`
 * draw per hit. Without slots nothing is hit (walls null). Throws a RangeError with more targets than
 * slots (check siegeTargetsError when sending).
 */
export function siegeDamage(input: SiegeInput): { targets: SiegeHit[]; walls: SiegeHit | null } {
  const slots = Math.max(0, Math.floor(input.slots));
  if (input.targets.length > slots) throw new RangeError(SIEGE_TEXT.tooMany(slots).message);
  if (slots === 0) return { targets: [], walls: null };
  const range = siegeDamageRange(input.siegeAcademyLevel);
  const hit = (building: string, level: number): SiegeHit => {
    // min(): an rng returning exactly 1 still stays within the roll.
    const points = range.min + Math.min(SIEGE_BASE_ROLL, randomInt(input.rng, SIEGE_BASE_ROLL + 1));
    const from = Math.max(0, level);
    return { building, points, from, to: Math.max(0, from - levelsForPoints(points)) };
  };
  const targets = input.targets.map((t) => hit(t.building, t.level));
  return { targets, walls: hit('walls', input.wallLevel) };
}
