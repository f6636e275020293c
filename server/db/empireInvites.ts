import type { Conn } from './knex';
import type { PersistedInvite, InviteStatus } from '../../machines/invite';

/** Empire invites (table empire_invites, migration 019): the invite machine's state as status and snapshot. */

export interface InviteRow {
  id: number;
  empire_id: number;
  user_id: number;
  invited_by: number | null;
  status: InviteStatus;
  snapshot: PersistedInvite | null;
  created_at: Date;
  closed_at: Date | null;
}

/** An invite with the names its view shows. */
export interface InviteListRow extends InviteRow {
  empire_name: string;
  empire_name_short: string;
  username: string;
  invited_by_name: string | null;
}

const LIST_COLUMNS = [
  'i.*', 'e.name as empire_name', 'e.name_short as empire_name_short', 'u.username', 'b.username as invited_by_name',
];
const listed = (db: Conn) => db('empire_invites as i').join('empires as e', 'e.id', 'i.empire_id').join('users as u', 'u.id', 'i.user_id')
  .leftJoin('users as b', 'b.id', 'i.invited_by');

/** A new open invite, or undefined when the Empire already has one open to that kingdom (the partial unique index). */
export async function insertInvite(trx: Conn, i: { empireId: number; userId: number; invitedBy: number; at: Date; snapshot: PersistedInvite }): Promise<number | undefined> {
  const res = await trx.raw(
    `INSERT INTO empire_invites (empire_id, user_id, invited_by, status, snapshot, created_at) VALUES (?, ?, ?, 'invited', ?, ?)
     ON CONFLICT DO NOTHING RETURNING id`, [i.empireId, i.userId, i.invitedBy, JSON.stringify(i.snapshot), i.at],
  );
  return res.rows[0] ? Number(res.rows[0].id) : undefined;
}

/** The Empire's open invite to the kingdom, if any. */
export async function openInviteId(db: Conn, empireId: number, userId: number): Promise<number | undefined> {
  const row = await db('empire_invites').where({ empire_id: empireId, user_id: userId, status: 'invited' }).first('id');
  return row ? Number(row.id) : undefined;
}

/** The invite, locked until the transaction ends (accept, decline and revoke of one invite queue on it). */
export async function lockInvite(trx: Conn, id: number): Promise<InviteRow | undefined> {
  return trx('empire_invites').where({ id }).forUpdate().first('*');
}

/** Stores the machine's step: the new status, snapshot and closing instant. */
export async function closeInvite(trx: Conn, id: number, next: PersistedInvite, at: Date): Promise<void> {
  await trx('empire_invites').where({ id }).update({ status: next.value, snapshot: JSON.stringify(next), closed_at: at });
}

export async function inviteView(db: Conn, id: number): Promise<InviteListRow | undefined> {
  return listed(db).where('i.id', id).first(LIST_COLUMNS);
}

/** The Empire's open invites, newest first. */
export async function openInvitesOfEmpire(db: Conn, empireId: number): Promise<InviteListRow[]> {
  return listed(db).where({ 'i.empire_id': empireId, 'i.status': 'invited' }).orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id', order: 'desc' }])
    .select(LIST_COLUMNS);
}

/** The kingdom's open invites, newest first. */
export async function openInvitesOfUser(db: Conn, userId: number): Promise<InviteListRow[]> {
  return listed(db).where({ 'i.user_id': userId, 'i.status': 'invited' }).orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id', order: 'desc' }])
    .select(LIST_COLUMNS);
}
