import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { insertObjective, nearestVillage, type ObjectiveRow } from '../../db/objectives';
import { insertMovement } from '../../db/movements';
import { tileTaken } from '../../db/villages';
import { createEventStage } from '../../../machines/eventStage';
import { stageGarrison } from '../../game/events';
import { EVENT_BAND, eventDef, type Difficulty, type EventType } from '../../game/data/events';
import { objectiveDef, type ObjectiveType } from '../../game/data/objectives';
import { inBounds } from '../../game/world/coords';
import { INPUT_TEXT } from '../../game/refusals';
import { OBJECTIVES_TEXT } from '../../game/objectives/texts';
import type { Said } from '../../game/texts';
import { terrainLookup } from '../terrain';
import { objectivesChanged, publish } from '../push/publish';

/** Why a tile cannot take an event or objective (null: it can): inside the map, land, no village, claim or other one. */
export async function tileRefusal(trx: Trx, deps: Deps, x: number, y: number): Promise<Said | null> {
  const max = deps.config.maxCoord;
  if (!inBounds(x, y, max)) return INPUT_TEXT.coordinates(max);
  if (terrainLookup(deps.world.seed, max)(x, y) === 'water') return OBJECTIVES_TEXT.tileTaken;
  const taken = await tileTaken(trx, x, y);
  if (taken.village || taken.claimed) return OBJECTIVES_TEXT.tileTaken;
  return null;
}

export type Created = { row: ObjectiveRow } | { refused: Said };

/**
 * A new event at (x, y), stage 1 starting at `at` (the spawn tick and POST testing/event): its machine
 * snapshot and stage timer, the stage's native garrison. A defend event picks the nearest village within
 * EVENT_BAND.max as its target and sends the native army there at once, arriving at the stage's end
 * (an ordinary `attack` movement without owner, tied to the event: its arrival is the defence).
 * The tile is checked by the caller (tileRefusal); a tile another spawn took meanwhile answers tileTaken.
 */
export async function createEvent(trx: Trx, deps: Deps, e: { type: EventType; difficulty: Difficulty; x: number; y: number; at: Date }): Promise<Created> {
  const def = eventDef(e.type);
  const target = def.kind === 'defend' ? await nearestVillage(trx, e.x, e.y, EVENT_BAND.max) : undefined;
  if (def.kind === 'defend' && !target) return { refused: OBJECTIVES_TEXT.noVillageNear(EVENT_BAND.max) };
  const snapshot = createEventStage({ type: e.type, difficulty: e.difficulty, speed: deps.config.gameSpeed, now: e.at.getTime() });
  const garrison = stageGarrison(e.type, e.difficulty, 1);
  const row = await insertObjective(trx, {
    category: 'event', type: e.type, name: def.nameKey, x: e.x, y: e.y, difficulty: e.difficulty, state: 'active', stage: 1,
    snapshot, dueAt: def.kind === 'defend' ? null : new Date(snapshot.context.stageEndsAt),
    garrison: def.kind === 'defend' ? {} : garrison, targetVillageId: target?.id ?? null, createdAt: e.at,
  });
  if (!row) return { refused: OBJECTIVES_TEXT.tileTaken };
  objectivesChanged(trx, deps, row.id);
  if (target) {
    const dueAt = new Date(snapshot.context.stageEndsAt);
    const id = await insertMovement(trx, {
      kind: 'attack', userId: null, from: { villageId: null, x: e.x, y: e.y },
      to: { villageId: target.id, x: target.x, y: target.y }, units: garrison,
      startedAt: e.at, dueAt, objectiveId: row.id,
    });
    // The village's owner is alerted as to any attack (attacker null: natives).
    if (target.user_id !== null) {
      publish(trx, deps, target.user_id, {
        type: 'attack_incoming', village_id: target.id, village_name: target.name, attacker: null,
        movement: {
          id, kind: 'attack', own: false, from: { village_id: null, x: e.x, y: e.y }, to: { village_id: target.id, x: target.x, y: target.y },
          units: null, resources: null, started_at: e.at.toISOString(), due_at: dueAt.toISOString(),
        },
      });
    }
  }
  return { row };
}

/** A new objective at (x, y) held by natives with its type's garrison (the timeline's spawn and POST testing/objective). */
export async function createObjective(trx: Trx, deps: Deps, e: { type: ObjectiveType; x: number; y: number; at: Date }): Promise<Created> {
  const def = objectiveDef(e.type);
  const row = await insertObjective(trx, {
    category: 'objective', type: e.type, name: def.nameKey, x: e.x, y: e.y, state: 'native', garrison: { ...def.garrison }, createdAt: e.at,
  });
  if (!row) return { refused: OBJECTIVES_TEXT.tileTaken };
  objectivesChanged(trx, deps, row.id);
  return { row };
}
