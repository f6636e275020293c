import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { startTestServer, type TestServer } from '../support/server';
import { deleteRedisKeys } from '../support/cluster';
import type { PlayerWithVillage } from '../support/players';
import { aWorld } from '../support/world';
import { issueToken } from '../../server/db/tokens';
import { REDIS_LIMIT_TIMEOUT_MS } from '../../server/auth/redisLimit';

/**
 * The queue calls charge the per-token limit before they lock their village (server/http/auth.ts
 * admitBearer): with REDIS_URL the limit is a Redis round trip, up to REDIS_LIMIT_TIMEOUT_MS when Redis is
 * slow, and another call on the same village must not wait for it behind the lock. The server talks to the
 * machine's Redis through a proxy in this test that holds back Redis's answers when told to.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RICH = { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 };

interface SlowRedis {
  url: string;
  /** Milliseconds every answer from Redis is held back from now on (0: passed on at once). */
  delay(ms: number): void;
  close(): Promise<void>;
}

/** A TCP proxy to `target` that delays what Redis answers, in order (commands go through at once). */
async function slowRedis(target: string): Promise<SlowRedis> {
  const { hostname, port } = new URL(target);
  let delayMs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port || 6379), hostname);
    sockets.add(client).add(upstream);
    // Each answer leaves no earlier than the one before it, so a delay turned off cannot reorder them.
    let last = 0;
    upstream.on('data', (chunk) => {
      const at = Math.max(Date.now() + delayMs, last);
      last = at;
      setTimeout(() => { if (!client.destroyed) client.write(chunk); }, at - Date.now());
    });
    client.pipe(upstream);
    const end = () => { client.destroy(); upstream.destroy(); sockets.delete(client); sockets.delete(upstream); };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${addr.port}`,
    delay: (ms) => { delayMs = ms; },
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

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

  it('a second call on the same village is not held behind the first call\'s limit', async () => {
    const [t1, t2] = [await fresh(), await fresh()];
    const post = async (token: string) => {
      const started = performance.now();
      const r = await s.api('POST', `/villages/${alice.village.id}/queue/culture`, { token, body: { amount: 1 } });
      return { status: r.status, ms: performance.now() - started };
    };
    // Warm: both tokens counted once (the limiter's script loaded); the village's queue keeps room for the two calls.
    for (const token of [t1, t2]) expect((await s.api('GET', `/villages/${alice.village.id}`, { token })).status).toBe(200);
    proxy.delay(4 * REDIS_LIMIT_TIMEOUT_MS);
    const first = post(t1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await post(t2);
    expect((await first).status).toBe(200);
    expect(second.status).toBe(200);
    // Each limit answers after REDIS_LIMIT_TIMEOUT_MS (from memory: Redis is too slow). Charged under the lock,
    // the second call would wait for the first one's (at least 400 ms more, as it started 100 ms later) and
    // then for its own: at least 900 ms. Charged before the lock, it waits for its own only.
    expect(second.ms).toBeGreaterThanOrEqual(REDIS_LIMIT_TIMEOUT_MS - 10);
    expect(second.ms).toBeLessThan(2 * REDIS_LIMIT_TIMEOUT_MS - 120);
    proxy.delay(0);
  });
});
