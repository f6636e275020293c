import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { freeLandNear } from '../support/world';
import { claimQuestResponse, questsResponse } from '../../server/contract/quests';
import { QUESTS, type QuestId } from '../../server/game/quests';
import { buildingId, cast, stockOf, type Cast } from './queueSupport';

/**
 * GET quests and POST quests/{id}/claim (issue 13 point 4): the first-hour quests are done by the game's
 * own state, reached here by real calls (queue, districts, research, training, sending armies, claiming a
 * tile) or, for the second village, the scenario builder; a reward is paid once into the chosen
 * village, capped by its storage, whatever the concurrency.
 */
describe('quests', () => {
  let s: TestServer;
  let c: Cast;
  const low = { wood: 100, stone: 100, iron: 100, food: 100 };

  const quests = async (token?: string) => {
    const r = await s.api('GET', '/quests', { token });
    return { status: r.status, body: r.status === 200 ? questsResponse.parse(r.body) : r.body };
  };
  const doneOf = async (token = c.owner.token) => Object.fromEntries((await quests(token)).body.quests.map((q: { id: QuestId; done: boolean }) => [q.id, q.done]));
  const claim = (id: string, villageId: unknown, token?: string) => s.api('POST', `/quests/${id}/claim`, { token, body: { village_id: villageId } });
  const claimRows = async () => s.testDb.db('quest_rewards').select('user_id', 'quest_id');
  const freeSpot = (from: { x: number; y: number }, r = 3) => freeLandNear(s, from, r);

  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on' }); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = Date.parse('2026-03-01T00:00:00Z');
    c = await cast(s, (b) => b.withStock('owner', low));
  });

  it('lists the eight quests in order, none done, for the owner, a sitter and another player; no token is a 401', async () => {
    for (const token of [c.owner.token, c.sitter, c.other.token]) {
      const r = await quests(token);
      expect(r.status).toBe(200);
      expect(r.body.quests.map((q: { id: string }) => q.id)).toEqual(['build', 'district', 'research', 'train', 'scout', 'attack', 'claim', 'settle']);
      expect(r.body.quests.every((q: { done: boolean; claimed: boolean }) => !q.done && !q.claimed)).toBe(true);
      expect(r.body.quests[0].reward).toEqual(QUESTS[0].reward);
    }
    expect((await quests()).status).toBe(401);
    expect((await claim('build', c.owner.village.id)).status).toBe(401);
  });

  it('refuses a quest not done (400), an unknown quest (404), bad bodies (400), another account\'s village (403), an unknown village (404)', async () => {
    const v = c.owner.village.id;
    const notDone = await claim('build', v, c.owner.token);
    expect(notDone.status).toBe(400);
    expect(notDone.body).toMatchObject({ error: 'error_quests', text: { key: 'refusals.quests.notDone', params: { quest: 'build' } } });
    const unknown = await claim('nonsense', v, c.owner.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.text.key).toBe('refusals.quests.unknown');
    for (const bad of [undefined, null, 'x', 0, -3, 1.5, 2 ** 40]) {
      const r = await claim('build', bad, c.owner.token);
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.error).toBe('error_quests');
    }
    const raw = await s.api('POST', '/quests/build/claim', { token: c.owner.token, raw: '{"village_id":' });
    expect(raw.status).toBe(400);
    // Done, but the village is someone else's or does not exist.
    await c.w.and().withDistricts('owner', ['military']).build();
    const theirs = await claim('district', c.other.village.id, c.owner.token);
    expect(theirs.status).toBe(403);
    expect(theirs.body.error).toBe('error_quests');
    expect((await claim('district', 999_999, c.owner.token)).status).toBe(404);
    expect((await claimRows()).filter((x: { user_id: number }) => x.user_id === c.owner.id)).toEqual([]);
  });

  it('build: an upgrade queued and completed is done; the owner claims it into the village, paid once (409 after)', async () => {
    const v = c.owner.village.id;
    const q = await s.api('POST', `/villages/${v}/queue/building/${await buildingId(s, v, 'warehouse')}`, { token: c.owner.token, body: {} });
    expect(q.status).toBe(200);
    expect((await doneOf()).build).toBe(false);
    s.clock.t = Date.parse(q.body.item.due_at) + 1000;
    expect(await doneOf()).toMatchObject({ build: true, district: false });
    const before = await stockOf(s, v);
    const r = await claim('build', v, c.owner.token);
    expect(r.status).toBe(200);
    const body = claimQuestResponse.parse(r.body);
    expect(body.paid).toEqual(QUESTS[0].reward);
    expect(body.lost).toEqual({ wood: 0, stone: 0, iron: 0, food: 0 });
    expect(body.quest).toMatchObject({ id: 'build', done: true, claimed: true });
    const after = await stockOf(s, v);
    // The stock grew by the reward (plus what the village produced since its stock was last written).
    for (const res of ['wood', 'stone', 'iron', 'food'] as const) {
      expect(after[res]).toBeCloseTo(body.village[res], 6);
      expect(after[res] - before[res]).toBeGreaterThanOrEqual(QUESTS[0].reward[res]);
    }
    expect(body.village).toMatchObject({ id: v, wood: after.wood });
    const again = await claim('build', v, c.owner.token);
    expect(again.status).toBe(409);
    expect(again.body.text.key).toBe('refusals.quests.claimed');
    expect((await quests(c.owner.token)).body.quests[0]).toMatchObject({ done: true, claimed: true });
  });

  it('a reward is capped by the storage: what does not fit is lost and said', async () => {
    await c.w.and().withStock('owner', { wood: 1240, stone: 0, iron: 0, food: 0 }).withDistricts('owner', ['economy']).build();
    const r = await claim('district', c.owner.village.id, c.sitter);
    expect(r.status).toBe(200);
    const body = claimQuestResponse.parse(r.body);
    const store = (await s.api('GET', `/villages/${c.owner.village.id}`, { token: c.owner.token })).body.village.store_res as number;
    expect(body.village.wood).toBeCloseTo(store, 6);
    expect(body.lost.wood).toBeCloseTo(QUESTS[1].reward.wood - (store - 1240), 6);
    expect(body.paid.stone).toBe(QUESTS[1].reward.stone);
    const row = await s.testDb.db('quest_rewards').where({ user_id: c.owner.id, quest_id: 'district' }).first();
    expect(row.village_id).toBe(c.owner.village.id);
    expect(Number(row.lost.wood)).toBeCloseTo(body.lost.wood, 6);
  });

  it('district, research and train become done by the real calls; a sitter may claim for the owner', async () => {
    const v = c.owner.village.id;
    await c.w.and().withStock('owner', { wood: 1000, stone: 1000, iron: 1000, food: 1000 }).build();
    expect((await s.api('POST', `/villages/${v}/districts`, { token: c.owner.token, body: { districtType: 'military' } })).status).toBe(200);
    expect((await doneOf()).district).toBe(true);
    expect((await s.api('POST', '/research/1', { token: c.sitter, body: {} })).status).toBe(200);
    expect((await doneOf()).research).toBe(true);
    await c.w.and().withBuildings('owner', { barracks: 1 }).build();
    const t = await s.api('POST', `/villages/${v}/queue/unit/melee1`, { token: c.owner.token, body: { amount: 2 } });
    expect(t.status).toBe(200);
    expect((await doneOf()).train).toBe(false);
    s.clock.t = Date.parse(t.body.item.due_at) + 1000;
    expect(await doneOf()).toMatchObject({ district: true, research: true, train: true, scout: false, attack: false });
    for (const id of ['district', 'research', 'train']) expect((await claim(id, v, c.sitter)).status, id).toBe(200);
    // Another player's list is untouched.
    expect(Object.values(await doneOf(c.other.token)).some(Boolean)).toBe(false);
  });

  it('scout and attack become done by the reports of armies sent; claim a tile by PUT map/tile; settle by a second village', async () => {
    const v = c.owner.village.id;
    const target = c.other.village;
    await c.w.and().withTroops('owner', { cav2: 2, melee1: 3 }).build();
    const send = (units: Record<string, number>, moveType: string) =>
      s.api('POST', `/units/village/${v}/send`, { token: c.owner.token, body: { units, x: target.x, y: target.y, moveType } });
    const sc = await send({ cav2: 2 }, 'scout');
    expect(sc.status, JSON.stringify(sc.body)).toBe(200);
    const at = await send({ melee1: 3 }, 'attack');
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    // Troops on the move count as owned: train is done, scout and attack not yet.
    expect(await doneOf()).toMatchObject({ train: true, scout: false, attack: false });
    s.clock.advance(Math.max(sc.body.duration_ms, at.body.duration_ms) + 1000);
    expect(await doneOf()).toMatchObject({ scout: true, attack: true });
    // The defender's reports of being scouted and attacked do not count for it.
    expect(await doneOf(c.other.token)).toMatchObject({ scout: false, attack: false });

    const tile = await freeSpot(c.owner.village, 1);
    const put = await s.api('PUT', '/map/tile', { token: c.owner.token, body: { villageId: v, tileId: tile } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await doneOf()).claim).toBe(true);

    expect((await doneOf()).settle).toBe(false);
    await c.w.and().withVillage('owner', { as: 'second', at: await freeSpot(c.owner.village) }).build();
    const second = c.w.village('second');
    expect((await doneOf()).settle).toBe(true);
    const r = await claim('settle', second, c.owner.token);
    expect(r.status).toBe(200);
    expect(claimQuestResponse.parse(r.body).village.id).toBe(second);
  });

  it('50 claims at once pay exactly once, into one village', async () => {
    await c.w.and().withDistricts('owner', ['military']).withVillage('owner', { as: 'two', at: await freeSpot(c.owner.village) })
      .withStock('two', low).build();
    const villages = [c.owner.village.id, c.w.village('two')];
    const before = await Promise.all(villages.map((id) => stockOf(s, id)));
    const all = await Promise.all(Array.from({ length: 50 }, (_, i) => claim('district', villages[i % 2], i % 3 === 0 ? c.sitter : c.owner.token)));
    const statuses = all.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(49);
    const after = await Promise.all(villages.map((id) => stockOf(s, id)));
    const gained = villages.map((_, i) => after[i].stone - before[i].stone);
    expect(gained.reduce((a, b) => a + b, 0)).toBeCloseTo(QUESTS[1].reward.stone, 6);
    expect((await claimRows()).filter((x: { user_id: number; quest_id: string }) => x.user_id === c.owner.id && x.quest_id === 'district')).toHaveLength(1);
  });

  it('once the world is finished the list still reads and a claim is 551', async () => {
    await c.w.and().withDistricts('owner', ['military']).build();
    expect((await s.api('POST', '/testing/finish', { body: { finished: true } })).status).toBe(200);
    try {
      expect((await doneOf()).district).toBe(true);
      const r = await claim('district', c.owner.village.id, c.owner.token);
      expect(r.status).toBe(551);
      expect(r.body.error).toBe('error_game_finished');
    } finally {
      expect((await s.api('POST', '/testing/finish', { body: { finished: false } })).status).toBe(200);
    }
    expect((await claim('district', c.owner.village.id, c.owner.token)).status).toBe(200);
  });

  it('an account that claimed every reward reads them all done and claimed, whatever its state now', async () => {
    await s.testDb.db('quest_rewards').insert(QUESTS.map((q) => ({ user_id: c.other.id, quest_id: q.id, village_id: c.other.village.id, claimed_at: new Date() })));
    const r = await quests(c.other.token);
    expect(r.body.quests.every((q: { done: boolean; claimed: boolean }) => q.done && q.claimed)).toBe(true);
    expect((await claim('settle', c.other.village.id, c.other.token)).status).toBe(409);
  });
});
