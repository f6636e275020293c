import type { Knex } from 'knex';

/**
 * The research lifecycle as a stored XState snapshot (machines/research.ts): `users.research_snapshot`
 * holds `{value, context}` of the account's current research run (null: rebuilt from the columns on the
 * next settle). The columns researching, science and research_due_at stay as its mirrors for queries
 * (the tick's due index, profiles), like queue_items.snapshot and its columns.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.jsonb('research_snapshot');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('research_snapshot');
  });
}
