import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import type { Player } from '../support/players';
import { aWorld } from '../support/world';
import { gamedataResponse } from '../../server/contract/gamedata';
import { BUILDINGS } from '../../server/game/data/buildings';
import { UNITS } from '../../server/game/data/units';
import { RESEARCH } from '../../server/game/data/research';
import { aetherCosts, durations, merchantsData, victoryPoints } from '../../server/game/data/constants';
import { costAt, workAt } from '../../server/game/economy';
import { QUESTS } from '../../server/game/quests';
import { EVENTS, REWARD_SPLIT } from '../../server/game/data/events';
import { MONUMENT, OBJECTIVES } from '../../server/game/data/objectives';
import { MILESTONES, STATISTICS } from '../../server/game/data/statistics';

describe('GET user/gamedata', () => {
  let s: TestServer;
  let owner: Player;
  let other: Player;
  let sitting: string;
  beforeAll(async () => {
    // A world that differs from every default, so the answer must come from the configuration.
    s = await startTestServer({ GAME_SPEED: '3', MAX_COORD: '30', TILE_THRESHOLDS: '400,900', GAME_START: '2026-02-03T04:05:06Z', BEGINNER_PROTECTION_HOURS: '36' });
    // The other player also sits the owner's account.
    const w = await aWorld(s).withPlayer('owner').withPlayer('other').withSitter('owner', 'other').build();
    [owner, other, sitting] = [w.player('owner'), w.player('other'), w.sitter('owner')];
  });
  afterAll(async () => { await s?.stop(); });

  it('gives the owner every table and the world settings, in the contract shape', async () => {
    const r = await s.api('GET', '/user/gamedata', { token: owner.token });
    expect(r.status).toBe(200);
    const g = gamedataResponse.parse(r.body);
    expect(g.speed).toBe(3);
    expect(g.maxCoord).toBe(30);
    expect(g.tileThresholds).toEqual([400, 900]);
    expect(g.startTime).toBe('2026-02-03T04:05:06.000Z');
    // The guide's beginner protection period (hours at speed 1; the client divides by speed).
    expect(g.beginnerProtectionHours).toBe(36);
    expect(g.buildings.map((b) => b.key)).toEqual(BUILDINGS.map((b) => b.key));
    expect(g.buildings).toHaveLength(48);
    expect(g.units.map((u) => u.key)).toEqual(UNITS.map((u) => u.key));
    expect(g.research.map((t) => t.id)).toEqual(RESEARCH.map((t) => t.id));
    expect(g.tiles.map((t) => t.type)).toEqual(['plains', 'woodlands', 'forest', 'hills', 'mountains', 'rocky_plains', 'marshlands', 'swamp', 'water']);
    expect(g.districts.find((d) => d.key === 'research')?.name).toBe('Academic');
    expect(g.tiers.map((t) => [t.key, t.maxLevel, t.queueLength, t.districtSlots, t.merchantCapacity, t.claimRadius]))
      .toEqual([['village', 10, 3, 1, 1000, 1], ['town', 15, 4, 2, 3000, 2], ['city', 20, 5, 3, 10000, 3]]);
    expect(g.aetherCosts).toEqual(aetherCosts);
    expect(g.victoryPoints).toEqual(victoryPoints);
    expect(g.merchantsData).toEqual(merchantsData);
    expect(g.durations).toEqual(durations);
    expect(g.startingAether).toBe(50);
    // The first-hour quests in order, with the route of their screen (server/game/quests/data.ts).
    expect(g.quests.map((q) => [q.id, q.screen])).toEqual(QUESTS.map((q) => [q.id, q.screen]));
    // Native events and objectives (server/game/data/events.ts, objectives.ts), at difficulty 1 and speed 1.
    expect(g.events).toEqual(JSON.parse(JSON.stringify(EVENTS)));
    expect(g.objectives).toEqual(JSON.parse(JSON.stringify(OBJECTIVES)));
    expect(g.monument).toEqual(MONUMENT);
    // Statistics, rankings and medals (server/game/data/statistics.ts).
    expect(g.statistics).toEqual(STATISTICS);
    expect(g.milestones).toEqual(JSON.parse(JSON.stringify(MILESTONES)));
    expect(Object.keys(g.milestones)).toEqual(['medals', 'pvp_att', 'pvp_def', 'events', 'land', 'pve_att', 'pve_def', 'resources']);
    expect(g.eventRules.rewardShareCap).toBe(REWARD_SPLIT.shareCap);
    expect(g.eventRules.difficultyScale).toEqual({ 1: 1, 2: 2, 3: 4 });
  });

  it('carries the per-level table computed by the same formulas as the server', async () => {
    const r = await s.api('GET', '/user/gamedata', { token: owner.token });
    const farm = r.body.buildings.find((b: { key: string }) => b.key === 'farm');
    const def = BUILDINGS.find((b) => b.key === 'farm')!;
    expect(farm.levels).toHaveLength(20);
    expect(farm.levels[0]).toEqual({ level: 1, cost: { wood: 50, stone: 40, iron: 20, food: 0 }, work: 20, population: 13, effects: [92] });
    expect(farm.levels[9].cost).toEqual(costAt(def, 10));
    expect(farm.levels[19].work).toBe(workAt(def, 20));
    const prospector = r.body.buildings.find((b: { key: string }) => b.key === 'rolling_mill');
    expect(prospector.name).toBe('Prospector');
    expect(prospector.levels[4].effects).toEqual([0.5]);
  });

  it('answers a sitter and another player alike: the tables are public to every token holder', async () => {
    const a = await s.api('GET', '/user/gamedata', { token: owner.token });
    const b = await s.api('GET', '/user/gamedata', { token: sitting });
    const c = await s.api('GET', '/user/gamedata/', { token: other.token });
    expect(b.status).toBe(200);
    expect(c.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
  });

  it('refuses a request without a token, or with a dead one, with 401', async () => {
    const none = await s.api('GET', '/user/gamedata');
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('error_401');
    const dead = await s.api('GET', '/user/gamedata', { token: 'x'.repeat(43) });
    expect(dead.status).toBe(401);
  });

  it('ignores query parameters and answers other methods with an error, never a 500', async () => {
    const q = await s.api('GET', '/user/gamedata?speed=99&maxCoord=-1', { token: owner.token });
    expect(q.status).toBe(200);
    expect(q.body.speed).toBe(3);
    const post = await s.api('POST', '/user/gamedata', { token: owner.token, body: { speed: 99 } });
    expect([404, 405]).toContain(post.status);
  });
});
