import { pushEvent, type PushEvent } from '../../../server/contract/push';
import { BACKOFF_STABLE_MS, backoffDelay, byeDelay } from './backoff';
import { createSseParser, type SseMessage } from './sse';
import type { PushStatus } from './status';

/**
 * The page's push connection (issue 18): GET /api/push with the session's bearer token, read as an SSE
 * stream (client/app/push/sse.ts); every event the contract knows is handed on, others are ignored (a
 * newer server). A drop is retried with back-off and jitter (backoff.ts), a `bye` after the delay it
 * asks for; a 401 ends the session like any call's 401. A stream silent for longer than the server's
 * keep-alive is taken as dead (a proxy or a sleeping laptop may drop it without telling).
 */
export const PUSH_URL = '/api/push';
/** The server comments every 25 s (server/api/push/hub.ts PUSH_KEEPALIVE_MS); two missed is dead. */
export const PUSH_IDLE_MS = 60_000;
/** Back from sleep or a hidden tab: a stream that has said nothing this long is replaced at once. */
export const PUSH_WAKE_STALE_MS = 30_000;

export interface PushConnectionOptions {
  token: string;
  onEvent: (event: PushEvent) => void;
  onStatus: (status: PushStatus) => void;
  /** The server refused the token (401): the session ends; the connection has stopped. */
  onUnauthorized: () => void;
  /** A connection came up again after an earlier one: events of the gap were missed. */
  onReconnected: () => void;
  fetch?: typeof fetch;
  url?: string;
  random?: () => number;
  now?: () => number;
  idleMs?: number;
}

export interface PushConnection {
  /** Closes for good (logout, another token). */
  stop(): void;
  /** The page woke (visible again, back online): try now instead of waiting, and replace a stale stream. */
  wake(): void;
}

export function openPushConnection(o: PushConnectionOptions): PushConnection {
  const fetchFn = o.fetch ?? ((input, init) => fetch(input, init));
  const random = o.random ?? Math.random;
  const now = o.now ?? Date.now;
  const idleMs = o.idleMs ?? PUSH_IDLE_MS;
  let stopped = false;
  let attempt = 0;
  let everLive = false;
  let current: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let lastDataAt = now();

  const clearTimers = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    retryTimer = idleTimer = undefined;
  };

  const connect = async () => {
    retryTimer = undefined;
    if (stopped) return;
    const mine = new AbortController();
    current = mine;
    lastDataAt = now();
    o.onStatus('connecting');
    let openedAt: number | undefined;
    let byeMs: number | undefined;
    const heard = () => {
      lastDataAt = now();
      if (idleTimer !== undefined) clearTimeout(idleTimer);
      idleTimer = setTimeout(() => mine.abort(), idleMs);
    };
    const onMessage = (m: SseMessage) => {
      let data: unknown;
      try { data = JSON.parse(m.data); } catch { return; }
      const parsed = pushEvent.safeParse(data);
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.type === 'hello') {
        openedAt = now();
        o.onStatus('live');
        if (everLive) o.onReconnected();
        everLive = true;
      } else if (event.type === 'bye') {
        byeMs = event.retry_ms;
      }
      o.onEvent(event);
    };
    try {
      const res = await fetchFn(o.url ?? PUSH_URL, {
        headers: { authorization: `Bearer ${o.token}`, accept: 'text/event-stream' },
        signal: mine.signal,
        cache: 'no-store',
      });
      if (res.status === 401) {
        void res.body?.cancel().catch(() => undefined);
        if (current === mine && !stopped) {
          stopped = true;
          clearTimers();
          o.onStatus('offline');
          o.onUnauthorized();
        }
        return;
      }
      if (!res.ok || !res.body) {
        void res.body?.cancel().catch(() => undefined);
      } else {
        const reader = res.body.getReader();
        // An abort (ours: idle, wake, stop) must end a read that a body not tied to the signal would keep waiting.
        mine.signal.addEventListener('abort', () => { void reader.cancel().catch(() => undefined); }, { once: true });
        const decoder = new TextDecoder();
        const parser = createSseParser(onMessage);
        heard();
        for (;;) {
          const { done, value } = await reader.read();
          if (done || current !== mine) break;
          heard();
          parser.feed(decoder.decode(value, { stream: true }));
        }
        void reader.cancel().catch(() => undefined);
      }
    } catch {
      // A network failure or our own abort: both end in the retry below.
    }
    if (current !== mine || stopped) return;
    current = undefined;
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleTimer = undefined;
    // A connection that stayed up was healthy: this drop starts the schedule again.
    if (byeMs !== undefined || (openedAt !== undefined && now() - openedAt >= BACKOFF_STABLE_MS)) attempt = 0;
    const delay = byeMs !== undefined ? byeDelay(byeMs, random()) : backoffDelay(attempt++, random());
    o.onStatus('offline');
    retryTimer = setTimeout(() => { void connect(); }, delay);
  };

  void connect();

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      clearTimers();
      const c = current;
      current = undefined;
      c?.abort();
      o.onStatus('offline');
    },
    wake() {
      if (stopped) return;
      if (retryTimer !== undefined) {
        clearTimeout(retryTimer);
        void connect();
      } else if (current && now() - lastDataAt > PUSH_WAKE_STALE_MS) {
        const c = current;
        current = undefined;
        if (idleTimer !== undefined) clearTimeout(idleTimer);
        c.abort();
        void connect();
      }
    },
  };
}
