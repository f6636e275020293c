import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld } from '../support/world';

describe('testing tools switched on', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on' }); });
  afterAll(async () => { await s?.stop(); });

  const worldRow = () => s.testDb.db('world').where({ id: 1 }).first();

  it('finish sets and clears world.finished_at in the database and in the running server', async () => {
    const on = await s.api('POST', '/testing/finish', { body: { finished: true } });
    expect(on.status).toBe(200);
    expect(on.body.phase).toBe('finished');
    expect(on.body.finishedAt).toBe(s.clock.now().toISOString());
    expect(new Date((await worldRow()).finished_at).toISOString()).toBe(s.clock.now().toISOString());
    expect(s.running.deps.world.finishedAt?.toISOString()).toBe(s.clock.now().toISOString());
    expect((await s.api('GET', '/')).body.phase).toBe('finished');

    // The tools keep working while finished, so a test can undo the finish.
    const off = await s.api('POST', '/testing/finish', { body: { finished: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ phase: 'running', finishedAt: null });
    expect((await worldRow()).finished_at).toBeNull();
    expect(s.running.deps.world.finishedAt).toBeNull();
  });

  it('startTime moves the start in the database and in the running server', async () => {
    const r = await s.api('POST', '/testing/startTime', { body: { startTime: '2027-03-01T10:00:00+02:00' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ phase: 'before_start', startTime: '2027-03-01T08:00:00.000Z' });
    expect(new Date((await worldRow()).start_time).toISOString()).toBe('2027-03-01T08:00:00.000Z');
    expect(s.running.deps.world.startTime.toISOString()).toBe('2027-03-01T08:00:00.000Z');
    const back = await s.api('POST', '/testing/startTime', { body: { startTime: '2026-01-01T00:00:00Z' } });
    expect(back.body.phase).toBe('running');
  });

  it('units adds units at home and schedules their starvation when they eat more than the farms give', async () => {
    const p = (await aWorld(s).withPlayer('p').withVillage('p').build()).player('p');
    const ok = await s.api('POST', '/testing/units', { body: { village_id: p.village.id, units: { melee1: 5 } } });
    expect(ok.status).toBe(200);
    expect(ok.body.home).toEqual({ melee1: 5 });
    const again = await s.api('POST', '/testing/units', { body: { village_id: p.village.id, units: { melee1: 2 } } });
    expect(again.body.home).toEqual({ melee1: 7 });
    expect((await s.testDb.db('villages').where({ id: p.village.id }).first('starves_at')).starves_at).toBeNull();
    // Far more mouths than a new village feeds: food now drains, so the instant it reaches 0 is stored.
    await s.api('POST', '/testing/units', { body: { village_id: p.village.id, units: { melee1: 5000 } } });
    const row = await s.testDb.db('villages').where({ id: p.village.id }).first('starves_at');
    expect(row.starves_at).not.toBeNull();
    expect(new Date(row.starves_at).getTime()).toBeGreaterThan(s.clock.now().getTime());
  });

  it.each([
    [{ village_id: 999999, units: { melee1: 1 } }],
    [{ village_id: 1, units: { dragon: 1 } }],
    [{ village_id: 1, units: { melee1: -1 } }],
  ])('units refuses %j with a 400', async (b) => {
    const r = await s.api('POST', '/testing/units', { body: b });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('error_400');
  });

  it('village sets stock (raising the warehouse and food cellar to hold it), levels, districts and tier at once', async () => {
    const w = await aWorld(s).withPlayer('p').withVillage('p').build();
    const p = w.player('p');
    const r = await s.api('POST', '/testing/village', { body: {
      village_id: p.village.id, resources: { wood: 40_000, stone: 500, iron: 0, food: 90_000 },
      buildings: { marketplace: 5, town_hall: 7 }, districts: ['economy', 'military'], tier: 'town',
    } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ village_id: p.village.id, tier: 'town', resources: { wood: 40_000, stone: 500, iron: 0, food: 90_000 } });
    expect(r.body.buildings).toMatchObject({ marketplace: 5, town_hall: 7 });
    expect(r.body.buildings.warehouse).toBeGreaterThan(1);
    expect(r.body.store_res).toBeGreaterThanOrEqual(40_000);
    expect(r.body.store_food).toBeGreaterThanOrEqual(90_000);
    expect([...r.body.districts].sort()).toEqual(['economy', 'military']);
    // The village read sees it all: stock at its cap or below, the storage, the levels.
    const v = await s.api('GET', `/villages/${p.village.id}`, { token: w.token('p') });
    expect(v.status).toBe(200);
    expect(v.body.village).toMatchObject({ wood: 40_000, stone: 500, iron: 0, food: 90_000, store_res: r.body.store_res, store_food: r.body.store_food });
    const row = await s.testDb.db('villages').where({ id: p.village.id }).first('tier');
    expect(row.tier).toBe('town');
    const levels = await s.testDb.db('village_buildings').where({ village_id: p.village.id }).select('type', 'level');
    expect(Object.fromEntries(levels.map((b) => [b.type, b.level]))).toMatchObject({ marketplace: 5, town_hall: 7, warehouse: r.body.buildings.warehouse });
    // Districts are added, never doubled.
    const again = await s.api('POST', '/testing/village', { body: { village_id: p.village.id, districts: ['economy'] } });
    expect(again.status).toBe(200);
    expect([...again.body.districts].sort()).toEqual(['economy', 'military']);
    expect(again.body.resources.wood).toBe(40_000);
  });

  it('account sets aether and culture, and science completes a running research', async () => {
    const w = await aWorld(s).withPlayer('q').withVillage('q').build();
    const q = w.player('q');
    const userId = q.id;
    const set = await s.api('POST', '/testing/account', { body: { user_id: userId, aether: 777, culture: 12_345 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ user_id: userId, aether: 777, culture: 12_345, science: 0, researching: null });
    const profile = await s.api('GET', '/profiles/user', { token: w.token('q') });
    expect(profile.body.profile).toMatchObject({ aether: 777 });
    expect(Math.floor(profile.body.profile.culture)).toBe(12_345);
    // Science without a research is nothing to hold; with one running it goes into it and completes it.
    const list = await s.api('GET', '/research', { token: w.token('q') });
    const first = list.body.tiers[0].research.find((x: { state: string }) => x.state === 'available') as { id: number; science_base: number };
    expect((await s.api('POST', `/research/${first.id}`, { token: w.token('q'), body: {} })).status).toBe(200);
    const done = await s.api('POST', '/testing/account', { body: { user_id: userId, science: first.science_base } });
    expect(done.status).toBe(200);
    expect(done.body.researching).toBeNull();
    expect(await s.testDb.db('user_research').where({ user_id: userId, research_id: first.id }).first()).toBeDefined();
  });

  it.each([
    [{ village_id: 999999, resources: { wood: 1, stone: 1, iron: 1, food: 1 } }],
    [{ village_id: 1, resources: { wood: -1, stone: 1, iron: 1, food: 1 } }],
    [{ village_id: 1, resources: { wood: 1.5, stone: 1, iron: 1, food: 1 } }],
    [{ village_id: 1, buildings: { castle: 3 } }],
    [{ village_id: 1, buildings: { farm: 61 } }],
    [{ village_id: 1, districts: ['harbour'] }],
    [{ village_id: 1, tier: 'metropolis' }],
    [{ village_id: 1, colour: 'red' }],
  ])('village refuses %j with a 400', async (b) => {
    const r = await s.api('POST', '/testing/village', { body: b });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('error_400');
  });

  it.each([
    [{ user_id: 999999, aether: 5 }],
    [{ user_id: 1, aether: -5 }],
    [{ user_id: 1, aether: 1.5 }],
    [{ user_id: 1, culture: 'lots' }],
    [{ user_id: 'me' }],
  ])('account refuses %j with a 400', async (b) => {
    const r = await s.api('POST', '/testing/account', { body: b });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('error_400');
  });

  it.each([
    ['/testing/finish', undefined],
    ['/testing/finish', { finished: 'yes' }],
    ['/testing/finish', { finished: 1 }],
    ['/testing/startTime', { startTime: 'tomorrow' }],
    ['/testing/startTime', { startTime: 12 }],
    ['/testing/startTime', { startTime: '2026-01-01T00:00:00Z'.repeat(10) }],
  ])('refuses a bad body for %s with a 400', async (path, b) => {
    const r = await s.api('POST', path, b === undefined ? {} : { body: b });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('error_400');
    expect(s.running.deps.world.finishedAt).toBeNull();
  });
});

describe('testing tools switched off (the default)', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  it.each([
    ['/testing/finish', { finished: true }], ['/testing/startTime', { startTime: '2030-01-01T00:00:00Z' }],
    ['/testing/village', { village_id: 1, tier: 'city' }], ['/testing/account', { user_id: 1, aether: 100_000 }],
  ])(
    '%s does not exist (404) and changes nothing',
    async (path, b) => {
      const r = await s.api('POST', path, { body: b });
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('error_404');
      const state = await s.api('GET', '/');
      expect(state.body).toMatchObject({ phase: 'running', finishedAt: null, startTime: '2026-01-01T00:00:00.000Z' });
    },
  );
});
