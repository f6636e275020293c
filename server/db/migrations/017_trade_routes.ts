import type { Knex } from 'knex';

/** Trade routes (issue 14): filled by the trade-route work. */
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
