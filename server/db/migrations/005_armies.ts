import type { Knex } from 'knex';

/**
 * Armies (GAME.md section 6): battle/scout/move reports per account, and what a movement needs
 * beyond 001's columns: the Nobles' choice (conquer | destroy), siege targets, and for a return
 * trip the kind of movement it returns from. Due movements are claimed in (due_at, id) order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable(); // battle | scout | move | reinforce | settle | return
    t.string('title', 200).notNullable();
    t.jsonb('data').notNullable().defaultTo('{}');
    t.boolean('read').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id', 'created_at', 'id']);
  });
  await knex.schema.alterTable('movements', (t) => {
    t.string('choice', 8); // conquer | destroy (attacks with Nobles)
    t.jsonb('targets').notNullable().defaultTo('[]'); // siege target building keys
    t.string('origin_kind', 16); // kind a returning movement came back from
    t.index(['user_id']);
  });
  // Loyalty regenerates from the instant it was last lowered (null: never lowered, so it is 100).
  await knex.schema.alterTable('villages', (t) => {
    t.timestamp('loyalty_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('villages', (t) => {
    t.dropColumn('loyalty_at');
  });
  await knex.schema.alterTable('movements', (t) => {
    t.dropIndex(['user_id']);
    t.dropColumn('choice');
    t.dropColumn('targets');
    t.dropColumn('origin_kind');
  });
  await knex.schema.dropTableIfExists('reports');
}
