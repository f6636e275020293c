import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDb, onPostgres, type TestDb } from '../support/db';
import type { Db } from '../../server/db/knex';
import { readConfig } from '../../server/config';
import { ensureWorld } from '../../server/db/world';
import type { Deps } from '../../server/http/context';
import { processDueQueue } from '../../server/jobs/dueQueue';
import { applyDueItem } from '../../server/world/economy/save';
import { claimDueItem } from '../../server/db/queue';
import { createQueueItem, persistQueueItem, type QueueItemKind } from '../../machines/queueItem';
import { startHead, type QueueEntry } from '../../server/game/queue';
import { newVillageSetup, workAt } from '../../server/game/economy';
import { buildingOf } from '../../server/game/data/buildings';

/**
 * The batched queue tick (server/jobs/dueQueue.ts) against the one-item-per-transaction path it
 * replaced (claimDueItem + applyDueItem, still the read path's rule): the same world, drained both
 * ways in two databases, ends in the same rows. The account's villages complete theaters (which change
 * its culture rate) and culture points at interleaved instants, so applying one village's items before
 * another's would accrue culture at the wrong rates and end elsewhere.
 */
const T0 = Date.parse('2026-06-01T12:00:00Z');
const NOW = new Date(T0 + 30 * 24 * 3_600_000);
const config = { ...readConfig({ GAME_START: '2026-01-01T00:00:00Z' } as NodeJS.ProcessEnv), tick: false };

function entry(kind: QueueItemKind, target: string | null, level: number | null, amount: number): QueueEntry {
  const work = kind === 'building' ? workAt(buildingOf(target!), level!) : amount;
  return {
    id: 0, kind, target, amount, level, cost: { wood: 0, stone: 0, iron: 0, food: 0 }, work, builders: 0,
    item: persistQueueItem(createQueueItem({ kind, work, builders: 0 })), dueAt: null,
  };
}

/** Two accounts (three villages and two) and an ownerless village, each with an interleaved queue. */
async function seed(db: Db): Promise<{ villages: number[]; users: number[] }> {
  await ensureWorld(db, { ...config }, new Date(T0));
  const users: Array<{ id: number }> = await db('users').insert([0, 1].map((i) => ({
    username: `batch${i}`, email: `batch${i}@example.test`, password_hash: '!', created_at: new Date(T0), account_updated_at: new Date(T0),
  }))).returning('id');
  const setup = newVillageSetup();
  const owners = [users[0].id, users[0].id, users[0].id, users[1].id, users[1].id, null];
  const villages: Array<{ id: number }> = await db('villages').insert(owners.map((u, i) => ({
    user_id: u, name: `b${i}`, x: i * 3, y: 5, ...setup.stock, resources_updated_at: new Date(T0), created_at: new Date(T0),
  }))).returning('id');
  await db('village_buildings').insert(villages.flatMap((v) => setup.buildings.map((b) => ({ village_id: v.id, ...b }))));
  const rows: object[] = [];
  villages.forEach((v, i) => {
    const items = i % 2 === 0
      ? [entry('building', 'theater', 1, 1), entry('culture', null, null, 3 + i), entry('building', 'theater', 2, 1), entry('culture', null, null, 5)]
      : [entry('culture', null, null, 2 + i), entry('building', 'theater', 1, 1), entry('building', 'farm', 2, 1), entry('culture', null, null, 4)];
    // Different starts and productions: the villages' completions interleave in time.
    for (const e of startHead(items, T0 + i * 7 * 60_000, 90 + 13 * i)) {
      rows.push({
        village_id: v.id, kind: e.kind, target: e.target, amount: e.amount, level: e.level, cost: JSON.stringify(e.cost), work: e.work,
        work_done: 0, builders: 0, started_at: e.item.context.startedAt === null ? null : new Date(e.item.context.startedAt),
        due_at: e.dueAt === null ? null : new Date(e.dueAt), snapshot: JSON.stringify(e.item), created_at: new Date(T0),
      });
    }
  });
  await db('queue_items').insert(rows);
  return { villages: villages.map((v) => v.id), users: users.map((u) => u.id) };
}

async function snapshot(db: Db) {
  return {
    users: await db('users').orderBy('id').select('culture', 'science', 'researching', 'account_updated_at', 'research_due_at', 'research_snapshot'),
    villages: await db('villages').orderBy('id').select('wood', 'stone', 'iron', 'food', 'resources_updated_at'),
    buildings: await db('village_buildings').orderBy(['village_id', 'type']).select('village_id', 'type', 'level'),
    queue: await db('queue_items').count<{ n: number }[]>({ n: '*' }),
  };
}

