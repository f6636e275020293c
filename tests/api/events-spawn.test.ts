import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { spawnPlayer } from '../support/players';
import { processDueSpawns } from '../../server/jobs/dueSpawns';
import { PROCESSORS } from '../../server/jobs';
import { eventsWanted } from '../../server/game/events';
import { EVENT_BAND } from '../../server/game/data/events';
import { OBJECTIVES } from '../../server/game/data/objectives';
import { quadrantOf } from '../../server/game/world/coords';
import { timelineDate } from '../../server/game/timeline';
import { terrainLookup } from '../../server/world/terrain';

/**
 * The spawn processor over real PostgreSQL (issue 16, GAME.md section 8): native events kept at their
 * density per quadrant (eventsWanted of the quadrant's player villages) on free land tiles 3-12 tiles from a
 * player village, at most once a minute and once across racing runs; the timeline's objectives placed once
 * per entry (racing runs place once), created at the entry's date, and placed on the next run when
 * POST testing/startTime moves the start back.
 */
describe('spawns: events at density, objectives at the timeline dates', () => {
  let s: TestServer;
  const MIN = 60_000;
  const run = () => processDueSpawns(s.running.deps, { now: s.clock.now() });
  /** A run as another server instance would make it (its own in-process gate; the database's decides). */
  const runElsewhere = () => processDueSpawns({ ...s.running.deps }, { now: s.clock.now() });
  const live = (category: string) => s.testDb.db('objectives').where({ category }).whereNull('removed_at').select('*');

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    // The world starts now: no timeline entry but the start has come yet.
    expect((await s.api('POST', '/testing/startTime', { body: { startTime: s.clock.now().toISOString() } })).status).toBe(200);
    for (const q of ['NE', 'NE', 'NE', 'SW', 'NW'] as const) await spawnPlayer(s, q);
  });
  afterAll(async () => { await s?.stop(); });

  it('the spawn processor is registered after the stage timers', () => {
    const names = PROCESSORS.map((p) => p.name);
    expect(names).toContain('spawns');
    expect(names.indexOf('spawns')).toBeGreaterThan(names.indexOf('events'));
  });

  it('places events at the density of each quadrant on free land 3-12 tiles from a player village; once across racing runs and once a minute', async () => {
    const [x, y] = await Promise.all([run(), runElsewhere()]);
    expect(x.timeline).toEqual([]);
    const villages: Array<{ x: number; y: number }> = await s.testDb.db('villages').whereNotNull('user_id').select('x', 'y');
    const claimed = new Set((await s.testDb.db('village_tiles').select('x', 'y')).map((t: { x: number; y: number }) => `${t.x},${t.y}`));
    const events = await live('event');
    expect(x.events + y.events).toBe(events.length);
    expect(Math.min(x.events, y.events)).toBe(0);
    const terrain = terrainLookup(s.running.deps.world.seed, s.running.deps.config.maxCoord);
    for (const q of ['NE', 'NW', 'SE', 'SW'] as const) {
      const n = villages.filter((v) => quadrantOf(v.x, v.y) === q).length;
      const here = events.filter((e: { x: number; y: number }) => quadrantOf(e.x, e.y) === q).length;
      // A quadrant without villages has no tile in the band (unless a neighbour's villages reach it).
      if (n > 0) expect(here, q).toBe(eventsWanted(n));
    }
    expect(new Set(events.map((e: { x: number; y: number }) => `${e.x},${e.y}`)).size).toBe(events.length);
    for (const e of events) {
      const d = Math.min(...villages.map((v) => Math.max(Math.abs(v.x - e.x), Math.abs(v.y - e.y))));
      expect(d).toBeGreaterThanOrEqual(EVENT_BAND.min);
      expect(d).toBeLessThanOrEqual(EVENT_BAND.max);
      expect(terrain(e.x, e.y)).not.toBe('water');
      expect(claimed.has(`${e.x},${e.y}`)).toBe(false);
      expect(e).toMatchObject({ state: 'active', stage: 1 });
      expect([1, 2, 3]).toContain(e.difficulty);
      expect(new Date(e.created_at).getTime()).toBe(s.clock.t);
    }
    // A defend event marches on its nearest village at once.
    for (const e of events.filter((r: { type: string }) => r.type === 'defend1')) {
      expect(await s.testDb.db('movements').where({ objective_id: e.id, kind: 'attack' })).toHaveLength(1);
    }
    const world = await s.testDb.db('world').where({ id: 1 }).first();
    expect(new Date(world.events_checked_at).getTime()).toBe(s.clock.t);

    // Within the minute nothing is checked, even when events ended.
    const ended = events[0];
    await s.testDb.db('objectives').where({ id: ended.id }).update({ state: 'failed', removed_at: s.clock.now() });
    s.clock.advance(MIN - 1000);
    expect((await run()).events).toBe(0);
    // A minute on: the quadrant is filled again (one new event), and only once across racing runs.
    s.clock.advance(1000);
    const [a, b] = await Promise.all([run(), runElsewhere()]);
    expect(a.events + b.events).toBe(1);
    expect((await live('event')).length).toBe(events.length);
    // A camp stays on the map but does not count: the next check adds one beside it.
    const camp = (await live('event'))[0];
    await s.testDb.db('objectives').where({ id: camp.id }).update({ state: 'camp', due_at: null });
    s.clock.advance(MIN);
    expect((await run()).events).toBe(1);
    expect((await live('event')).filter((e: { state: string }) => e.state !== 'camp').length).toBe(events.length);

    // EVENT_SPAWNS=off: the check places nothing, however far below the density the map is.
    await s.testDb.db('objectives').where({ category: 'event' }).update({ state: 'failed', removed_at: s.clock.now() });
    s.clock.advance(MIN);
    const off = { ...s.running.deps, config: { ...s.running.deps.config, eventSpawns: false } };
    expect((await processDueSpawns(off, { now: s.clock.now() })).events).toBe(0);
    expect(await live('event')).toEqual([]);
    expect((await run()).events).toBeGreaterThan(0);
  });

  it('the timeline places its objectives once per entry at the entry date, when testing/startTime moves the start back', async () => {
    expect(await live('objective')).toEqual([]);
    expect((await s.api('GET', '/')).body.timeline.filter((e: { spawned: boolean }) => e.spawned).map((e: { type: string }) => e.type)).toEqual(['game_start']);
    const start = new Date(s.clock.t - 30 * 24 * 3600_000);
    expect((await s.api('POST', '/testing/startTime', { body: { startTime: start.toISOString() } })).status).toBe(200);
    const [x, y] = await Promise.all([run(), runElsewhere()]);
    expect([...x.timeline, ...y.timeline].sort()).toEqual(['artifacts', 'landmarks', 'monument_activation', 'monument_sites']);
    const objectives = await live('objective');
    for (const def of OBJECTIVES) {
      const mine = objectives.filter((o: { type: string }) => o.type === def.type);
      expect(mine, def.type).toHaveLength(4 * def.perQuadrant);
      for (const q of ['NE', 'NW', 'SE', 'SW'] as const) expect(mine.filter((o: { x: number; y: number }) => quadrantOf(o.x, o.y) === q)).toHaveLength(def.perQuadrant);
      for (const o of mine) {
        expect(o).toMatchObject({ state: 'native', holder_user_id: null, name: def.nameKey });
        expect(new Date(o.created_at).getTime()).toBe(timelineDate(def.appearsAt, start, 1).getTime());
      }
    }
    const world = await s.testDb.db('world').where({ id: 1 }).first();
    expect(world.timeline_spawned).toEqual({ landmarks: true, monument_sites: true, monument_activation: true, artifacts: true });
    // GET / says so (the login page's timeline).
    const state = await s.api('GET', '/');
    expect(state.body.timeline.map((e: { type: string; spawned: boolean }) => [e.type, e.spawned])).toEqual([
      ['game_start', true], ['landmarks', true], ['monument_sites', true], ['monument_activation', true], ['artifacts', true],
    ]);
    // Later runs place nothing more.
    s.clock.advance(MIN);
    expect((await run()).timeline).toEqual([]);
    expect((await live('objective')).length).toBe(objectives.length);
  });
});
