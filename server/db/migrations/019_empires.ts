import type { Knex } from 'knex';

/**
 * Empires (issue 15, GAME.md section 9).
 * - `empires`: name (3-30) and abbreviation (2-5), each unique ignoring case (unique indexes on lower()):
 *   racing foundings of one name make one Empire, the others hit the index.
 * - `empire_members`: a kingdom (user) belongs to at most one Empire: user_id is the primary key, so racing
 *   accepts from several Empires insert one row. role emperor | officer | member; one emperor per Empire
 *   (partial unique index).
 * - `empire_invites`: the invite machine's state (machines/invite.ts) as status and snapshot; at most one
 *   open ('invited') invite per Empire and kingdom (partial unique index).
 * - `empire_messages`: the Empire feed (SPEC.md section 3's 22 types), values 1-4 as text, newest first
 *   by (empire_id, created_at, id).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('empires', (t) => {
    t.increments('id');
    t.string('name', 30).notNullable();
    t.string('name_short', 5).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.integer('founder_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE UNIQUE INDEX empires_name_lower ON empires (lower(name))');
  await knex.raw('CREATE UNIQUE INDEX empires_name_short_lower ON empires (lower(name_short))');

  await knex.schema.createTable('empire_members', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.integer('empire_id').notNullable().references('empires.id').onDelete('CASCADE');
    t.string('role', 8).notNullable().defaultTo('member');
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['empire_id']);
  });
  await knex.raw("ALTER TABLE empire_members ADD CONSTRAINT empire_members_role CHECK (role IN ('emperor', 'officer', 'member'))");
  await knex.raw("CREATE UNIQUE INDEX empire_members_one_emperor ON empire_members (empire_id) WHERE role = 'emperor'");

  await knex.schema.createTable('empire_invites', (t) => {
    t.increments('id');
    t.integer('empire_id').notNullable().references('empires.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('invited_by').references('users.id').onDelete('SET NULL');
    t.string('status', 10).notNullable().defaultTo('invited');
    t.jsonb('snapshot');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('closed_at', { useTz: true });
    t.index(['user_id', 'status']);
  });
  await knex.raw("ALTER TABLE empire_invites ADD CONSTRAINT empire_invites_status CHECK (status IN ('invited', 'accepted', 'declined', 'revoked'))");
  await knex.raw("CREATE UNIQUE INDEX empire_invites_one_open ON empire_invites (empire_id, user_id) WHERE status = 'invited'");

  await knex.schema.createTable('empire_messages', (t) => {
    t.bigIncrements('id');
    t.integer('empire_id').notNullable().references('empires.id').onDelete('CASCADE');
    t.string('type', 32).notNullable();
    t.text('value1');
    t.text('value2');
    t.text('value3');
    t.text('value4');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX empire_messages_feed ON empire_messages (empire_id, created_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  for (const t of ['empire_messages', 'empire_invites', 'empire_members', 'empires']) await knex.schema.dropTableIfExists(t);
}
