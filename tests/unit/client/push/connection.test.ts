import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushEvent } from '../../../../server/contract/push';
import { openPushConnection, PUSH_IDLE_MS, type PushConnectionOptions } from '../../../../client/app/push/connection';
import type { PushStatus } from '../../../../client/app/push/status';

/** A server stream the test writes to: what GET push answers, one per request. */
interface FakeStream { write(text: string): void; end(): void; aborted: boolean }

function server(answers: Array<number | 'stream'>) {
  const streams: FakeStream[] = [];
  const requests: Array<{ url: string; auth: string | null }> = [];
  const fetchFn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
    const answer = answers.shift() ?? 'stream';
    if (typeof answer === 'number') return new Response(JSON.stringify({ error: `error_${answer}` }), { status: answer });
    let ctrl!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start(c) { ctrl = c; } });
    const enc = new TextEncoder();
    const s: FakeStream = {
      aborted: false,
      write: (text) => ctrl.enqueue(enc.encode(text)),
      end: () => ctrl.close(),
    };
    init?.signal?.addEventListener('abort', () => { s.aborted = true; ctrl.error(new DOMException('aborted', 'AbortError')); });
    streams.push(s);
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, streams, requests };
}

const sse = (e: { type: string } & Record<string, unknown>, id = 1) => `id:${id}\nevent:${e.type}\ndata:${JSON.stringify(e)}\n\n`;
const hello = sse({ type: 'hello', instance: 'a', user_id: 7, sitter: false });

function open(fetchFn: typeof fetch, over: Partial<PushConnectionOptions> = {}) {
  const events: PushEvent[] = [];
  const statuses: PushStatus[] = [];
  const calls = { unauthorized: 0, reconnected: 0 };
  const conn = openPushConnection({
    token: 'tok', fetch: fetchFn, random: () => 1, url: 'http://game.test/api/push',
    onEvent: (e) => events.push(e), onStatus: (s) => statuses.push(s),
    onUnauthorized: () => { calls.unauthorized++; }, onReconnected: () => { calls.reconnected++; },
    ...over,
  });
  return { conn, events, statuses, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('push connection (client/app/push/connection.ts)', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('sends the bearer token, goes live on hello and hands on the events the contract knows (others ignored)', async () => {
    const s = server(['stream']);
    const c = open(s.fetchFn);
    await flush();
    expect(s.requests).toEqual([{ url: 'http://game.test/api/push', auth: 'Bearer tok' }]);
    expect(c.statuses).toEqual(['connecting']);
    s.streams[0].write(hello + ':keep-alive\n\n' + sse({ type: 'from_the_future', x: 1 }) + sse({ type: 'report', report_id: 3, report_type: 'attack' }));
    await flush();
    expect(c.statuses).toEqual(['connecting', 'live']);
    expect(c.events.map((e) => e.type)).toEqual(['hello', 'report']);
    expect(c.calls.reconnected).toBe(0);
    c.conn.stop();
    expect(s.streams[0].aborted).toBe(true);
    expect(c.statuses.at(-1)).toBe('offline');
  });

  it('after a drop it waits with back-off (1 s, 2 s, 4 s ...), and a connection that came back reads the gap again', async () => {
    const s = server(['stream', 503, 503, 'stream']);
    const c = open(s.fetchFn);
    await flush();
    s.streams[0].write(hello);
    await flush();
    s.streams[0].end();
    await flush();
    expect(c.statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(999);
    expect(s.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(s.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(s.requests).toHaveLength(4);
    s.streams[1].write(hello);
    await flush();
    expect(c.statuses.at(-1)).toBe('live');
    expect(c.calls.reconnected).toBe(1);
    c.conn.stop();
  });

  it('a connection that stayed up starts the schedule again at 1 s', async () => {
    const s = server(['stream', 503, 'stream', 'stream']);
    const c = open(s.fetchFn);
    await flush();
    s.streams[0].end();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.requests).toHaveLength(3);
    s.streams[1].write(hello);
    await vi.advanceTimersByTimeAsync(20_000);
    s.streams[1].end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.requests).toHaveLength(4);
    c.conn.stop();
  });

  it('a bye is followed after the delay it asks for', async () => {
    const s = server(['stream', 'stream']);
    const c = open(s.fetchFn, { random: () => 0 });
    await flush();
    s.streams[0].write(hello + sse({ type: 'bye', retry_ms: 5000 }));
    s.streams[0].end();
    await flush();
    expect(c.events.map((e) => e.type)).toEqual(['hello', 'bye']);
    await vi.advanceTimersByTimeAsync(4999);
    expect(s.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.requests).toHaveLength(2);
    c.conn.stop();
  });

  it('a 401 ends the session and is not tried again', async () => {
    const s = server([401]);
    const c = open(s.fetchFn);
    await flush();
    expect(c.calls.unauthorized).toBe(1);
    expect(c.statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(s.requests).toHaveLength(1);
  });

  it('a stream silent past the keep-alive is taken as dead and replaced', async () => {
    const s = server(['stream', 'stream']);
    const c = open(s.fetchFn);
    await flush();
    s.streams[0].write(hello);
    await vi.advanceTimersByTimeAsync(PUSH_IDLE_MS - 1);
    expect(s.streams[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.streams[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.requests).toHaveLength(2);
    c.conn.stop();
  });

  it('waking (page shown again, back online) tries at once instead of waiting out the back-off', async () => {
    const s = server([503, 503, 503, 'stream']);
    const c = open(s.fetchFn);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(s.requests).toHaveLength(3);
    c.conn.wake();
    await flush();
    expect(s.requests).toHaveLength(4);
    c.conn.stop();
  });

  it('a network error is retried like a drop', async () => {
    let n = 0;
    const fetchFn = (async () => { n++; throw new TypeError('fetch failed'); }) as unknown as typeof fetch;
    const c = open(fetchFn);
    await flush();
    expect(c.statuses).toEqual(['connecting', 'offline']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(n).toBe(2);
    c.conn.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(n).toBe(2);
  });
});
