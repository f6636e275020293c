import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario } from '../support/world';
import { openPush } from '../support/push';

/**
 * GET push (issue 18): the page's push connection. An attack sent at a village reaches its owner's open
 * pages as `attack_incoming` with the arrival time and then `counters`, after the send's transaction
 * committed; the sitter's page follows the sat account; other players hear nothing; no token is a 401.
 */
describe('GET push', () => {
  let s: TestServer;
  let w: Scenario;
  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    w = await aWorld(s).withPlayer('a').withVillage('a', { quadrant: 'NE', units: { melee1: 500 } })
      .withPlayer('b').withVillage('b', { quadrant: 'SW', units: { melee1: 500 } }).withSitter('b')
      .withPlayer('c').withVillage('c', { quadrant: 'NW' }).build();
  });
  afterAll(async () => { await s?.stop(); });

  it('an attack reaches the defender and the defender\'s sitter at once, with its arrival; nobody else', async () => {
    const owner = await openPush(s.url, w.token('b'));
    const sitter = await openPush(s.url, w.sitter('b'));
    const other = await openPush(s.url, w.token('c'));
    const attacker = await openPush(s.url, w.token('a'));
    try {
      expect(owner.status).toBe(200);
      expect((await owner.next('hello')).user_id).toBe(w.player('b').id);
      expect(await sitter.next('hello')).toMatchObject({ user_id: w.player('b').id, sitter: true });
      const r = await s.api('POST', `/units/village/${w.village('a')}/send`, {
        token: w.token('a'), body: { units: { melee1: 5 }, x: w.place('b').x, y: w.place('b').y, moveType: 'attack' },
      });
      expect(r.status).toBe(200);
      for (const page of [owner, sitter]) {
        const e = await page.next('attack_incoming');
        expect(e).toMatchObject({ village_id: w.village('b'), attacker: w.player('a').username });
        expect(e.movement).toMatchObject({ id: r.body.movement_id, kind: 'attack', own: false, units: null, due_at: r.body.arrival });
        const c = await page.next('counters');
        expect(c.villages).toContainEqual({ id: w.village('b'), incomings: 1 });
      }
      await new Promise((res) => setTimeout(res, 300));
      expect(other.all('attack_incoming')).toEqual([]);
      expect(attacker.all('attack_incoming')).toEqual([]);
    } finally {
      for (const p of [owner, sitter, other, attacker]) p.close();
    }
  });

  it('no token or a bad one is a 401', async () => {
    const res = await fetch(`${s.url}/api/push`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'error_401' });
    const bad = await openPush(s.url, 'x'.repeat(43));
    expect(bad.status).toBe(401);
  });

  it('a revoked token\'s connection closes at once, and a new one is refused', async () => {
    const page = await openPush(s.url, w.token('c'));
    await page.next('hello');
    const out = await s.api('POST', '/auth/logout', { token: w.token('c') });
    expect(out.status).toBe(200);
    await Promise.race([page.closed, new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 2000))]);
    expect((await openPush(s.url, w.token('c'))).status).toBe(401);
  });

  it('removing a sitter closes the sitter\'s page on that account', async () => {
    const page = await openPush(s.url, w.sitter('b'));
    await page.next('hello');
    const r = await s.api('DELETE', `/user/sitters/${w.player('b-sitter').id}`, { token: w.token('b') });
    expect(r.status).toBe(200);
    await Promise.race([page.closed, new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 2000))]);
  });

  it('finishing the world reaches every open page (POST testing/finish goes through the world layer)', async () => {
    const pages = await Promise.all([openPush(s.url, w.token('a')), openPush(s.url, w.token('b'))]);
    try {
      const r = await s.api('POST', '/testing/finish', { token: w.token('a'), body: { finished: true } });
      expect(r.status).toBe(200);
      for (const p of pages) expect((await p.next('world_finished')).finished_at).toBe(r.body.finishedAt);
    } finally {
      for (const p of pages) p.close();
      await s.api('POST', '/testing/finish', { token: w.token('a'), body: { finished: false } });
    }
  });
});
