import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type ClusterInstance, type TestCluster } from '../support/cluster';
import { onPostgres } from '../support/db';
import { openPush } from '../support/push';
import { aWorld } from '../support/world';
import { createPlayer } from '../support/players';
import { issueToken } from '../../server/db/tokens';
import { buildingOf } from '../../server/game/data/buildings';
import { costAt } from '../../server/game/economy';
import { STATISTICS } from '../../server/game/data/statistics';
import { insertBurst } from './clusterBurst';

/**
 * Issue 18: two real server processes (instances A and B, each with the cron tick) on one PostgreSQL
 * database and one Redis, as behind a load balancer. A page's push connection on one instance hears what
 * a call through the other, or the other's tick, did; a token's rate limit is one across both; concurrent
 * requests through both serialise on the database; due work is applied exactly once even when an instance
 * is killed mid-burst; the rank refresh runs once per period for the whole cluster. The kill comes late:
 * the tests before it need both, the one after it starts a replacement (and finishes the world).
 */
const TOKEN_LIMIT = 20;

const within = (p: Promise<unknown>, ms: number, what: string) => Promise.race([
  p, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
]);

describe.skipIf(!onPostgres)('two instances on one database and Redis', () => {
  let c: TestCluster;
  let A: ClusterInstance;
  let B: ClusterInstance;
  const both = () => [A, B];

  beforeAll(async () => {
    c = await startCluster({
      env: { RATE_LIMIT_TOKEN: String(TOKEN_LIMIT) },
      // Every rank refresh taken (world.rankings_at moved) is logged with the instant it happened.
      beforeStart: async ({ db }) => {
        await db.raw('CREATE TABLE test_rank_refreshes (rankings_at timestamptz, logged_at timestamptz DEFAULT clock_timestamp())');
        await db.raw(`CREATE FUNCTION test_log_rank_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN INSERT INTO test_rank_refreshes (rankings_at) VALUES (NEW.rankings_at); RETURN NEW; END $$`);
        await db.raw(`CREATE TRIGGER test_log_rank_refresh AFTER UPDATE ON world FOR EACH ROW
          WHEN (OLD.rankings_at IS DISTINCT FROM NEW.rankings_at) EXECUTE FUNCTION test_log_rank_refresh()`);
      },
    });
    [A, B] = c.instances;
  }, 180_000);
  afterAll(async () => { await c?.stop(); }, 60_000);

  it('a defender whose page is connected to A hears of an attack sent through B within a second', async () => {
    const w = await aWorld(c.server).withPlayer('att').withVillage('att', { quadrant: 'NE', units: { melee1: 50 } })
      .withPlayer('def').withVillage('def', { quadrant: 'SW' }).build();
    const page = await openPush(A.url, w.token('def'));
    try {
      expect(page.status).toBe(200);
      await page.next('hello');
      const r = await B.api('POST', `/units/village/${w.village('att')}/send`, {
        token: w.token('att'), body: { units: { melee1: 5 }, x: w.place('def').x, y: w.place('def').y, moveType: 'attack' },
      });
      const answeredAt = Date.now();
      expect(r.status).toBe(200);
      const e = await page.next('attack_incoming', 5000);
      expect(e).toMatchObject({ village_id: w.village('def'), movement: { id: r.body.movement_id, due_at: r.body.arrival } });
      // Published after B's commit, so no later than B's answer plus the fan-out through Redis.
      expect(e.receivedAt - answeredAt).toBeLessThan(1000);
      expect((await page.next('counters')).villages).toContainEqual({ id: w.village('def'), incomings: 1 });
    } finally {
      page.close();
    }
  });

  it('an arrival the tick applies on either instance reaches the owner\'s pages on both', async () => {
    const w = await aWorld(c.server).withPlayer('home').withVillage('home', { quadrant: 'NE' }).build();
    const pages = await Promise.all(both().map((i) => openPush(i.url, w.token('home'))));
    try {
      for (const p of pages) await p.next('hello');
      const from = { x: w.place('home').x + 2, y: w.place('home').y };
      // Due in two seconds: whichever instance's tick claims it first applies it; the other's page hears it through Redis.
      const m = await w.and().withMovement('home', {
        as: 'back', kind: 'returning', originKind: 'reinforce', to: 'home', fromTile: from, units: { melee1: 3 }, due: new Date(Date.now() + 2000),
      }).build();
      for (const p of pages) {
        const e = await p.next('movement_arrived', 10_000, (x) => x.movement_id === m.movement('back'));
        expect(e).toMatchObject({ kind: 'returning', village_id: w.village('home') });
      }
      await new Promise((r) => setTimeout(r, 300));
      for (const p of pages) expect(p.all('movement_arrived')).toHaveLength(1);
      const home = await c.testDb.db('village_units').where({ village_id: w.village('home'), location_village_id: w.village('home'), unit: 'melee1' }).first('amount');
      expect(home?.amount).toBe(3);
    } finally {
      for (const p of pages) p.close();
    }
  });

  it('a token revoked through B closes its push connection held by A within a second, and A refuses it', async () => {
    const p = await createPlayer(c.server);
    const page = await openPush(A.url, p.token);
    await page.next('hello');
    const out = await B.api('POST', '/auth/logout', { token: p.token });
    expect(out.status).toBe(200);
    // The hub's periodic recheck would close it too, but only after tens of seconds.
    await within(page.closed, 1000, 'the push connection on A closing');
    expect((await openPush(A.url, p.token)).status).toBe(401);
  });

  it('a token\'s requests alternating between A and B meet one rate limit', async () => {
    const p = await createPlayer(c.server);
    const statuses: number[] = [];
    for (let i = 0; i < TOKEN_LIMIT; i += 1) statuses.push((await both()[i % 2].api('GET', '/user', { token: p.token })).status);
    expect(statuses).toEqual(Array(TOKEN_LIMIT).fill(200));
    for (const i of both()) {
      const r = await i.api('GET', '/user', { token: p.token });
      expect(r.status, `instance ${i.name}`).toBe(429);
      expect(r.body.error).toBe('error_429');
    }
  });

  it('50 parallel queue requests split over A and B with resources for one: exactly one is accepted', async () => {
    const w = await aWorld(c.server).withPlayer('owner').withVillage('owner', { quadrant: 'NW' }).build();
    const v = w.village('owner');
    const cost = costAt(buildingOf('farm'), 2);
    await w.and().withStock('owner', { wood: cost.wood * 1.5, stone: 1000, iron: 1000, food: 1000 }).build();
    const ids = Object.fromEntries((await c.testDb.db('village_buildings').where({ village_id: v }).whereIn('type', ['farm', 'quarry']).select('type', 'id'))
      .map((b: { type: string; id: number }) => [b.type, b.id]));
    // Five tokens of the owner: ten requests each stay under the file's per-token limit.
    const tokens = await Promise.all(Array.from({ length: 5 }, () => issueToken(c.testDb.db, {
      userId: w.player('owner').id, actorId: w.player('owner').id, isSitter: false, expiresAt: new Date(Date.now() + 86400_000),
    })));
    const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => both()[i % 2].api('POST', `/villages/${v}/queue/building/${i % 4 < 2 ? ids.farm : ids.quarry}`, {
      token: tokens[i % 5], body: {},
    })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = rs.filter((r) => r.status !== 200);
    expect(refused.map((r) => `${r.status} ${r.body.error} ${r.body.message}`)).toEqual(Array(49).fill('400 error_buildings Not enough resources'));
    const items = await c.testDb.db('queue_items').where({ village_id: v }).count<Array<{ n: string }>>({ n: '*' });
    expect(Number(items[0].n)).toBe(1);
  });

  it('the rank refresh runs once per period for the whole cluster, though both instances tick', async () => {
    // Both instances have run tick passes since they started (each attempts the refresh at its first pass).
    const log: Array<{ logged_at: Date }> = await c.testDb.db('test_rank_refreshes').orderBy('logged_at');
    expect(log.length).toBeGreaterThanOrEqual(1);
    for (let k = 1; k < log.length; k += 1) {
      expect(log[k].logged_at.getTime() - log[k - 1].logged_at.getTime()).toBeGreaterThanOrEqual(STATISTICS.rankRefreshMs - 1000);
    }
  });

  it('SIGKILL of A during a burst of due items and arrivals: B applies every one exactly once', async () => {
    const db = c.testDb.db;
    const burst = await insertBurst(db, { users: 100, villages: 400, leadMs: 3000, spreadMs: 1500, tag: `burst${process.pid % 1000}_` });
    // The burst had not begun when its items were in (else the kill below could come after it).
    expect(Date.now()).toBeLessThan(burst.from);
    await new Promise((r) => setTimeout(r, burst.from + 500 - Date.now()));
    await A.kill('SIGKILL');
    const left = Number((await db('queue_items').whereIn('village_id', burst.villageIds).count<{ n: string }[]>({ n: '*' }))[0].n);
    // The kill fell inside the burst: items were still due after it.
    expect(left).toBeGreaterThan(0);
    const until = Date.now() + 30_000;
    for (;;) {
      const n = Number((await db('queue_items').whereIn('village_id', burst.villageIds).count<{ n: string }[]>({ n: '*' }))[0].n);
      const m = Number((await db('movements').whereIn('to_village_id', burst.villageIds).count<{ n: string }[]>({ n: '*' }))[0].n);
      if (n === 0 && m === 0) break;
      if (Date.now() > until) throw new Error(`B left ${n} queue items and ${m} arrivals of ${burst.villageIds.length} each unapplied\n${B.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const users: Array<{ id: number; culture: number }> = await db('users').whereIn('id', [...burst.culture.keys()]).select('id', 'culture');
    expect(Object.fromEntries(users.map((u) => [u.id, Number(u.culture)]))).toEqual(Object.fromEntries(burst.culture));
    // Each village's stock was brought to the later of its item's instant and its army's arrival (each applied at its time).
    const vs: Array<{ id: number; resources_updated_at: Date }> = await db('villages').whereIn('id', burst.villageIds).select('id', 'resources_updated_at');
    for (const v of vs) {
      expect(new Date(v.resources_updated_at).getTime(), `village ${v.id}`).toBe(Math.max(burst.dueAt.get(v.id)!, burst.arrivesAt.get(v.id)!));
    }
    // Every army home once, none left on the way.
    const home: Array<{ village_id: number; amount: number }> = await db('village_units')
      .whereIn('village_id', burst.villageIds).whereRaw('location_village_id = village_id').where({ unit: 'melee1' }).select('village_id', 'amount');
    expect(Object.fromEntries(home.map((u) => [u.village_id, Number(u.amount)]))).toEqual(Object.fromEntries(burst.units));
    expect(B.exited).toBe(false);
  }, 90_000);

  it('a replacement instance joins: its page hears the world finish through B, and its world row follows', async () => {
    const C = await c.addInstance();
    const w = await aWorld(c.server).withPlayer('winner').withVillage('winner', { quadrant: 'SE' }).build();
    const founded = await B.api('POST', '/empires', { token: w.token('winner'), body: { name: 'Cluster Realm', nameShort: 'CLR' } });
    expect(founded.status).toBe(200);
    const page = await openPush(C.url, w.token('winner'));
    try {
      await page.next('hello');
      const points = (await B.api('GET', '/')).body.victoryPoints;
      const won = await B.api('POST', '/testing/prestige', { body: { empire_id: founded.body.empire.id, type: 'vps', amount: points } });
      expect(won.status).toBe(200);
      const e = await page.next('world_finished', 5000);
      // C learns the finish from its tick's reload of the world row (within about a second), not from the event.
      const until = Date.now() + 5000;
      let state = await C.api('GET', '/');
      while (state.body.finishedAt === null && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
        state = await C.api('GET', '/');
      }
      expect(state.body.finishedAt).toBe(e.finished_at);
    } finally {
      page.close();
    }
  }, 120_000);
});
