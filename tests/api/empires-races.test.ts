import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer, type Player } from '../support/players';
import { EMPIRE_MEMBER_CAP } from '../../server/game/empire/limits';
import { anEmpire, found, join, names } from './empiresSupport';

/**
 * Races on real PostgreSQL (issue 15): the unique indexes and the membership key decide foundings and
 * joins; the Empire row lock keeps the member cap and gives a kick racing a leave one outcome.
 */
describe('empires: races', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  const players = (n: number) => Promise.all(Array.from({ length: n }, () => createPlayer(s)));

  it('50 parallel foundings of one name (in varying case) make exactly one Empire; the others answer exists', async () => {
    const ps = await players(50);
    const n = names('Race');
    const rs = await Promise.all(ps.map((p, i) => s.api('POST', '/empires', {
      token: p.token, body: { name: i % 2 ? n.name.toUpperCase() : n.name, nameShort: `q${i}` },
    })));
    expect(rs.map((r) => r.status)).toEqual(rs.map(() => 200));
    const made = rs.filter((r) => r.body.exists === false);
    expect(made).toHaveLength(1);
    expect(rs.filter((r) => r.body.exists === true)).toHaveLength(49);
    const rows = await s.testDb.db('empires').whereRaw('lower(name) = lower(?)', [n.name]);
    expect(rows).toHaveLength(1);
    expect(await s.testDb.db('empire_members').where({ empire_id: rows[0].id })).toHaveLength(1);
    expect(await s.testDb.db('empire_members').whereIn('user_id', ps.map((p) => p.id))).toHaveLength(1);
  });

  it('one kingdom founding 10 Empires in parallel founds one', async () => {
    const [p] = await players(1);
    const rs = await Promise.all(Array.from({ length: 10 }, () => s.api('POST', '/empires', { token: p.token, body: names('Solo') })));
    expect(rs.filter((r) => r.status === 200 && r.body.exists === false)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 400).every((r) => r.body.text.key === 'refusals.empire.alreadyInEmpire')).toBe(true);
    expect(await s.testDb.db('empire_members').where({ user_id: p.id })).toHaveLength(1);
  });

  it('50 parallel accepts of invites from 5 Empires: the kingdom is in exactly one, with one member_joined', async () => {
    const emperors = await players(5);
    const empires = await Promise.all(emperors.map((e) => found(s, e)));
    const [k] = await players(1);
    const invites = await Promise.all(emperors.map(async (e) => (await s.api('POST', `/empires/invites/${k.id}`, { token: e.token })).body.invite.id as number));
    const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => s.api('POST', `/empires/invites/user/accept/${invites[i % 5]}`, { token: k.token })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 400)).toBe(true);
    const rows = await s.testDb.db('empire_members').where({ user_id: k.id });
    expect(rows).toHaveLength(1);
    expect(empires).toContain(rows[0].empire_id);
    expect(await s.testDb.db('empire_messages').whereIn('empire_id', empires).where({ type: 'member_joined' })).toHaveLength(1);
    expect(await s.testDb.db('empire_invites').whereIn('id', invites).where({ status: 'accepted' })).toHaveLength(1);
  });

  it('the member cap holds under parallel accepts: 10 kingdoms race for the last 2 places', async () => {
    const [emperor] = await players(1);
    const empireId = await found(s, emperor);
    // Fill up to cap - 2 directly (the joins themselves are tested elsewhere).
    const filler = await players(EMPIRE_MEMBER_CAP - 3);
    await s.testDb.db('empire_members').insert(filler.map((p) => ({ user_id: p.id, empire_id: empireId, role: 'member' })));
    const racers = await players(10);
    const invites = await Promise.all(racers.map(async (p) => (await s.api('POST', `/empires/invites/${p.id}`, { token: emperor.token })).body.invite.id as number));
    const rs = await Promise.all(racers.map((p, i) => s.api('POST', `/empires/invites/user/accept/${invites[i]}`, { token: p.token })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(2);
    const full = rs.filter((r) => r.status === 400);
    expect(full).toHaveLength(8);
    expect(full.every((r) => r.body.text.key === 'refusals.empire.empireFull')).toBe(true);
    expect(await s.testDb.db('empire_members').where({ empire_id: empireId })).toHaveLength(EMPIRE_MEMBER_CAP);
    expect(await s.testDb.db('empire_invites').whereIn('id', invites).where({ status: 'invited' })).toHaveLength(8);
  });

  it('a kick racing a leave has one outcome: the kingdom is gone once, with one member_left (5 rounds)', async () => {
    const c = await anEmpire(s);
    for (let round = 0; round < 5; round++) {
      const p: Player = (await players(1))[0];
      await join(s, c.officer, p);
      const [k, l] = await Promise.all([
        s.api('DELETE', `/empires/members/${p.id}`, { token: c.officer.token }),
        s.api('DELETE', '/empires', { token: p.token }),
      ]);
      const ok = [k, l].filter((r) => r.status === 200);
      expect(ok, JSON.stringify([k.body, l.body])).toHaveLength(1);
      if (k.status !== 200) expect(k.status).toBe(404);
      if (l.status !== 200) expect(l.body.text.key).toBe('refusals.empire.notInEmpire');
      expect(await s.testDb.db('empire_members').where({ user_id: p.id })).toHaveLength(0);
      const left = await s.testDb.db('empire_messages').where({ empire_id: c.empireId, type: 'member_left', value2: String(p.id) });
      expect(left).toHaveLength(1);
    }
  });

  it('parallel invites of one kingdom by the Emperor and an officer leave one open invite', async () => {
    const c = await anEmpire(s);
    const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => s.api('POST', `/empires/invites/${c.outsider.id}`, { token: i % 2 ? c.officer.token : c.emperor.token })));
    expect(rs.every((r) => r.status === 200)).toBe(true);
    expect(rs.filter((r) => r.body.outstanding === false)).toHaveLength(1);
    expect(await s.testDb.db('empire_invites').where({ user_id: c.outsider.id, status: 'invited' })).toHaveLength(1);
  });
});
