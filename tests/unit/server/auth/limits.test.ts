import { describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import { createLimiter } from '../../../../server/auth/rateLimit';
import { memoryLimit, type Limit } from '../../../../server/auth/limit';
import { enforce } from '../../../../server/auth/limits';

/** The part of a Koa context enforce writes: the Retry-After header. */
function ctxStub(): { ctx: Context; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  return { ctx: { set: (k: string, v: string) => { headers[k] = v; } } as unknown as Context, headers };
}

const status = async (p: Promise<void>) => p.then(() => 200, (e: { status?: number }) => e.status);

describe('memoryLimit (token buckets behind the async Limit)', () => {
  it('take answers 0 while the bucket has requests, then the wait; giveBack returns one', async () => {
    let now = 0;
    const l = memoryLimit(createLimiter(2, 60_000), () => now);
    expect([await l.take('k'), await l.take('k')]).toEqual([0, 0]);
    expect(await l.take('k')).toBe(30_000);
    expect(await l.wait('k')).toBe(30_000);
    await l.giveBack('k');
    expect(await l.wait('k')).toBe(0);
    expect(await l.take('k')).toBe(0);
    now = 30_000;
    expect(await l.take('k')).toBe(0);
  });

  it('giveBack never fills a bucket past its limit', async () => {
    const l = memoryLimit(createLimiter(1, 1000), () => 0);
    await l.giveBack('k');
    await l.giveBack('fresh');
    expect([await l.take('k'), await l.take('k')]).toEqual([0, 1000]);
  });
});

describe('enforce', () => {
  it('one limit: 429 with Retry-After in whole seconds, rounded up', async () => {
    const l = memoryLimit(createLimiter(1, 2500), () => 0);
    const { ctx, headers } = ctxStub();
    expect(await status(enforce(ctx, [[l, 'a']]))).toBe(200);
    expect(await status(enforce(ctx, [[l, 'a']]))).toBe(429);
    expect(headers['Retry-After']).toBe('3');
  });

  it('a key left undefined is not limited', async () => {
    const l = memoryLimit(createLimiter(1, 1000), () => 0);
    const { ctx } = ctxStub();
    for (let i = 0; i < 3; i++) expect(await status(enforce(ctx, [[l, undefined]]))).toBe(200);
  });

  it('a call refused by one limit charges none of the others', async () => {
    const ip = memoryLimit(createLimiter(3, 60_000), () => 0);
    const user = memoryLimit(createLimiter(1, 60_000), () => 0);
    const { ctx } = ctxStub();
    expect(await status(enforce(ctx, [[ip, '1.2.3.4'], [user, 'u']]))).toBe(200);
    for (let i = 0; i < 5; i++) expect(await status(enforce(ctx, [[ip, '1.2.3.4'], [user, 'u']]))).toBe(429);
    // Two of the address's three requests are left.
    expect(await status(enforce(ctx, [[ip, '1.2.3.4'], [user, 'v']]))).toBe(200);
    expect(await status(enforce(ctx, [[ip, '1.2.3.4'], [user, 'w']]))).toBe(200);
    expect(await status(enforce(ctx, [[ip, '1.2.3.4'], [user, 'x']]))).toBe(429);
  });

  it('concurrent calls racing for the last request: the loser gives back what it took', async () => {
    const ip = memoryLimit(createLimiter(10, 60_000), () => 0);
    const user = memoryLimit(createLimiter(1, 60_000), () => 0);
    // Both calls pass the check before either takes (the checks are awaited together).
    const results = await Promise.all([1, 2].map(() => status(enforce(ctxStub().ctx, [[ip, 'a'], [user, 'u']]))));
    expect(results.sort()).toEqual([200, 429]);
    // The address was charged once: nine of its ten are left.
    const left: Limit = ip;
    let passed = 0;
    while ((await left.take('a')) === 0) passed++;
    expect(passed).toBe(9);
  });
});
