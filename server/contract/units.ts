import { z } from 'zod';
import { textRef } from './text';
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

/* Responses. */

const int = z.number().int();
/** An army in a response: unit key -> count. */
export const army = z.record(z.string(), int);
export type Army = z.infer<typeof army>;

/** Why a unit cannot be trained yet (server/game/battle canTrain). */
export const missingRequirement = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('building'), building: z.string(), level: int, have: int }),
  z.object({ kind: z.literal('research'), research: z.string() }),
]);
export type Missing = z.infer<typeof missingRequirement>;

/** GET units/village/{id}/allowed. */
export const allowedResponse = z.object({
  units: z.array(z.object({
    key: z.string(), name: z.string(), cost: z.record(z.string(), z.number()), work: z.number(),
    allowed: z.boolean(), missing: z.array(missingRequirement),
  })),
});
export type AllowedResponse = z.infer<typeof allowedResponse>;
export type AllowedUnit = AllowedResponse['units'][number];

export const movementEnd = z.object({ village_id: int.nullable(), x: int, y: int });
/** An army movement seen from a village: units and resources are null on other players' movements. */
export const troopMovement = z.object({
  id: int,
  kind: z.string(),
  own: z.boolean(),
  origin_kind: z.string().nullable(),
  from: movementEnd,
  to: movementEnd,
  units: army.nullable(),
  resources: z.record(z.string(), z.number()).nullable(),
  started_at: z.string(),
  due_at: z.string(),
});
export type Movement = z.infer<typeof troopMovement>;

/** A group standing between two villages, named by the movement that brought it (sendBack takes that id). */
export const stationedArmy = z.object({ movement_id: int.nullable(), village_id: int, units: army });
export type StationedArmy = z.infer<typeof stationedArmy>;

/** GET units/village/{id}. */
export const villageTroopsResponse = z.object({
  home: army,
  support: z.array(stationedArmy),
  abroad: z.array(stationedArmy),
  incoming: z.array(troopMovement),
  outgoing: z.array(troopMovement),
});
export type VillageTroops = z.infer<typeof villageTroopsResponse>;

export const standingItem = z.object({ unit: z.string(), amount: int });
export type StandingItem = z.infer<typeof standingItem>;

/** GET units/village/{id}/troops: one page of one list. */
export const troopsPageResponse = z.discriminatedUnion('type', [
  z.object({ type: z.literal('standing'), page: int, total: int, items: z.array(standingItem) }),
  z.object({ type: z.literal('abroad'), page: int, total: int, items: z.array(stationedArmy) }),
  z.object({ type: z.literal('support'), page: int, total: int, items: z.array(stationedArmy) }),
  z.object({ type: z.literal('incoming'), page: int, total: int, items: z.array(troopMovement) }),
  z.object({ type: z.literal('outgoing'), page: int, total: int, items: z.array(troopMovement) }),
]);
export type TroopsPageResponse = z.infer<typeof troopsPageResponse>;

const survivorGroup = z.object({ owner: z.union([int, z.literal('home')]), units: army });
/** POST units/simulate: the arrival's battle (server/game/battle battle()). */
export const simulateResponse = z.object({
  winner: z.enum(['attacker', 'defender']),
  luck: z.number(),
  wallLevel: int,
  wallBonus: z.number(),
  /** The attack's share by attack type (melee, cav, ranged). */
  shares: z.object({ melee: z.number(), cav: z.number(), ranged: z.number() }),
  attackStrength: z.number(),
  defenceStrength: z.number(),
  lossRatio: z.number(),
  attackerLosses: army,
  attackerSurvivors: army,
  defenderLosses: z.array(survivorGroup),
  defenderSurvivors: z.array(survivorGroup),
});
export type SimulateResponse = z.infer<typeof simulateResponse>;

/** POST units/village/{id}/send with validate:true: nothing changes. */
export const validateSendResponse = z.object({
  valid: z.boolean(), missing: z.array(z.string()), duration_ms: z.number(), arrival: z.string(), warnings: z.array(textRef),
});
export type ValidateResponse = z.infer<typeof validateSendResponse>;
/** POST units/village/{id}/send: the army left. */
export const sentResponse = z.object({
  movement_id: int, kind: z.enum(MOVE_TYPES), units: army, duration_ms: z.number(), arrival: z.string(), warnings: z.array(textRef),
});
export type SendResponse = z.infer<typeof sentResponse>;
/** The send call answers one of the two, by `validate`. */
export const sendResponse = z.union([validateSendResponse, sentResponse]);

/** POST units/village/{id}/sendBack/{movementId}: the group's return trip. */
export const sendBackResponse = z.object({ movement_id: int, units: army, due_at: z.string() });
export type SendBackResponse = z.infer<typeof sendBackResponse>;
/** POST units/village/{id}/callBack/{movementId}: the movement turned home. */
export const callBackResponse = z.object({ movement_id: int, due_at: z.string() });
export type CallBackResponse = z.infer<typeof callBackResponse>;
