import type { Knex } from 'knex';

/**
 * Starvation (GAME.md section 3): `villages.starves_at` is the instant the village's stored food
 * reaches 0 at its current negative net food rate (null while net food is >= 0 or its units eat
 * nothing). Every write of the stock or of what the food rate depends on recomputes it; the tick
 * claims the villages whose instant has come (server/jobs/dueStarvation.ts) through the partial index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('villages', (t) => {
    t.timestamp('starves_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX villages_starves_at_index ON villages (starves_at, id) WHERE starves_at IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS villages_starves_at_index');
  await knex.schema.alterTable('villages', (t) => {
    t.dropColumn('starves_at');
  });
}
