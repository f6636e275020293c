import type { Knex } from 'knex';

/**
 * Groups the tokens of one login (the owner's token and the sitter tokens issued with it) so that
 * logout revokes exactly those, and remembers whether that login asked to stay logged in so a
 * password change can hand back a session of the same length.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.string('login_id', 36);
    t.boolean('stay_logged_in').notNullable().defaultTo(false);
    t.index(['login_id']);
    t.index(['user_id', 'actor_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.dropIndex(['user_id', 'actor_id']);
    t.dropIndex(['login_id']);
    t.dropColumn('stay_logged_in');
    t.dropColumn('login_id');
  });
}
