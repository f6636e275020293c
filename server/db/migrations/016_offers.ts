import type { Knex } from 'knex';

const RES = ['wood', 'stone', 'iron', 'food'] as const;

/**
 * Marketplace offers (issue 14, GAME.md section 7). An open offer holds its resources (they left the
 * village's stock when it was made) and `merchants` of the village (busy while it is open). It ends once:
 * accepted (both loads leave as merchant movements), cancelled (resources back) or withdrawn (its village
 * changed owner or vanished). `user_id` is the offerer when it was made; an offer whose village's owner
 * is another is no offer of anyone's. village_id is kept null when the village is deleted, so such an
 * offer can still be withdrawn and its history read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('offers', (t) => {
    t.increments('id').primary();
    t.integer('village_id').nullable().references('id').inTable('villages').onDelete('SET NULL');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    for (const r of RES) t.integer(`offer_${r}`).notNullable().defaultTo(0);
    for (const r of RES) t.integer(`request_${r}`).notNullable().defaultTo(0);
    t.integer('merchants').notNullable();
    t.boolean('empire_only').notNullable().defaultTo(false);
    t.string('status', 16).notNullable().defaultTo('open');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('closed_at', { useTz: true }).nullable();
    t.integer('accepted_village_id').nullable().references('id').inTable('villages').onDelete('SET NULL');
    t.integer('accepted_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
  });
  await knex.raw(`ALTER TABLE offers ADD CONSTRAINT offers_status_check CHECK (status IN ('open', 'accepted', 'cancelled', 'withdrawn'))`);
  // The open list (others' offers) and a village's own open offers and reserved merchants read only open rows.
  await knex.raw(`CREATE INDEX offers_open_village ON offers (village_id) WHERE status = 'open'`);
  await knex.raw(`CREATE INDEX offers_open_created ON offers (created_at, id) WHERE status = 'open'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('offers');
}
