import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { startTestServer, type TestServer } from '../support/server';
import { apiAt, deleteRedisKeys, type ApiCall } from '../support/cluster';
import type { PlayerWithVillage } from '../support/players';
import { aWorld } from '../support/world';
import { boot, type Running } from '../../server/boot';
import { issueToken } from '../../server/db/tokens';

/**
 * Issue 18: with REDIS_URL every rate limit is counted in Redis (server/auth/redisLimit.ts), so a client
 * whose requests alternate between two instances meets one limit; without it each instance counts alone.
 * Two servers in this process on one database stand for two instances: each boot has its own limits and
 * its own Redis connections, as separate processes would.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PW = 'Secret123';
const RICH = { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 };
const TOO_FAST = { error: 'error_429', message: 'You are too fast for the server (too many requests)', text: { key: 'refusals.status.tooFast', params: {} } };

/** A second instance of `s`: same database, configuration and clock. */
async function secondInstance(s: TestServer): Promise<{ running: Running; api: ApiCall }> {
  const running = await boot({ ...s.running.deps.config, port: 0 }, { db: s.testDb.db, now: s.clock.now, quiet: true });
  return { running, api: apiAt(running.url) };
}

/** Keys under `prefix` (SCAN: the Redis is shared with other test runs). */
async function keysUnder(prefix: string): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  try {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      found.push(...keys);
    } while (cursor !== '0');
    return found;
  } finally {
    redis.disconnect();
  }
}

describe('rate limits across two instances with Redis', () => {
  const prefix = `ak-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let s: TestServer;
  let b: { running: Running; api: ApiCall };
  let alice: PlayerWithVillage;
  const fresh = () => issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 86400_000) });

  beforeAll(async () => {
    s = await startTestServer({
      REDIS_URL, REDIS_PREFIX: prefix,
      RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_TOKEN: '6', RATE_LIMIT_LOGIN_USERNAME: '2', RATE_LIMIT_LOGIN_IP: '4',
    });
    b = await secondInstance(s);
    alice = (await aWorld(s).withPlayer('alice').withVillage('alice', { quadrant: 'NE', stock: RICH }).build()).player('alice');
  });
  afterAll(async () => {
    await b?.running.stop();
    await s?.stop();
    await deleteRedisKeys(REDIS_URL, prefix);
  });

  it('a token alternating between A and B meets one limit, on middleware, hot GET and queue routes alike', async () => {
    const t = await fresh();
    const v = alice.village.id;
    const a = s.api;
    const calls: Array<[ApiCall, string, string, unknown?]> = [
      [a, 'GET', '/user'], [b.api, 'GET', '/user'],
      [a, 'GET', `/villages/${v}`], [b.api, 'GET', `/villages/${v}`],
      [a, 'POST', `/villages/${v}/queue/culture`, { amount: 1 }], [b.api, 'POST', `/villages/${v}/queue/culture`, { amount: 1 }],
    ];
    const statuses: number[] = [];
    for (const [api, method, path, body] of calls) statuses.push((await api(method, path, { token: t, body })).status);
    expect(statuses).toEqual(Array(6).fill(200));
    // Each instance saw three calls: only a shared count refuses the seventh.
    for (const [api, method, path, body] of calls) {
      const r = await api(method, path, { token: t, body });
      expect([path, r.status]).toEqual([path, 429]);
      expect(r.body).toEqual(TOO_FAST);
    }
    const raw = await fetch(`${b.running.url}/api/user`, { headers: { authorization: `Bearer ${t}` } });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(raw.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another token has its own count, on either instance.
    const other = await fresh();
    expect((await b.api('GET', '/user', { token: other })).status).toBe(200);
    expect((await a('GET', '/user', { token: other })).status).toBe(200);
  });

  it('login: per username across instances, and a call refused by it does not use up the address', async () => {
    expect((await s.api('POST', '/auth/register', { body: { username: 'Limited', password: PW, passwordConfirm: PW, email: 'limited@example.com' } })).status).toBe(201);
    const login = (api: ApiCall, username: string) =>
      api('POST', '/auth/login', { headers: { 'x-forwarded-for': '10.9.0.1' }, body: { username, password: PW } });
    expect((await login(s.api, 'Limited')).status).toBe(200);
    expect((await login(b.api, 'limited')).status).toBe(200);
    const r = await login(s.api, 'LIMITED');
    expect(r.status).toBe(429);
    expect(r.body).toEqual(TOO_FAST);
    expect((await login(b.api, 'Limited')).status).toBe(429);
    // The address used two of its four: two more names pass (the refused logins charged it nothing), then it is refused.
    expect((await login(b.api, 'Nobody1')).status).toBe(400);
    expect((await login(s.api, 'Nobody2')).status).toBe(400);
    expect((await login(b.api, 'Nobody3')).status).toBe(429);
    expect((await login(s.api, 'Nobody4')).status).toBe(429);
  });

  it('counts under the world\'s REDIS_PREFIX, which the clean-up empties', async () => {
    const keys = await keysUnder(`${prefix}rl:`);
    expect(keys).toEqual(expect.arrayContaining([`${prefix}rl:login-user:limited`, `${prefix}rl:login-ip:10.9.0.1`]));
    expect(keys.some((k) => /rl:token:[A-Za-z0-9_-]{22}$/.test(k))).toBe(true);
    await deleteRedisKeys(REDIS_URL, `${prefix}rl:`);
    expect(await keysUnder(prefix + 'rl:')).toEqual([]);
  });
});

describe('rate limits without Redis: each instance counts alone (one instance as before)', () => {
  let s: TestServer;
  let b: { running: Running; api: ApiCall };
  let alice: PlayerWithVillage;
  beforeAll(async () => {
    s = await startTestServer({ RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_TOKEN: '3' });
    b = await secondInstance(s);
    alice = (await aWorld(s).withPlayer('alice').withVillage('alice', { quadrant: 'NE' }).build()).player('alice');
  });
  afterAll(async () => {
    await b?.running.stop();
    await s?.stop();
  });

  it('alternating requests pass up to the limit on each', async () => {
    expect(s.running.deps.config.redisUrl).toBeUndefined();
    const t = await issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 86400_000) });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await (i % 2 ? b.api : s.api)('GET', '/user', { token: t })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });
});
