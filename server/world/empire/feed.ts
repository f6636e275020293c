import type { Conn } from '../../db/knex';
import { empireIdOfUser, insertEmpireMessage } from '../../db/empireMessages';
import type { EmpireMessageType, EmpireMessageValues } from '../../game/empire/messageTypes';

/**
 * The one function every system calls to write the Empire feed (GAME.md section 9), inside the transaction
 * that changes the world: the kingdom's Empire gets the message; a kingdom without an Empire writes nothing.
 * Answers the Empire written to. Objectives, medals and prestige (later issues) call it the same way.
 */
export async function noteForKingdom(trx: Conn, userId: number | null, type: EmpireMessageType, values: EmpireMessageValues, at: Date): Promise<number | undefined> {
  if (userId === null) return undefined;
  const empireId = await empireIdOfUser(trx, userId);
  if (empireId === undefined) return undefined;
  await insertEmpireMessage(trx, { empireId, type, values, at });
  return empireId;
}

/** Writes into a known Empire's feed (joins and leaves, where the Empire is already in hand). */
export async function noteForEmpire(trx: Conn, empireId: number, type: EmpireMessageType, values: EmpireMessageValues, at: Date): Promise<void> {
  await insertEmpireMessage(trx, { empireId, type, values, at });
}
