import type { Knex } from 'knex';

/**
 * Report titles are catalogue keys with parameters (server/game/reports/titles.ts), rendered by the
 * client in the player's language, instead of English written by the server. Titles stored before
 * this migration keep their English as the parameter of `reports.titles.legacy` ("{{text}}"), so they
 * read as they did. The English column goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.string('title_key', 100);
    t.jsonb('title_params');
  });
  await knex.raw(`UPDATE reports SET title_key = 'reports.titles.legacy', title_params = jsonb_build_object('text', title)`);
  await knex.schema.alterTable('reports', (t) => {
    t.dropNullable('title_key');
    t.dropNullable('title_params');
    t.dropColumn('title');
  });
}

/**
 * Back to an English column: a legacy title gets its text back; a keyed one (written after `up`) can
 * only keep its key, as the server has no catalogue.
 */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => { t.string('title', 200); });
  await knex.raw(`UPDATE reports SET title = left(CASE WHEN title_key = 'reports.titles.legacy' THEN title_params->>'text' ELSE title_key END, 200)`);
  await knex.schema.alterTable('reports', (t) => {
    t.dropNullable('title');
    t.dropColumn('title_key');
    t.dropColumn('title_params');
  });
}
