import { z } from 'zod';
import { troopMovement } from './units';

/**
 * Native events and objectives in the answers (issue 16, GAME.md section 8; docs/API.md "Events and
 * objectives"): the map's list (GET map/objectives), one objective's overview (GET objectives/{id}), its
 * incomings, and the testing tools that create one at once. Names and labels are catalogue keys.
 */

const int = z.number().int();
const cost = z.object({ wood: z.number(), stone: z.number(), iron: z.number(), food: z.number() });
const rewardPool = cost.extend({ aether: z.number() });
const army = z.record(z.string(), z.number());

export const OBJECTIVE_CATEGORIES = ['event', 'objective'] as const;
export const objectiveCategory = z.enum(OBJECTIVE_CATEGORIES);
export const EVENT_KINDS_LIST = ['attack1', 'attack2', 'defend1', 'supply1', 'supply2'] as const;
export const OBJECTIVE_KINDS_LIST = ['landmark', 'monument', 'artifact'] as const;
export const objectiveKind = z.enum([...EVENT_KINDS_LIST, ...OBJECTIVE_KINDS_LIST]);
/**
 * An event's lifecycle state (machines/eventStage.ts: active, then cleared, rewarded, camp or failed), or
 * an objective's: 'native' while natives hold it, 'held' once a kingdom captured it.
 */
export const objectiveState = z.enum(['active', 'cleared', 'rewarded', 'camp', 'failed', 'native', 'held']);

/** The kingdom holding an objective, and its Empire (null: none; a holder without an Empire earns no prestige). */
export const objectiveHolder = z.object({
  user_id: int, username: z.string(), empire_id: int.nullable(), empire_name: z.string().nullable(), empire_name_short: z.string().nullable(),
});

/** One event or objective on the map (GET map/objectives; also the map's tile data and testing tools' answers). */
export const mapObjective = z.object({
  id: int,
  category: objectiveCategory,
  type: objectiveKind,
  /** Catalogue key of its name ('events.attack1', 'objectives.landmark'). */
  name: z.string(),
  x: int,
  y: int,
  /** Attacks heading for it now. */
  incomings: int,
  state: objectiveState,
  /** Events: 1 Easy, 2 Moderate, 3 Hard; objectives: null. */
  difficulty: int.nullable(),
  /** Events: the running stage (1-based) and how many there are; objectives: null. */
  stage: int.nullable(),
  stages: int.nullable(),
  /** The running stage's end (attack: natives grow or make camp; defend: the natives arrive; supply: the deadline), ISO; null when none runs. */
  ends_at: z.string().nullable(),
  holder: objectiveHolder.nullable(),
});
export type MapObjective = z.infer<typeof mapObjective>;

/** GET map/objectives: every live event and objective (ended events are off the map), by id. */
export const objectivesResponse = z.array(mapObjective);
export type ObjectivesResponse = z.infer<typeof objectivesResponse>;

/** The estimated arrival of a defend event: a catalogue key with its count ('under N minutes', 'under N hours', 'over 24 hours'). */
export const arrivalEstimate = z.object({ key: z.string(), count: int.optional() });

export const objectiveQuery = z.object({
  full: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
});

/** GET objectives/{id}?full: the overview of one event or objective (SPEC.md sections 3 and 9). */
export const objectiveResponse = z.object({
  objective: mapObjective.extend({
    created_at: z.string(),
    /** When the running stage started (events), ISO. */
    stage_started_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    /**
     * The army standing there as the reader may know it: natives are in plain sight; a kingdom's troops are
     * shown to its holder and Empire, and to others as their scouts last saw them (null: never scouted).
     */
    garrison: army.nullable(),
    garrison_seen_at: z.string().nullable(),
    /** Events: the running stage's reward pool (split between contributors, each capped); null otherwise. */
    rewards: rewardPool.nullable(),
    /** attack2: the aether the final outpost guards (its conqueror takes it). */
    outpost_aether: int.nullable(),
    /** Supply events: what is asked and what arrived so far. */
    supplies: z.object({ of: z.enum(['resources', 'aether']), required: z.number(), delivered: z.number() }).nullable(),
    /** Defend events: the village the natives march on and the estimated arrival. */
    target_village: z.object({ id: int, name: z.string(), x: int, y: int, user_id: int.nullable(), username: z.string().nullable() }).nullable(),
    arrival: arrivalEstimate.nullable(),
    /** Monument sites: the supply target, what was delivered, completion and damage (repair cost while damaged). */
    monument: z.object({
      target: cost, delivered: cost, completed_at: z.string().nullable(), completable_from: z.string(),
      damaged: z.boolean(), repair: cost.nullable(),
    }).nullable(),
    /** Objectives: the prestige it gives the holder's Empire and when the next periodic award falls. */
    prestige: z.object({ on_capture: int, on_completion: int, per_period: int, period_seconds: z.number(), next_at: z.string().nullable() }).nullable(),
    /** full=true: this stage's contributors and shares, and how each ended stage ended. */
    contributions: z.array(z.object({ user_id: int, username: z.string().nullable(), value: z.number() })).optional(),
    history: z.array(z.object({ stage: int, result: z.enum(['cleared', 'expired', 'lost', 'failed']), at: z.string() })).optional(),
  }),
});
export type ObjectiveResponse = z.infer<typeof objectiveResponse>;

export const objectiveIncomingsQuery = z.object({ page: z.coerce.number().int().min(0).max(1_000_000).optional().default(0) });

/** GET objectives/{id}/incomings?page: armies and merchants heading there (the reader's own in full, others' without units). */
export const objectiveIncomingsResponse = z.object({ page: int, total: int, items: z.array(troopMovement) });
export type ObjectiveIncomingsResponse = z.infer<typeof objectiveIncomingsResponse>;

const coordinate = int.min(-10_000).max(10_000);
/** POST testing/event (testing tools only): an event of this type and difficulty at (x, y), stage 1 starting now. */
export const testingEventRequest = z.object({ type: z.enum(EVENT_KINDS_LIST), difficulty: int.min(1).max(3), x: coordinate, y: coordinate }).strict();
/** POST testing/objective (testing tools only): an objective of this type at (x, y), held by natives. */
export const testingObjectiveRequest = z.object({ type: z.enum(OBJECTIVE_KINDS_LIST), x: coordinate, y: coordinate }).strict();
export const testingObjectiveResponse = z.object({ objective: mapObjective });
export type TestingObjectiveResponse = z.infer<typeof testingObjectiveResponse>;
