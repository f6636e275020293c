import knexFactory from 'knex';
import { randomBytes } from 'node:crypto';
import { openDb, migrate } from '../../server/db/knex';
import { adminUrl, postgresReachable, withDatabase, TEMPLATE_ENV, RUN_ENV } from './db';

/**
 * vitest globalSetup of the api and e2e projects: migrates one template database per run, and
 * createTestDb (tests/support/db.ts) copies it with `CREATE DATABASE … TEMPLATE` instead of running every
 * migration again in each test file. The names carry a tag of this run (its runner's pid and a random part),
 * so two runs on one PostgreSQL never touch each other's databases; at the end the template and any test
 * database of this run that a crashed file left behind are dropped, whatever the tests' outcome.
 *
 * The api and e2e projects both list this file; when they run together the second setup finds the first's
 * template (in the runner's process.env, which the test workers inherit) and only counts itself.
 */
const users = Symbol.for('ak.testTemplate.users');

type Holder = typeof globalThis & { [users]?: number };

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const g = globalThis as Holder;
  if (g[users]) {
    g[users] += 1;
    return release;
  }
  // Without PostgreSQL (PGlite, outside CI) each file migrates its own in-memory database as before.
  if (!(await postgresReachable())) return undefined;
  const run = `r${process.pid}${randomBytes(2).toString('hex')}`;
  const name = `ak_tpl_${run}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`CREATE DATABASE ${name}`);
    const db = await openDb({ databaseUrl: withDatabase(adminUrl, name), pool: 1 });
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
    // No connections: PostgreSQL copies a template only while nobody is connected to it.
    await admin.raw(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (err) {
    await dropDatabase(admin, name, true).catch(() => {});
    await admin.destroy();
    throw err;
  }
  await admin.destroy();
  process.env[TEMPLATE_ENV] = name;
  process.env[RUN_ENV] = run;
  g[users] = 1;
  return release;
}

async function release(): Promise<void> {
  const g = globalThis as Holder;
  g[users] = (g[users] ?? 1) - 1;
  if (g[users] > 0) return;
  const name = process.env[TEMPLATE_ENV];
  const run = process.env[RUN_ENV];
  delete process.env[TEMPLATE_ENV];
  delete process.env[RUN_ENV];
  if (!name || !run) return;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    const left = await admin.raw(`SELECT datname FROM pg_database WHERE datname LIKE ?`, [`ak\\_test\\_${run}\\_%`]);
    for (const { datname } of left.rows as { datname: string }[]) await dropDatabase(admin, datname, false);
    await dropDatabase(admin, name, true);
  } finally {
    await admin.destroy();
  }
}

async function dropDatabase(admin: knexFactory.Knex, name: string, template: boolean): Promise<void> {
  if (template) await admin.raw(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => {});
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
