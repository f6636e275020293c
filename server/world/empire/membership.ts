import type { Deps } from '../deps';
import { transaction } from '../transaction';
import { deleteEmpire, deleteMember, kingdomName, memberCount, membersOf, membershipOf, setMemberRole } from '../../db/empires';
import type { KickMemberResponse, LeaveEmpireResponse, MemberRoleResponse } from '../../contract/empires';
import {
  FORMER_EMPEROR_ROLE, leaveOutcome, mayHandOver, mayKick, mayNameOfficer, mayRemoveOfficer,
} from '../../game/empire/rules';
import { EMPIRE_SUCCESS, EMPIRE_TEXT } from '../../game/empire/texts';
import { badRequest, notFound } from '../refusal';
import type { Conn } from '../../db/knex';
import { actingMember, refusal } from './acting';
import { noteForEmpire } from './feed';
import { openInvitesOfEmpire } from '../../db/empireInvites';
import { countersChanged, objectivesChanged, publish } from '../push/publish';
import { heldBy } from '../../db/objectives';
import type { Trx } from '../../db/knex';
import { empireRefOf, memberViewOf } from './views';

/**
 * Leaving, kicking, officers and the throne (GAME.md section 9). Each runs under the Empire row's lock
 * (actingMember), so a kick racing a leave of the same kingdom has one outcome: the second finds the
 * kingdom gone (the kick 404, the leave 400) and one member_left is written.
 */

/**
 * The kingdom that is out of the Empire hears it on its own pages (another tab, its sitter's), which would
 * otherwise go on showing the Empire; the map's objectives it holds change colour for every page.
 */
async function tellOut(trx: Trx, deps: Deps, userId: number, empire: { id: number; name: string }, reason: 'left' | 'kicked' | 'dissolved', by: string | null) {
  if (!deps.push) return;
  publish(trx, deps, userId, { type: 'empire_left', empire_id: empire.id, empire_name: empire.name, reason, by });
  objectivesChanged(trx, deps, (await heldBy(trx, userId)).map((o) => o.id));
}

/** The target's membership of this Empire, or a 404. */
async function memberOf(trx: Conn, empireId: number, userId: number, key: string) {
  const m = await membershipOf(trx, userId);
  if (!m || m.empire_id !== empireId) throw notFound(key, EMPIRE_TEXT.unknownMember);
  return m;
}

/** DELETE empires/: a member leaves; the Emperor alone dissolves the Empire; an Emperor with members is refused. */
export async function leaveEmpire(deps: Deps, userId: number, key: string): Promise<LeaveEmpireResponse> {
  return transaction(deps, async (trx) => {
    const { empire, role } = await actingMember(trx, userId, key);
    const out = leaveOutcome(role, await memberCount(trx, empire.id));
    if ('refused' in out) throw badRequest(key, out.refused);
    if (out.outcome === 'dissolve') {
      // Its open invites go with it: the invited kingdoms' counters fall.
      const invited = deps.push ? (await openInvitesOfEmpire(trx, empire.id)).map((i) => Number(i.user_id)) : [];
      await deleteEmpire(trx, empire.id);
      countersChanged(trx, deps, invited);
      await tellOut(trx, deps, userId, empire, 'dissolved', null);
      return { empire: empireRefOf(empire), dissolved: true };
    }
    await deleteMember(trx, userId, empire.id);
    await noteForEmpire(trx, deps, empire.id, 'member_left', [(await kingdomName(trx, userId)) ?? '', userId, 'left'], deps.now());
    await tellOut(trx, deps, userId, empire, 'left', null);
    return { empire: empireRefOf(empire), dissolved: false };
  });
}

/** DELETE empires/members/{id}: officers remove members; the Emperor anyone but himself. */
export async function kickMember(deps: Deps, userId: number, targetId: number, key: string): Promise<KickMemberResponse> {
  return transaction(deps, async (trx) => {
    const { empire, role } = await actingMember(trx, userId, key);
    if (role === 'member') throw refusal(key, EMPIRE_TEXT.officersOnly);
    const target = await memberOf(trx, empire.id, targetId, key);
    const denied = mayKick(role, target.role, targetId === userId);
    if (denied) throw refusal(key, denied);
    await deleteMember(trx, targetId, empire.id);
    const name = await kingdomName(trx, targetId);
    const by = await kingdomName(trx, userId);
    await noteForEmpire(trx, deps, empire.id, 'member_left', [name ?? '', targetId, 'kicked', by ?? ''], deps.now());
    await tellOut(trx, deps, targetId, empire, 'kicked', by ?? null);
    return { empire: empireRefOf(empire), user_id: targetId, text: EMPIRE_SUCCESS.memberRemoved };
  });
}

async function rolesAnswer(trx: Conn, empire: { id: number; name: string; name_short: string }, userIds: number[]): Promise<MemberRoleResponse> {
  const members = (await membersOf(trx, empire.id)).filter((m) => userIds.includes(Number(m.user_id))).map(memberViewOf);
  return { empire: empireRefOf(empire), members };
}

/** POST / DELETE empires/members/{id}/officer: the Emperor names or removes an officer. */
export async function setOfficer(deps: Deps, userId: number, targetId: number, officer: boolean, key: string): Promise<MemberRoleResponse> {
  return transaction(deps, async (trx) => {
    const { empire, role } = await actingMember(trx, userId, key);
    if (role !== 'emperor') throw refusal(key, EMPIRE_TEXT.emperorOnly);
    const target = await memberOf(trx, empire.id, targetId, key);
    const denied = officer ? mayNameOfficer(role, target.role) : mayRemoveOfficer(role, target.role);
    if (denied) throw refusal(key, denied);
    await setMemberRole(trx, targetId, empire.id, officer ? 'officer' : 'member');
    return rolesAnswer(trx, empire, [targetId]);
  });
}

/** POST empires/emperor/{id}: the Emperor hands the throne to a member and stays as an officer. */
export async function handOver(deps: Deps, userId: number, targetId: number, key: string): Promise<MemberRoleResponse> {
  return transaction(deps, async (trx) => {
    const { empire, role } = await actingMember(trx, userId, key);
    const denied = mayHandOver(role, targetId === userId);
    if (denied) throw refusal(key, denied);
    await memberOf(trx, empire.id, targetId, key);
    // One Emperor per Empire (a partial unique index): step down first.
    await setMemberRole(trx, userId, empire.id, FORMER_EMPEROR_ROLE);
    await setMemberRole(trx, targetId, empire.id, 'emperor');
    return rolesAnswer(trx, empire, [userId, targetId]);
  });
}
