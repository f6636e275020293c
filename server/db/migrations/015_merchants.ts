import type { Knex } from 'knex';

/**
 * Merchants on the road (issue 14, GAME.md section 7): a movement of kind `merchants` (loaded, outward)
 * or `merchants_home` (empty, coming back) counts how many merchants it keeps busy, so a village's free
 * merchants are its total less the sum over its trips, whatever their loads.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('movements', (t) => {
    t.integer('merchants').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('movements', (t) => {
    t.dropColumn('merchants');
  });
}
