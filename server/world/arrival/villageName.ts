import type { Trx } from '../../db/knex';

/**
 * The first free name of `base`, `base 2`, `base 3`, ... among `taken` (a player's own village names):
 * a settled village is named like a spawned one ("<username>'s village"), numbered when the player
 * already has one of that name.
 */
export function freeVillageName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** The name of a village `userId` settles now, in one query (the username and the account's village names). */
export async function settledVillageName(trx: Trx, userId: number): Promise<string> {
  const rows: Array<{ username: string; name: string | null }> = await trx('users')
    .leftJoin('villages', 'villages.user_id', 'users.id').where('users.id', userId).select('users.username', 'villages.name');
  const username = rows[0]?.username ?? 'player';
  return freeVillageName(`${username}'s village`, rows.flatMap((r) => (r.name === null ? [] : [r.name])));
}
