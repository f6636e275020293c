import knexFactory from 'knex';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDb, migrate, type Db } from '../../server/db/knex';

/**
 * The PostgreSQL server tests run against: TEST_DATABASE_URL, else DATABASE_URL, else the local one.
 * Each test file creates its own database and drops it afterwards. Without a server (and outside CI)
 * the tests fall back to an in-memory PGlite and say so; in CI a missing server is a failure.
 */
export const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

let reachable: boolean | undefined;
export async function postgresReachable(): Promise<boolean> {
  if (reachable !== undefined) return reachable;
  // A generous timeout: a closed port is refused at once, but a loaded machine can take seconds to connect.
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 15000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    reachable = true;
  } catch {
    reachable = false;
  } finally {
    await client.end().catch(() => {});
  }
  if (!reachable) {
    if (process.env.CI) throw new Error(`CI: PostgreSQL is required but not reachable at ${adminUrl}`);
    console.warn(`\n*** PostgreSQL not reachable at ${adminUrl}: database tests run on embedded PGlite instead ***\n`);
  }
  return reachable;
}

/**
 * Whether the tests run on a real PostgreSQL server. Tests of row locks across connections need one
 * (PGlite has a single connection, where a second locker would wait forever): they run with
 * `it.skipIf(!onPostgres)`, which only ever skips outside CI (in CI postgresReachable throws instead).
 */
export const onPostgres: boolean = await postgresReachable();
if (!onPostgres) {
  console.warn('*** SKIPPED on PGlite: the multi-connection locking tests (tick-concurrency, tick "held by another transaction") need PostgreSQL ***');
}

export interface TestDb {
  db: Db;
  /** The connection string of the fresh database (undefined on PGlite). */
  url?: string;
  kind: 'postgresql' | 'pglite';
  drop: () => Promise<void>;
}

/** Set by the api and e2e projects' globalSetup (tests/support/templateDb.ts): this run's migrated template and tag. */
export const TEMPLATE_ENV = 'AK_TEST_TEMPLATE_DB';
export const RUN_ENV = 'AK_TEST_RUN';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one test file. Under the api and e2e projects it is a copy of the run's
 * template (migrated once by the globalSetup), named with the run's tag so the run's teardown drops it even
 * when the file never did; run without that setup (a script, the benchmarks) it is migrated here.
 */
export async function createTestDb(opts: { migrate?: boolean; pool?: number } = {}): Promise<TestDb> {
  if (await postgresReachable()) {
    const template = process.env[TEMPLATE_ENV];
    const run = process.env[RUN_ENV];
    const name = `ak_test_${run ? `${run}_` : ''}${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
    const copy = opts.migrate !== false && template;
    await admin.raw(copy ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    const url = withDatabase(adminUrl, name);
    const db = await openDb({ databaseUrl: url, pool: opts.pool ?? 10 });
    if (opts.migrate !== false && !copy) await migrate(db);
    return {
      db,
      url,
      kind: 'postgresql',
      drop: async () => {
        await db.destroy();
        await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.destroy();
      },
    };
  }
  const db = await openDb({ dataDir: 'memory://' });
  if (opts.migrate !== false) await migrate(db);
  return { db, kind: 'pglite', drop: () => db.destroy() };
}
