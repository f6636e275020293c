import type { TestServer } from '../support/server';

/**
 * An Empire with its members written straight into the test database (tables empires and empire_members,
 * migration 019), the first id its Emperor, as founding and accepting invites leave them: the ally and feed
 * tests are about what membership allows and writes, not how it is reached (tests/api/empires-*.test.ts).
 */
export async function anEmpire(s: TestServer, name: string, userIds: number[]): Promise<number> {
  const db = s.testDb.db;
  const [row] = await db('empires').insert({ name, name_short: name.slice(0, 4), founder_id: userIds[0] ?? null }).returning('id');
  const id = Number(row.id);
  if (userIds.length) await db('empire_members').insert(userIds.map((u, i) => ({ user_id: u, empire_id: id, role: i === 0 ? 'emperor' : 'member' })));
  return id;
}

/** Removes every Empire (members, invites and feeds go with them): each test starts without one. */
export async function noEmpires(s: TestServer): Promise<void> {
  await s.testDb.db('empires').delete();
}

/** An Empire's feed, oldest first, as [type, value1-4]. */
export async function feedOf(s: TestServer, empireId: number): Promise<Array<[string, ...Array<string | null>]>> {
  const rows = await s.testDb.db('empire_messages').where({ empire_id: empireId }).orderBy('id').select('*');
  return rows.map((r: Record<string, string | null>) => [r.type as string, r.value1, r.value2, r.value3, r.value4]);
}
