import type { Conn } from './knex';

/** Empires and their members (tables empires and empire_members, migration 019). */

export type EmpireRole = 'emperor' | 'officer' | 'member';

export interface EmpireRow {
  id: number;
  name: string;
  name_short: string;
  description: string;
  founder_id: number | null;
  created_at: Date;
}

export interface MembershipRow { empire_id: number; role: EmpireRole }

export interface MemberRow {
  user_id: number;
  username: string;
  role: EmpireRole;
  joined_at: Date;
  villages: number;
  /** Each of the member's villages' building levels (the population is computed from them). */
  buildings: Array<Array<{ type: string; level: number }>>;
}

export async function findEmpire(db: Conn, id: number): Promise<EmpireRow | undefined> {
  return db('empires').where({ id }).first('*');
}

/** The Empire row, locked until the transaction ends: joins, leaves, kicks and role changes of one Empire queue on it. */
export async function lockEmpire(trx: Conn, id: number): Promise<EmpireRow | undefined> {
  // FOR NO KEY UPDATE, not FOR UPDATE: a member's tier up or arrival holds its users row and takes the Empire
  // row FOR KEY SHARE to write the feed (empireIdOfUser), while an Empire call holding this lock may need that
  // users row (invited_by's key): FOR UPDATE conflicts with KEY SHARE and the two deadlocked.
  return trx('empires').where({ id }).forNoKeyUpdate().first('*');
}

/** The kingdom's Empire and role, if any. */
export async function membershipOf(db: Conn, userId: number): Promise<MembershipRow | undefined> {
  return db('empire_members').where({ user_id: userId }).first('empire_id', 'role');
}

export async function memberCount(db: Conn, empireId: number): Promise<number> {
  const [row] = await db('empire_members').where({ empire_id: empireId }).count<Array<{ n: number }>>({ n: '*' });
  return Number(row?.n ?? 0);
}

/** Whether another Empire has this name or abbreviation, ignoring case. */
export async function empireNameTaken(db: Conn, name: string, nameShort: string, exceptId = 0): Promise<boolean> {
  const row = await db('empires').whereNot({ id: exceptId })
    .andWhere((q) => q.whereRaw('lower(name) = lower(?)', [name]).orWhereRaw('lower(name_short) = lower(?)', [nameShort]))
    .first('id');
  return row !== undefined;
}

/** A new Empire, or undefined when a unique index (name or abbreviation, ignoring case) let another in first. */
export async function insertEmpire(trx: Conn, e: { name: string; nameShort: string; founderId: number; at: Date }): Promise<EmpireRow | undefined> {
  const rows = await trx.raw(
    `INSERT INTO empires (name, name_short, description, founder_id, created_at) VALUES (?, ?, '', ?, ?)
     ON CONFLICT DO NOTHING RETURNING *`, [e.name, e.nameShort, e.founderId, e.at],
  );
  return rows.rows[0];
}

/** Adds the kingdom to the Empire; false when it is already in one (the primary key on user_id decides races). */
export async function insertMember(trx: Conn, m: { userId: number; empireId: number; role: EmpireRole; at: Date }): Promise<boolean> {
  const rows = await trx('empire_members').insert({ user_id: m.userId, empire_id: m.empireId, role: m.role, joined_at: m.at })
    .onConflict('user_id').ignore().returning('user_id');
  return rows.length === 1;
}

/** Removes the kingdom from the Empire; false when it was not in it. */
export async function deleteMember(trx: Conn, userId: number, empireId: number): Promise<boolean> {
  return (await trx('empire_members').where({ user_id: userId, empire_id: empireId }).del()) === 1;
}

export async function setMemberRole(trx: Conn, userId: number, empireId: number, role: EmpireRole): Promise<void> {
  await trx('empire_members').where({ user_id: userId, empire_id: empireId }).update({ role });
}

/** Deletes the Empire with its members, invites and feed (cascades). */
export async function deleteEmpire(trx: Conn, id: number): Promise<void> {
  await trx('empires').where({ id }).del();
}

/** Changes the settings; false when a unique index refused the name or abbreviation. */
export async function updateEmpire(trx: Conn, id: number, patch: { description: string; name?: string; nameShort?: string }): Promise<boolean> {
  const set: Record<string, string> = { description: patch.description };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.nameShort !== undefined) set.name_short = patch.nameShort;
  try {
    await trx.raw('SAVEPOINT empire_settings');
    await trx('empires').where({ id }).update(set);
    await trx.raw('RELEASE SAVEPOINT empire_settings');
    return true;
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
    await trx.raw('ROLLBACK TO SAVEPOINT empire_settings');
    return false;
  }
}

/** The members with name, role, join instant, village count and their villages' building levels. */
export async function membersOf(db: Conn, empireId: number): Promise<MemberRow[]> {
  const rows = await db.raw(
    `SELECT m.user_id, u.username, m.role, m.joined_at,
       (SELECT count(*)::int FROM villages v WHERE v.user_id = m.user_id) AS villages,
       (SELECT coalesce(json_agg((SELECT coalesce(json_agg(json_build_object('type', b.type, 'level', b.level)), '[]'::json)
           FROM village_buildings b WHERE b.village_id = v.id)), '[]'::json)
         FROM villages v WHERE v.user_id = m.user_id) AS buildings
     FROM empire_members m JOIN users u ON u.id = m.user_id
     WHERE m.empire_id = ?
     ORDER BY CASE m.role WHEN 'emperor' THEN 0 WHEN 'officer' THEN 1 ELSE 2 END, m.joined_at, m.user_id`, [empireId],
  );
  return rows.rows.map((r: MemberRow) => ({ ...r, buildings: typeof r.buildings === 'string' ? JSON.parse(r.buildings) : r.buildings }));
}

/** A kingdom's name, if it exists. */
export async function kingdomName(db: Conn, userId: number): Promise<string | undefined> {
  const row = await db('users').where({ id: userId }).first('username');
  return row?.username;
}
