import knexFactory from 'knex';
import { randomBytes } from 'node:crypto';
import { openDb, migrate } from '../../server/db/knex';
import { adminUrl, postgresReachable, withDatabase, TEMPLATE_ENV, RUN_ENV } from './db';

/**
 * vitest globalSetup of the api and e2e projects: migrates one template database per run, and
 * createTestDb (tests/support/db.ts) copies it with `CREATE DATABASE … TEMPLATE` instead of running every
 * migration again in each test file. The names carry a tag of this run (its runner's pid and a random part),
 * so two runs on one PostgreSQL never touch each other's databases; at the end the template and any test
 * database of this run that a crashed file left behind are dropped, whatever the tests' outcome, and a run
 * starts by dropping what runs killed before their end left behind.
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
  const run = `r${process.pid}x${randomBytes(2).toString('hex')}`;
  const name = `ak_tpl_${run}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    await sweepKilledRuns(admin);
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

/**
 * A runner that was killed (SIGKILL, a CI timeout) never ran its teardown: the databases of runs whose
 * runner process is gone are dropped here. Only those no session is using (a plain DROP, not FORCE, fails on
 * a database in use and the database is left alone), and only runs of this machine's processes can be told dead.
 */
async function sweepKilledRuns(admin: knexFactory.Knex): Promise<void> {
  const found = await admin.raw(`SELECT datname FROM pg_database WHERE datname ~ '^ak_(tpl|test)_r[0-9]+x[0-9a-f]+(_|$)'`);
  const names = (found.rows as { datname: string }[]).map((r) => r.datname);
  // Test databases first: a template cannot be dropped while a copy is being made from it.
  names.sort((a, b) => Number(a.startsWith('ak_tpl_')) - Number(b.startsWith('ak_tpl_')));
  for (const datname of names) {
    const pid = Number(/_r([0-9]+)x/.exec(datname)![1]);
    if (alive(pid)) continue;
    if (datname.startsWith('ak_tpl_')) await admin.raw(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`).catch(() => {});
    await admin.raw(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropDatabase(admin: knexFactory.Knex, name: string, template: boolean): Promise<void> {
  if (template) await admin.raw(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => {});
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
