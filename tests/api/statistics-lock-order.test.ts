import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { onPostgres } from '../support/db';
import { createPlayer, type Player } from '../support/players';
import { found } from './empiresSupport';
import type { Trx } from '../../server/db/knex';
import { countEarned, type Earned } from '../../server/world/statistics/count';

/**
 * Counter rows and tick runners (issue 18), on the real PostgreSQL: a tick transaction applies many arrivals
 * and each battle counts what its kingdoms earned (countEarned). Two transactions counting battles of the
 * same two kingdoms (each in its own Empire) in opposite orders, interleaved as two runners would be: the
 * first counts a battle of A then one of B, the second one of B then one of A. Counting locked each kingdom's and Empire's rows at the battle,
 * so the two waited on each other and PostgreSQL aborted one (40P01: its arrivals were lost work, retried);
 * with the gains written at commit, in key order, both commit, and every counter and weekly row is exactly
 * the sum of the battles. A savepoint rolled back drops its gains; one released keeps them.
 */
describe.skipIf(!onPostgres)('earned counters under concurrent transactions', () => {
  let s: TestServer;
  let A: Player;
  let B: Player;
  let EA: number;
  let EB: number;
  const db = () => s.testDb.db;
  const deps = () => s.running.deps;
  /** A battle of `userId` against natives (its arrival counts this kingdom alone). */
  const battle = (userId: number, kills: number): Earned[] => [{ userId, counters: { pve_att: kills, pvp_att: kills, losses: 1 }, at: new Date(s.clock.t) }];
  const counters = async (table: 'kingdom_stats' | 'empire_stats', key: 'user_id' | 'empire_id', id: number) => {
    const r = await db()(table).where({ [key]: id }).first('pve_att', 'pvp_att', 'losses');
    return { pve_att: Number(r?.pve_att ?? 0), pvp_att: Number(r?.pvp_att ?? 0), losses: Number(r?.losses ?? 0) };
  };
  const weekly = async (scope: 'kingdom' | 'empire', id: number) => {
    const rows = await db()('weekly_stats').where({ scope, subject_id: id }).select('pvp_att', 'pvp_def');
    return rows.reduce((a, r) => ({ pvp_att: a.pvp_att + Number(r.pvp_att), pvp_def: a.pvp_def + Number(r.pvp_def) }), { pvp_att: 0, pvp_def: 0 });
  };
  const deadlocks = async () => Number((await db().raw('SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()')).rows[0].deadlocks);

  beforeAll(async () => {
    s = await startTestServer();
    A = await createPlayer(s);
    B = await createPlayer(s);
    EA = await found(s, A, 'Lock');
    EB = await found(s, B, 'Lock');
  }, 60_000);
  afterAll(async () => { await s?.stop(); });

  it('two transactions counting the same kingdoms and Empires in opposite orders both commit, and the counters are the battles\' sums', async () => {
    const before = await deadlocks();
    const rounds = 5;
    for (let round = 0; round < rounds; round++) {
      const t1: Trx = await db().transaction();
      const t2: Trx = await db().transaction();
      try {
        // Each holds the kingdom it counted first while it counts the other: the interleaving of two runners.
        await countEarned(t1, deps(), battle(A.id, 10));
        await countEarned(t2, deps(), battle(B.id, 3));
        const counted = await Promise.allSettled([countEarned(t1, deps(), battle(B.id, 5)), countEarned(t2, deps(), battle(A.id, 7))]);
        const commits = await Promise.allSettled(counted.map((c, i) => {
          const t = i === 0 ? t1 : t2;
          return c.status === 'fulfilled' ? t.commit() : t.rollback();
        }));
        const failed = [...counted, ...commits].filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as { code?: string; message?: string });
        expect(failed.map((e) => e.code ?? e.message), 'no transaction was aborted').toEqual([]);
      } finally {
        if (!t1.isCompleted()) await t1.rollback().catch(() => {});
        if (!t2.isCompleted()) await t2.rollback().catch(() => {});
      }
    }
    // Per round A killed 10 and 7, B 3 and 5, each in two battles.
    const a = { pve_att: rounds * 17, pvp_att: rounds * 17, losses: rounds * 2 };
    const b = { pve_att: rounds * 8, pvp_att: rounds * 8, losses: rounds * 2 };
    expect(await counters('kingdom_stats', 'user_id', A.id)).toEqual(a);
    expect(await counters('kingdom_stats', 'user_id', B.id)).toEqual(b);
    expect(await counters('empire_stats', 'empire_id', EA)).toEqual(a);
    expect(await counters('empire_stats', 'empire_id', EB)).toEqual(b);
    expect(await weekly('kingdom', A.id)).toEqual({ pvp_att: a.pvp_att, pvp_def: 0 });
    expect(await weekly('empire', EB)).toEqual({ pvp_att: b.pvp_att, pvp_def: 0 });
    expect(await deadlocks() - before).toBe(0);
  }, 60_000);

  it('a savepoint rolled back drops its gains, one released keeps them; a transaction rolled back counts nothing', async () => {
    const a0 = await counters('kingdom_stats', 'user_id', A.id);
    await db().transaction(async (trx) => {
      await trx.transaction(async (sp) => { await countEarned(sp, deps(), [{ userId: A.id, counters: { pvp_att: 100 }, at: new Date(s.clock.t) }]); });
      await trx.transaction(async (sp) => {
        await countEarned(sp, deps(), [{ userId: A.id, counters: { pvp_att: 1000 }, at: new Date(s.clock.t) }]);
        throw new Error('this arrival failed');
      }).catch(() => {});
      await countEarned(trx, deps(), [{ userId: A.id, counters: { losses: 4 }, at: new Date(s.clock.t) }]);
    });
    await db().transaction(async (trx) => {
      await countEarned(trx, deps(), [{ userId: A.id, counters: { pvp_att: 10_000 }, at: new Date(s.clock.t) }]);
      throw new Error('the whole transaction failed');
    }).catch(() => {});
    expect(await counters('kingdom_stats', 'user_id', A.id)).toEqual({ ...a0, pvp_att: a0.pvp_att + 100, losses: a0.losses + 4 });
    expect((await counters('empire_stats', 'empire_id', EA)).pvp_att).toBe(a0.pvp_att + 100);
  });
});
