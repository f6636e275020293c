import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { empireIdOfUser, empireMemberIds, insertEmpireMessage } from '../../db/empireMessages';
import type { EmpireMessageType, EmpireMessageValues } from '../../game/empire/messageTypes';
import { publish } from '../push/publish';

/**
 * The one function every system calls to write the Empire feed (GAME.md section 9), inside the transaction
 * that changes the world: the kingdom's Empire gets the message; a kingdom without an Empire writes nothing.
 * Answers the Empire written to. Objectives, medals and prestige (later issues) call it the same way.
 */
export async function noteForKingdom(trx: Trx, deps: Deps, userId: number | null, type: EmpireMessageType, values: EmpireMessageValues, at: Date): Promise<number | undefined> {
  if (userId === null) return undefined;
  const empireId = await empireIdOfUser(trx, userId);
  if (empireId === undefined) return undefined;
  await noteForEmpire(trx, deps, empireId, type, values, at);
  return empireId;
}

const text = (v: EmpireMessageValues[number] | undefined) => (v === null || v === undefined ? null : String(v));

/**
 * Writes into a known Empire's feed (joins and leaves, where the Empire is already in hand); its members
 * (as they are in this transaction: a kingdom that just joined hears it) get it pushed at the commit.
 */
export async function noteForEmpire(trx: Trx, deps: Deps, empireId: number, type: EmpireMessageType, values: EmpireMessageValues, at: Date): Promise<void> {
  await insertEmpireMessage(trx, { empireId, type, values, at });
  // No push bus (a world-layer test): the members are not read.
  if (!deps.push) return;
  publish(trx, deps, await empireMemberIds(trx, empireId), {
    type: 'empire_message', empire_id: empireId,
    message: { created_at: at.toISOString(), type, value1: text(values[0]), value2: text(values[1]), value3: text(values[2]), value4: text(values[3]) },
  });
}
