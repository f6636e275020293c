import type { Knex } from 'knex';

/**
 * Beginner protection (issue 13, point 6): until `protected_until` a kingdom cannot be attacked, scouted
 * or besieged (server/game/account/protection.ts). Founding sets it (server/world/spawn.ts); the
 * account's own attack on another player, or the instant passing, ends it. Accounts that exist before
 * this migration are unprotected: the column is added NULL and left so.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('protected_until', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('protected_until');
  });
}
