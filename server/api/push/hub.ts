import { createSession, type Session } from 'better-sse';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Deps, AuthInfo } from '../../http/context';
import type { PushEvent } from '../../contract/push';
import type { PushEnvelope } from '../../world/push/bus';
import { liveTokenExpiries, readPushCounters } from '../../db/push';

/**
 * The push connections this instance holds, by account and by token. Every batch on the bus is delivered
 * to the pages of the accounts it names (a sitter's page follows the sat account: it was opened with that
 * account's sitter token). A connection closes when its token is revoked (a `revoke` envelope, at once),
 * expires (a timer at its expiry) or stops being live for any other reason (checked every
 * `recheckMs`: a changed password, a removed sitter).
 */
export interface PushHub {
  /** Opens the SSE stream for a token holder on the raw request (the route has checked the token); false when the token is not live. */
  open(req: IncomingMessage, res: ServerResponse, auth: AuthInfo): Promise<boolean>;
  /** Open connections on this instance. */
  size(): number;
  /** Sends every page a `bye` with the reconnect delay and closes it (graceful shutdown). */
  closeAll(retryMs: number): void;
  stop(): void;
}

interface Conn {
  session: Session;
  res: ServerResponse;
  auth: AuthInfo;
  expiry?: ReturnType<typeof setTimeout>;
}

/** Reconnect delay a page is told when its connection drops unexpectedly (the client adds back-off and jitter). */
export const PUSH_RETRY_MS = 2000;
/** Keep-alive comment interval: proxies close idle connections after about a minute. */
export const PUSH_KEEPALIVE_MS = 25_000;
/** How often the tokens of open connections are checked against the database. */
export const PUSH_RECHECK_MS = 30_000;

const hubs = new WeakMap<Deps, PushHub>();

/** The hub of one running server (each test server has its own). */
export function hubFor(deps: Deps): PushHub {
  let h = hubs.get(deps);
  if (!h) {
    h = createHub(deps);
    hubs.set(deps, h);
  }
  return h;
}

function createHub(deps: Deps, recheckMs = PUSH_RECHECK_MS): PushHub {
  const byUser = new Map<number, Set<Conn>>();
  const byToken = new Map<number, Set<Conn>>();
  const all = new Set<Conn>();
  let nextId = 1;

  const add = <K>(map: Map<K, Set<Conn>>, key: K, c: Conn) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(c);
  };
  const remove = <K>(map: Map<K, Set<Conn>>, key: K, c: Conn) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(c);
    if (set.size === 0) map.delete(key);
  };
  const forget = (c: Conn) => {
    if (!all.delete(c)) return;
    remove(byUser, c.auth.userId, c);
    remove(byToken, c.auth.tokenId, c);
    if (c.expiry) clearTimeout(c.expiry);
  };
  const close = (c: Conn) => {
    forget(c);
    c.res.end();
  };
  const send = (c: Conn, event: PushEvent) => {
    if (c.session.isConnected) c.session.push(event, event.type, String(nextId++));
  };

  // A batch may come in parts (a big one is split into bounded bus messages: server/cluster/pushBus.ts),
  // each delivered alone: its accounts' counters are read once per part, after that part's events.
  const deliver = (batch: PushEnvelope[]) => {
    const counters = new Set<number>();
    for (const env of batch) {
      if ('revoke' in env) {
        for (const tokenId of env.revoke) for (const c of [...(byToken.get(tokenId) ?? [])]) close(c);
        continue;
      }
      if ('counters' in env) {
        for (const id of env.counters) if (byUser.has(id)) counters.add(id);
        continue;
      }
      if (env.to === 'all') {
        for (const c of all) send(c, env.event);
        continue;
      }
      for (const userId of env.to) for (const c of byUser.get(userId) ?? []) send(c, env.event);
    }
    if (counters.size > 0) void sendCounters([...counters]);
  };
  // Read here, after the commit and only for accounts with a page on this instance.
  const sendCounters = async (userIds: number[]) => {
    try {
      for (const c of await readPushCounters(deps.db, userIds)) {
        const event: PushEvent = { type: 'counters', reports: c.reports, messages: c.messages, empire_invites: c.empireInvites, villages: c.villages };
        for (const conn of byUser.get(c.userId) ?? []) send(conn, event);
      }
    } catch (err) {
      deps.log.warn({ err }, 'push: counters could not be read');
    }
  };
  const unsubscribe = deps.push?.subscribe(deliver) ?? (() => undefined);

  const recheck = async () => {
    if (byToken.size === 0) return;
    try {
      const live = await liveTokenExpiries(deps.db, [...byToken.keys()], deps.now());
      for (const [tokenId, conns] of [...byToken]) if (!live.has(tokenId)) for (const c of [...conns]) close(c);
    } catch (err) {
      deps.log.warn({ err }, 'push: token recheck failed');
    }
  };
  const timer = setInterval(() => { void recheck(); }, recheckMs);
  timer.unref();

  return {
    async open(req, res, auth) {
      const expiresAt = (await liveTokenExpiries(deps.db, [auth.tokenId], deps.now())).get(auth.tokenId);
      if (!expiresAt) return false;
      req.socket.setTimeout(0);
      req.socket.setNoDelay(true);
      req.socket.setKeepAlive(true);
      // Koa starts every response as a 404; the session writes its head with the status it finds.
      res.statusCode = 200;
      const session = await createSession(req, res, {
        retry: PUSH_RETRY_MS,
        keepAlive: PUSH_KEEPALIVE_MS,
        trustClientEventId: false,
        // nginx and other proxies must not buffer the stream (docs/OPERATIONS.md).
        headers: { 'x-accel-buffering': 'no', 'cache-control': 'no-store' },
      });
      const c: Conn = { session, res, auth };
      all.add(c);
      add(byUser, auth.userId, c);
      add(byToken, auth.tokenId, c);
      // setTimeout's largest delay is about 24.8 days; a token living longer is caught by the recheck.
      const ms = expiresAt.getTime() - deps.now().getTime();
      if (ms < 2 ** 31 - 1) c.expiry = setTimeout(() => close(c), Math.max(0, ms));
      session.once('disconnected', () => forget(c));
      send(c, { type: 'hello', instance: deps.config.instanceId, user_id: auth.userId, sitter: auth.isSitter });
      return true;
    },
    size: () => all.size,
    closeAll(retryMs) {
      for (const c of [...all]) {
        send(c, { type: 'bye', retry_ms: retryMs });
        close(c);
      }
    },
    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}