describe('batched queue tick', () => {
  let batched: TestDb;
  let reference: TestDb;
  const deps = (db: Db): Deps => ({ db, config, now: () => NOW, log: pino({ level: 'silent' }), world: { id: 1, seed: 'batch', finishedAt: null } as unknown as Deps['world'] });

  beforeAll(async () => {
    [batched, reference] = [await createTestDb(), await createTestDb()];
  }, 60_000);
  afterAll(async () => {
    await batched?.drop();
    await reference?.drop();
  });

  it('ends in the same rows as applying one item per transaction in (due_at, id) order', async () => {
    const a = await seed(batched.db);
    await seed(reference.db);
    const world = await ensureWorld(batched.db, config, new Date(T0));
    const d = { ...deps(batched.db), world: { ...world } };
    const r = { ...deps(reference.db), world: { ...world } };

    // The reference: one claim, one item, one transaction, until nothing is due.
    const order: number[] = [];
    for (;;) {
      const id = await reference.db.transaction(async (trx) => {
        const claim = await claimDueItem(trx, NOW);
        if (!claim) return undefined;
        expect(await applyDueItem(trx, r, claim, NOW)).toBe(true);
        return claim.id;
      });
      if (id === undefined) break;
      order.push(id);
    }
    expect(order).toHaveLength(24);

    // The batch: every group in one transaction.
    const applied: number[] = [];
    expect(await processDueQueue(d, { batchGroups: 10, onApplied: (x) => applied.push(x.id) })).toEqual({ applied: 24, failed: 0 });
    // Same ids (the databases were seeded alike), each once, reported in the reference's order.
    expect(applied).toEqual(order);

    const [got, want] = [await snapshot(batched.db), await snapshot(reference.db)];
    expect(got.queue).toEqual([{ n: 0 }]);
    expect(got).toEqual(want);
    // The theaters changed the culture rates on the way: the accounts accrued more than the points.
    expect(Number(got.users[0].culture)).toBeGreaterThan(3 + 5 + 5 + 5 + 2 + 1 + 4 + 4 + 4);
    expect(a.users).toHaveLength(2);
  }, 120_000);

  it('unit completions, chained ones and repeated units alike, end in the same rows as one item per transaction', async () => {
    const stands = async (db: Db) => db('village_units').orderBy(['village_id', 'unit']).select('village_id', 'location_village_id', 'unit', 'amount');
    const ids: number[][] = [];
    for (const db of [batched.db, reference.db]) {
      for (const t of ['village_units', 'queue_items', 'village_buildings', 'villages', 'users']) await db(t).delete();
      const { villages } = await seed(db);
      await db('queue_items').delete();
      // Three villages of one account: two trainings of the same unit in a row, another unit between them.
      const rows: object[] = [];
      villages.slice(0, 3).forEach((v, i) => {
        const items = [entry('unit', 'melee1', null, 3 + i), entry('unit', 'cav1', null, 2), entry('unit', 'melee1', null, 4)];
        for (const e of startHead(items, T0 + i * 60_000, 100 + i)) {
          rows.push({
            village_id: v, kind: e.kind, target: e.target, amount: e.amount, level: e.level, cost: JSON.stringify(e.cost), work: e.work,
            work_done: 0, builders: 0, started_at: e.item.context.startedAt === null ? null : new Date(e.item.context.startedAt),
            due_at: e.dueAt === null ? null : new Date(e.dueAt), snapshot: JSON.stringify(e.item), created_at: new Date(T0),
          });
        }
      });
      await db('queue_items').insert(rows);
      ids.push(villages.slice(0, 3));
    }
    const world = await ensureWorld(batched.db, config, new Date(T0));
    const r = { ...deps(reference.db), world: { ...world } };
    for (;;) {
      const id = await reference.db.transaction(async (trx) => {
        const claim = await claimDueItem(trx, NOW);
        if (claim) await applyDueItem(trx, r, claim, NOW);
        return claim?.id;
      });
      if (id === undefined) break;
    }
    expect(await processDueQueue({ ...deps(batched.db), world: { ...world } })).toEqual({ applied: 9, failed: 0 });
    const [got, want] = [await stands(batched.db), await stands(reference.db)];
    // Relative to each database's own village ids (both were seeded alike).
    const rel = (rows: Array<{ village_id: number; location_village_id: number; unit: string; amount: number }>, v: number[]) =>
      rows.map((x) => ({ v: v.indexOf(x.village_id), at: v.indexOf(x.location_village_id), unit: x.unit, amount: x.amount }));
    expect(rel(got, ids[0])).toEqual(rel(want, ids[1]));
    expect(rel(got, ids[0])).toEqual([
      { v: 0, at: 0, unit: 'cav1', amount: 2 }, { v: 0, at: 0, unit: 'melee1', amount: 7 },
      { v: 1, at: 1, unit: 'cav1', amount: 2 }, { v: 1, at: 1, unit: 'melee1', amount: 8 },
      { v: 2, at: 2, unit: 'cav1', amount: 2 }, { v: 2, at: 2, unit: 'melee1', amount: 9 },
    ]);
    const [sb, sr] = [await snapshot(batched.db), await snapshot(reference.db)];
    for (const db of [batched.db, reference.db]) await db('village_units').delete();
    expect(sb).toEqual(sr);
  }, 120_000);

  // A second connection holding a row lock: PostgreSQL only (skipped on the PGlite fallback outside CI).
  it.skipIf(!onPostgres)('an account of which a request holds one due village waits whole; the next run applies it', async () => {
    const db = batched.db;
    await db('queue_items').delete();
    await db('village_buildings').delete();
    await db('villages').delete();
    await db('users').delete();
    const { villages, users } = await seed(db);
    const world = await ensureWorld(db, config, new Date(T0));
    const d = { ...deps(db), world: { ...world } };
    let release!: () => void;
    const held = new Promise<void>((res) => { release = res; });
    let locked!: () => void;
    const isLocked = new Promise<void>((res) => { locked = res; });
    const holder = db.transaction(async (trx) => {
      await trx('villages').where({ id: villages[1] }).forUpdate().first();
      locked();
      await held;
    });
    await isLocked;
    const r = await processDueQueue(d);
    // The second account (4 + 4 items) and the ownerless village (4) are applied; nothing of the first account.
    expect(r).toEqual({ applied: 12, failed: 0 });
    const left = await db('queue_items').whereIn('village_id', villages.slice(0, 3)).count<{ n: number }[]>({ n: '*' });
    expect(left).toEqual([{ n: 12 }]);
    const before = await db('users').where({ id: users[0] }).first('culture', 'account_updated_at');
    expect(new Date(before.account_updated_at).getTime()).toBe(T0);
    release();
    await holder;
    expect(await processDueQueue(d)).toEqual({ applied: 12, failed: 0 });
    expect(await db('queue_items').count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 0 }]);
  }, 120_000);

  it('a due row behind a waiting head is left alone, and the run ends', async () => {
    const db = batched.db;
    for (const t of ['queue_items', 'village_buildings', 'villages', 'users']) await db(t).delete();
    const { villages } = await seed(db);
    const world = await ensureWorld(db, config, new Date(T0));
    const v = villages[5];
    const rows = await db('queue_items').where({ village_id: v }).orderBy('id');
    // Inconsistent data: the head waits (written by hand), the second row claims to be active and due.
    await db('queue_items').where({ id: rows[0].id }).update({ started_at: null, due_at: null, snapshot: null });
    await db('queue_items').whereIn('village_id', villages.slice(0, 5)).delete();
    await db('queue_items').where({ id: rows[1].id }).update({ started_at: new Date(T0), due_at: new Date(T0 + 1000) });
    expect(await processDueQueue({ ...deps(db), world: { ...world } })).toEqual({ applied: 0, failed: 0 });
    expect(await db('queue_items').where({ village_id: v }).count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 4 }]);
  }, 60_000);

  it.skipIf(!onPostgres)('a batch whose writes fail is retried group by group: only the failing group is skipped', async () => {
    const db = batched.db;
    for (const t of ['queue_items', 'village_buildings', 'villages', 'users']) await db(t).delete();
    const { villages, users } = await seed(db);
    const world = await ensureWorld(db, config, new Date(T0));
    // The database refuses any stock write to one village of the second account (as a broken row would).
    await db.raw(`CREATE FUNCTION tick_batch_refuse() RETURNS trigger AS $$
      BEGIN IF NEW.id = ${villages[3]} AND NEW.resources_updated_at <> OLD.resources_updated_at THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.raw('CREATE TRIGGER tick_batch_refuse BEFORE UPDATE ON villages FOR EACH ROW EXECUTE FUNCTION tick_batch_refuse()');
    try {
      const errors: unknown[] = [];
      const log = pino({ level: 'error' }, { write: (m: string) => { errors.push(JSON.parse(m)); } });
      expect(await processDueQueue({ ...deps(db), log, world: { ...world } })).toEqual({ applied: 16, failed: 1 });
      expect(errors).toHaveLength(1);
      // The first account and the ownerless village are done; the second account's two villages untouched.
      expect(await db('queue_items').whereIn('village_id', [villages[3], villages[4]]).count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 8 }]);
      expect(await db('queue_items').count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 8 }]);
      expect(new Date((await db('users').where({ id: users[1] }).first('account_updated_at')).account_updated_at).getTime()).toBe(T0);
    } finally {
      await db.raw('DROP TRIGGER tick_batch_refuse ON villages');
      await db.raw('DROP FUNCTION tick_batch_refuse()');
    }
  }, 60_000);
});
