import { pushEvent, type PushEvent, type PushEventType, type PushEventOf } from '../../server/contract/push';
import { createSseParser } from '../../client/app/push/sse';

/**
 * A page's push connection as a test holds it: GET /api/push with the token, read as Server-Sent Events.
 * Every event is parsed with the contract's schema (a drift fails the test). `next` waits for the next
 * event of a type that has not been taken yet; `closed` settles when the server ends the stream.
 */
export interface PushClient {
  status: number;
  events: PushEvent[];
  next<T extends PushEventType>(type: T, timeoutMs?: number, where?: (e: PushEventOf<T>) => boolean): Promise<PushEventOf<T> & { receivedAt: number }>;
  /** Events of `type` received so far (not consumed by next). */
  all<T extends PushEventType>(type: T): Array<PushEventOf<T>>;
  closed: Promise<void>;
  close(): void;
}

/** Opens the push connection of `token` on the server at `baseUrl` (http://host:port). */
export async function openPush(baseUrl: string, token: string): Promise<PushClient> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/push`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: abort.signal });
  const events: Array<PushEvent & { receivedAt: number }> = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  const wake = () => { for (const w of [...waiters]) w(); };
  let done = false;
  const closed = (async () => {
    if (!res.ok || !res.body) { done = true; return; }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    // The page's own parser (client/app/push/sse.ts): the tests read the stream as the client does.
    const parser = createSseParser((m) => {
      events.push({ ...pushEvent.parse(JSON.parse(m.data)), receivedAt: Date.now() });
      wake();
    });
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        parser.feed(value);
      }
    } catch { /* aborted */ }
    done = true;
    wake();
  })();
  return {
    status: res.status,
    events,
    all: (type) => events.filter((e) => e.type === type) as never,
    next(type, timeoutMs = 5000, where) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const i = events.findIndex((e, k) => !taken.has(k) && e.type === type && (!where || where(e as never)));
          if (i >= 0) {
            taken.add(i);
            waiters.delete(look);
            clearTimeout(timer);
            resolve(events[i] as never);
          } else if (done) {
            waiters.delete(look);
            clearTimeout(timer);
            reject(new Error(`push closed before a ${type} event`));
          }
        };
        const timer = setTimeout(() => { waiters.delete(look); reject(new Error(`no ${type} event within ${timeoutMs} ms`)); }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
    closed,
    close: () => abort.abort(),
  };
}
