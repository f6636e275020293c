import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { onPostgres } from '../support/db';
import { rebuildRankings } from '../../server/db/statistics';
import { kingdomRankingPage } from '../../server/db/rankingReads';

/**
 * The rank table's rebuild (server/db/statistics.ts rebuildRankings) on the real PostgreSQL, by its two ways
 * of writing: in place when up to three quarters of the rows changed, a new table swapped in when more did (the
 * table's oid tells which ran). Either way the table is exactly the counters' ranks (most first, ties to the
 * earlier instant, then the lower id), day_rank is kept within a day and set to the rank on a new day, and a
 * refresh with nothing changed writes nothing. Ranking pages read through their named prepared statement on
 * the same connections before and after swaps, and while swaps run, all answer.
 */
describe.skipIf(!onPostgres)('rank table rebuild: in place or swapped', () => {
  let s: TestServer;
  const N = 60;
  const T0 = Date.parse('2026-05-01T00:00:00Z');
  const db = () => s.testDb.db;
  const oid = async () => Number((await db().raw("SELECT 'rankings'::regclass::oid AS o")).rows[0].o);
  const rebuild = (day: number, newDay: boolean) => db().transaction((trx) => rebuildRankings(trx, { day, newDay }));
  /** The pvp_att ranking as stored: subject -> [rank, value, day_rank]. */
  const stored = async () => new Map((await db()('rankings').where({ scope: 'kingdom', type: 'pvp_att' }).select('subject_id', 'rank', 'value', 'day_rank'))
    .map((r) => [Number(r.subject_id), [Number(r.rank), Number(r.value), r.day_rank === null ? null : Number(r.day_rank)] as const]));
  /** The ranks the counters give (most first, earlier instant, lower id). */
  const expected = async () => {
    const rows = (await db()('kingdom_stats').select('user_id', 'pvp_att', 'pvp_att_at'))
      .map((r) => ({ id: Number(r.user_id), v: Number(r.pvp_att), at: new Date(r.pvp_att_at).getTime() }))
      .sort((a, b) => b.v - a.v || a.at - b.at || a.id - b.id);
    return new Map(rows.map((r, i) => [r.id, [i + 1, r.v] as const]));
  };
  const ranksMatch = async () => {
    const [got, want] = await Promise.all([stored(), expected()]);
    expect(new Map([...got].map(([id, [rank, value]]) => [id, [rank, value]]))).toEqual(want);
    return got;
  };
  /** Sets pvp_att (and with `alsoOthers` the other three kill counters alike, moving four rankings of ten). */
  const setPvpAtt = (ids: number[], value: (id: number) => number, at: number, alsoOthers = false) =>
    Promise.all(ids.map((id) => db()('kingdom_stats').where({ user_id: id }).update(Object.fromEntries(
      (alsoOthers ? ['pvp_att', 'pvp_def', 'pve_att', 'pve_def'] : ['pvp_att']).flatMap((c) => [[c, value(id)], [`${c}_at`, new Date(at)]])))));
  let ids: number[] = [];
  const COUNTERS = ['population', 'villages', 'land', 'pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'events', 'resources', 'medals'];
  /** Sets every ranked counter of the kingdoms alike (all ten kingdom rankings follow). */
  const setAll = (ids: number[], value: (id: number) => number, at: number) =>
    Promise.all(ids.map((id) => db()('kingdom_stats').where({ user_id: id }).update(Object.fromEntries(
      COUNTERS.flatMap((c) => [[c, value(id)], [`${c}_at`, new Date(at)]])))));

  beforeAll(async () => {
    s = await startTestServer();
    const rows = await db().raw(`INSERT INTO users (username, email, password_hash, created_at, account_updated_at)
      SELECT 'rk' || g, 'rk' || g || '@example.test', '!no-login', ?, ? FROM generate_series(1, ?) g RETURNING id`, [new Date(T0), new Date(T0), N]);
    ids = rows.rows.map((r: { id: number }) => Number(r.id));
    await db()('kingdom_stats').insert(ids.map((id, i) => ({ user_id: id, pvp_att: 1000 + 10 * i, pvp_att_at: new Date(T0 + i) })));
  }, 60_000);
  afterAll(async () => { await s?.stop(); });

  it('builds, moves a few rows in place, swaps for many, keeps day_rank within a day and resets it on a new day', async () => {
    const day = Math.floor(T0 / 86_400_000);
    // The first build: every row is new, so a table is built and swapped in.
    const first = await oid();
    await rebuild(day, true);
    expect(await oid()).not.toBe(first);
    const built = await ranksMatch();
    for (const [rank, , dayRank] of built.values()) expect(dayRank).toBe(rank);
    const page = await kingdomRankingPage(db(), 'pvp_att', 0, 5, ids[0]);
    expect(page.rows.filter((r) => !r.own).map((r) => r.subject_id)).toEqual(ids.slice(-5).reverse());

    // Nothing changed: nothing written (the rows keep their versions) and the table stays.
    const swapped = await oid();
    const versions = async () => (await db().raw("SELECT string_agg(xmin::text, ',' ORDER BY scope, type, subject_id) AS x FROM rankings")).rows[0].x;
    const v0 = await versions();
    await rebuild(day, false);
    expect(await oid()).toBe(swapped);
    expect(await versions()).toBe(v0);

    // One kingdom passes the one above it (two rows of one ranking move): written in place, day ranks kept.
    await setPvpAtt([ids[10]], () => 1000 + 10 * 11 + 5, T0 + 100);
    await rebuild(day, false);
    expect(await oid()).toBe(swapped);
    const moved = await ranksMatch();
    expect(moved.get(ids[10])![0]).toBe(built.get(ids[10])![0] - 1);
    for (const [id, [, , dayRank]] of moved) expect(dayRank, `day_rank of ${id}`).toBe(built.get(id)![2]);

    // The order of four rankings reversed (their every row moves, 40% of the table): still in place.
    await setPvpAtt(ids, (id) => 100_000 - 10 * ids.indexOf(id), T0 + 200, true);
    await rebuild(day, false);
    expect(await oid()).toBe(swapped);
    await ranksMatch();
    // All ten reversed: a new table, the day ranks still the day's first.
    await setAll(ids, (id) => 500_000 + 10 * ids.indexOf(id), T0 + 300);
    await rebuild(day, false);
    expect(await oid()).not.toBe(swapped);
    const reversed = await ranksMatch();
    for (const [id, [, , dayRank]] of reversed) expect(dayRank, `day_rank of ${id}`).toBe(built.get(id)![2]);
    expect((await kingdomRankingPage(db(), 'pvp_att', 0, 5, ids[0])).rows.filter((r) => !r.own).map((r) => r.subject_id))
      .toEqual(ids.slice(-5).reverse());

    // A new day: every day_rank is the rank now.
    await rebuild(day + 1, true);
    for (const [rank, , dayRank] of (await ranksMatch()).values()) expect(dayRank).toBe(rank);
  });

  it('ranking pages read while the table is swapped again and again all answer', async () => {
    let day = Math.floor(T0 / 86_400_000) + 10;
    const reads: Array<Promise<unknown>> = [];
    let running = true;
    const reader = (async () => {
      for (let i = 0; running; i++) {
        const read = kingdomRankingPage(db(), 'pvp_att', i % 3, 10, ids[i % N]);
        reads.push(read);
        await read.catch(() => {});
      }
    })();
    // Every ranking flips before each rebuild (every row moves), so each one swaps.
    for (let k = 0; k < 5; k++) {
      await setAll(ids, (id) => 1000 + 10 * (k % 2 ? ids.indexOf(id) : N - ids.indexOf(id)), T0 + 1000 + k);
      const before = await oid();
      await rebuild(day++, true);
      expect(await oid()).not.toBe(before);
    }
    running = false;
    await reader;
    const settled = await Promise.allSettled(reads);
    expect(settled.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(reads.length).toBeGreaterThan(5);
  });
});
