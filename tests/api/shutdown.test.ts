import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { createTestDb, type TestDb } from '../support/db';
import { freePort } from '../support/cluster';
import { openPush } from '../support/push';
import { issueToken } from '../../server/db/tokens';
import pino from 'pino';
import { readConfig } from '../../server/config';
import { ensureWorld } from '../../server/db/world';
import { startTick } from '../../server/jobs/index';

/**
 * Graceful shutdown of a real server process (issue 18, docs/OPERATIONS.md): on SIGTERM it is not ready at
 * once, stops taking connections, tells push pages to reconnect (`bye` with retry_ms) and closes them,
 * answers the requests in flight, then exits 0. Past SHUTDOWN_GRACE_MS it closes what is left; a second
 * signal exits at once.
 */

interface Proc {
  child: ChildProcess;
  url: string;
  port: number;
  exit: Promise<number | null>;
  out(): string;
}

const procs = new Set<ChildProcess>();

async function startServer(testDb: TestDb, env: Record<string, string> = {}): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: testDb.url!,
      GAME_START: '2026-01-01T00:00:00Z',
      BEGINNER_PROTECTION_HOURS: '0',
      EVENT_SPAWNS: '0',
      TICK: '1',
      LOG_LEVEL: 'debug',
      INSTANCE_ID: 'shutdown-test',
      DB_POOL_MAX: '5',
      // With Redis, so the shutdown also closes its connections (CI exports REDIS_URL: never the default prefix).
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `ak-test-shutdown-${randomBytes(4).toString('hex')}:`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  procs.add(child);
  let out = '';
  child.stdout!.on('data', (b: Buffer) => { out += b.toString(); });
  child.stderr!.on('data', (b: Buffer) => { out += b.toString(); });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => { procs.delete(child); resolve(code); }));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited while starting:\n${out}`);
    try {
      const r = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      if (r.status === 200) break;
    } catch { /* not listening yet */ }
    if (Date.now() > until) throw new Error(`server not ready in 90 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, port, exit, out: () => out };
}

