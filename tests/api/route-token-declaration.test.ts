import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import { startTestServer, type TestServer } from '../support/server';
import { spawnPlayer, type PlayerWithVillage } from '../support/players';
import { apiRouter } from '../../server/api/index';
import { ownTokenRoutes, readsOwnToken } from '../../server/http/auth';

/**
 * Which routes read their bearer token themselves is declared where each route is registered
 * (`readsOwnToken`); the auth middleware asks the router for the route a request reaches.
 */
describe('routes that read their own token', () => {
  let s: TestServer;
  let p: PlayerWithVillage;
  beforeAll(async () => {
    s = await startTestServer();
    p = await spawnPlayer(s);
  });
  afterAll(async () => { await s?.stop(); });

  const ctxOf = (method: string, path: string) => ({ method, path } as unknown as Context);

  it('are the hot reads and the queue and training POSTs, declared at their registration', () => {
    const router = apiRouter(s.running.deps);
    const declared = router.stack.filter((l) => l.stack.includes(readsOwnToken)).flatMap((l) => l.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(l.path)}`));
    expect(declared.sort()).toEqual([
      'GET /api/map', 'GET /api/profiles/user', 'GET /api/villages/:id',
      'POST /api/units/village/:id/buy',
      'POST /api/villages/:id/queue/building', 'POST /api/villages/:id/queue/building/:buildingId',
      'POST /api/villages/:id/queue/culture', 'POST /api/villages/:id/queue/science', 'POST /api/villages/:id/queue/unit/:unitId',
    ].sort());
  });

  it('the middleware asks the declared routes: a request reaching one leaves its token to it', () => {
    const readsOwn = ownTokenRoutes(apiRouter(s.running.deps));
    for (const [m, path] of [['GET', '/api/villages/7'], ['HEAD', '/api/villages/7'], ['GET', '/api/map'], ['POST', '/api/villages/7/queue/science'], ['POST', '/api/units/village/7/buy']]) {
      expect(readsOwn(ctxOf(m, path)), `${m} ${path}`).toBe(true);
    }
    for (const [m, path] of [['PUT', '/api/villages/7/name'], ['GET', '/api/villages/7/buildings'], ['DELETE', '/api/villages/7/queue/3'], ['GET', '/api/user'], ['POST', '/api/villages/7'], ['GET', '/api/nowhere']]) {
      expect(readsOwn(ctxOf(m, path)), `${m} ${path}`).toBe(false);
    }
  });

  it('on an undeclared route the middleware resolves the token: a revoked one is a 401 there and on a declared one', async () => {
    await s.testDb.db('auth_tokens').update({ revoked_at: s.clock.now() });
    for (const [m, path] of [['GET', '/user'], ['PUT', `/villages/${p.village.id}/name`], ['GET', `/villages/${p.village.id}`], ['POST', `/villages/${p.village.id}/queue/culture`]] as const) {
      const r = await s.api(m, path, { token: p.token, body: m === 'GET' ? undefined : { name: 'Renamed', amount: 5 } });
      expect(r.status, `${m} ${path}`).toBe(401);
    }
  });
});
