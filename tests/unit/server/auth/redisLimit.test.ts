import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisLimit } from '../../../../server/auth/redisLimit';
import { memoryLimit } from '../../../../server/auth/limit';
import { createLimiter } from '../../../../server/auth/rateLimit';
import { deleteRedisKeys } from '../../../support/cluster';

/** The machine's Redis (.ci/run starts it), under a key prefix of this run's own. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `ak-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

describe('redisLimit (a token bucket in Redis)', () => {
  // Two connections stand for two instances; the clock is the server's, moved by the test.
  let a: Redis;
  let b: Redis;
  let now = Date.parse('2026-06-01T00:00:00Z');
  const nowMs = () => now;
  beforeAll(async () => {
    a = new Redis(REDIS_URL);
    b = new Redis(REDIS_URL);
    await Promise.all([a.ping(), b.ping()]);
  });
  afterAll(async () => {
    await deleteRedisKeys(REDIS_URL, prefix);
    a?.disconnect();
    b?.disconnect();
  });

  it('instances share one bucket per key; a refusal tells the wait for one more request', async () => {
    const onA = redisLimit(a, `${prefix}shared`, 3, 60_000, { nowMs });
    const onB = redisLimit(b, `${prefix}shared`, 3, 60_000, { nowMs });
    expect([await onA.take('k'), await onB.take('k'), await onA.take('k')]).toEqual([0, 0, 0]);
    // One request refills every 20 s.
    expect(await onB.take('k')).toBe(20_000);
    expect(await onA.wait('k')).toBe(20_000);
    now += 5_000;
    expect(await onA.take('k')).toBe(15_000);
    expect(await onA.take('other')).toBe(0);
    expect(await a.exists(`${prefix}shared:k`)).toBe(1);
  });

  it('across a window edge it passes what the memory bucket passes, never twice the limit', async () => {
    // Fixed windows would pass 1 + 2 at the end of one window and 3 more at the start of the next: 5 in 2 s.
    const shared = redisLimit(a, `${prefix}edge`, 3, 60_000, { nowMs });
    const memory = memoryLimit(createLimiter(3, 60_000), nowMs);
    const start = now;
    const at = async (ms: number, n: number) => {
      now = start + ms;
      const out: Array<[number, number]> = [];
      for (let i = 0; i < n; i++) out.push([await shared.take('k'), await memory.take('k')]);
      return out;
    };
    expect(await at(0, 1)).toEqual([[0, 0]]);
    expect(await at(59_000, 2)).toEqual([[0, 0], [0, 0]]);
    // 2 s later the one request left plus 0.1 refilled: one passes, then both wait 18 s for the next.
    const after = await at(61_000, 3);
    expect(after.map(([r, m]) => r === m)).toEqual([true, true, true]);
    expect(after.filter(([r]) => r === 0)).toHaveLength(1);
    expect(after[1][0]).toBe(18_000);
  });

  it('wait charges nothing; giveBack returns a request; a full bucket leaves no key', async () => {
    const l = redisLimit(a, `${prefix}give`, 1, 60_000, { nowMs });
    expect([await l.wait('k'), await l.wait('k')]).toEqual([0, 0]);
    expect(await a.exists(`${prefix}give:k`)).toBe(0);
    expect(await l.take('k')).toBe(0);
    expect(await l.take('k')).toBe(60_000);
    // The refused take charged nothing: one give-back fills the bucket, and a full bucket is no key.
    await l.giveBack('k');
    expect(await a.exists(`${prefix}give:k`)).toBe(0);
    expect(await l.wait('k')).toBe(0);
    expect(await l.take('k')).toBe(0);
    // The key lives until its bucket would be full again (60 s here), plus a second.
    const ttl = await a.pttl(`${prefix}give:k`);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
  });

  it('0 turns the limit off and writes nothing', async () => {
    const l = redisLimit(a, `${prefix}off`, 0, 60_000, { nowMs });
    for (let i = 0; i < 5; i++) expect(await l.take('k')).toBe(0);
    expect(await a.exists(`${prefix}off:k`)).toBe(0);
  });

  it('with Redis unreachable it counts in this process\'s memory instead of failing', async () => {
    // Port 1: nothing listens; the client keeps reconnecting and is never ready.
    const down = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, retryStrategy: () => 1000 });
    down.on('error', () => { /* expected: connection refused */ });
    try {
      const l = redisLimit(down, `${prefix}down`, 2, 60_000, { nowMs });
      expect(down.status).not.toBe('ready');
      expect([await l.take('k'), await l.take('k')]).toEqual([0, 0]);
      expect(await l.take('k')).toBe(30_000);
      expect(await l.take('other')).toBe(0);
    } finally {
      down.disconnect();
    }
  });
});
