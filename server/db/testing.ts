import type { Conn } from './knex';

/** Writes the testing tools need (server/world/testing.ts); the game itself never calls them. */

export async function setVillageTier(trx: Conn, villageId: number, tier: 'village' | 'town' | 'city'): Promise<void> {
  await trx('villages').where({ id: villageId }).update({ tier });
}

/** Adds districts to a village; those it has already stay as they are. */
export async function addDistricts(trx: Conn, villageId: number, districts: readonly string[]): Promise<void> {
  if (districts.length === 0) return;
  await trx('village_districts').insert(districts.map((district) => ({ village_id: villageId, district }))).onConflict(['village_id', 'district']).ignore();
}

export async function setAether(trx: Conn, userId: number, aether: number): Promise<void> {
  await trx('users').where({ id: userId }).update({ aether });
}
