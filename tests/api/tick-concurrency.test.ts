import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDb, onPostgres, type TestDb } from '../support/db';
import { openDb, type Db } from '../../server/db/knex';
import { readConfig } from '../../server/config';
import { ensureWorld } from '../../server/db/world';
import type { Deps } from '../../server/http/context';
import { processDueQueue } from '../../server/jobs/dueQueue';
import { createQueueItem, persistQueueItem } from '../../machines/queueItem';
import { startHead, type QueueEntry } from '../../server/game/queue';
import { newVillageSetup } from '../../server/game/economy';

/**
 * Two tick runners (two connection pools, as two server processes would have) over 10,000 due queue
 * items on the real PostgreSQL: each item is applied exactly once. Culture items make a double or a
 * lost application visible in the account totals.
 */
const USERS = 100;
const VILLAGES = 2000;
const PER_VILLAGE = 5;
const T0 = Date.parse('2026-06-01T12:00:00Z');
const NOW = new Date(T0 + 24 * 3_600_000);

// Two connection pools on one database: PostgreSQL only (skipped, loudly, on the PGlite fallback outside CI).
describe.skipIf(!onPostgres)('tick concurrency', () => {
  let t: TestDb;
  let pools: Db[] = [];
  const expected = new Map<number, number>();
  const lastDue = new Map<number, number>();

  beforeAll(async () => {
    t = await createTestDb();
    // Two connection pools on one database: PostgreSQL only (PGlite has a single connection).
    if (t.kind !== 'postgresql') throw new Error('tick concurrency needs PostgreSQL (TEST_DATABASE_URL)');
    const db = t.db;
    const config = { ...readConfig({ GAME_START: '2026-01-01T00:00:00Z' } as NodeJS.ProcessEnv), tick: false, databaseUrl: t.url };
    await ensureWorld(db, config, new Date(T0));
    const users: Array<{ id: number }> = await db('users').insert(Array.from({ length: USERS }, (_, i) => ({
      username: `tick${i}`, email: `tick${i}@example.test`, password_hash: '!', created_at: new Date(T0),
    }))).returning('id');
    const setup = newVillageSetup();
    const villages: Array<{ id: number; user_id: number }> = [];
    for (let from = 0; from < VILLAGES; from += 500) {
      const rows = Array.from({ length: Math.min(500, VILLAGES - from) }, (_, k) => {
        const i = from + k;
        return {
          user_id: users[i % USERS].id, name: `v${i}`, x: (i % 100) - 50, y: Math.floor(i / 100) - 10,
          ...setup.stock, resources_updated_at: new Date(T0), created_at: new Date(T0),
        };
      });
      villages.push(...await db('villages').insert(rows).returning(['id', 'user_id']));
    }
    await db.batchInsert('village_buildings', villages.flatMap((v) => setup.buildings.map((b) => ({ village_id: v.id, ...b }))), 1000);

    // Each village: an active head started at T0 and four waiting items, as the queue rules would write them.
    const items: object[] = [];
    villages.forEach((v, vi) => {
      let entries: QueueEntry[] = Array.from({ length: PER_VILLAGE }, (_, j) => {
        const amount = 1 + ((vi + j) % 5);
        expected.set(v.user_id, (expected.get(v.user_id) ?? 0) + amount);
        return {
          id: 0, kind: 'culture', target: null, amount, level: null, cost: { wood: amount, stone: amount, iron: amount, food: amount },
          work: amount, builders: 0, item: persistQueueItem(createQueueItem({ kind: 'culture', work: amount, builders: 0 })), dueAt: null,
        };
      });
      entries = startHead(entries, T0, 110);
      lastDue.set(v.id, entries[entries.length - 1].dueAt!);
      for (const e of entries) {
        items.push({
          village_id: v.id, kind: e.kind, amount: e.amount, cost: JSON.stringify(e.cost), work: e.work, work_done: 0, builders: 0,
          started_at: e.item.context.startedAt === null ? null : new Date(e.item.context.startedAt),
          due_at: new Date(e.dueAt!), snapshot: JSON.stringify(e.item), created_at: new Date(T0),
        });
      }
    });
    await db.batchInsert('queue_items', items, 1000);
    pools = [await openDb({ databaseUrl: t.url, pool: 2 }), await openDb({ databaseUrl: t.url, pool: 2 })];
  }, 120_000);

  afterAll(async () => {
    for (const p of pools) await p.destroy();
    await t?.drop();
  });

  it('applies each of 10,000 due items exactly once', async () => {
    expect(Number((await t.db('queue_items').count<{ n: number }[]>({ n: '*' }))[0].n)).toBe(VILLAGES * PER_VILLAGE);
    const config = { ...readConfig({ GAME_START: '2026-01-01T00:00:00Z' } as NodeJS.ProcessEnv), tick: false, databaseUrl: t.url };
    const world = await ensureWorld(t.db, config, new Date(T0));
    const log = pino({ level: 'silent' });
    const runner = (db: Db): Deps => ({ db, config, now: () => NOW, log, world: { ...world } });
    const applied: number[][] = [[], []];
    // Small batches (200 due heads, 10 accounts), so both runners claim work and contend for groups.
    const [a, b] = await Promise.all(pools.map((db, i) => processDueQueue(runner(db), { maxItems: 20_000, batchItems: 200, onApplied: (x) => applied[i].push(x.id) })));
    expect(a.failed + b.failed).toBe(0);
    expect(a.applied + b.applied).toBe(VILLAGES * PER_VILLAGE);
    // Both runners did part of the work, and no id was applied by both.
    expect(a.applied).toBeGreaterThan(0);
    expect(b.applied).toBeGreaterThan(0);
    const all = [...applied[0], ...applied[1]];
    expect(new Set(all).size).toBe(all.length);
    expect(await t.db('queue_items').count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 0 }]);

    const culture: Array<{ id: number; culture: number }> = await t.db('users').select('id', 'culture');
    for (const u of culture) expect(u.culture, `user ${u.id}`).toBe(expected.get(u.id));
    // Every village's stock was materialised to its own last completion instant.
    const vs: Array<{ id: number; resources_updated_at: Date }> = await t.db('villages').select('id', 'resources_updated_at');
    for (const v of vs) expect(new Date(v.resources_updated_at).getTime()).toBe(lastDue.get(v.id));
  }, 600_000);
});
