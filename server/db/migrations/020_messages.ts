import type { Knex } from 'knex';

/**
 * Player messages (issue 15, GAME.md section 9).
 * - `conversations`: one row per pair of players, stored low user id first (unique (low_user_id,
 *   high_user_id), checked low < high), so racing first messages between two players make one
 *   conversation. Each side keeps its unread count and when it last read; users.unread_messages is the
 *   sum of an account's sides, adjusted in the same transaction that changes a side (the conversation
 *   row is locked first, then the account).
 * - `messages`: the thread, newest first by (conversation_id, created_at, id).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('conversations', (t) => {
    t.increments('id');
    t.integer('low_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('high_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('low_unread').notNullable().defaultTo(0);
    t.integer('high_unread').notNullable().defaultTo(0);
    t.timestamp('low_read_at', { useTz: true });
    t.timestamp('high_read_at', { useTz: true });
    t.timestamp('last_message_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.bigInteger('last_message_id');
    t.unique(['low_user_id', 'high_user_id']);
  });
  await knex.raw('ALTER TABLE conversations ADD CONSTRAINT conversations_pair CHECK (low_user_id < high_user_id)');
  await knex.raw('ALTER TABLE conversations ADD CONSTRAINT conversations_unread CHECK (low_unread >= 0 AND high_unread >= 0)');
  await knex.raw('CREATE INDEX conversations_low ON conversations (low_user_id, last_message_at DESC)');
  await knex.raw('CREATE INDEX conversations_high ON conversations (high_user_id, last_message_at DESC)');

  await knex.schema.createTable('messages', (t) => {
    t.bigIncrements('id');
    t.integer('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.integer('from_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX messages_thread ON messages (conversation_id, created_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('messages');
  await knex.schema.dropTableIfExists('conversations');
}
