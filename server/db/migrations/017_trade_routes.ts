import type { Knex } from 'knex';

/**
 * Trade routes (issue 14, GAME.md section 7): at most one route per village (unique village_id; setting
 * another target replaces it). `next_at` is the due column of the hourly shipment (indexed: the tick's
 * claim and the reads' probe). `last_at` is the last hourly slot handled, `last_shipment` the last one
 * that carried something ({resources, at, arrives_at, movement_id, target_id}, and once it arrived
 * {delivered, lost}), `last_idle` why the last slot sent nothing (null when it sent). A route goes with
 * its village or its target village.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trade_routes', (t) => {
    t.increments('id').primary();
    t.integer('village_id').notNullable().unique().references('id').inTable('villages').onDelete('CASCADE');
    t.integer('target_village_id').notNullable().references('id').inTable('villages').onDelete('CASCADE');
    t.timestamp('next_at', { useTz: true }).notNullable();
    t.timestamp('last_at', { useTz: true }).nullable();
    t.jsonb('last_shipment').nullable();
    t.string('last_idle', 32).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['next_at'], 'trade_routes_next_at');
    // The cascade from a deleted target village looks its routes up by it.
    t.index(['target_village_id'], 'trade_routes_target');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('trade_routes');
}
