import type { Conn } from '../../db/knex';
import { lockEmpire, membershipOf, type EmpireRole, type EmpireRow } from '../../db/empires';
import type { Said } from '../../game/texts';
import { EMPIRE_TEXT } from '../../game/empire/texts';
import { badRequest, refused } from '../refusal';

/**
 * The caller's Empire and role, read under the Empire row's lock (FOR UPDATE): every change to one
 * Empire's members (join, leave, kick, roles) queues on that lock, so racing calls see each other's
 * outcome. Lock order everywhere: the Empire row, then an invite row.
 */
export async function actingMember(trx: Conn, userId: number, key: string): Promise<{ empire: EmpireRow; role: EmpireRole }> {
  const before = await membershipOf(trx, userId);
  if (!before) throw badRequest(key, EMPIRE_TEXT.notInEmpire);
  const empire = await lockEmpire(trx, before.empire_id);
  // Read again under the lock: a kick or a hand-over may have committed meanwhile.
  const now = await membershipOf(trx, userId);
  if (!empire || !now || now.empire_id !== before.empire_id) throw badRequest(key, EMPIRE_TEXT.notInEmpire);
  return { empire, role: now.role };
}

/** Refusals of a role that may not do something are 403; the rest (a wrong target) 400. */
const ROLE_REFUSALS = new Set<Said>([EMPIRE_TEXT.emperorOnly, EMPIRE_TEXT.officersOnly, EMPIRE_TEXT.kickOfficer, EMPIRE_TEXT.kickEmperor]);
export const refusal = (key: string, said: Said) => refused(ROLE_REFUSALS.has(said) ? 403 : 400, key, said);
