import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { spawnPlayer, type PlayerWithVillage } from '../support/players';
import { eventNear, freeTileNear } from '../support/objectives';
import { processDueEvents } from '../../server/jobs/dueEvents';
import { stageGarrison } from '../../server/game/events';

/**
 * Events' lifecycle over real HTTP and PostgreSQL (issue 16, GAME.md section 8): created by the testing
 * tool as the tick places them, on GET map/objectives, and moved by their stage timers (the events
 * processor): an attack event grows stage by stage and makes camp, a supply event fails and leaves the
 * map, a defend event sends its native army at once.
 */
describe('events: creation, map and stage timers', () => {
  let s: TestServer;
  let p: PlayerWithVillage;
  const hour = 3600_000;
  const row = (id: number) => s.testDb.db('objectives').where({ id }).first();

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    p = await spawnPlayer(s);
  });
  afterAll(async () => { await s?.stop(); });

  it('an attack event is on the map, grows at each stage end and makes camp after the last', async () => {
    const e = await eventNear(s, p.village, 'attack1', 2);
    expect(e).toMatchObject({ type: 'attack1', state: 'active', stage: 1 });
    const map = await s.api('GET', '/map/objectives', { token: p.token });
    expect(map.status).toBe(200);
    expect(map.body.find((o: { id: number }) => o.id === e.id)).toMatchObject({ category: 'event', difficulty: 2, stage: 1, stages: 3, holder: null, name: 'events.attack1' });
    expect((await row(e.id)).garrison).toEqual(stageGarrison('attack1', 2, 1));
    const one = await s.api('GET', `/objectives/${e.id}?full=true`, { token: p.token });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.objective).toMatchObject({ id: e.id, stage: 1, garrison: stageGarrison('attack1', 2, 1), contributions: [], history: [], supplies: null });
    expect(one.body.objective.rewards.wood).toBeGreaterThan(0);
    expect((await s.api('GET', '/objectives/999999', { token: p.token })).status).toBe(404);
    expect((await s.api('GET', `/objectives/${e.id}`)).status).toBe(401);

    s.clock.advance(8 * hour);
    expect((await processDueEvents(s.running.deps, { now: s.clock.now() })).applied).toBe(1);
    expect(await row(e.id)).toMatchObject({ stage: 2, state: 'active', garrison: stageGarrison('attack1', 2, 2) });
    // Nothing more is due: the processor finds nothing.
    expect((await processDueEvents(s.running.deps, { now: s.clock.now() })).applied).toBe(0);

    // Down for two stages: it catches up stage by stage in one pass, and the camp stays on the map.
    s.clock.advance(20 * hour);
    expect((await processDueEvents(s.running.deps, { now: s.clock.now() })).applied).toBe(1);
    const camp = await row(e.id);
    expect(camp).toMatchObject({ state: 'camp', due_at: null, removed_at: null });
    expect(camp.snapshot.context.history.map((h: { result: string }) => h.result)).toEqual(['expired', 'expired', 'expired']);
    const after = await s.api('GET', '/map/objectives', { token: p.token });
    expect(after.body.find((o: { id: number }) => o.id === e.id)).toMatchObject({ state: 'camp', ends_at: null });
  });

  it('a supply event nobody supplied fails at its deadline and leaves the map', async () => {
    const e = await eventNear(s, p.village, 'supply1', 1, 4);
    s.clock.advance(24 * hour);
    await processDueEvents(s.running.deps, { now: s.clock.now() });
    expect(await row(e.id)).toMatchObject({ state: 'failed' });
    expect((await row(e.id)).removed_at).not.toBeNull();
    const map = await s.api('GET', '/map/objectives', { token: p.token });
    expect(map.body.some((o: { id: number }) => o.id === e.id)).toBe(false);
  });

  it('a defend event sends its native army at the nearest village at once, arriving at the stage end', async () => {
    const e = await eventNear(s, p.village, 'defend1', 1, 5);
    const moves = await s.testDb.db('movements').where({ objective_id: e.id });
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ kind: 'attack', user_id: null, from_village_id: null, to_village_id: p.village.id });
    expect(new Date(moves[0].due_at).toISOString()).toBe(e.ends_at);
    expect(await row(e.id)).toMatchObject({ due_at: null, target_village_id: p.village.id });
  });

  it('the testing tools refuse a taken tile, water and coordinates off the map with error_objectives', async () => {
    const tile = await freeTileNear(s, p.village, 6);
    expect((await s.api('POST', '/testing/event', { body: { type: 'attack1', difficulty: 1, ...tile } })).status).toBe(200);
    const again = await s.api('POST', '/testing/objective', { body: { type: 'landmark', ...tile } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'error_objectives', message: 'That tile is not free' });
    const village = await s.api('POST', '/testing/event', { body: { type: 'attack1', difficulty: 1, x: p.village.x, y: p.village.y } });
    expect(village.status).toBe(400);
    const off = await s.api('POST', '/testing/event', { body: { type: 'attack1', difficulty: 1, x: 9999, y: 0 } });
    expect(off.status).toBe(400);
  });
});
