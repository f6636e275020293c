import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { BUS_MESSAGE_BYTES, BUS_MESSAGE_ENVELOPES, busMessages, redisBus } from '../../../../server/cluster/pushBus';
import type { PushBus, PushEnvelope } from '../../../../server/world/push/bus';

/** The machine's Redis (.ci/run starts it), on a channel of this run's own. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const channel = `ak-test:${process.pid}:${randomBytes(4).toString('hex')}:push`;
const log = pino({ level: 'silent' });

const done = (i: number): Extract<PushEnvelope, { to: unknown }> => ({ to: [i + 1], event: { type: 'queue_done', village_id: i + 1, kind: 'building', item: 'farm' } });

describe('busMessages: a batch in bounded messages', () => {
  it('keeps the order and splits by envelope count and by bytes', () => {
    const batch = Array.from({ length: 2500 }, (_, i) => done(i));
    const parts = busMessages(batch, 1000, 1e9).map((t) => JSON.parse(t) as PushEnvelope[]);
    expect(parts.map((p) => p.length)).toEqual([1000, 1000, 500]);
    expect(parts.flat()).toEqual(batch);
    const small = busMessages(batch, 1e9, 10_000);
    expect(small.length).toBeGreaterThan(10);
    for (const t of small) expect(Buffer.byteLength(t)).toBeLessThanOrEqual(10_000);
    expect(small.flatMap((t) => JSON.parse(t) as PushEnvelope[])).toEqual(batch);
  });

  it('splits an envelope too big alone by its list: every account once, the same event', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => i + 1);
    const event = done(0).event;
    const parts = busMessages([{ to: ids, event }, { counters: ids }, { revoke: ids }], 1000, 8000).map((t) => JSON.parse(t) as PushEnvelope[]);
    const all = parts.flat();
    expect(all.filter((e) => 'to' in e).flatMap((e) => ('to' in e && e.to !== 'all' ? e.to : []))).toEqual(ids);
    expect(all.every((e) => ('to' in e ? e.event.type === 'queue_done' : true))).toBe(true);
    expect(all.flatMap((e) => ('counters' in e ? e.counters : []))).toEqual(ids);
    expect(all.flatMap((e) => ('revoke' in e ? e.revoke : []))).toEqual(ids);
    // Every kind in order: the recipients first, then the counters, then the revocations.
    const kinds = all.map((e) => ('to' in e ? 0 : 'counters' in e ? 1 : 2));
    expect([...kinds].sort()).toEqual(kinds);
    for (const p of parts) expect(Buffer.byteLength(JSON.stringify(p))).toBeLessThanOrEqual(8000);
  });

  it('sends an envelope for every page alone, whatever its size', () => {
    const big: PushEnvelope = { to: 'all', event: { type: 'report', report_id: 1, report_type: 'x'.repeat(20_000) } };
    expect(busMessages([done(0), big, done(1)], 1000, 8000).map((t) => (JSON.parse(t) as PushEnvelope[]).length)).toEqual([1, 1, 1]);
  });
});

describe('redisBus with the real Redis', () => {
  const conns: Redis[] = [];
  const connect = () => {
    const r = new Redis(REDIS_URL);
    conns.push(r);
    return r;
  };
  let a: PushBus;
  let b: PushBus;
  let raw: Redis;
  const rawSizes: number[] = [];
  beforeAll(async () => {
    a = await redisBus(connect(), connect(), channel, log);
    b = await redisBus(connect(), connect(), channel, log);
    raw = connect();
    raw.on('message', (ch: string, text: string) => { if (ch === channel) rawSizes.push(Buffer.byteLength(text)); });
    await raw.subscribe(channel);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const c of conns) c.disconnect();
  });

  it('a batch of 50,000 envelopes arrives whole and in order at another instance, in several messages', async () => {
    const batch: PushEnvelope[] = [...Array.from({ length: 50_000 }, (_, i) => done(i)), { counters: Array.from({ length: 100_000 }, (_, i) => i + 1) }];
    const parts: PushEnvelope[][] = [];
    const got = new Promise<void>((resolve) => {
      let events = 0;
      let accounts = 0;
      b.subscribe((part) => {
        parts.push(part);
        for (const e of part) {
          if ('to' in e) events++;
          else if ('counters' in e) accounts += e.counters.length;
        }
        if (events === 50_000 && accounts === 100_000) resolve();
      });
    });
    a.publish(batch);
    await got;
    const received = parts.flat();
    expect(received.filter((e) => 'to' in e)).toEqual(batch.slice(0, 50_000));
    expect(received.flatMap((e) => ('counters' in e ? e.counters : []))).toEqual((batch[50_000] as { counters: number[] }).counters);
    expect(received.findIndex((e) => 'counters' in e)).toBe(50_000);
    // The raw subscriber counted the same messages, none over the bounds.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rawSizes.length).toBe(parts.length);
    expect(parts.length).toBeGreaterThanOrEqual(50);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(BUS_MESSAGE_ENVELOPES);
    for (const size of rawSizes) expect(size).toBeLessThanOrEqual(BUS_MESSAGE_BYTES);
  }, 60_000);
});
