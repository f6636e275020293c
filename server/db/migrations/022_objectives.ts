import type { Knex } from 'knex';

/**
 * Native events and objectives on the map (issue 16, GAME.md section 8).
 * - `objectives`: one row per thing on a map tile that is not a village: a native event (category
 *   'event', type attack1..supply2, its eventStage machine snapshot in `snapshot`, its stage timer in
 *   `due_at`) or an objective (category 'objective', type landmark | monument | artifact, held by a
 *   kingdom or by natives). `garrison` is the native army standing there. An event that ended is kept
 *   (reports and statistics name it) with `removed_at` set: it is off the map. One live row per tile.
 * - `objective_troops`: players' troops standing at an objective (its holder's garrison), one row per
 *   home village. They are fed by the objective (no upkeep at home: GAME.md section 8, docs/RULES.md).
 * - `objective_payouts`: a stage's rewards, paid once: the primary key is the flag, written in the
 *   transaction that pays.
 * - `objective_scouts`: what a player's scouts last saw at an objective (GET objectives/{id} shows it).
 * - `movements.objective_id`: an army, a native army or merchants heading for an event or an objective.
 * - `world.events_checked_at`, `world.timeline_spawned`: the tick's event density check and which
 *   timeline entries have placed their objectives (each entry places once).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('objectives', (t) => {
    t.increments('id');
    t.string('category', 10).notNullable();
    t.string('type', 16).notNullable();
    t.string('name', 40).notNullable();
    t.integer('x').notNullable();
    t.integer('y').notNullable();
    t.smallint('difficulty');
    t.string('state', 12).notNullable();
    t.smallint('stage').notNullable().defaultTo(1);
    t.jsonb('snapshot');
    t.timestamp('due_at', { useTz: true });
    t.jsonb('garrison').notNullable().defaultTo('{}');
    t.integer('target_village_id').references('villages.id').onDelete('SET NULL');
    t.integer('holder_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('held_since', { useTz: true });
    t.timestamp('prestige_at', { useTz: true });
    t.jsonb('supplied').notNullable().defaultTo('{}');
    t.timestamp('completed_at', { useTz: true });
    t.boolean('damaged').notNullable().defaultTo(false);
    t.jsonb('contributors').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('ended_at', { useTz: true });
    t.timestamp('removed_at', { useTz: true });
  });
  await knex.raw("ALTER TABLE objectives ADD CONSTRAINT objectives_category CHECK (category IN ('event', 'objective'))");
  await knex.raw('CREATE UNIQUE INDEX objectives_live_tile ON objectives (x, y) WHERE removed_at IS NULL');
  await knex.raw('CREATE INDEX objectives_due ON objectives (due_at, id) WHERE due_at IS NOT NULL');
  await knex.raw('CREATE INDEX objectives_prestige_due ON objectives (prestige_at, id) WHERE prestige_at IS NOT NULL');
  await knex.raw('CREATE INDEX objectives_holder ON objectives (holder_user_id) WHERE holder_user_id IS NOT NULL');
  await knex.raw('CREATE INDEX objectives_target ON objectives (target_village_id) WHERE target_village_id IS NOT NULL');

  await knex.schema.createTable('objective_troops', (t) => {
    t.integer('objective_id').notNullable().references('objectives.id').onDelete('CASCADE');
    t.integer('village_id').notNullable().references('villages.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.jsonb('units').notNullable().defaultTo('{}');
    t.timestamp('since', { useTz: true }).notNullable();
    t.primary(['objective_id', 'village_id']);
    t.index(['village_id']);
  });

  await knex.schema.createTable('objective_payouts', (t) => {
    t.integer('objective_id').notNullable().references('objectives.id').onDelete('CASCADE');
    t.smallint('stage').notNullable();
    t.jsonb('payouts').notNullable().defaultTo('[]');
    t.timestamp('at', { useTz: true }).notNullable();
    t.primary(['objective_id', 'stage']);
  });

  await knex.schema.createTable('objective_scouts', (t) => {
    t.integer('objective_id').notNullable().references('objectives.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.jsonb('seen').notNullable().defaultTo('{}');
    t.timestamp('at', { useTz: true }).notNullable();
    t.primary(['objective_id', 'user_id']);
  });

  await knex.schema.alterTable('movements', (t) => {
    t.integer('objective_id').references('objectives.id').onDelete('SET NULL');
  });
  await knex.raw('CREATE INDEX movements_objective ON movements (objective_id) WHERE objective_id IS NOT NULL');

  await knex.schema.alterTable('world', (t) => {
    t.timestamp('events_checked_at', { useTz: true });
    t.jsonb('timeline_spawned').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('world', (t) => {
    t.dropColumn('events_checked_at');
    t.dropColumn('timeline_spawned');
  });
  await knex.schema.alterTable('movements', (t) => t.dropColumn('objective_id'));
  for (const t of ['objective_scouts', 'objective_payouts', 'objective_troops', 'objectives']) await knex.schema.dropTableIfExists(t);
}
