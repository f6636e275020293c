import type { Knex } from 'knex';

/** The foundation schema: world, accounts, tokens, sitters, villages and what they hold. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('world', (t) => {
    t.integer('id').primary();
    t.string('seed').notNullable();
    t.timestamp('start_time', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username', 15).notNullable();
    t.string('email', 254).notNullable();
    t.string('password_hash').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.boolean('public_profile').notNullable().defaultTo(true);
    t.string('flags').notNullable().defaultTo('');
    t.integer('aether').notNullable().defaultTo(50);
    t.integer('builders').notNullable().defaultTo(0);
    t.double('culture').notNullable().defaultTo(0);
    t.double('science').notNullable().defaultTo(0);
    t.integer('researching');
    t.timestamp('account_updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('unread_reports').notNullable().defaultTo(0);
    t.integer('unread_messages').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE UNIQUE INDEX users_username_lower ON users (lower(username))');
  await knex.raw('CREATE UNIQUE INDEX users_email_lower ON users (lower(email))');

  await knex.schema.createTable('auth_tokens', (t) => {
    t.increments('id');
    // The account the token acts for, and the person who logged in (differs for a sitter token).
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('actor_id').notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('is_sitter').notNullable().defaultTo(false);
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.index(['actor_id']);
  });

  await knex.schema.createTable('sitters', (t) => {
    t.integer('owner_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('sitter_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['owner_id', 'sitter_id']);
    t.index(['sitter_id']);
  });

  await knex.schema.createTable('villages', (t) => {
    t.increments('id');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('name', 32).notNullable();
    t.integer('x').notNullable();
    t.integer('y').notNullable();
    t.string('tier', 8).notNullable().defaultTo('village');
    t.double('wood').notNullable();
    t.double('stone').notNullable();
    t.double('iron').notNullable();
    t.double('food').notNullable();
    t.timestamp('resources_updated_at', { useTz: true }).notNullable();
    t.double('loyalty').notNullable().defaultTo(100);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['x', 'y']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('village_districts', (t) => {
    t.integer('village_id').notNullable().references('villages.id').onDelete('CASCADE');
    t.string('district', 16).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['village_id', 'district']);
  });

  await knex.schema.createTable('village_buildings', (t) => {
    t.increments('id');
    t.integer('village_id').notNullable().references('villages.id').onDelete('CASCADE');
    t.string('type', 32).notNullable();
    t.integer('level').notNullable().defaultTo(0);
    t.unique(['village_id', 'type']);
  });

  await knex.schema.createTable('village_tiles', (t) => {
    t.integer('village_id').notNullable().references('villages.id').onDelete('CASCADE');
    t.integer('x').notNullable();
    t.integer('y').notNullable();
    t.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['x', 'y']);
    t.index(['village_id']);
  });

  await knex.schema.createTable('village_units', (t) => {
    // Units of owner village `village_id` standing at `location_village_id` (home or reinforcing).
    t.integer('village_id').notNullable().references('villages.id').onDelete('CASCADE');
    t.integer('location_village_id').notNullable().references('villages.id').onDelete('CASCADE');
    t.string('unit', 16).notNullable();
    t.integer('amount').notNullable();
    t.primary(['village_id', 'location_village_id', 'unit']);
  });

  await knex.schema.createTable('queue_items', (t) => {
    t.increments('id');
    t.integer('village_id').notNullable().references('villages.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable(); // building | unit | science | culture
    t.string('target', 32); // building type or unit key
    t.integer('amount').notNullable().defaultTo(1);
    t.integer('level');
    t.jsonb('cost').notNullable().defaultTo('{}');
    t.double('work').notNullable();
    t.double('work_done').notNullable().defaultTo(0);
    t.integer('builders').notNullable().defaultTo(0);
    t.timestamp('started_at', { useTz: true });
    t.timestamp('due_at', { useTz: true });
    t.jsonb('snapshot');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['village_id', 'id']);
    t.index(['due_at', 'id']);
  });

  await knex.schema.createTable('movements', (t) => {
    t.increments('id');
    t.string('kind', 16).notNullable();
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    t.integer('from_village_id').references('villages.id').onDelete('CASCADE');
    t.integer('from_x').notNullable();
    t.integer('from_y').notNullable();
    t.integer('to_village_id').references('villages.id').onDelete('SET NULL');
    t.integer('to_x').notNullable();
    t.integer('to_y').notNullable();
    t.jsonb('units').notNullable().defaultTo('{}');
    t.jsonb('resources').notNullable().defaultTo('{}');
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.index(['due_at', 'id']);
    t.index(['from_village_id']);
    t.index(['to_village_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const t of ['movements', 'queue_items', 'village_units', 'village_tiles', 'village_buildings',
    'village_districts', 'villages', 'sitters', 'auth_tokens', 'users', 'world']) {
    await knex.schema.dropTableIfExists(t);
  }
}
