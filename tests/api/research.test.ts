import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { researchResponse } from '../../server/contract/research';
import { profileResponse } from '../../server/contract/profile';
import { researchOf } from '../../server/game/data/research';
import { processDueResearch } from '../../server/jobs/dueResearch';
import { HOUR, cast, queueRows, type Cast } from './queueSupport';
import { accountOf, badIds, researchedOf } from './accountSupport';

/** GET research and POST research/{id}, with the account's science accrual, over real HTTP. */
describe('research', () => {
  let s: TestServer;
  let c: Cast;

  const get = (token?: string) => s.api('GET', '/research', { token });
  const start = (id: number | string, token?: string) => s.api('POST', `/research/${id}`, { token, body: {} });
  const profile = async (token: string) => profileResponse.parse((await s.api('GET', '/profiles/user', { token })).body).profile;

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  // Each test has a world of its own: accounts with no research, science or culture, at the clock's now.
  beforeEach(async () => { c = await cast(s); });

  describe('GET research', () => {
    it('lists the 21 technologies by tier with their state (owner)', async () => {
      const r = await get(c.owner.token);
      expect(r.status).toBe(200);
      const body = researchResponse.parse(r.body);
      expect(body.tiers.map((t) => [t.tier, t.needsTier, t.research.length])).toEqual([[1, 'village', 7], [2, 'town', 7], [3, 'city', 7]]);
      expect(body.researching).toBeNull();
      const all = body.tiers.flatMap((t) => t.research);
      expect(all.map((x) => x.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
      const by = (key: string) => all.find((x) => x.key === key)!;
      expect(by('smithing')).toMatchObject({ state: 'available', missing: [], needsTier: null, science: 0, completed_at: null, unlocks_building: 'armory' });
      expect(by('bureaucracy')).toMatchObject({ state: 'locked', missing: [{ key: 'organised_labour' }], needsTier: null });
      expect(by('prospecting')).toMatchObject({ state: 'locked', missing: [{ key: 'smithing' }], needsTier: 'town', requires: [{ key: 'smithing', done: false }] });
      expect(by('town_defenses').unlocks).toEqual([{ key: 'walls', name: 'Walls' }, { key: 'archery_range', name: 'Archery Range' }]);
    });

    it('a sitter sees the sat account; no token 401', async () => {
      await c.w.and().withResearch('owner', ['smithing']).build();
      const r = researchResponse.parse((await get(c.sitter)).body);
      expect(r.tiers[0].research.find((x) => x.key === 'smithing')!.state).toBe('done');
      const other = researchResponse.parse((await get(c.other.token)).body);
      expect(other.tiers[0].research.find((x) => x.key === 'smithing')!.state).toBe('available');
      const none = await get();
      expect(none.status).toBe(401);
    });
  });

  describe('POST research/{id}', () => {
    it('starts a research (owner): state, profile fields, due time from the science rate', async () => {
      await c.w.and().withBuildings('owner', { library: 10 }).build(); // round(20 x 10 x 1.08^9) = 400 science/h
      const r = await start(1, c.owner.token);
      expect(r.status).toBe(200);
      const body = researchResponse.parse(r.body);
      expect(body.science_per_hour).toBe(400);
      expect(body.researching).toEqual({
        id: 1, key: 'town_defenses', name: 'Town Defenses', science: 0, science_base: 100, percent: 0,
        due_at: new Date(s.clock.t + (100 / 400) * HOUR).toISOString(),
      });
      expect(body.tiers[0].research[0].state).toBe('researching');
      expect(await profile(c.owner.token)).toMatchObject({ researching: 1, researching_name: 'Town Defenses', science: 0, science_base: 100 });
      expect(await accountOf(s, c.owner.id)).toMatchObject({ researching: 1, science: 0 });
      // No science left: this research never falls due for the later tests' tick.
      await c.w.and().withBuildings('owner', { library: 0 }).build();
    });

    it('a sitter may start one for the sat account; another player\'s start is their own', async () => {
      expect((await start(researchOf('smithing').id, c.sitter)).status).toBe(200);
      expect((await accountOf(s, c.owner.id)).researching).toBe(researchOf('smithing').id);
      const o = await start(researchOf('apprenticeship').id, c.other.token);
      expect(o.status).toBe(200);
      expect((await accountOf(s, c.other.id)).researching).toBe(researchOf('apprenticeship').id);
      expect((await accountOf(s, c.owner.id)).researching).toBe(researchOf('smithing').id);
    });

    it('one at a time: Another research is ongoing', async () => {
      expect((await start(1, c.owner.token)).status).toBe(200);
      for (const id of [1, 2]) {
        const r = await start(id, c.owner.token);
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ error: 'error_research_start', message: 'Another research is ongoing' });
      }
      expect((await accountOf(s, c.owner.id)).researching).toBe(1);
    });

    it('Requirements not met: a missing prerequisite, or a kingdom without a town for tier 2', async () => {
      const bureaucracy = await start(researchOf('bureaucracy').id, c.owner.token);
      expect(bureaucracy.status).toBe(400);
      expect(bureaucracy.body).toMatchObject({ error: 'error_research_start', message: 'Requirements not met' });
      await c.w.and().withResearch('owner', ['apprenticeship']).build();
      const charting = researchOf('celestial_charting');
      expect((await start(charting.id, c.owner.token)).body.message).toBe('Requirements not met');
      await c.w.and().withTier('owner', 'town').build();
      const r = await start(charting.id, c.owner.token);
      expect(r.status).toBe(200);
      expect(r.body.researching.id).toBe(charting.id);
    });

    it('already completed: 400; unknown id: 404; bad id: 400; no token: 401', async () => {
      await c.w.and().withResearch('owner', ['smithing']).build();
      const done = await start(researchOf('smithing').id, c.owner.token);
      expect(done.status).toBe(400);
      expect(done.body).toMatchObject({ error: 'error_research_start', message: 'That research is already completed' });
      for (const id of [22, 999, 123456789]) {
        const r = await start(id, c.owner.token);
        expect(r.status).toBe(404);
        expect(r.body.error).toBe('error_research_start');
      }
      for (const id of badIds) {
        const r = await start(id, c.owner.token);
        expect(r.status, id).toBe(400);
        expect(r.body.error).toBe('error_research_start');
      }
      expect((await start(1)).status).toBe(401);
      const raw = await s.api('POST', '/research/1', { token: c.owner.token, raw: '{' });
      expect(raw.status).toBe(400);
      expect((await accountOf(s, c.owner.id)).researching).toBeNull();
    });
  });

  describe('science accrual into the research', () => {
    it('accrues at the account\'s rate and completes at the exact instant on a read, once', async () => {
      await c.w.and().withBuildings('owner', { library: 10 }).build();
      const t0 = s.clock.t;
      await start(1, c.owner.token);
      s.clock.advance(HOUR / 8);
      const mid = researchResponse.parse((await get(c.owner.token)).body);
      expect(mid.researching).toMatchObject({ id: 1, science: 50, percent: 50 });
      expect(await profile(c.owner.token)).toMatchObject({ researching: 1, science: 50, science_base: 100 });

      s.clock.advance(10 * HOUR);
      const after = researchResponse.parse((await get(c.sitter)).body);
      expect(after.researching).toBeNull();
      const done = after.tiers[0].research[0];
      expect(done).toMatchObject({ state: 'done', science: 100 });
      expect(done.completed_at).toBe(new Date(t0 + 0.25 * HOUR).toISOString());
      expect((await researchedOf(s, c.owner.id)).map((r) => [r.research_id, new Date(r.completed_at).getTime()])).toEqual([[1, t0 + 0.25 * HOUR]]);
      expect(await accountOf(s, c.owner.id)).toMatchObject({ researching: null, science: 0, research_due_at: null });
      expect(await profile(c.owner.token)).toMatchObject({ researching: null, science: 0, science_base: 0 });
      // Nothing left for the tick.
      expect(await processDueResearch(s.running.deps)).toEqual({ completed: 0, failed: 0 });
    });

    it('the tick completes a due research at its instant, exactly once; reads then find it done', async () => {
      await c.w.and().withBuildings('other', { library: 10 }).build();
      const t0 = s.clock.t;
      await start(researchOf('smithing').id, c.other.token); // 400 science at 400/h: 1 h
      s.clock.advance(0.9 * HOUR);
      expect(await processDueResearch(s.running.deps)).toEqual({ completed: 0, failed: 0 });
      s.clock.advance(HOUR);
      expect(await processDueResearch(s.running.deps)).toEqual({ completed: 1, failed: 0 });
      expect(await processDueResearch(s.running.deps)).toEqual({ completed: 0, failed: 0 });
      const rows = await researchedOf(s, c.other.id);
      expect(rows.map((r) => [r.research_id, new Date(r.completed_at).getTime()])).toEqual([[researchOf('smithing').id, t0 + 1 * HOUR]]);
      const r = researchResponse.parse((await get(c.other.token)).body);
      expect(r.researching).toBeNull();
      expect(await researchedOf(s, c.other.id)).toHaveLength(1);
      // The unlocked building may now be queued (armory needs the military district too).
      await c.w.and().withDistricts('other', ['military']).withStock('other', { wood: 5000, stone: 5000, iron: 5000, food: 5000 }).build();
      const q = await s.api('POST', `/villages/${c.other.village.id}/queue/building`, { token: c.other.token, body: { buildingType: 'armory' } });
      expect(q.status).toBe(200);
    });

    it('science queue items add to the running research; without one: No ongoing research', async () => {
      const w = await c.w.and().withPlayer('fresh').withVillage('fresh', { quadrant: 'NW', stock: { wood: 1000, stone: 1000, iron: 1000, food: 1000 } }).build();
      const p = w.player('fresh');
      const v = p.village.id;
      const refused = await s.api('POST', `/villages/${v}/queue/science`, { token: p.token, body: { amount: 100 } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'error_village_modify', message: 'No ongoing research' });
      expect((await start(1, p.token)).status).toBe(200);
      const item = (await s.api('POST', `/villages/${v}/queue/science`, { token: p.token, body: { amount: 50 } })).body.item;
      s.clock.t = Date.parse(item.due_at) + 1000;
      expect((await profile(p.token)).science).toBe(50);
      expect(await queueRows(s, v)).toEqual([]);
    });

    it('science points that reach the cost complete the research at the item\'s completion instant', async () => {
      const w = await c.w.and().withPlayer('fresh').withVillage('fresh', { quadrant: 'NW', stock: { wood: 1000, stone: 1000, iron: 1000, food: 1000 } }).build();
      const p = w.player('fresh');
      const v = p.village.id;
      await start(1, p.token);
      await w.and().withAccount('fresh', { science: 50 }).build();
      const item = (await s.api('POST', `/villages/${v}/queue/science`, { token: p.token, body: { amount: 60 } })).body.item;
      s.clock.t = Date.parse(item.due_at) + 5000;
      const r = researchResponse.parse((await get(p.token)).body);
      expect(r.researching).toBeNull();
      expect(r.tiers[0].research[0].completed_at).toBe(item.due_at);
    });
  });
});
