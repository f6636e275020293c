import type { Knex } from 'knex';
import * as m001 from './001_init';
import * as m002 from './002_auth';

/** Every migration by name, in order. Add new ones here (bundled, so no directory scan is needed). */
export const migrations: Record<string, Knex.Migration> = {
  '001_init': m001,
  '002_auth': m002,
};
