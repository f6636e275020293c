import type { Knex } from 'knex';

/** Alpha aether packages (issue 14): filled by the aether-store work. */
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
