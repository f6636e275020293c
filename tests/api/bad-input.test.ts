import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { spawnPlayer, type PlayerWithVillage } from '../support/players';
import { apiRouter } from '../../server/api/index';

/**
 * Bad input found by trying the running server: a NUL character in any text, a wrong method on a
 * known path, a loose time. Each is a clear 4xx with a JSON `{error, message}`, never a 500.
 */
describe('bad input on every route', () => {
  let s: TestServer;
  let p: PlayerWithVillage;
  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    p = await spawnPlayer(s);
  });
  afterAll(async () => { await s?.stop(); });

  /** Every route the server registers, with its path parameters filled in. */
  const routes = () => {
    const router = apiRouter(s.running.deps);
    return router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => {
      const path = String(layer.path);
      return {
        method,
        path: path.replace(/^\/api/, '').replace(/:id\b/g, String(p.village.id)).replace(/:[A-Za-z]+/g, '1'),
        params: /:[A-Za-z]+/.test(path),
      };
    }));
  };

  const isRefusal = (r: { status: number; body: unknown }) => {
    expect(r.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  };

  it('the two reported cases answer 400, not 500', async () => {
    const login = await s.api('POST', '/auth/login', { body: { username: 'ab\u0000cd', password: 'Wrong-pass1' } });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ error: 'error_400', message: 'The server did not accept your input (a text holds a NUL character)' });
    const sitter = await s.api('POST', '/user/sitters', { token: p.token, body: { username: 'a\u0000b' } });
    expect(sitter.status).toBe(400);
    expect(sitter.body.error).toBe('error_400');
  });

  it('a NUL anywhere in a JSON body (a value, a nested value, a key) is a 400 on every route that takes one', async () => {
    // The body parser reads the bodies of POST, PUT and PATCH only (a DELETE's body never reaches a handler).
    const list = routes().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(list.length).toBeGreaterThan(20);
    const bodies = [
      { username: 'a\u0000b', password: 'Secret-pass1', name: 'x\u0000', message: '\u0000' },
      { nested: { deeper: ['ok', 'b\u0000d'] } },
      { ['ke\u0000y']: 1 },
    ];
    for (const r of list) {
      for (const body of bodies) {
        const res = await s.api(r.method, r.path, { token: p.token, body });
        expect(res.status, `${r.method} ${r.path} ${JSON.stringify(body)}`).toBe(400);
        isRefusal(res);
      }
    }
  });

  it('a NUL in the query string or in a path parameter is a 400 on every route', async () => {
    for (const r of routes()) {
      const q = await s.api(r.method, `${r.path}?page=1%00&type=a%00b`, { token: p.token });
      expect(q.status, `${r.method} ${r.path} query`).toBe(400);
      isRefusal(q);
      if (!r.params) continue;
      const withNul = r.path.replace(/\/(\d+)(?=\/|$)/, '/1%00');
      const pth = await s.api(r.method, withNul, { token: p.token });
      expect(pth.status, `${r.method} ${withNul}`).toBe(400);
      isRefusal(pth);
    }
  });

  it('a wrong method on a known path is a 405 as JSON, with the methods it takes', async () => {
    for (const [method, path, allow] of [['PUT', '/profiles/user', 'GET'], ['DELETE', '/user', 'GET'], ['PUT', '/reports/markallread', 'POST']] as const) {
      const res = await fetch(`${s.url}/api${path}`, { method, headers: { authorization: `Bearer ${p.token}` } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('allow')).toContain(allow);
      expect(await res.json()).toMatchObject({ error: 'error_405', message: 'This address does not take that method' });
    }
    // An unknown path stays a 404, an unknown method on a known path a JSON refusal too.
    expect((await s.api('POST', '/no/such/call')).status).toBe(404);
    const odd = await fetch(`${s.url}/api/profiles/user`, { method: 'PROPFIND' });
    expect(odd.status).toBe(405);
    expect(await odd.json()).toMatchObject({ error: 'error_405', message: 'This address does not take that method' });
  });

  it('testing/startTime takes ISO 8601 times only', async () => {
    for (const startTime of ['1', '2026', '2026-06-01', 'June 1, 2026', '2026-06-01 12:00', '1e12', '2026-06-01T12:00:00']) {
      const r = await s.api('POST', '/testing/startTime', { body: { startTime } });
      expect(r.status, startTime).toBe(400);
      isRefusal(r);
    }
    expect(s.running.deps.world.startTime.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const ok = await s.api('POST', '/testing/startTime', { body: { startTime: '2026-01-01T00:00:00Z' } });
    expect(ok.status).toBe(200);
  });

  it('sending back troops that are not there says so in the spec\'s words', async () => {
    const other = await spawnPlayer(s, 'SW');
    const r = await s.api('POST', `/units/village/${p.village.id}/sendBack/${other.village.id}`, { token: p.token });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: 'error_units', message: 'Those troops do not exist' });
  });
});
