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

/** Runs every migration not yet applied (at start-up and in tests). */
export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({
    migrationSource: {
      getMigrations: async () => Object.keys(migrations).sort(),
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => migrations[name],
    },
  });
}

export const here = path.dirname(fileURLToPath(import.meta.url));