/** A raw HTTP/1.1 connection: what is written goes out as is (a request may stay unfinished). */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let data = '';
  let ended = false;
  const waiters = new Set<() => void>();
  socket.on('data', (b) => { data += b.toString(); for (const w of [...waiters]) w(); });
  socket.on('close', () => { ended = true; for (const w of [...waiters]) w(); });
  socket.on('error', () => { /* the server may close it; 'close' follows */ });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    connected,
    write: (text: string) => socket.write(text),
    /** The first complete response (status, headers, JSON body by Content-Length). */
    response(timeoutMs = 15_000): Promise<{ status: number; headers: Record<string, string>; body: any }> {
      return new Promise((resolve, reject) => {
        const look = () => {
          const head = data.indexOf('\r\n\r\n');
          if (head >= 0) {
            const lines = data.slice(0, head).split('\r\n');
            const headers: Record<string, string> = {};
            for (const l of lines.slice(1)) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
            const length = Number(headers['content-length'] ?? 0);
            const body = data.slice(head + 4);
            if (Buffer.byteLength(body) >= length) {
              waiters.delete(look);
              clearTimeout(timer);
              resolve({ status: Number(lines[0].split(' ')[1]), headers, body: length ? JSON.parse(body) : undefined });
              return;
            }
          }
          if (ended) { waiters.delete(look); clearTimeout(timer); reject(new Error(`connection closed before a response: ${JSON.stringify(data)}`)); }
        };
        const timer = setTimeout(() => { waiters.delete(look); reject(new Error(`no response within ${timeoutMs} ms: ${JSON.stringify(data)}`)); }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
    closed: new Promise<void>((resolve) => socket.once('close', () => resolve())),
    get ended() { return ended; },
    destroy: () => socket.destroy(),
  };
}

async function playerToken(testDb: TestDb, name: string): Promise<{ id: number; token: string }> {
  const now = new Date();
  const [{ id }] = await testDb.db('users').insert({
    username: name, email: `${name}@example.test`, password_hash: '!no-login', created_at: now, account_updated_at: now,
  }).returning('id');
  const token = await issueToken(testDb.db, { userId: id, actorId: id, isSitter: false, expiresAt: new Date(Date.now() + 86400_000) });
  return { id, token };
}

describe('graceful shutdown of a server process', () => {
  let testDb: TestDb;
  beforeAll(async () => { testDb = await createTestDb(); });
  afterAll(async () => {
    for (const c of procs) c.kill('SIGKILL');
    await testDb?.drop();
  });

  it('SIGTERM: readyz 503 draining, no new connections, push pages get bye and close, the request in flight completes, exit 0', async () => {
    const p = await startServer(testDb);
    const player = await playerToken(testDb, 'drain1');
    const push = await openPush(p.url, player.token);
    try {
      expect((await push.next('hello')).user_id).toBe(player.id);
      // A request in flight: its body is still coming when the signal arrives.
      const body = JSON.stringify({ quadrant: 'NE' });
      const slow = rawConnection(p.port);
      await slow.connected;
      slow.write(`POST /api/user/spawnVillage HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${player.token}\r\n`
        + `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: drain-slow-1\r\n\r\n${body.slice(0, 5)}`);
      // A readiness probe already on its way (its connection was open before the signal; new ones are refused).
      const probe = rawConnection(p.port);
      await probe.connected;
      probe.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await new Promise((r) => setTimeout(r, 300));

      p.child.kill('SIGTERM');
      const bye = await push.next('bye', 10_000);
      expect(bye.retry_ms).toBeGreaterThan(0);
      await push.closed;

      probe.write('\r\n');
      const ready = await probe.response();
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'draining', instance: 'shutdown-test' });
      expect(ready.headers.connection).toBe('close');
      await expect(fetch(`${p.url}/healthz`, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();
      expect(p.child.exitCode).toBeNull();

      slow.write(body.slice(5));
      const done = await slow.response();
      expect(done.status).toBe(200);
      expect(done.headers['x-request-id']).toBe('drain-slow-1');
      expect(done.body.village.id).toBeGreaterThan(0);
      expect(await testDb.db('villages').where({ user_id: player.id }).count<{ count: number }[]>('* as count')).toEqual([{ count: 1 }]);

      expect(await p.exit, p.out()).toBe(0);
      const lines = p.out().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
      // The request's line carries its id, method, path, status and time.
      expect(lines).toContainEqual(expect.objectContaining({
        reqId: 'drain-slow-1', method: 'POST', path: '/api/user/spawnVillage', status: 200, msg: 'request', ms: expect.any(Number),
      }));
      // The push connection's open and close (debug), each with its own request id.
      const push1 = lines.find((l) => l.msg === 'stream opened' && l.path === '/api/push');
      expect(push1).toMatchObject({ status: 200, reqId: expect.any(String) });
      expect(lines).toContainEqual(expect.objectContaining({ msg: 'stream closed', reqId: push1.reqId }));
      expect(lines.map((l) => l.msg)).toContain('shutdown complete');
    } finally {
      push.close();
    }
  });

  it('past SHUTDOWN_GRACE_MS the request still in flight is cut and the process exits 0; a second signal exits at once', async () => {
    const p = await startServer(testDb, { SHUTDOWN_GRACE_MS: '1500' });
    const stuck = rawConnection(p.port);
    await stuck.connected;
    stuck.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    p.child.kill('SIGTERM');
    expect(await p.exit, p.out()).toBe(0);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1400);
    await stuck.closed;

    const q = await startServer(testDb, { SHUTDOWN_GRACE_MS: '120000' });
    const held = rawConnection(q.port);
    await held.connected;
    held.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    await new Promise((r) => setTimeout(r, 300));
    q.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(q.child.exitCode).toBeNull();
    q.child.kill('SIGTERM');
    expect(await q.exit, q.out()).toBe(1);
    held.destroy();
  });
});

describe('the tick at a shutdown', () => {
  it('stop waits for the running pass (its transaction finishes), and no pass starts after it', async () => {
    const t = await createTestDb();
    const holder = await t.db.transaction();
    try {
      const config = { ...readConfig({ GAME_START: '2026-01-01T00:00:00Z', EVENT_SPAWNS: '0' } as NodeJS.ProcessEnv), databaseUrl: t.url };
      const now = () => new Date();
      const deps = { db: t.db, config, now, log: pino({ level: 'silent' }), world: await ensureWorld(t.db, config, now()) };
      // Another transaction holds the world row: the pass's once-a-period steps (timeline, rankings) wait for it.
      await holder.raw('SELECT id FROM world WHERE id = 1 FOR UPDATE');
      const stop = startTick(deps);
      const until = Date.now() + 20_000;
      const waiting = async () => (await t.db.raw(`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n as number;
      while ((await waiting()) === 0) {
        if (Date.now() > until) throw new Error('the tick never reached the world row');
        await new Promise((r) => setTimeout(r, 100));
      }
      let stopped = false;
      const stopping = stop().then(() => { stopped = true; });
      await new Promise((r) => setTimeout(r, 1500));
      expect(stopped).toBe(false);
      await holder.commit();
      await stopping;
      expect(await waiting()).toBe(0);
      const active = async () => (await t.db.raw(`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'`)).rows[0].n as number;
      await new Promise((r) => setTimeout(r, 1500));
      expect(await active()).toBe(0);
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
      await t.drop();
    }
  });
});
