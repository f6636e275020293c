import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import type { Player, PlayerWithVillage } from '../support/players';
import { aWorld, type Scenario } from '../support/world';
import { profileResponse } from '../../server/contract/profile';
import { cultureThresholds } from '../../server/game/economy';
import { researchOf } from '../../server/game/data/research';
import { tileAt } from '../../server/game/world/terrain';

describe('GET profiles/user', () => {
  let s: TestServer;
  let alice: PlayerWithVillage;
  let bob: PlayerWithVillage;
  let newcomer: Player;
  let sitter: Player;
  let sitToken: string;
  let w: Scenario;
  const profile = async (token?: string) => s.api('GET', '/profiles/user', { token });

  beforeAll(async () => {
    s = await startTestServer();
    w = await aWorld(s)
      .withPlayer('alice').withVillage('alice', { quadrant: 'NW' })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SE' })
      .withPlayer('newcomer') // no village yet
      .withSitter('alice', 'sitter')
      .build();
    [alice, bob, newcomer, sitter] = [w.player('alice'), w.player('bob'), w.player('newcomer'), w.player('sitter')];
    sitToken = w.sitter('alice');
  });
  afterAll(async () => { await s?.stop(); });

  it('describes the owner\'s kingdom: account values, villages, thresholds', async () => {
    const r = await profile(alice.token);
    expect(r.status).toBe(200);
    const p = profileResponse.parse(r.body);
    expect(p.profile).toEqual({
      id: alice.id, username: alice.username,
      researching: null, researching_name: null, science: 0, science_base: 0, culture: 0,
      nextCulture: cultureThresholds({ villages: 1, towns: 0, cities: 0 }),
      aether: 50, builders: 0,
      empire: null, empire_name: null, empire_name_short: null, empire_message: null, empireInvites: 0,
      reports: 0, messages: 0,
      protected_until: null, // beginner protection is off in the test server (tests/api/beginner-protection.test.ts)
    });
    expect(p.villages).toEqual([{ id: alice.village.id, name: alice.village.name, type: 'village', x: alice.village.x, y: alice.village.y, incomings: 0 }]);
    expect(p.objectives).toEqual([]);
    expect(p.game_finished).toBe(false);
  });

  it('reads the account\'s counters, research and culture as stored', async () => {
    const r3 = researchOf(3);
    await s.testDb.db('users').where({ id: bob.id }).update({ unread_reports: 120, unread_messages: 4, researching: r3.id, science: 123.5, culture: 777, aether: 90, builders: 2 });
    const p = profileResponse.parse((await profile(bob.token)).body).profile;
    expect(p).toMatchObject({
      reports: 120, messages: 4, researching: r3.id, researching_name: r3.name, science: 123.5, science_base: r3.science_base,
      culture: 777, aether: 90, builders: 2,
    });
  });

  it('lists every village oldest first with its tier, and raises the thresholds with them', async () => {
    const seed = s.running.deps.world.seed;
    // A land tile near the north-west rim, far from the spawned villages, for a second village (a town).
    const spot = Array.from({ length: 40 }, (_, i) => ({ x: -48 + i, y: 48 })).find((t) => tileAt(seed, t.x, t.y) !== 'water')!;
    await w.and().withVillage('alice', { as: 'town', at: { ...spot, name: 'Second', tier: 'town' } }).build();
    const town = w.village('town');
    try {
      const p = profileResponse.parse((await profile(alice.token)).body);
      expect(p.villages.map((v) => [v.id, v.type])).toEqual([[alice.village.id, 'village'], [town, 'town']]);
      expect(p.profile.nextCulture).toEqual(cultureThresholds({ villages: 1, towns: 1, cities: 0 }));
    } finally {
      await s.testDb.db('villages').where({ id: town }).delete();
    }
  });

  it('counts incoming attacks per village, not other movements', async () => {
    const base = { user_id: bob.id, from_village_id: bob.village.id, from_x: bob.village.x, from_y: bob.village.y, to_village_id: alice.village.id, to_x: alice.village.x, to_y: alice.village.y, started_at: s.clock.now(), due_at: new Date(s.clock.t + 3600_000) };
    const ids: Array<{ id: number }> = await s.testDb.db('movements').insert([
      { ...base, kind: 'attack' }, { ...base, kind: 'attack' }, { ...base, kind: 'reinforce' }, { ...base, kind: 'merchants' },
    ]).returning('id');
    try {
      const p = profileResponse.parse((await profile(alice.token)).body);
      expect(p.villages[0].incomings).toBe(2);
      const b = profileResponse.parse((await profile(bob.token)).body);
      expect(b.villages[0].incomings).toBe(0);
    } finally {
      await s.testDb.db('movements').whereIn('id', ids.map((r) => r.id)).delete();
    }
  });

  it('answers a sitter with the sat account\'s data', async () => {
    const r = await profile(sitToken);
    expect(r.status).toBe(200);
    const p = profileResponse.parse(r.body);
    expect(p.profile.id).toBe(alice.id);
    expect(p.profile.username).toBe(alice.username);
    expect(p.villages.map((v) => v.id)).toEqual([alice.village.id]);
  });

  it('shows each player only their own account', async () => {
    const p = profileResponse.parse((await profile(bob.token)).body);
    expect(p.profile.id).toBe(bob.id);
    expect(p.villages.map((v) => v.id)).toEqual([bob.village.id]);
  });

  it('shows a player without a village no villages and a free first settlement', async () => {
    const p = profileResponse.parse((await profile(newcomer.token)).body);
    expect(p.villages).toEqual([]);
    expect(p.profile.nextCulture.village).toBe(0);
  });

  it('says when the game is finished', async () => {
    const world = s.running.deps.world;
    world.finishedAt = new Date(s.clock.t - 1);
    try {
      expect(profileResponse.parse((await profile(alice.token)).body).game_finished).toBe(true);
    } finally {
      world.finishedAt = null;
    }
  });

  it('needs a token', async () => {
    expect((await profile()).status).toBe(401);
    expect((await profile('not-a-real-token-at-all')).status).toBe(401);
  });
});
