import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisLimit } from '../../../../server/auth/redisLimit';
import { deleteRedisKeys } from '../../../support/cluster';

/** The machine's Redis (.ci/run starts it), under a key prefix of this run's own. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `ak-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

describe('redisLimit (rate-limiter-flexible on Redis)', () => {
  // Two connections stand for two instances.
  let a: Redis;
  let b: Redis;
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

  it('instances share one count per key; a refusal tells the rest of the window', async () => {
    const onA = redisLimit(a, `${prefix}shared`, 3, 60_000);
    const onB = redisLimit(b, `${prefix}shared`, 3, 60_000);
    expect([await onA.take('k'), await onB.take('k'), await onA.take('k')]).toEqual([0, 0, 0]);
    const wait = await onB.take('k');
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await onA.wait('k')).toBeGreaterThan(55_000);
    expect(await onA.take('other')).toBe(0);
    expect(await a.get(`${prefix}shared:k`)).not.toBeNull();
  });

  it('wait charges nothing; giveBack returns a request', async () => {
    const l = redisLimit(a, `${prefix}give`, 1, 60_000);
    expect([await l.wait('k'), await l.wait('k')]).toEqual([0, 0]);
    expect(await l.take('k')).toBe(0);
    expect(await l.take('k')).toBeGreaterThan(0);
    // The refused take counted too (a fixed window counts every attempt): two to give back.
    await l.giveBack('k');
    await l.giveBack('k');
    expect(await l.wait('k')).toBe(0);
    expect(await l.take('k')).toBe(0);
  });

  it('0 turns the limit off and writes nothing', async () => {
    const l = redisLimit(a, `${prefix}off`, 0, 60_000);
    for (let i = 0; i < 5; i++) expect(await l.take('k')).toBe(0);
    expect(await a.exists(`${prefix}off:k`)).toBe(0);
  });

  it('with Redis unreachable it counts in this process\'s memory instead of failing', async () => {
    // Port 1: nothing listens; the client keeps reconnecting and is never ready.
    const down = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, retryStrategy: () => 1000 });
    down.on('error', () => { /* expected: connection refused */ });
    try {
      const l = redisLimit(down, `${prefix}down`, 2, 60_000);
      expect(down.status).not.toBe('ready');
      expect([await l.take('k'), await l.take('k')]).toEqual([0, 0]);
      expect(await l.take('k')).toBeGreaterThan(0);
      expect(await l.take('other')).toBe(0);
    } finally {
      down.disconnect();
    }
  });
});
