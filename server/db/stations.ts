import type { Conn } from './knex';

/**
 * stations: the identity of troops standing at another village (migration 011). A group is named by the
 * id of the movement that first brought them; the units themselves stay in village_units.
 */
export interface Station {
  id: number;
  village_id: number;
  location_village_id: number;
}

/** Opens each group under its movement's id; a group already standing between the two villages keeps its id. */
export async function openStations(trx: Conn, list: ReadonlyArray<{ id: number; owner: number; location: number }>): Promise<void> {
  if (list.length === 0) return;
  await trx.raw(
    `INSERT INTO stations (id, village_id, location_village_id)
     SELECT * FROM unnest(?::int[], ?::int[], ?::int[])
     ON CONFLICT DO NOTHING`,
    [list.map((s) => s.id), list.map((s) => s.owner), list.map((s) => s.location)],
  );
}

export async function stationById(db: Conn, id: number): Promise<Station | undefined> {
  return db('stations').where({ id }).first();
}

/** The groups a village hosts or has standing elsewhere, by "owner:location". */
export async function stationsOf(db: Conn, villageId: number): Promise<Map<string, number>> {
  const rows: Station[] = await db('stations').where({ village_id: villageId }).orWhere({ location_village_id: villageId });
  return new Map(rows.map((r) => [stationKey(r.village_id, r.location_village_id), r.id]));
}

export const stationKey = (owner: number, location: number) => `${owner}:${location}`;

export async function closeStation(trx: Conn, id: number): Promise<void> {
  await trx('stations').where({ id }).delete();
}
