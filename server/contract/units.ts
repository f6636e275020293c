import { z } from 'zod';
import { withBuilders } from './economy';

/** Units, movements and battle calls (SPEC.md section 7, Units; docs/API.md "Units, movements and reports"). */

/** Largest count one call may name: far above any army, low enough that totals stay exact. */
export const MAX_UNIT_AMOUNT = 1_000_000;

const count = z.number().int('a whole number').min(0).max(MAX_UNIT_AMOUNT);
/** An army: unit key -> count, e.g. {"melee1": 20, "cav2": 3}. Unknown keys are refused by the handler. */
export const armyBody = z.record(z.string().max(16), count);

/** POST /villages/{id}/queue/unit/{unitId}. */
export const queueUnitRequest = z.object({
  amount: z.number().int('amount: a whole number').min(1, 'No amount set').max(MAX_UNIT_AMOUNT),
  withBuilders,
});

/** POST units/village/{id}/buy: an alias of queueing training (same checks, same answer). */
export const buyUnitRequest = z.object({
  unit_id: z.string().min(1).max(16),
  amount: z.number().int('amount: a whole number').min(1, 'No amount set').max(MAX_UNIT_AMOUNT),
  withBuilders,
});

/** POST units/simulate: exactly the arrival's battle with the given luck and wall level. */
export const simulateRequest = z.object({
  units_atk: armyBody,
  units_def: armyBody,
  luck: z.number().min(-0.1).max(0.1).default(0),
  wall: z.number().int().min(0).max(20).default(0),
});

export const MOVE_TYPES = ['attack', 'reinforce', 'scout', 'settle', 'move', 'siege'] as const;
export type MoveType = (typeof MOVE_TYPES)[number];

/** POST units/village/{id}/send; validate:true only checks and answers warnings and the travel time. */
export const sendRequest = z.object({
  units: armyBody,
  x: z.number().int(),
  y: z.number().int(),
  moveType: z.enum(MOVE_TYPES),
  /** Siege target building keys (one per Siege Workshop slot). */
  targets: z.array(z.string().max(32)).max(5).optional(),
  /** What Nobles do at loyalty 0. */
  choice: z.enum(['conquer', 'destroy']).optional(),
  validate: z.boolean().optional(),
});
export type SendRequest = z.infer<typeof sendRequest>;

export const troopsQuery = z.object({
  type: z.enum(['standing', 'abroad', 'support', 'incoming', 'outgoing']).default('standing'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const TROOPS_PAGE_SIZE = 20;
