import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrations } from './migrations/index';

export type Db = Knex;
export type Trx = Knex.Transaction;
/** Repositories take either the pool or a transaction first. */
export type Conn = Knex | Knex.Transaction;

// pg returns int8 and numeric as strings; counts and ids here always fit a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * Query options naming a prepared statement (`.options(prepared('x'))`): PostgreSQL parses and plans
 * it once per connection instead of at every call (planning is most of the time of the hot reads'
 * statements). Only for SQL whose text never changes (no variable-length IN lists). PGlite ignores it.
 */
export function prepared(name: string): { name: string } {
  return { name: `ak_${name}` };
}

/**
 * A named prepared statement written with knex's named bindings (`:id`; `::type` casts are left alone),
 * run by `rows(db, bindings)`. On PostgreSQL outside a transaction it goes straight to a pooled pg
 * connection (`$1`.. bindings converted once), skipping knex's query building and raw formatting, which
 * were a tenth of the hot GET routes' time; in a transaction and on PGlite it runs through knex.
 * knex's `query` events do not see the direct path.
 */
export function preparedStatement(name: string, sql: string, names: readonly string[]) {
  const options = prepared(name);
  // knex numbers a repeated binding twice, so its text differs: a name of its own for that path.
  const knexOptions = prepared(`${name}_k`);
  const known = new Set(names);
  const order: string[] = [];
  const text = sql.replace(/(?<!:):(\w+)/g, (m, key: string) => {
    if (!known.has(key)) return m;
    let i = order.indexOf(key);
    if (i < 0) i = order.push(key) - 1;
    return `$${i + 1}`;
  });
  for (const n of names) if (!order.includes(n)) throw new Error(`${name}: binding :${n} is not used`);
  return async function rows(db: Conn, bindings: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
    const client = db.client as Knex.Client & { acquireConnection(): Promise<PgConnection>; releaseConnection(c: PgConnection): Promise<void> };
    if (client.config.client !== 'pg' || (db as Knex.Transaction).isTransaction) {
      const r = await db.raw(sql, bindings as Knex.ValueDict).options(knexOptions);
      return (r.rows ?? r) as Array<Record<string, unknown>>;
    }
    const values = order.map((k) => bindings[k]);
    const conn = await client.acquireConnection();
    try {
      const r = await conn.query({ name: options.name, text, values });
      return r.rows;
    } finally {
      await client.releaseConnection(conn);
    }
  };
}
type PgConnection = { query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: Array<Record<string, unknown>> }> };

/**
 * A tick transaction need not wait for its WAL flush: after a crash a lost one is lost whole (its rows
 * are still due and are applied again), and any later ordinary commit flushes it anyway. PostgreSQL only.
 */
export async function relaxCommit(trx: Trx): Promise<void> {
  if (onPgDriver(trx)) await trx.raw('SET LOCAL synchronous_commit TO OFF');
}

/** Whether `db` talks to PostgreSQL through the pg driver (knex-pglite inherits the pg dialect, not its connection). */
export function onPgDriver(db: Conn): boolean {
  return (db.client as Knex.Client).config?.client === 'pg';
}

/** A pg connection as the pool hands it out: simple-protocol text queries (several statements allowed). */
export interface RawConnection {
  query(text: string): Promise<unknown>;
}

/**
 * Runs `fn` on a connection of its own from knex's pool (pg driver only), for a speed path that sends
 * several statements in one message. `fn` must leave no transaction open; a connection it cannot clean
 * up is marked broken (`discard`) and the pool drops it.
 */
export async function withRawConnection<T>(db: Db, fn: (conn: RawConnection, discard: (why: unknown) => void) => Promise<T>): Promise<T> {
  const client = db.client as Knex.Client & { acquireConnection(): Promise<RawConnection & { __knex__disposed?: unknown }>; releaseConnection(c: unknown): Promise<void> };
  const conn = await client.acquireConnection();
  try {
    return await fn(conn, (why) => { conn.__knex__disposed = why; });
  } finally {
    await client.releaseConnection(conn);
  }
}

/** A knex instance on PostgreSQL (DATABASE_URL) or on embedded PGlite in dataDir. */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string; pool?: number }): Promise<Db> {
  if (opts.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: opts.databaseUrl,
      pool: { min: 0, max: opts.pool ?? 10 },
    });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { default: ClientPgLite } = await import('knex-pglite');
  let pglite;
  if (opts.dataDir === 'memory://' || !opts.dataDir) {
    pglite = new PGlite();
  } else {
    const dir = path.resolve(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  await pglite.waitReady;
  return knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    // knex-pglite takes a function that hands it our PGlite instance (one connection).
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
  } as Knex.Config);
}

/** Advisory lock key of the migrations (instances started together take turns). */
const MIGRATE_LOCK = 0x414b4d47;

/**
 * Runs every migration not yet applied (at start-up and in tests). On PostgreSQL, instances started
 * together on one database take turns on a session advisory lock: knex's own lock makes the second
 * migrator fail rather than wait (that process exited with "relation knex_migrations already exists",
 * tests/api/cluster-boot.test.ts). The lock is held by a connection of its own, not the pool's, so a pool
 * of one (DB_POOL_MAX=1) still has its connection for the migrations.
 */
export async function migrate(db: Db): Promise<void> {
  const latest = () => db.migrate.latest({
    migrationSource: {
      getMigrations: async () => Object.keys(migrations).sort(),
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => migrations[name],
    },
  });
  if (!onPgDriver(db)) {
    await latest();
    return;
  }
  // knex keeps DATABASE_URL parsed into pg's connection options.
  const conn = (db.client as Knex.Client).config.connection as string | pg.ClientConfig;
  const lock = new pg.Client(typeof conn === 'string' ? { connectionString: conn } : conn);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK]);
    await latest();
  } finally {
    // Ending the session releases the lock.
    await lock.end();
  }
}

export const here = path.dirname(fileURLToPath(import.meta.url));
