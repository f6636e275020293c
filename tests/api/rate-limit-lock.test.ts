import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server';
import { deleteRedisKeys } from '../support/cluster';
import type { PlayerWithVillage } from '../support/players';
import { aWorld } from '../support/world';
import { issueToken } from '../../server/db/tokens';
import { REDIS_LIMIT_TIMEOUT_MS } from '../../server/auth/redisLimit';
import { tokenLimitKey } from '../../server/auth/limits';
import { Redis } from 'ioredis';
import { slowRedis, type SlowRedis } from './slowRedis';

/**
 * The queue calls charge the per-token limit before they lock their village (server/http/auth.ts
 * admitBearer): with REDIS_URL the limit is a Redis round trip, up to REDIS_LIMIT_TIMEOUT_MS when Redis is
 * slow, and another call on the same village must not wait for it behind the lock. The server talks to the
 * machine's Redis through a proxy in this test that holds back Redis's answers when told to.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RICH = { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 };

describe('queue calls with a slow Redis', () => {
  const prefix = `ak-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let proxy: SlowRedis;
  let s: TestServer;
  let alice: PlayerWithVillage;
  const fresh = () => issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 86400_000) });

  beforeAll(async () => {
    proxy = await slowRedis(REDIS_URL);
    s = await startTestServer({ REDIS_URL: proxy.url, REDIS_PREFIX: prefix, RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_TOKEN: '100' });
    alice = (await aWorld(s).withPlayer('alice').withVillage('alice', { quadrant: 'NE', stock: RICH }).build()).player('alice');
  });
  afterAll(async () => {
    proxy?.delay(0);
    await s?.stop();
    await proxy?.close();
    await deleteRedisKeys(REDIS_URL, prefix);
  });

  it('two calls on the same village wait for their limits side by side, not one behind the other', async () => {
    const [t1, t2] = [await fresh(), await fresh()];
    // Warm: both tokens counted once (the limiter's script loaded); the village's queue keeps room for the two calls.
    for (const token of [t1, t2]) expect((await s.api('GET', `/villages/${alice.village.id}`, { token })).status).toBe(200);
    proxy.delay(4 * REDIS_LIMIT_TIMEOUT_MS);
    const started = performance.now();
    const statuses = await Promise.all([t1, t2].map(async (token) =>
      (await s.api('POST', `/villages/${alice.village.id}/queue/culture`, { token, body: { amount: 1 } })).status));
    const ms = performance.now() - started;
    proxy.delay(0);
    expect(statuses).toEqual([200, 200]);
    // Each limit answers after REDIS_LIMIT_TIMEOUT_MS (from memory: Redis is too slow). Charged under the lock,
    // the call that locks second waits for the first one's limit and then for its own: at least twice that.
    // Charged before the lock, the two limits are waited for at the same time.
    expect(ms).toBeGreaterThanOrEqual(REDIS_LIMIT_TIMEOUT_MS - 10);
    expect(ms).toBeLessThan(2 * REDIS_LIMIT_TIMEOUT_MS - 50);
  });

  it('a made-up token is a 401 and keeps no count in Redis (its request goes back)', async () => {
    proxy.delay(0);
    const bearer = randomBytes(32).toString('base64url');
    const key = `${prefix}rl:token:${tokenLimitKey(bearer)}`;
    const r = await s.api('POST', `/villages/${alice.village.id}/queue/culture`, { token: bearer, body: { amount: 1 } });
    expect(r.status).toBe(401);
    const redis = new Redis(REDIS_URL);
    try {
      // The give-back is not awaited by the call: it lands a moment after the answer. The fixed window's key
      // stays until the window ends, at a count of 0 (rate-limiter-flexible's reward).
      const count = async () => Number((await redis.get(key)) ?? 0);
      let n = await count();
      for (let i = 0; i < 40 && n !== 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        n = await count();
      }
      expect(n).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});
