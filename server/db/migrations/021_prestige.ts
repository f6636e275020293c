import type { Knex } from 'knex';

/**
 * Prestige and the end of a world (issue 16, GAME.md section 8).
 * - `empire_prestige`: each Empire's prestige by kind (vps, landmark, monument, artifact) and their total,
 *   stored with the instant of the last award (prestige accrues like account culture: stored, never
 *   recomputed from history). A table of its own, not columns of `empires`: an award locks only this row,
 *   so it never queues behind an Empire call holding the Empire row (lockEmpire). No row = no prestige.
 * - `prestige_awards`: the ledger, one row per award, `award_key` unique: the caller names each award
 *   (e.g. 'landmark:12:week:3'), and a second award of one key, which would be a bug, adds nothing.
 * - `world`: the winning Empire, named as it was at its win (the name survives a later dissolution), and
 *   its total then (the tie rule of server/game/prestige.ts compares it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('empire_prestige', (t) => {
    t.integer('empire_id').primary().references('empires.id').onDelete('CASCADE');
    t.integer('vps').notNullable().defaultTo(0);
    t.integer('landmark').notNullable().defaultTo(0);
    t.integer('monument').notNullable().defaultTo(0);
    t.integer('artifact').notNullable().defaultTo(0);
    t.integer('total').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`ALTER TABLE empire_prestige ADD CONSTRAINT empire_prestige_sum
    CHECK (vps >= 0 AND landmark >= 0 AND monument >= 0 AND artifact >= 0 AND total = vps + landmark + monument + artifact)`);
  await knex.raw('CREATE INDEX empire_prestige_total ON empire_prestige (total DESC, empire_id)');

  await knex.schema.createTable('prestige_awards', (t) => {
    t.bigIncrements('id');
    t.integer('empire_id').notNullable().references('empires.id').onDelete('CASCADE');
    t.string('type', 10).notNullable();
    t.integer('amount').notNullable();
    t.string('message_type', 32).notNullable();
    t.string('award_key', 200).notNullable().unique();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['empire_id', 'at']);
  });
  await knex.raw("ALTER TABLE prestige_awards ADD CONSTRAINT prestige_awards_type CHECK (type IN ('vps', 'landmark', 'monument', 'artifact'))");
  await knex.raw('ALTER TABLE prestige_awards ADD CONSTRAINT prestige_awards_amount CHECK (amount > 0)');

  await knex.schema.alterTable('world', (t) => {
    t.integer('winner_empire_id').references('empires.id').onDelete('SET NULL');
    t.string('winner_name', 30);
    t.string('winner_name_short', 5);
    t.integer('winner_prestige');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('world', (t) => {
    t.dropColumn('winner_empire_id');
    t.dropColumn('winner_name');
    t.dropColumn('winner_name_short');
    t.dropColumn('winner_prestige');
  });
  await knex.schema.dropTableIfExists('prestige_awards');
  await knex.schema.dropTableIfExists('empire_prestige');
}
