import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import type { Player, PlayerWithVillage } from '../support/players';
import { aWorld } from '../support/world';
import { issueToken } from '../../server/db/tokens';

/**
 * GET villages/{id}, GET map?villageId and GET profiles/user read their token in their own statement
 * (server/http/auth.ts). The rules stay the middleware's: an unknown, revoked or expired token is a 401
 * at once (no cache), also before a 400 for bad input or a 404/403 for the village; a sitter token acts
 * for the sat account; every call counts against the per-token limit.
 */
const UNAUTHORIZED = { error: 'error_401', message: 'Your session has expired, please log in again', text: { key: 'refusals.status.expired', params: {} } };

describe('token read by the route (hot GETs)', () => {
  let s: TestServer;
  let alice: PlayerWithVillage;
  let bob: PlayerWithVillage;
  let sitter: Player;
  let sitting: string;
  const routes = (p: PlayerWithVillage) => [`/villages/${p.village.id}`, `/map?villageId=${p.village.id}&viewSize=9`, '/profiles/user'];

  beforeAll(async () => {
    s = await startTestServer();
    const w = await aWorld(s)
      .withPlayer('alice').withVillage('alice', { quadrant: 'NE' })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
      .withSitter('alice', 'sitter')
      .build();
    [alice, bob, sitter, sitting] = [w.player('alice'), w.player('bob'), w.player('sitter'), w.sitter('alice')];
  });
  afterAll(async () => { await s?.stop(); });

  it('answers a live token, and a token revoked or expired a moment later is a 401 at once', async () => {
    const token = await issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 60_000) });
    for (const path of routes(alice)) expect((await s.api('GET', path, { token })).status).toBe(200);
    // Revoked (as logout and a password change do): refused on the very next call of every route.
    const revoked = await issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 60_000) });
    for (const path of routes(alice)) expect((await s.api('GET', path, { token: revoked })).status).toBe(200);
    expect((await s.api('POST', '/auth/logout', { token: revoked })).status).toBe(200);
    for (const path of routes(alice)) {
      const r = await s.api('GET', path, { token: revoked });
      expect([path, r.status, r.body]).toEqual([path, 401, UNAUTHORIZED]);
    }
    // Expired: the token of 60 s stops at its instant.
    s.clock.advance(60_000);
    for (const path of routes(alice)) expect([path, (await s.api('GET', path, { token })).status]).toEqual([path, 401]);
    s.clock.advance(-60_000);
  });

  it('is a 401 for an unknown or malformed token and without one, before any 400, 403 or 404', async () => {
    const unknown = 'A'.repeat(43);
    const paths = [...routes(alice), `/villages/${bob.village.id}`, '/villages/999999', '/villages/abc', '/map?villageId=999999',
      `/map?villageId=${bob.village.id}`, '/map?viewSize=abc', '/map?villageId=1&x=3', '/map?x=1&y=2', '/map'];
    for (const path of paths) {
      for (const headers of [{ authorization: `Bearer ${unknown}` }, { authorization: 'Bearer short' }, {} as Record<string, string>]) {
        const r = await s.api('GET', path, { headers });
        expect([path, headers.authorization, r.status, r.body]).toEqual([path, headers.authorization, 401, UNAUTHORIZED]);
      }
    }
  });

  it('with a live token: 400 for bad input, 404 for an unknown village, 403 for another player\'s', async () => {
    const t = alice.token;
    expect((await s.api('GET', '/villages/abc', { token: t })).status).toBe(400);
    expect((await s.api('GET', '/map?viewSize=abc', { token: t })).status).toBe(400);
    expect((await s.api('GET', '/map?villageId=1&x=3', { token: t })).status).toBe(400);
    expect((await s.api('GET', '/villages/999999', { token: t })).status).toBe(404);
    expect((await s.api('GET', '/map?villageId=999999', { token: t })).status).toBe(404);
    expect((await s.api('GET', `/villages/${bob.village.id}`, { token: t })).status).toBe(403);
    expect((await s.api('GET', `/map?villageId=${bob.village.id}`, { token: t })).status).toBe(403);
  });

  it('a sitter token reads the sat account', async () => {
    const token = sitting;
    const v = await s.api('GET', `/villages/${alice.village.id}`, { token });
    expect(v.status).toBe(200);
    expect(v.body.village.id).toBe(alice.village.id);
    const p = await s.api('GET', '/profiles/user', { token });
    expect(p.status).toBe(200);
    expect(p.body.profile.id).toBe(alice.id);
    expect((await s.api('GET', `/map?villageId=${alice.village.id}`, { token })).status).toBe(200);
    expect((await s.api('GET', `/villages/${bob.village.id}`, { token })).status).toBe(403);
  });

  it('GET map answers JSON with the same headers as before', async () => {
    const r = await fetch(`${s.url}/api/map?villageId=${alice.village.id}&viewSize=25`, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const text = await r.text();
    expect(Number(r.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text).tiles).toHaveLength(625);
  });
});

describe('per-token limit on the hot GETs', () => {
  let s: TestServer;
  let alice: PlayerWithVillage;
  beforeAll(async () => { s = await startTestServer({ RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_TOKEN: '4' }); alice = (await aWorld(s).withPlayer('alice').withVillage('alice', { quadrant: 'NE' }).build()).player('alice'); });
  afterAll(async () => { await s?.stop(); });

  it('counts them with every other call of the token, and refuses with 429 and Retry-After', async () => {
    // spawnVillage used one call of alice's token.
    const t = alice.token;
    expect((await s.api('GET', `/villages/${alice.village.id}`, { token: t })).status).toBe(200);
    expect((await s.api('GET', `/map?villageId=${alice.village.id}`, { token: t })).status).toBe(200);
    expect((await s.api('GET', '/profiles/user', { token: t })).status).toBe(200);
    for (const path of [`/villages/${alice.village.id}`, `/map?villageId=${alice.village.id}`, '/profiles/user', '/villages/abc', '/reports/1']) {
      const r = await fetch(`${s.url}/api${path}`, { headers: { authorization: `Bearer ${t}` } });
      expect([path, r.status]).toEqual([path, 429]);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another token of the same player has its own bucket.
    const other = await issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 86400_000) });
    expect((await s.api('GET', '/profiles/user', { token: other })).status).toBe(200);
    // After the window the token works again.
    s.clock.advance(61_000);
    expect((await s.api('GET', `/villages/${alice.village.id}`, { token: t })).status).toBe(200);
  });
});
