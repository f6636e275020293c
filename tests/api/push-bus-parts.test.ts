import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/server';
import { deleteRedisKeys } from '../support/cluster';
import { aWorld, type Scenario } from '../support/world';
import { openPush, type PushClient } from '../support/push';
import { BUS_MESSAGE_ENVELOPES } from '../../server/cluster/pushBus';
import type { PushEnvelope } from '../../server/world/push/bus';

/**
 * A big batch on the Redis bus travels as several bounded messages (server/cluster/pushBus.ts busMessages)
 * and the hub (server/api/push/hub.ts) delivers each part as it comes: every page gets each of its events
 * once and in order, and its counters once, after them.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('a batch bigger than a bus message', () => {
  const prefix = `ak-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let s: TestServer;
  let w: Scenario;
  let pages: PushClient[];

  beforeAll(async () => {
    s = await startTestServer({ REDIS_URL, REDIS_PREFIX: prefix });
    w = await aWorld(s).withPlayer('a').withPlayer('b').withVillage('a', { quadrant: 'NE' }).withVillage('b', { quadrant: 'SW' }).build();
    pages = await Promise.all([openPush(s.url, w.token('a')), openPush(s.url, w.token('b'))]);
    await Promise.all(pages.map((p) => p.next('hello')));
  });
  afterAll(async () => {
    for (const p of pages ?? []) p.close();
    await s?.stop();
    await deleteRedisKeys(REDIS_URL, prefix);
  });

  it('reaches every page whole, in order, with one counters event after its events', async () => {
    const [a, b] = [w.player('a').id, w.player('b').id];
    const n = 3 * BUS_MESSAGE_ENVELOPES + 500;
    const batch: PushEnvelope[] = Array.from({ length: n }, (_, i) => ({ to: [i % 2 ? b : a], event: { type: 'report', report_id: i + 1, report_type: 'test' } }));
    // Accounts with no page here around the two, enough to be split into several envelopes.
    const others = Array.from({ length: 100_000 }, (_, i) => 1_000_000 + i);
    batch.push({ counters: [a, ...others, b] });
    s.running.deps.push!.publish(batch);
    const deadline = Date.now() + 20_000;
    while (pages.some((p) => p.all('counters').length === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    for (const [k, page] of pages.entries()) {
      const want = batch.slice(0, n).filter((_, i) => i % 2 === k).map((e) => ('to' in e && e.event.type === 'report' ? e.event.report_id : 0));
      expect(page.all('report').map((e) => e.report_id)).toEqual(want);
      expect(page.all('counters')).toHaveLength(1);
      expect(page.events.at(-1)?.type).toBe('counters');
    }
  }, 60_000);
});
