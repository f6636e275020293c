import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer, sitterToken } from '../support/players';
import { anEmpire, feedTypes, found, membership, names, type EmpireCast } from './empiresSupport';

/**
 * Founding, the public profile and the settings of an Empire over real HTTP and PostgreSQL (issue 15,
 * GAME.md section 9), for the Emperor, an officer, a member, an outsider, a sitter and no token.
 */
describe('empires: founding, profile and settings', () => {
  let s: TestServer;
  let c: EmpireCast;

  // TESTING_TOOLS: the rankings are the rank table the tick refreshes; POST testing/rankings refreshes it now.
  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on' }); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => { c = await anEmpire(s); });

  it('the founder becomes Emperor; a taken name or abbreviation (any case) answers exists and founds nothing', async () => {
    const p = await createPlayer(s);
    const n = names('Crown');
    const r = await s.api('POST', '/empires', { token: p.token, body: { name: `  ${n.name} `, nameShort: n.nameShort } });
    expect(r.status).toBe(200);
    expect(r.body.exists).toBe(false);
    expect(r.body.empire).toMatchObject({ name: n.name, name_short: n.nameShort, member_count: 1, member_cap: 20, prestige: 0, description: '' });
    expect(await membership(s, p.id)).toEqual({ empire_id: r.body.empire.id, role: 'emperor' });

    const before = Number((await s.testDb.db('empires').count({ n: '*' }))[0].n);
    for (const body of [{ name: n.name.toUpperCase(), nameShort: 'zz9' }, { name: 'Another Name', nameShort: n.nameShort.toLowerCase() }]) {
      const q = await createPlayer(s);
      const t = await s.api('POST', '/empires', { token: q.token, body });
      expect(t.status).toBe(200);
      expect(t.body).toEqual({ exists: true, empire: null });
      expect(await membership(s, q.id)).toBeUndefined();
    }
    expect(Number((await s.testDb.db('empires').count({ n: '*' }))[0].n)).toBe(before);
  });

  it('a kingdom already in an Empire cannot found another; a sitter cannot found; no token is 401', async () => {
    for (const p of [c.emperor, c.officer, c.member]) {
      const r = await s.api('POST', '/empires', { token: p.token, body: names() });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'error_empire_found', text: { key: 'refusals.empire.alreadyInEmpire' } });
    }
    const owner = await createPlayer(s);
    const sitter = await sitterToken(s, owner, c.outsider);
    expect((await s.api('POST', '/empires', { token: sitter, body: names() })).status).toBe(403);
    expect((await s.api('POST', '/empires', { body: names() })).status).toBe(401);
    expect(await membership(s, owner.id)).toBeUndefined();
  });

  it('bad bodies are 400 error_empire_found and found nothing', async () => {
    const before = Number((await s.testDb.db('empires').count({ n: '*' }))[0].n);
    const bad: unknown[] = [
      {}, { name: 'ab', nameShort: 'ab' }, { name: 'x'.repeat(31), nameShort: 'ab' }, { name: 'Good name', nameShort: 'a' },
      { name: 'Good name', nameShort: 'abcdef' }, { name: 'Good name' }, { name: 42, nameShort: 'ab' },
      { name: 'Good name', nameShort: 'ab', extra: 1 }, { name: 'Bad\u0007name', nameShort: 'ab' }, { name: '   ', nameShort: 'ab' }, [],
    ];
    for (const body of bad) {
      const r = await s.api('POST', '/empires', { token: c.outsider.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe('error_empire_found');
    }
    expect(Number((await s.testDb.db('empires').count({ n: '*' }))[0].n)).toBe(before);
  });

  it('GET empires/{id}: the public profile with members by role, for anyone with a token; unknown 404, bad id 400', async () => {
    for (const token of [c.outsider.token, c.emperorSitter, c.member.token]) {
      const r = await s.api('GET', `/empires/${c.empireId}`, { token });
      expect(r.status).toBe(200);
      expect(r.body.empire).toMatchObject({ id: c.empireId, member_count: 3, prestige: 0 });
      expect(r.body.members.map((m: { user_id: number; role: string }) => [m.user_id, m.role])).toEqual([
        [c.emperor.id, 'emperor'], [c.officer.id, 'officer'], [c.member.id, 'member'],
      ]);
      expect(r.body.members[0].username).toBe(c.emperor.username);
    }
    expect((await s.api('GET', `/empires/${c.empireId}`)).status).toBe(401);
    expect((await s.api('GET', '/empires/999999', { token: c.outsider.token })).body).toMatchObject({ error: 'error_empire', text: { key: 'refusals.empire.unknownEmpire' } });
    expect((await s.api('GET', '/empires/999999', { token: c.outsider.token })).status).toBe(404);
    expect((await s.api('GET', '/empires/abc', { token: c.outsider.token })).status).toBe(400);
  });

  it('PUT empires/: the Emperor changes description, name and abbreviation; a taken name answers exists; others 403', async () => {
    const n = names('Renamed');
    const r = await s.api('PUT', '/empires', { token: c.emperor.token, body: { description: 'We trade.\nWe defend.', ...n } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ exists: false, empire: { description: 'We trade.\nWe defend.', name: n.name, name_short: n.nameShort } });

    const other = await createPlayer(s);
    const taken = names('Taken');
    await s.api('POST', '/empires', { token: other.token, body: taken });
    const t = await s.api('PUT', '/empires', { token: c.emperor.token, body: { description: 'x', name: taken.name.toLowerCase() } });
    expect(t.status).toBe(200);
    expect(t.body).toMatchObject({ exists: true, empire: { name: n.name, description: 'We trade.\nWe defend.' } });

    for (const token of [c.officer.token, c.member.token]) {
      const d = await s.api('PUT', '/empires', { token, body: { description: 'mine' } });
      expect(d.status).toBe(403);
      expect(d.body).toMatchObject({ error: 'error_empire_modify', text: { key: 'refusals.empire.emperorOnly' } });
    }
    expect((await s.api('PUT', '/empires', { token: c.emperorSitter, body: { description: 'sat' } })).status).toBe(403);
    expect((await s.api('PUT', '/empires', { token: c.outsider.token, body: { description: 'out' } })).body.text.key).toBe('refusals.empire.notInEmpire');
    expect((await s.api('PUT', '/empires', { body: { description: 'x' } })).status).toBe(401);
    for (const body of [{}, { description: 'x'.repeat(2001) }, { description: 'a\u0007b' }, { description: 'x', name: 'ab' }, { description: 'x', nameShort: 'toolong' }, { description: 1 }]) {
      const b = await s.api('PUT', '/empires', { token: c.emperor.token, body });
      expect(b.status, JSON.stringify(body)).toBe(400);
      expect(b.body.error).toBe('error_empire_modify');
    }
    expect((await s.testDb.db('empires').where({ id: c.empireId }).first('description')).description).toBe('We trade.\nWe defend.');
  });

  it('GET empires (the rank table: overall by population, default page 0 limit 5; members) and empires/top10; bad queries 400', async () => {
    const small = await found(s, await createPlayer(s));
    expect((await s.api('POST', '/testing/rankings', { body: {} })).status).toBe(200);
    const r = await s.api('GET', '/empires', { token: c.member.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ type: 'overall', page: 0, limit: 5 });
    expect(r.body.items.length).toBeLessThanOrEqual(5);
    const ranks = r.body.items.map((i: { rank: number }) => i.rank);
    expect(ranks).toEqual(ranks.map((_: number, k: number) => k + 1));
    const population = r.body.items.map((i: { population: number; value: number }) => i.value);
    expect([...population].sort((a, b) => b - a)).toEqual(population);
    expect(r.body.items.every((i: { population: number; value: number }) => i.value === i.population)).toBe(true);
    expect(r.body.own).toMatchObject({ id: c.empireId, members: 3 });
    const byMembers = await s.api('GET', '/empires?type=members&page=0&limit=5', { token: c.member.token });
    const members = byMembers.body.items.map((i: { members: number }) => i.members);
    expect([...members].sort((a, b) => b - a)).toEqual(members);
    const all = await s.api('GET', '/empires?type=members&page=0&limit=50', { token: c.emperorSitter });
    expect(all.body.total).toBe(all.body.items.length);
    const mine = all.body.items.find((i: { id: number }) => i.id === c.empireId);
    const theirs = all.body.items.find((i: { id: number }) => i.id === small);
    expect(mine).toMatchObject({ members: 3, prestige: 0 });
    expect(mine.rank).toBeLessThan(theirs.rank);
    const top = await s.api('GET', '/empires/top10', { token: c.outsider.token });
    expect(top.status).toBe(200);
    expect(top.body.items.length).toBe(Math.min(10, all.body.total));
    for (const q of ['type=gold', 'page=-1', 'limit=0', 'limit=51', 'page=x']) {
      const b = await s.api('GET', `/empires?${q}`, { token: c.member.token });
      expect(b.status, q).toBe(400);
      expect(b.body.error).toBe('error_empire');
    }
    expect((await s.api('GET', '/empires')).status).toBe(401);
    expect((await s.api('GET', '/empires/top10')).status).toBe(401);
  });

  it('GET empires/messages/: the caller\'s feed, 20 a page newest first; a sitter reads; outside an Empire 400', async () => {
    const db = s.testDb.db;
    const t0 = Date.parse('2026-02-01T00:00:00Z');
    await db('empire_messages').insert(Array.from({ length: 25 }, (_, i) => ({
      empire_id: c.empireId, type: 'village_settled', value1: c.member.username, value2: `v${i}`, created_at: new Date(t0 + i * 1000),
    })));
    const p0 = await s.api('GET', '/empires/messages', { token: c.member.token });
    expect(p0.status).toBe(200);
    expect(p0.body).toMatchObject({ empire: { id: c.empireId }, page: 0, page_size: 20, total: 27 });
    expect(p0.body.items.length).toBe(20);
    const times = p0.body.items.map((m: { created_at: string }) => Date.parse(m.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const p1 = await s.api('GET', '/empires/messages/?page=1', { token: c.memberSitter });
    expect(p1.status).toBe(200);
    expect(p1.body.items.length).toBe(7);
    expect(p1.body.items.map((m: { type: string }) => m.type).filter((t: string) => t === 'member_joined').length).toBeLessThanOrEqual(2);
    const out = await s.api('GET', '/empires/messages', { token: c.outsider.token });
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({ error: 'error_empire_messages', text: { key: 'refusals.empire.notInEmpire' } });
    expect((await s.api('GET', '/empires/messages?page=-1', { token: c.member.token })).status).toBe(400);
    expect((await s.api('GET', '/empires/messages')).status).toBe(401);
  });

  it('GET profiles/user shows the real Empire, its latest message and the open invites', async () => {
    const r = await s.api('GET', '/profiles/user', { token: c.member.token });
    expect(r.status).toBe(200);
    const emp = (await s.api('GET', `/empires/${c.empireId}`, { token: c.member.token })).body.empire;
    expect(r.body.profile).toMatchObject({ empire: c.empireId, empire_name: emp.name, empire_name_short: emp.name_short, empireInvites: 0 });
    expect(r.body.profile.empire_message).toMatchObject({ type: 'member_joined', value1: c.member.username, value2: String(c.member.id) });

    const other = await createPlayer(s);
    await found(s, other);
    await s.api('POST', `/empires/invites/${c.outsider.id}`, { token: other.token });
    await s.api('POST', `/empires/invites/${c.outsider.id}`, { token: c.officer.token });
    const o = await s.api('GET', '/profiles/user', { token: c.outsider.token });
    expect(o.body.profile).toMatchObject({ empire: null, empire_name: null, empire_name_short: null, empire_message: null, empireInvites: 2 });
    expect(await feedTypes(s, c.empireId)).toEqual(['member_joined', 'member_joined']);
  });
});
