import type { Knex } from 'knex';

/** Marketplace offers (issue 14): filled by the marketplace work. */
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
