import type { Knex } from 'knex';

/**
 * A reinforcement standing at another village keeps an identity: the id of the movement that first
 * brought troops of `village_id` to `location_village_id` (SPEC.md: POST units/village/{id}/sendBack/{movementId}).
 * Later reinforcements between the same two villages join that group and keep its id. Groups standing
 * before this migration get a fresh id from the movements' sequence, so no id is ever shared with a movement.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stations', (t) => {
    t.integer('id').primary();
    t.integer('village_id').notNullable().references('villages.id').onDelete('CASCADE');
    t.integer('location_village_id').notNullable().references('villages.id').onDelete('CASCADE');
    t.unique(['village_id', 'location_village_id']);
    t.index(['location_village_id']);
  });
  await knex.raw(`
    INSERT INTO stations (id, village_id, location_village_id)
    SELECT nextval(pg_get_serial_sequence('movements', 'id')), village_id, location_village_id
      FROM (SELECT DISTINCT village_id, location_village_id FROM village_units WHERE village_id <> location_village_id) g`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stations');
}
