import type { Trx } from '../../db/knex';
import { usernameAndVillageNames } from '../../db/arrivals';
import { settledName } from '../../game/village/name';

/** The name of a village `userId` settles now (the username and the account's village names, one query). */
export async function settledVillageName(trx: Trx, userId: number): Promise<string> {
  const { username, names } = await usernameAndVillageNames(trx, userId);
  return settledName(username, names);
}
