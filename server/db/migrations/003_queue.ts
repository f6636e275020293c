import type { Knex } from 'knex';

/**
 * The production queue and what its rules read:
 * - `user_research`: technologies an account has completed (a building's research requirement,
 *   'Requirements not met'); the research calls write it.
 * - a partial index for the tick's claim: only active items (started) are ever due.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_research', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('research_id').notNullable();
    t.timestamp('completed_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'research_id']);
  });
  await knex.raw('CREATE INDEX queue_items_due_active ON queue_items (due_at, id) WHERE started_at IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS queue_items_due_active');
  await knex.schema.dropTableIfExists('user_research');
}
