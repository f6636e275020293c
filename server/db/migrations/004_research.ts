import type { Knex } from 'knex';

/**
 * Research as due work (GAME.md sections 1 and 5): `users.research_due_at` is when the running
 * research reaches its science cost at the account's current science rate (null when no research
 * runs or no science is produced). Every account settle rewrites it; the tick claims the accounts
 * whose research is due through the partial index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('research_due_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX users_research_due ON users (research_due_at, id) WHERE research_due_at IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS users_research_due');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('research_due_at');
  });
}
