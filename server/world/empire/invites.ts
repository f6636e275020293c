import type { Deps } from '../deps';
import type { Conn } from '../../db/knex';
import { transaction } from '../transaction';
import { insertMember, kingdomName, lockEmpire, memberCount, membershipOf } from '../../db/empires';
import {
  closeInvite, insertInvite, inviteView, lockInvite, openInviteId, openInvitesOfEmpire, openInvitesOfUser, type InviteRow,
} from '../../db/empireInvites';
import type {
  AcceptInviteResponse, DeclineInviteResponse, EmpireInvitesResponse, InviteResponse, RevokeInviteResponse,
} from '../../contract/empires';
import { createInvite, stepInvite, type InviteRefusal, type PersistedInvite } from '../../../machines/invite';
import { EMPIRE_MEMBER_CAP } from '../../game/empire/limits';
import { mayInvite, mayRevoke } from '../../game/empire/rules';
import { EMPIRE_SUCCESS, EMPIRE_TEXT } from '../../game/empire/texts';
import { badRequest, notFound } from '../refusal';
import { actingMember, refusal } from './acting';
import { noteForEmpire } from './feed';
import { countersChanged, publish } from '../push/publish';
import { empireRefOf, inviteViewOf } from './views';

/**
 * Empire invites (GAME.md section 9): the invite machine (machines/invite.ts) decides every transition
 * from the facts read under the locks (the Empire row, then the invite row); the row stores its status
 * and snapshot. One open invite per Empire and kingdom (a partial unique index).
 */

const REFUSED: Record<InviteRefusal, typeof EMPIRE_TEXT[keyof typeof EMPIRE_TEXT]> = {
  alreadyInEmpire: EMPIRE_TEXT.alreadyInEmpire,
  empireFull: EMPIRE_TEXT.empireFull,
  inviteClosed: EMPIRE_TEXT.inviteClosed,
};

/** The stored machine state (rows written before a snapshot existed are rebuilt from the columns). */
function persisted(r: InviteRow): PersistedInvite {
  if (r.snapshot) return typeof r.snapshot === 'string' ? JSON.parse(r.snapshot) : r.snapshot;
  const p = createInvite({ empireId: r.empire_id, userId: r.user_id, invitedBy: r.invited_by, invitedAt: new Date(r.created_at).getTime() });
  return { ...p, value: r.status };
}

async function viewOf(db: Conn, id: number) {
  const row = await inviteView(db, id);
  if (!row) throw new Error(`invite ${id} vanished inside its transaction`);
  return inviteViewOf(row);
}

/**
 * POST empires/invites/{userId} (officers and the Emperor). An open invite of the Empire to that kingdom
 * is answered as a success with `outstanding: true` ('You already have an outstanding invite to this
 * Kingdom'), so the client toasts it green as SPEC.md section 8 lists it. A kingdom of another Empire may
 * be invited: it can accept once it has left.
 */
export async function inviteKingdom(deps: Deps, userId: number, targetId: number, key: string): Promise<InviteResponse> {
  return transaction(deps, async (trx) => {
    const { empire, role } = await actingMember(trx, userId, key);
    const denied = mayInvite(role);
    if (denied) throw refusal(key, denied);
    if (targetId === userId) throw badRequest(key, EMPIRE_TEXT.inviteSelf);
    if ((await kingdomName(trx, targetId)) === undefined) throw notFound(key, EMPIRE_TEXT.unknownKingdom);
    if ((await membershipOf(trx, targetId))?.empire_id === empire.id) throw badRequest(key, EMPIRE_TEXT.inviteMember);
    const open = await openInviteId(trx, empire.id, targetId);
    if (open !== undefined) return { invite: await viewOf(trx, open), outstanding: true, text: EMPIRE_SUCCESS.inviteExists };
    const now = deps.now();
    const snapshot = createInvite({ empireId: empire.id, userId: targetId, invitedBy: userId, invitedAt: now.getTime() });
    const id = await insertInvite(trx, { empireId: empire.id, userId: targetId, invitedBy: userId, at: now, snapshot });
    if (id === undefined) throw new Error('an open invite appeared under the Empire lock');
    publish(trx, deps, targetId, { type: 'invite', empire_id: empire.id, empire_name: empire.name });
    return { invite: await viewOf(trx, id), outstanding: false, text: EMPIRE_SUCCESS.invited };
  });
}

