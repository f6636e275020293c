import type { Knex } from 'knex';

/**
 * Indexes found missing by benchmark 3 (issue 5, a world of 100,000 villages): `village_units` is keyed
 * (village_id, location_village_id, unit), so "every unit standing at a village" (unitsAt: the army page,
 * an attack's or a reinforcement's arrival, send back) scanned the whole table, about 10 to 50 ms a call at
 * 100,000 rows. (location_village_id, village_id, unit) serves it, its ORDER BY village_id, unit included.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX IF NOT EXISTS village_units_location_index ON village_units (location_village_id, village_id, unit)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS village_units_location_index');
}
