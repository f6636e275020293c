import type { Conn } from './knex';

/** Player profiles (issue 15): the columns of users a profile shows and the kingdom's Empire (its rank and medals: server/db/statistics). */

export interface ProfileOwnerRow {
  id: number;
  username: string;
  email: string;
  description: string;
  public_profile: boolean;
  flags: string;
}

export async function profileOwner(db: Conn, id: number): Promise<ProfileOwnerRow | undefined> {
  return db('users').where({ id }).first('id', 'username', 'email', 'description', 'public_profile', 'flags');
}

export interface ProfileEmpireRow { id: number; name: string; short: string; role: 'emperor' | 'officer' | 'member' }

/** The Empires of these kingdoms with their roles there (a kingdom is in at most one). */
export async function empiresOfUsers(db: Conn, userIds: number[]): Promise<Map<number, ProfileEmpireRow>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows: Array<{ user_id: number; id: number; name: string; short: string; role: ProfileEmpireRow['role'] }> = await db('empire_members as m')
    .join('empires as e', 'e.id', 'm.empire_id')
    .whereIn('m.user_id', unique)
    .select('m.user_id', 'e.id', 'e.name', 'e.name_short as short', 'm.role');
  return new Map(rows.map((r) => [Number(r.user_id), { id: Number(r.id), name: r.name, short: r.short, role: r.role }]));
}

/** A kingdom's villages with their buildings' levels (the profile computes their population). */
export async function villagesWithLevels(db: Conn, userId: number): Promise<Array<{ id: number; name: string; x: number; y: number; buildings: Array<{ type: string; level: number }> }>> {
  const [villages, buildings] = await Promise.all([
    db('villages').where({ user_id: userId }).orderBy('id').select('id', 'name', 'x', 'y'),
    db('village_buildings as b').join('villages as v', 'v.id', 'b.village_id').where('v.user_id', userId)
      .select('b.village_id', 'b.type', 'b.level'),
  ]);
  const byVillage = new Map<number, Array<{ type: string; level: number }>>();
  for (const b of buildings as Array<{ village_id: number; type: string; level: number }>) {
    const list = byVillage.get(b.village_id) ?? [];
    list.push({ type: b.type, level: b.level });
    byVillage.set(b.village_id, list);
  }
  return (villages as Array<{ id: number; name: string; x: number; y: number }>).map((v) => ({ ...v, buildings: byVillage.get(v.id) ?? [] }));
}

/** POST profiles/user: the description and the flags' comma list. */
export async function saveProfileColumns(trx: Conn, userId: number, v: { description: string; flags: string }): Promise<void> {
  await trx('users').where({ id: userId }).update({ description: v.description, flags: v.flags });
}

/**
 * PUT user/settings: the email and/or the public flag. A taken email (the unique index on lower(email))
 * answers 'taken' instead of throwing, also when a racing change took it between check and write.
 */
export async function saveSettingsColumns(trx: Conn, userId: number, v: { email?: string; publicProfile?: boolean }): Promise<'saved' | 'taken'> {
  const patch: Record<string, unknown> = {};
  if (v.email !== undefined) patch.email = v.email;
  if (v.publicProfile !== undefined) patch.public_profile = v.publicProfile;
  try {
    await trx('users').where({ id: userId }).update(patch);
    return 'saved';
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e?.code === '23505' && (e.constraint ?? '').includes('email')) return 'taken';
    throw err;
  }
}
