import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server';
import { freePort } from '../support/cluster';
import { beginDraining } from '../../server/http/health';
import knexFactory from 'knex';
import pino from 'pino';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Deps } from '../../server/http/context';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/**
 * GET /healthz and GET /readyz (issue 18, docs/OPERATIONS.md): outside /api, no token, for load balancers.
 * Ready means PostgreSQL answers and, with REDIS_URL, Redis answers; a draining instance is not ready.
 */
describe('health and readiness', () => {
  let s: TestServer;
  let withRedis: TestServer;
  beforeAll(async () => {
    [s, withRedis] = await Promise.all([
      startTestServer({ INSTANCE_ID: 'health-a' }),
      startTestServer({ INSTANCE_ID: 'health-r', REDIS_URL: redisUrl, REDIS_PREFIX: `ak-test-health-${randomBytes(4).toString('hex')}:` }),
    ]);
  });
  afterAll(async () => { await Promise.all([s?.stop(), withRedis?.stop()]); });

  it('healthz: the process answers, naming its instance, whatever token comes with it', async () => {
    const r = await get(`${s.url}/healthz`, { authorization: 'Bearer not-a-live-token-at-all' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', instance: 'health-a' });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('readyz: 200 when PostgreSQL answers (Redis off without REDIS_URL)', async () => {
    const r = await get(`${s.url}/readyz`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ready', instance: 'health-a', checks: { database: 'ok', redis: 'off' } });
  });

  it('readyz: 200 with Redis answering', async () => {
    const r = await get(`${withRedis.url}/readyz`);
    expect(r.status).toBe(200);
    expect(r.body.checks).toEqual({ database: 'ok', redis: 'ok' });
  });

  it('readyz: 503 naming Redis when REDIS_URL points at a closed port (the instance still starts)', async () => {
    const port = await freePort();
    const down = await startTestServer({ INSTANCE_ID: 'health-down', REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      const r = await get(`${down.url}/readyz`);
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ status: 'unready', failed: ['redis'], checks: { database: 'ok', redis: 'failed' } });
      expect((await get(`${down.url}/healthz`)).status).toBe(200);
    } finally {
      await down.stop();
    }
  });

  it('readyz: 503 draining once a shutdown began; every answer then closes its connection', async () => {
    const t = await startTestServer({ INSTANCE_ID: 'health-drain' });
    try {
      expect((await get(`${t.url}/readyz`)).status).toBe(200);
      beginDraining(t.running.deps);
      const r = await get(`${t.url}/readyz`);
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ status: 'draining', instance: 'health-drain' });
      expect(r.headers.get('connection')).toBe('close');
      expect((await get(`${t.url}/api/`)).headers.get('connection')).toBe('close');
    } finally {
      await t.stop();
    }
  });

  it('X-Request-Id: a sane incoming id is answered back, anything else gets a new one', async () => {
    const sent = await get(`${s.url}/api/`, { 'x-request-id': 'proxy-4f2a.17' });
    expect(sent.headers.get('x-request-id')).toBe('proxy-4f2a.17');
    const none1 = (await get(`${s.url}/api/`)).headers.get('x-request-id');
    const none2 = (await get(`${s.url}/healthz`)).headers.get('x-request-id');
    expect(none1).toMatch(/^[0-9a-f-]{36}$/);
    expect(none2).toMatch(/^[0-9a-f-]{36}$/);
    expect(none1).not.toBe(none2);
    const odd = (await get(`${s.url}/api/`, { 'x-request-id': '{"inject":"json"} with spaces' })).headers.get('x-request-id');
    expect(odd).toMatch(/^[0-9a-f-]{36}$/);
    // An error answer carries it too.
    const missing = await get(`${s.url}/api/no/such/call`, { 'x-request-id': 'req-404' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('req-404');
  });

  it('a fault: 500, and its log lines (the stack and the request line) carry the request id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
    // A database that refuses connections: the token check fails with a fault, not a refusal.
    const db = knexFactory({ client: 'pg', connection: `postgres://postgres@127.0.0.1:${await freePort()}/none`, pool: { min: 0, max: 1 }, acquireConnectionTimeout: 3000, log: { error() {}, warn() {} } });
    const config = readConfig({ INSTANCE_ID: 'health-fault' } as NodeJS.ProcessEnv);
    const deps = { db, config, now: () => new Date(), log: pino({ level: 'info' }, sink), world: { seed: 'x', startTime: new Date(0), finishedAt: null, winner: null, timelineSpawned: {} } } as unknown as Deps;
    const server = createApp(deps).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const r = await get(`${url}/api/profiles/user`, { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz', 'x-request-id': 'fault-7' });
      expect(r.status).toBe(500);
      expect(r.headers.get('x-request-id')).toBe('fault-7');
      const mine = lines.filter((l) => l.reqId === 'fault-7');
      expect(mine).toContainEqual(expect.objectContaining({ msg: 'unhandled error', level: 50, err: expect.objectContaining({ stack: expect.any(String) }) }));
      expect(mine).toContainEqual(expect.objectContaining({ msg: 'request', status: 500, method: 'GET', path: '/api/profiles/user', level: 50 }));
    } finally {
      server.close();
      await db.destroy();
    }
  });
});
