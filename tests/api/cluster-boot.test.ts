import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, onPostgres, type TestDb } from '../support/db';
import { migrate, openDb, type Db } from '../../server/db/knex';
import { syncPopulationTable } from '../../server/db/statistics';

/**
 * Issue 18's N instances as a first deployment (or a release with a new migration) starts them: together,
 * on a database none of them has migrated yet. Each runs boot's schema steps (server/boot.ts: migrate, then
 * the population table) on its own pool at the same moment; none may fail. Before, the others died on
 * knex's migration table ("relation knex_migrations already exists", "Migration table is already locked")
 * or on building_population's key. In-process pools rather than processes: the steps start at one instant.
 */
describe.skipIf(!onPostgres)('instances started together on an empty database', () => {
  let t: TestDb;
  let pools: Db[] = [];
  beforeAll(async () => {
    t = await createTestDb({ migrate: false });
    pools = await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: t.url, pool: 2 })));
  });
  afterAll(async () => {
    for (const p of pools) await p.destroy();
    await t?.drop();
  });

  it('three instances migrate it in turn, each migration once', async () => {
    const results = await Promise.allSettled(pools.map((p) => migrate(p)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason).slice(-160) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const applied: Array<{ name: string }> = await t.db('knex_migrations').select('name');
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied.map((m) => m.name)).size).toBe(applied.length);
  });

  it('three instances bring the population table in line at once, none failing', async () => {
    await t.db('building_population').delete();
    const results = await Promise.allSettled(pools.map((p) => syncPopulationTable(p)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason).slice(-160) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    expect(await syncPopulationTable(t.db)).toBe(false);
  });
});
