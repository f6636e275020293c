import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { queueResponse } from '../../server/contract/economy';
import { buildingOf } from '../../server/game/data/buildings';
import { costAt, workAt } from '../../server/game/economy';
import { pointsCost, QUEUE_TEXT, VILLAGE_TEXT } from '../../server/game/queue';
import type { Said } from '../../server/game/texts';
import {
  HOUR, badNumbers, buildingId, cast, freshVillage, queueRows, stockOf, userRow, type Cast,
} from './queueSupport';

/** The production queue over HTTP: POST queue/building, queue/building/{id}, queue/science, queue/culture, DELETE queue/{id}. */
describe('queue', () => {
  let s: TestServer;
  let c: Cast;
  let v: number;

  const post = (path: string, body: unknown, token?: string) => s.api('POST', `/villages/${v}/queue/${path}`, { body, token });
  const refused = (r: { status: number; body: any }, key: string, text?: Said) => {
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(key);
    if (text) expect(r.body).toMatchObject({ message: text.message, text: { key: text.key, params: text.params } });
  };
  // Each test starts from an empty queue (the previous test's items off) and a known stock.
  const clear = async () => {
    await s.testDb.db('queue_items').where({ village_id: v }).delete();
    await c.w.and().withStock('owner', { wood: 1000, stone: 1000, iron: 1000, food: 1000 }).build();
  };

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s);
    v = c.owner.village.id;
  });
  afterAll(async () => { await s?.stop(); });
  beforeEach(clear);

  describe('POST /villages/{id}/queue/building/{buildingId}', () => {
    it('queues the next level, pays its cost and starts it at once (owner)', async () => {
      const farm = await buildingId(s, v, 'farm');
      const r = await post(`building/${farm}`, { withBuilders: false }, c.owner.token);
      expect(r.status).toBe(200);
      const body = queueResponse.parse(r.body);
      const b = buildingOf('farm');
      expect(body.item).toMatchObject({ kind: 'building', target: 'farm', level: 2, cost: costAt(b, 2), work: workAt(b, 2), state: 'active', builders: 0 });
      expect(body.item.started_at).toBe(s.clock.now().toISOString());
      expect(Date.parse(body.item.due_at!)).toBe(s.clock.t + Math.ceil((workAt(b, 2) / 110) * HOUR));
      expect(body.village.wood).toBe(1000 - costAt(b, 2).wood);
      expect(await stockOf(s, v)).toMatchObject({ wood: 1000 - costAt(b, 2).wood, stone: 1000 - costAt(b, 2).stone });
      expect(body.buildQueue.map((q) => q.id)).toEqual([body.item.id]);
    });

    it('a sitter may build; levels already queued count', async () => {
      const farm = await buildingId(s, v, 'farm');
      expect((await post(`building/${farm}`, {}, c.owner.token)).status).toBe(200);
      const r = await post(`building/${farm}`, {}, c.sitter);
      expect(r.status).toBe(200);
      expect(r.body.item).toMatchObject({ level: 3, state: 'waiting' });
      expect(r.body.buildQueue).toHaveLength(2);
      expect(Date.parse(r.body.item.due_at)).toBeGreaterThan(Date.parse(r.body.buildQueue[0].due_at));
    });

    it('another player 403, no token 401, unknown village 404, unknown building 404', async () => {
      const farm = await buildingId(s, v, 'farm');
      const other = await post(`building/${farm}`, {}, c.other.token);
      expect(other.status).toBe(403);
      expect(other.body.error).toBe('error_buildings');
      expect((await post(`building/${farm}`, {})).status).toBe(401);
      const unknown = await s.api('POST', `/villages/999999/queue/building/${farm}`, { token: c.owner.token, body: {} });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('error_buildings');
      const foreign = await buildingId(s, c.other.village.id, 'farm');
      const r = await post(`building/${foreign}`, {}, c.owner.token);
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('error_buildings');
      expect(await queueRows(s, c.other.village.id)).toEqual([]);
    });

    it('bad ids and bodies: 400 error_buildings, nothing queued', async () => {
      const farm = await buildingId(s, v, 'farm');
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const r = await post(`building/${id}`, {}, c.owner.token);
        expect(r.status, id).toBe(400);
        expect(r.body.error).toBe('error_buildings');
      }
      for (const wb of [...badNumbers, 'yes', 101]) {
        const r = await post(`building/${farm}`, { withBuilders: wb }, c.owner.token);
        expect(r.status, JSON.stringify(wb)).toBe(400);
        expect(r.body.error).toBe('error_buildings');
      }
      const raw = await s.api('POST', `/villages/${v}/queue/building/${farm}`, { token: c.owner.token, raw: '{"withBuilders":' });
      expect(raw.status).toBe(400);
      expect(await queueRows(s, v)).toEqual([]);
    });

    it('Maximum level reached (10 in a village, levels queued included)', async () => {
      // A stock above the caps (as after a siege of the warehouse): it does not grow, but it pays.
      await c.w.and().withBuildings('owner', { quarry: 9 }).withStock('owner', { wood: 1e4, stone: 1e4, iron: 1e4, food: 1e4 }).build();
      const quarry = await buildingId(s, v, 'quarry');
      expect((await post(`building/${quarry}`, {}, c.owner.token)).status).toBe(200);
      refused(await post(`building/${quarry}`, {}, c.owner.token), 'error_buildings', QUEUE_TEXT.maxLevel);
      await c.w.and().withBuildings('owner', { quarry: 1 }).build();
    });

    it('Queue is full (3 items in a village)', async () => {
      const ids = await Promise.all(['farm', 'quarry', 'forester', 'iron_mine'].map((t) => buildingId(s, v, t)));
      for (const id of ids.slice(0, 3)) expect((await post(`building/${id}`, {}, c.owner.token)).status).toBe(200);
      refused(await post(`building/${ids[3]}`, {}, c.owner.token), 'error_buildings', QUEUE_TEXT.queueFull);
    });

    it('Not enough resources', async () => {
      await c.w.and().withStock('owner', { wood: 10 }).build();
      refused(await post(`building/${await buildingId(s, v, 'farm')}`, {}, c.owner.token), 'error_buildings', QUEUE_TEXT.notEnoughResources);
      expect((await stockOf(s, v)).wood).toBe(10);
    });

    it('Requirements not met: walls need Town Defenses; with it researched they build', async () => {
      const walls = await buildingId(s, v, 'walls');
      refused(await post(`building/${walls}`, {}, c.owner.token), 'error_buildings', QUEUE_TEXT.requirements);
      await c.w.and().withResearch('owner', ['town_defenses']).build();
      const r = await post(`building/${walls}`, {}, c.owner.token);
      expect(r.status).toBe(200);
      expect(r.body.item).toMatchObject({ target: 'walls', level: 1 });
      // Not researched again for the later tests.
      await s.testDb.db('user_research').where({ user_id: c.owner.id }).delete();
    });
  });

  describe('POST /villages/{id}/queue/building {buildingType}', () => {
    it('a new building at level 1 once its district stands; sitter allowed', async () => {
      const w = await freshVillage(s);
      const path = `/villages/${w.village.id}/queue/building`;
      refused(await s.api('POST', path, { token: w.token, body: { buildingType: 'library' } }), 'error_buildings', QUEUE_TEXT.requiresDistrict('research'));
      await w.w.and().withDistricts('fresh', ['research']).build();
      const r = await s.api('POST', path, { token: w.token, body: { buildingType: 'library', withBuilders: false } });
      expect(r.status).toBe(200);
      expect(r.body.item).toMatchObject({ kind: 'building', target: 'library', level: 1, cost: costAt(buildingOf('library'), 1) });
      // The building row exists (level 0) so its next level can be queued by id.
      const lib = await buildingId(s, w.village.id, 'library');
      const next = await s.api('POST', `${path}/${lib}`, { token: w.token, body: {} });
      expect(next.status).toBe(200);
      expect(next.body.item.level).toBe(2);
      refused(await s.api('POST', path, { token: w.token, body: { buildingType: 'library' } }), 'error_buildings', QUEUE_TEXT.buildingExists);
      refused(await s.api('POST', path, { token: w.token, body: { buildingType: 'farm' } }), 'error_buildings', QUEUE_TEXT.buildingExists);
    });

    it('Requires a higher tier village; Requirements not met; unknown type', async () => {
      await c.w.and().withDistricts('owner', ['economy']).build();
      refused(await post('building', { buildingType: 'bakery' }, c.owner.token), 'error_buildings', QUEUE_TEXT.higherTier);
      refused(await post('building', { buildingType: 'rolling_mill' }, c.sitter), 'error_buildings', QUEUE_TEXT.requirements);
      refused(await post('building', { buildingType: 'castle' }, c.owner.token), 'error_buildings', QUEUE_TEXT.unknownBuilding);
      const ok = await post('building', { buildingType: 'rafters' }, c.sitter);
      expect(ok.status).toBe(200);
    });

    it('owner rules: other 403, none 401, unknown 404; bad bodies 400', async () => {
      expect((await post('building', { buildingType: 'farm' }, c.other.token)).status).toBe(403);
      expect((await post('building', { buildingType: 'farm' })).status).toBe(401);
      expect((await s.api('POST', '/villages/999999/queue/building', { token: c.owner.token, body: { buildingType: 'farm' } })).status).toBe(404);
      for (const b of [{}, { buildingType: '' }, { buildingType: 5 }, { buildingType: null }, { buildingType: 'x'.repeat(33) }, { buildingType: 'farm', withBuilders: -1 }, []]) {
        const r = await post('building', b, c.owner.token);
        expect(r.status, JSON.stringify(b)).toBe(400);
        expect(r.body.error).toBe('error_buildings');
      }
    });
  });

  describe('POST queue/science and queue/culture {amount, withBuilders}', () => {
    it('culture: 1 point = 1 work point and POINT_COST each; completes into the account culture', async () => {
      const before = (await userRow(s, c.owner.id)).culture;
      const r = await post('culture', { amount: 100 }, c.owner.token);
      expect(r.status).toBe(200);
      expect(r.body.item).toMatchObject({ kind: 'culture', amount: 100, work: 100, cost: pointsCost(100), state: 'active' });
      expect(await stockOf(s, v)).toEqual({ wood: 900, stone: 900, iron: 900, food: 900 });
      s.clock.advance(HOUR);
      // The next write settles the due item first (settle-on-write).
      const again = await post('culture', { amount: 1 }, c.sitter);
      expect(again.status).toBe(200);
      expect(again.body.buildQueue).toHaveLength(1);
      expect((await userRow(s, c.owner.id)).culture).toBe(before + 100);
    });

    it('amount: missing or 0 is No amount set; over 2 x hourly production is refused; bad values 400', async () => {
      for (const kind of ['science', 'culture']) {
        refused(await post(kind, {}, c.owner.token), 'error_village_modify', QUEUE_TEXT.noAmount);
        refused(await post(kind, { amount: 0 }, c.owner.token), 'error_village_modify', QUEUE_TEXT.noAmount);
        refused(await post(kind, { amount: null }, c.owner.token), 'error_village_modify', QUEUE_TEXT.noAmount);
        for (const a of badNumbers.filter((x) => x !== null)) {
          const r = await post(kind, { amount: a }, c.owner.token);
          expect(r.status, `${kind} ${JSON.stringify(a)}`).toBe(400);
          expect(r.body.error).toBe('error_village_modify');
        }
      }
      refused(await post('culture', { amount: 221 }, c.owner.token), 'error_village_modify', QUEUE_TEXT.amountCap);
      refused(await post('culture', { amount: 1_000_000 }, c.owner.token), 'error_village_modify', QUEUE_TEXT.amountCap);
      expect((await post('culture', { amount: 220 }, c.owner.token)).status).toBe(200);
      expect(await queueRows(s, v)).toHaveLength(1);
    });

    it('science needs an ongoing research and then adds to the account science', async () => {
      await c.w.and().withAccount('owner', { researching: null, science: 0 }).build();
      refused(await post('science', { amount: 50 }, c.owner.token), 'error_village_modify', QUEUE_TEXT.noResearch);
      // A research started the real way (Town Defenses: tier 1, no prerequisites, 2,500 science).
      expect((await s.api('POST', '/research/1', { token: c.owner.token })).status).toBe(200);
      const r = await post('science', { amount: 55 }, c.sitter);
      expect(r.status).toBe(200);
      s.clock.advance(HOUR);
      await post('culture', { amount: 1 }, c.owner.token);
      expect((await userRow(s, c.owner.id)).science).toBe(55);
      // Science accrues only while a research runs: an item completing after it ended adds nothing.
      expect((await post('science', { amount: 20 }, c.owner.token)).status).toBe(200);
      await c.w.and().withAccount('owner', { researching: null }).build(); // the research ends
      s.clock.advance(HOUR);
      await post('culture', { amount: 1 }, c.owner.token);
      expect(await queueRows(s, v)).toHaveLength(1);
      const after = await userRow(s, c.owner.id);
      expect(after.researching).toBeNull();
      expect(after.science).toBe(0);
      await c.w.and().withAccount('owner', { researching: null, science: 0 }).build();
    });

    it('owner rules: other 403, none 401, unknown 404', async () => {
      for (const kind of ['science', 'culture']) {
        const r = await post(kind, { amount: 5 }, c.other.token);
        expect(r.status).toBe(403);
        expect(r.body.error).toBe('error_village_modify');
        expect((await post(kind, { amount: 5 })).status).toBe(401);
        expect((await s.api('POST', `/villages/999999/queue/${kind}`, { token: c.owner.token, body: { amount: 5 } })).status).toBe(404);
      }
    });
  });

  describe('builders', () => {
    it('POST profiles/builders buys charges with aether (owner only); withBuilders spends one and boosts', async () => {
      await c.w.and().withAccount('owner', { aether: 50, builders: 0 }).build();
      const farm = await buildingId(s, v, 'farm');
      refused(await post(`building/${farm}`, { withBuilders: true }, c.owner.token), 'error_buildings', QUEUE_TEXT.notEnoughBuilders);

      const sit = await s.api('POST', '/profiles/builders', { token: c.sitter, body: { amount: 1 } });
      expect(sit.status).toBe(403);
      expect((await s.api('POST', '/profiles/builders', { body: { amount: 1 } })).status).toBe(401);
      const buy = await s.api('POST', '/profiles/builders', { token: c.owner.token, body: { amount: 3 } });
      expect(buy.status).toBe(200);
      expect(buy.body).toEqual({ aether: 20, builders: 3, spent: 30 });
      const tooMuch = await s.api('POST', '/profiles/builders', { token: c.owner.token, body: { amount: 3 } });
      refused(tooMuch, 'error_aether_purchase', VILLAGE_TEXT.notEnoughAether);
      for (const a of [...badNumbers, 0, 1001, undefined]) {
        const r = await s.api('POST', '/profiles/builders', { token: c.owner.token, body: { amount: a } });
        expect(r.status, JSON.stringify(a)).toBe(400);
        expect(r.body.error).toBe('error_aether_purchase');
      }
      expect(await userRow(s, c.owner.id)).toMatchObject({ aether: 20, builders: 3 });

      // A sitter may spend charges (it builds), not aether.
      const r = await post(`building/${farm}`, { withBuilders: true }, c.sitter);
      expect(r.status).toBe(200);
      expect(r.body.item.builders).toBe(1);
      expect(r.body.builders).toBe(2);
      expect(Date.parse(r.body.item.due_at)).toBe(s.clock.t + Math.ceil((workAt(buildingOf('farm'), 2) / 220) * HOUR));
      // Charges stack on one item: +50% each for culture.
      const cul = await post('culture', { amount: 165, withBuilders: 2 }, c.owner.token);
      expect(cul.status).toBe(200);
      expect(cul.body.item).toMatchObject({ builders: 2, rate: 220 });
      expect((await userRow(s, c.owner.id)).builders).toBe(0);
      // Cancelling the waiting culture item returns its charges; the started farm's charge is spent.
      const del = await s.api('DELETE', `/villages/${v}/queue/${cul.body.item.id}`, { token: c.owner.token });
      expect(del.status).toBe(200);
      expect(del.body.builders).toBe(2);
      await s.api('DELETE', `/villages/${v}/queue/${r.body.item.id}`, { token: c.owner.token });
      expect((await userRow(s, c.owner.id)).builders).toBe(2);
    });
  });

  describe('DELETE /villages/{id}/queue/{queueId}', () => {
    it('refunds all before the item starts, the undone share after; the next item starts at once', async () => {
      const farm = await buildingId(s, v, 'farm');
      const quarry = await buildingId(s, v, 'quarry');
      const a = (await post(`building/${farm}`, {}, c.owner.token)).body.item;
      const b = (await post(`building/${quarry}`, {}, c.owner.token)).body.item;
      const afterPay = await stockOf(s, v);
      const waiting = await s.api('DELETE', `/villages/${v}/queue/${b.id}`, { token: c.sitter });
      expect(waiting.status).toBe(200);
      expect(waiting.body.refund).toEqual(b.cost);
      expect(waiting.body.item.state).toBe('cancelled');
      expect(waiting.body.village.wood).toBe(afterPay.wood + b.cost.wood);

      const q2 = (await post(`building/${quarry}`, {}, c.owner.token)).body.item;
      const half = Math.floor((Date.parse(a.due_at) - s.clock.t) / 2);
      s.clock.advance(half);
      const head = await s.api('DELETE', `/villages/${v}/queue/${a.id}`, { token: c.owner.token });
      expect(head.status).toBe(200);
      for (const r of ['wood', 'stone', 'iron', 'food'] as const) {
        expect(head.body.refund[r]).toBeGreaterThanOrEqual(Math.floor(a.cost[r] / 2) - 1);
        expect(head.body.refund[r]).toBeLessThanOrEqual(Math.ceil(a.cost[r] / 2));
      }
      expect(head.body.buildQueue[0]).toMatchObject({ id: q2.id, state: 'active', started_at: s.clock.now().toISOString() });
      const again = await s.api('DELETE', `/villages/${v}/queue/${a.id}`, { token: c.owner.token });
      expect(again.status).toBe(404);
      expect(again.body.error).toBe('error_village_modify');
    });

    it('another player 403, no token 401, unknown 404, bad id 400; an item of another village is 404', async () => {
      const farm = await buildingId(s, v, 'farm');
      const item = (await post(`building/${farm}`, {}, c.owner.token)).body.item;
      const o = await s.api('DELETE', `/villages/${v}/queue/${item.id}`, { token: c.other.token });
      expect(o.status).toBe(403);
      expect(o.body.error).toBe('error_village_modify');
      expect((await s.api('DELETE', `/villages/${v}/queue/${item.id}`)).status).toBe(401);
      expect((await s.api('DELETE', `/villages/999999/queue/${item.id}`, { token: c.owner.token })).status).toBe(404);
      const viaOther = await s.api('DELETE', `/villages/${c.other.village.id}/queue/${item.id}`, { token: c.other.token });
      expect(viaOther.status).toBe(404);
      for (const id of ['x', '0', '-3', '2.5']) {
        const r = await s.api('DELETE', `/villages/${v}/queue/${id}`, { token: c.owner.token });
        expect(r.status, id).toBe(400);
        expect(r.body.error).toBe('error_village_modify');
      }
      expect(await queueRows(s, v)).toHaveLength(1);
    });

    it('an item already completed cannot be cancelled (settled first): 404 and no refund', async () => {
      const farm = await buildingId(s, v, 'farm');
      const item = (await post(`building/${farm}`, {}, c.owner.token)).body.item;
      s.clock.advance(2 * HOUR);
      const stock = await stockOf(s, v);
      const r = await s.api('DELETE', `/villages/${v}/queue/${item.id}`, { token: c.owner.token });
      expect(r.status).toBe(404);
      // Rolled back: the settlement is done again by the next write; the farm level arrives once.
      expect(await stockOf(s, v)).toEqual(stock);
      await post('culture', { amount: 1 }, c.owner.token);
      const lvl = await s.testDb.db('village_buildings').where({ village_id: v, type: 'farm' }).first('level');
      expect(lvl.level).toBe(2);
      await c.w.and().withBuildings('owner', { farm: 1 }).build();
    });
  });
});
