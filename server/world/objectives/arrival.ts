import type { ArmyMovement } from '../../db/movements';
import { lockObjective } from '../../db/objectives';
import type { ArrivalIO } from '../arrival/io';
import type { Done } from '../arrival/done';
import { armyAtEvent } from './eventBattle';
import { armyAtObjective } from './objectiveBattle';
import { suppliesAt } from './supplies';
import { objectivesChanged } from '../push/publish';

/** Kinds that head for an event's or objective's tile (to_village_id null, objective_id set). */
export const AT_OBJECTIVE_KINDS: ReadonlySet<string> = new Set(['attack', 'siege', 'scout', 'reinforce', 'supplies', 'aether_supplies']);

/**
 * An arrival at an event or objective (movement.objective_id set, no target village): the objective row is
 * locked after the villages the arrival holds (lock order: villages, objective, accounts) and the kind's
 * handler applies it: armies at an event (eventBattle.ts), armies at an objective (objectiveBattle.ts),
 * merchants' supplies (supplies.ts). Returns false when this is not such an arrival (a defend event's native
 * army and `event_defending` troops head for a village: arrival.ts applies them).
 */
export async function arriveAtObjective(io: ArrivalIO, m: ArmyMovement, done: Done): Promise<boolean> {
  if (m.objective_id === null || m.objective_id === undefined || m.to_village_id !== null || !AT_OBJECTIVE_KINDS.has(m.kind)) return false;
  const at = new Date(m.due_at);
  const row = await lockObjective(io.trx, m.objective_id);
  // Whatever the arrival does there (a battle, a capture, supplies, a camp wiped, or nothing), one fewer is on its way.
  objectivesChanged(io.trx, io.deps, m.objective_id);
  if (m.kind === 'supplies' || m.kind === 'aether_supplies') {
    await suppliesAt(io, m, row, at, done);
  } else if (row?.category === 'event') {
    await armyAtEvent(io, m, row, at, done);
  } else {
    await armyAtObjective(io, m, row, at, done);
  }
  return true;
}