/** DELETE empires/invites/{id}: an officer or the Emperor revokes an open invite of the Empire. */
export async function revokeInvite(deps: Deps, userId: number, inviteId: number, key: string): Promise<RevokeInviteResponse> {
  return transaction(deps, async (trx) => {
    const { empire, role } = await actingMember(trx, userId, key);
    const denied = mayRevoke(role);
    if (denied) throw refusal(key, denied);
    const inv = await lockInvite(trx, inviteId);
    if (!inv || inv.empire_id !== empire.id) throw notFound(key, EMPIRE_TEXT.unknownInvite);
    const now = deps.now();
    const step = stepInvite(persisted(inv), { type: 'REVOKE', now: now.getTime(), by: userId });
    if (step.refused) throw badRequest(key, REFUSED[step.refused]);
    await closeInvite(trx, inv.id, step.next, now);
    // The invited kingdom's pages drop it from their open invites.
    countersChanged(trx, deps, inv.user_id);
    return { invite: await viewOf(trx, inv.id), text: EMPIRE_SUCCESS.inviteRevoked };
  });
}

/**
 * POST empires/invites/user/accept/{id}: the invited kingdom joins as a member. The Empire row is locked
 * and its members counted under the lock (the cap holds under racing accepts); the membership's key on
 * user_id lets one of racing accepts from several Empires in, the others are refused and roll back.
 * member_joined is written to the feed in the same transaction.
 */
export async function acceptInvite(deps: Deps, userId: number, inviteId: number, key: string): Promise<AcceptInviteResponse> {
  return transaction(deps, async (trx) => {
    const pre = await inviteView(trx, inviteId);
    if (!pre || Number(pre.user_id) !== userId) throw notFound(key, EMPIRE_TEXT.unknownInvite);
    const empire = await lockEmpire(trx, pre.empire_id);
    const inv = await lockInvite(trx, inviteId);
    if (!empire || !inv) throw notFound(key, EMPIRE_TEXT.unknownInvite);
    // Facts read under the Empire lock: its member count cannot change until this transaction ends.
    const inEmpire = (await membershipOf(trx, userId)) !== undefined;
    const members = await memberCount(trx, empire.id);
    const username = await kingdomName(trx, userId);
    const now = deps.now();
    const step = stepInvite(persisted(inv), { type: 'ACCEPT', now: now.getTime(), inEmpire, members, cap: EMPIRE_MEMBER_CAP });
    if (step.refused) throw badRequest(key, REFUSED[step.refused]);
    if (!(await insertMember(trx, { userId, empireId: empire.id, role: 'member', at: now }))) throw badRequest(key, EMPIRE_TEXT.alreadyInEmpire);
    await closeInvite(trx, inv.id, step.next, now);
    countersChanged(trx, deps, userId);
    await noteForEmpire(trx, deps, empire.id, 'member_joined', [username ?? '', userId], now);
    return { invite: await viewOf(trx, inv.id), empire: empireRefOf(empire), role: 'member' };
  });
}

/** POST empires/invites/user/decline/{id}: the invited kingdom declines. */
export async function declineInvite(deps: Deps, userId: number, inviteId: number, key: string): Promise<DeclineInviteResponse> {
  return transaction(deps, async (trx) => {
    const inv = await lockInvite(trx, inviteId);
    if (!inv || inv.user_id !== userId) throw notFound(key, EMPIRE_TEXT.unknownInvite);
    const now = deps.now();
    const step = stepInvite(persisted(inv), { type: 'DECLINE', now: now.getTime() });
    if (step.refused) throw badRequest(key, REFUSED[step.refused]);
    await closeInvite(trx, inv.id, step.next, now);
    countersChanged(trx, deps, userId);
    return { invite: await viewOf(trx, inv.id) };
  });
}

/** GET empires/invites/: the caller's Empire's open invites (officers and the Emperor). */
export async function invitesOfEmpire(deps: Deps, userId: number, key: string): Promise<EmpireInvitesResponse> {
  const m = await membershipOf(deps.db, userId);
  if (!m) throw badRequest(key, EMPIRE_TEXT.notInEmpire);
  const denied = mayInvite(m.role);
  if (denied) throw refusal(key, denied);
  return { items: (await openInvitesOfEmpire(deps.db, m.empire_id)).map(inviteViewOf) };
}

/** GET empires/invites/user: the kingdom's own open invites with the Empires' names. */
export async function invitesOfKingdom(deps: Deps, userId: number): Promise<EmpireInvitesResponse> {
  return { items: (await openInvitesOfUser(deps.db, userId)).map(inviteViewOf) };
}
