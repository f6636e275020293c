import type { Knex } from 'knex';

/**
 * First-hour quests (issue 13, point 4): a row per reward paid. The primary key (user_id, quest_id)
 * makes a reward paid exactly once whatever the concurrency: a claim inserts its row first
 * (ON CONFLICT DO NOTHING) and pays only when the insert made one. `village_id`: where it was paid
 * (kept when the village is gone); `paid`/`lost`: what the storage took and what did not fit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quest_rewards', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('quest_id', 16).notNullable();
    t.integer('village_id').references('villages.id').onDelete('SET NULL');
    t.jsonb('paid').notNullable().defaultTo('{}');
    t.jsonb('lost').notNullable().defaultTo('{}');
    t.timestamp('claimed_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'quest_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('quest_rewards');
}
