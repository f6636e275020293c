import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import type { PlayerWithVillage } from '../support/players';
import { aWorld } from '../support/world';
import { profileResponse } from '../../server/contract/profile';
import { eventNear, objectiveNear } from '../support/objectives';

/**
 * GET profiles/user `objectives` (issue 16): the live objectives the account holds, for the kingdom
 * list (label by type, (x|y), the red attack icon when attacks head for one). Events never count, an
 * objective taken off the map leaves the list, and only armies (attack, siege) count as incomings.
 */
describe('GET profiles/user objectives', () => {
  let s: TestServer;
  let alice: PlayerWithVillage;
  let bob: PlayerWithVillage;
  let sitToken: string;
  const profile = async (token?: string) => profileResponse.parse((await s.api('GET', '/profiles/user', { token })).body);
  const hold = (id: number, userId: number | null) => s.testDb.db('objectives').where({ id })
    .update({ holder_user_id: userId, held_since: userId ? s.clock.now() : null, state: userId ? 'held' : 'native' });

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    const w = await aWorld(s)
      .withPlayer('alice').withVillage('alice', { quadrant: 'NW' })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SE' })
      .withSitter('alice', 'sitter')
      .build();
    [alice, bob] = [w.player('alice'), w.player('bob')];
    sitToken = w.sitter('alice');
  });
  afterAll(async () => { await s?.stop(); });

  it('lists the objectives the account holds with type, name, (x|y) and incoming attacks; not natives\' nor others\'', async () => {
    const landmark = await objectiveNear(s, alice.village, 'landmark', 4);
    const artifact = await objectiveNear(s, alice.village, 'artifact', 5);
    const monument = await objectiveNear(s, bob.village, 'monument', 4);
    const native = await objectiveNear(s, bob.village, 'landmark', 6);
    expect((await profile(alice.token)).objectives).toEqual([]);
    await hold(landmark.id, alice.id);
    await hold(artifact.id, alice.id);
    await hold(monument.id, bob.id);
    const base = { user_id: bob.id, from_village_id: bob.village.id, from_x: bob.village.x, from_y: bob.village.y, to_village_id: null,
      started_at: s.clock.now(), due_at: new Date(s.clock.t + 3600_000), objective_id: landmark.id, to_x: landmark.x, to_y: landmark.y };
    const moves: Array<{ id: number }> = await s.testDb.db('movements').insert([
      { ...base, kind: 'attack' }, { ...base, kind: 'attack' }, { ...base, kind: 'scout' },
    ]).returning('id');
    try {
      const a = await profile(alice.token);
      expect(a.objectives).toEqual([
        { id: landmark.id, name: 'objectives.landmark', type: 'landmark', x: landmark.x, y: landmark.y, incomings: 2 },
        { id: artifact.id, name: 'objectives.artifact', type: 'artifact', x: artifact.x, y: artifact.y, incomings: 0 },
      ]);
      // The sitter sees the sat account's list; bob sees only his own; natives' objectives are nobody's.
      expect((await profile(sitToken)).objectives.map((o) => o.id)).toEqual([landmark.id, artifact.id]);
      const b = await profile(bob.token);
      expect(b.objectives).toEqual([{ id: monument.id, name: 'objectives.monument', type: 'monument', x: monument.x, y: monument.y, incomings: 0 }]);
      expect([...a.objectives, ...b.objectives].some((o) => o.id === native.id)).toBe(false);
    } finally {
      await s.testDb.db('movements').whereIn('id', moves.map((m) => m.id)).delete();
    }
    // Lost (natives again) or taken off the map: gone from the list.
    await hold(artifact.id, null);
    await s.testDb.db('objectives').where({ id: landmark.id }).update({ removed_at: s.clock.now() });
    expect((await profile(alice.token)).objectives).toEqual([]);
  });

  it('never lists events', async () => {
    const ev = await eventNear(s, alice.village, 'attack1', 1, 7);
    await s.testDb.db('objectives').where({ id: ev.id }).update({ holder_user_id: alice.id });
    try {
      expect((await profile(alice.token)).objectives).toEqual([]);
    } finally {
      await s.testDb.db('objectives').where({ id: ev.id }).update({ holder_user_id: null });
    }
  });

  it('needs a token', async () => {
    expect((await s.api('GET', '/profiles/user')).status).toBe(401);
  });
});
