import type { Knex } from 'knex';

/**
 * The alpha's free aether packages (issue 14, GAME.md section 7): a row per grant. The primary key
 * (user_id, day) makes at most one grant per account and UTC day whatever the concurrency: a grant
 * inserts its row first (ON CONFLICT DO NOTHING) and adds the aether only when the insert made one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('aether_grants', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    /** The UTC day of the grant. */
    t.date('day').notNullable();
    t.string('package_id', 32).notNullable();
    t.integer('aether').notNullable();
    t.timestamp('granted_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('aether_grants');
}
