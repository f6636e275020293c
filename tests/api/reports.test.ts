import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { cast, type Cast } from './queueSupport';

/** GET reports/{page}, GET reports/report/{id}, POST reports/markallread and the unread counter of profiles/user. */
describe('reports', () => {
  let s: TestServer;
  let c: Cast;
  const unread = async (token: string) => (await s.api('GET', '/profiles/user', { token })).body.profile.reports;

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s, (b) => b
      .withVillage('other', { as: 'target', at: { from: 'owner', dx: 1, dy: -1 } })
      .withTroops('owner', { cav1: 30 }).withTroops('target', { melee1: 2 }));
    const xy = { x: c.w.place('target').x, y: c.w.place('target').y };
    for (let i = 0; i < 3; i++) {
      const r = await s.api('POST', `/units/village/${c.owner.village.id}/send`, { token: c.owner.token, body: { units: { cav1: 10 }, ...xy, moveType: 'attack' } });
      expect(r.status).toBe(200);
    }
    s.clock.advance(3600_000);
  });
  afterAll(async () => { await s?.stop(); });

  it('lists the account\'s reports newest first (settling due arrivals first) with the unread count', async () => {
    const r = await s.api('GET', '/reports/0', { token: c.owner.token });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(3);
    expect(r.body.unread).toBe(r.body.total);
    expect(r.body.reports[0].id).toBeGreaterThan(r.body.reports.at(-1).id);
    expect(await unread(c.owner.token)).toBe(r.body.total);
    expect((await s.api('GET', '/reports/1', { token: c.sitter })).body.reports).toEqual([]);
    expect((await s.api('GET', '/reports/0', { token: c.other.token })).body.total).toBe(3); // defender: one per battle
    expect((await s.api('GET', '/reports/0')).status).toBe(401);
    for (const bad of ['-1', 'x', '1.5']) {
      const b = await s.api('GET', `/reports/${bad}`, { token: c.owner.token });
      expect(b.status).toBe(400);
      expect(b.body.error).toBe('error_reports');
    }
  });

  it('opening a report marks it read once; others get 403, unknown 404', async () => {
    const list = await s.api('GET', '/reports/0', { token: c.owner.token });
    const before = list.body.unread;
    const id = list.body.reports.find((x: { kind: string }) => x.kind === 'battle').id;
    const r = await s.api('GET', `/reports/report/${id}`, { token: c.sitter });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, read: true, kind: 'battle' });
    expect(r.body.data.winner).toBeDefined();
    await s.api('GET', `/reports/report/${id}`, { token: c.owner.token });
    expect(await unread(c.owner.token)).toBe(before - 1);
    expect((await s.api('GET', `/reports/report/${id}`, { token: c.other.token })).status).toBe(403);
    expect((await s.api('GET', '/reports/report/999999', { token: c.owner.token })).status).toBe(404);
    expect((await s.api('GET', `/reports/report/${id}`)).status).toBe(401);
    expect((await s.api('GET', '/reports/report/abc', { token: c.owner.token })).body.error).toBe('error_reports');
  });

  it('titles are catalogue keys with the names as parameters, the same in the list and in the report', async () => {
    const target = (await s.testDb.db('villages').where({ user_id: c.other.id }).orderBy('id', 'desc').first('name')).name as string;
    const mine = (await s.api('GET', '/reports/0', { token: c.owner.token })).body.reports as Array<{ id: number; kind: string; title: unknown }>;
    const battles = mine.filter((x) => x.kind === 'battle');
    expect(battles).toHaveLength(3);
    for (const b of battles) expect(b.title).toEqual({ key: 'reports.titles.battleVictory', params: { name: target } });
    for (const r of mine.filter((x) => x.kind === 'return')) {
      expect(r.title).toEqual({ key: 'reports.titles.troopsReturned', params: { name: c.owner.village.name } });
    }
    const detail = await s.api('GET', `/reports/report/${battles[0]!.id}`, { token: c.owner.token });
    expect(detail.body.title).toEqual(battles[0]!.title);
    const theirs = (await s.api('GET', '/reports/0', { token: c.other.token })).body.reports as Array<{ title: unknown }>;
    expect(theirs.map((x) => x.title)).toEqual(Array(3).fill({ key: 'reports.titles.attackedDefeat', params: { name: target } }));
  });

  it('mark all read zeroes the counter of that account only', async () => {
    const otherBefore = await unread(c.other.token);
    expect((await s.api('POST', '/reports/markallread')).status).toBe(401);
    const r = await s.api('POST', '/reports/markallread', { token: c.owner.token });
    expect(r.status).toBe(200);
    expect(await unread(c.owner.token)).toBe(0);
    expect((await s.api('GET', '/reports/0', { token: c.owner.token })).body.reports.every((x: { read: boolean }) => x.read)).toBe(true);
    expect(await unread(c.other.token)).toBe(otherBefore);
    expect(otherBefore).toBe(3);
  });
});
