import type { Knex } from 'knex';

/** Player messages (issue 15): filled by the messages work. */
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
