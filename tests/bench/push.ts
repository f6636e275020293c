import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createTestDb } from '../support/db';
import { cpuTimeUs } from './children';
import { startBenchChild, type BenchChild } from './pushProcess';
import { seedPushPages, type PushPage } from './pushSeed';
import { percentile, round, type Pending } from './results';
import type { ConnectionFigures, ConnectionStep, FanoutFigures, Latency, PushFigures } from './pushReport';

/**
 * Benchmark 7 (issue 18): push fan-out latency and the connections one instance holds.
 * - Fan-out: the production server in a child process (tests/bench/push-server-child.ts) on a fresh PostgreSQL
 *   database, with REDIS_URL (the fan-out crosses Redis pub/sub and comes back, as between instances) and
 *   without (the in-memory bus); `pages` push connections held by a separate process (push-listeners.ts, raw
 *   sockets); the producer inside the server commits `rate` transactions a second that publish one event each
 *   through the world layer. Latency: commit (the transaction's promise resolved) to the event's JSON parsed at
 *   the page, both read from CLOCK_MONOTONIC. Baselines of the same run: a trivial GET's round trip from the
 *   pages' process to a bare Koa route in the server process, and Redis PING's from this process.
 * - Connections: the server with the in-memory bus; push connections opened in steps, its memory after two full
 *   collections before and after each (per connection = delta / count), one broadcast (world_finished to every
 *   page) timed from its commit until the last page parsed it, and the server's CPU while they sit idle.
 * Benchmarks are not timed tests: nothing here asserts a duration.
 */
export interface PushSize {
  pages: number; rate: number; seconds: number; warmupSeconds: number; rtts: number;
  steps: number[]; listenerProcesses: number; openParallel: number; idleSeconds: number;
}

export const PUSH_SIZES: Record<'quick' | 'full', PushSize> = {
  quick: { pages: 20, rate: 200, seconds: 1, warmupSeconds: 0, rtts: 50, steps: [50, 100], listenerProcesses: 1, openParallel: 20, idleSeconds: 0.5 },
  full: { pages: 1_000, rate: 1_000, seconds: 10, warmupSeconds: 2, rtts: 1_000, steps: [1_000, 2_000, 5_000, 10_000], listenerProcesses: 2, openParallel: 100, idleSeconds: 5 },
};

const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
type Server = BenchChild<{ url: string; baselineUrl: string; barePort: number; pid: number }>;
type Pages = BenchChild<Record<string, never>>;

function latency(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(s, 50), 2), p95Ms: round(percentile(s, 95), 2), p99Ms: round(percentile(s, 99), 2),
    maxMs: round(s.length ? s[s.length - 1] : 0, 2), meanMs: round(s.length ? s.reduce((a, b) => a + b, 0) / s.length : 0, 2),
  };
}

async function redisPing(n: number): Promise<Latency | undefined> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await r.connect();
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = process.hrtime.bigint();
      await r.ping();
      out.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    return latency(out);
  } catch {
    return undefined;
  } finally {
    r.disconnect();
  }
}

function startServer(databaseUrl: string, extra: Record<string, string>): Promise<Server> {
  return startBenchChild('push-server-child.ts', 'BENCH_PUSH_READY', {
    PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: '0', TICK: 'off', TRUST_PROXY: 'off',
    RATE_LIMIT_TOKEN: '0', GAME_START: '2026-01-01T00:00:00Z', LOG_LEVEL: 'silent', ...extra,
  }, ['--expose-gc']);
}

async function startPages(n: number): Promise<Pages[]> {
  return Promise.all(Array.from({ length: n }, () => startBenchChild<Record<string, never>>('push-listeners.ts', 'BENCH_LISTENERS_READY', { PATH: process.env.PATH })));
}

/** Opens `pages` spread over the page processes; the opened count and errors summed. */
async function openPages(procs: Pages[], server: Server, pages: PushPage[], parallel: number, bare = false) {
  const { hostname, port: pushPort } = new URL(server.ready.url);
  const port = bare ? server.ready.barePort : Number(pushPort);
  const path = bare ? '/sse' : '/api/push';
  const parts = procs.map((_, k) => pages.filter((__, i) => i % procs.length === k).map((p) => ({ token: p.token, user: p.user })));
  const started = performance.now();
  const rs = await Promise.all(procs.map((p, k) => p.call<{ opened: number; errors: Record<string, number> }>({
    op: 'open', host: hostname, port, path, pages: parts[k], parallel: Math.ceil(parallel / procs.length),
  }, 600_000)));
  const errors: Record<string, number> = {};
  for (const r of rs) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
  return { opened: rs.reduce((a, r) => a + r.opened, 0), errors, seconds: round((performance.now() - started) / 1000, 2) };
}

/**
 * One fan-out run. `memory`: one instance, in-memory bus. `redis`: one instance whose events go to Redis and come
 * back. `redis-2`: the producer in a second instance (same database and Redis prefix), the pages on the first.
 */
async function fanout(databaseUrl: string, mode: 'redis' | 'redis-2' | 'memory', pages: PushPage[], size: PushSize, log: (s: string) => void): Promise<FanoutFigures | Pending> {
  const bus = mode === 'memory' ? 'memory' : 'redis';
  const ping = await redisPing(Math.min(size.rtts, 1000));
  if (bus === 'redis' && !ping) return { status: 'skipped', note: `no Redis at ${REDIS_URL} (BENCH_REDIS_URL)` };
  const prefix = `akbench${process.pid}x${Date.now() % 1e6}:`;
  const server = await startServer(databaseUrl, bus === 'redis' ? { REDIS_URL, REDIS_PREFIX: prefix, INSTANCE_ID: 'bench-a' } : { INSTANCE_ID: 'bench-a' });
  const producer = mode === 'redis-2' ? await startServer(databaseUrl, { REDIS_URL, REDIS_PREFIX: prefix, INSTANCE_ID: 'bench-b' }).catch(async (e) => { await server.stop(); throw e; }) : server;
  const procs = await startPages(1);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ak-bench-push-'));
  try {
    const listeners = pages.slice(0, size.pages);
    const opened = await openPages(procs, server, listeners, size.openParallel);
    if (opened.opened !== listeners.length) throw new Error(`push (${bus}): ${opened.opened} of ${listeners.length} pages opened: ${JSON.stringify(opened.errors)}`);
    const rtt = latency(await procs[0].call<number[]>({ op: 'rtt', url: server.ready.baselineUrl, n: size.rtts }));
    const recipients = listeners.map((p) => ({ user: p.user, village: p.village }));
    const produce = (seconds: number, file: string) => producer.call<{ produced: number; failed: number; seconds: number; ratePerSecond: number }>({
      op: 'produce', rate: size.rate, seconds, recipients, file, maxInFlight: 100,
    }, (seconds + 300) * 1000);
    const settle = () => new Promise((r) => setTimeout(r, 500));
    if (size.warmupSeconds > 0) {
      await produce(size.warmupSeconds, path.join(tmp, 'warm.json'));
      await settle();
      await procs[0].call({ op: 'dump', file: path.join(tmp, 'warm-pages.json') });
    }
    log(`push (${mode}): ${size.rate} events/s for ${size.seconds} s to ${listeners.length} pages`);
    const cpu = () => ({ server: cpuTimeUs({ pid: server.pid }) + (producer === server ? 0 : cpuTimeUs({ pid: producer.pid })), pages: cpuTimeUs({ pid: procs[0].pid }), postgres: cpuTimeUs({ name: 'postgres' }), redis: cpuTimeUs({ name: 'redis-server' }) });
    const c0 = cpu();
    const run = await produce(size.seconds, path.join(tmp, 'commits.json'));
    await settle();
    const c1 = cpu();
    await procs[0].call({ op: 'dump', file: path.join(tmp, 'pages.json') });
    const commits = JSON.parse(fs.readFileSync(path.join(tmp, 'commits.json'), 'utf8')) as Array<[number, number, string]>;
    const got = JSON.parse(fs.readFileSync(path.join(tmp, 'pages.json'), 'utf8')) as Record<string, Array<[number, string]>>;
    const ms: number[] = [];
    let lost = 0;
    let duplicates = 0;
    let misdelivered = 0;
    for (const [i, user, at] of commits) {
      const rs = got[String(i)] ?? [];
      const mine = rs.filter(([u]) => u === user);
      misdelivered += rs.length - mine.length;
      if (mine.length === 0) { lost += 1; continue; }
      duplicates += mine.length - 1;
      ms.push(Number(BigInt(mine[0][1]) - BigInt(at)) / 1e6);
    }
    const per = (us: number) => round(Math.max(0, us) / Math.max(1, commits.length), 0);
    const lat = latency(ms);
    return {
      bus, instances: producer === server ? 1 : 2, pages: listeners.length, targetRate: size.rate, ratePerSecond: round(run.ratePerSecond), seconds: round(run.seconds, 2),
      produced: commits.length, received: ms.length, lost, duplicates, misdelivered, failedTransactions: run.failed,
      latency: lat,
      baseline: { getRtt: rtt, ...(ping ? { redisPing: ping } : {}) },
      ratio: {
        p50OverGet: round(lat.p50Ms / Math.max(1e-3, rtt.p50Ms), 2), p99OverGet: round(lat.p99Ms / Math.max(1e-3, rtt.p50Ms), 2),
        ...(ping ? { p50OverPing: round(lat.p50Ms / Math.max(1e-3, ping.p50Ms), 2) } : {}),
      },
      cpuUsPerEvent: { server: per(c1.server - c0.server), pages: per(c1.pages - c0.pages), postgres: per(c1.postgres - c0.postgres), redis: per(c1.redis - c0.redis) },
    };
  } finally {
    for (const p of procs) await p.stop();
    if (producer !== server) await producer.stop();
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

type Memory = { rss: number; heapUsed: number; external: number; fds: number; connections: number; bareStreams: number };

/** One event to every open page (`bare`: on the bare streams): how many heard it, and commit to the last one's parse. */
async function timedBroadcast(server: Server, procs: Pages[], bare: boolean): Promise<{ reached: number; ms: number }> {
  const key = `bench-${Date.now()}-${Math.random()}`;
  for (const p of procs) await p.call({ op: 'expectBroadcast', key });
  const { commitNs } = await server.call<{ commitNs: string }>({ op: bare ? 'broadcastBare' : 'broadcast', key });
  // Each page process waits until every page it holds heard it (or 30 s passed).
  const waits = await Promise.all(procs.map((p) => p.call<{ all: boolean; count: number; lastNs: string }>({ op: 'waitBroadcast', timeoutMs: 30_000 }, 60_000)));
  const last = waits.reduce((a, w) => (BigInt(w.lastNs) > a ? BigInt(w.lastNs) : a), 0n);
  return { reached: waits.reduce((a, w) => a + w.count, 0), ms: last > 0n ? round(Number(last - BigInt(commitNs)) / 1e6, 1) : -1 };
}

async function closeAll(procs: Pages[], memory: () => Promise<Memory>): Promise<void> {
  for (const p of procs) await p.call({ op: 'close' });
  for (let i = 0; i < 100; i++) {
    const m = await memory();
    if (m.connections === 0 && m.bareStreams === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function connections(databaseUrl: string, pages: PushPage[], size: PushSize, log: (s: string) => void): Promise<ConnectionFigures> {
  const server = await startServer(databaseUrl, { INSTANCE_ID: 'bench-c' });
  const procs = await startPages(size.listenerProcesses);
  const memory = () => server.call<Memory>({ op: 'memory' });
  try {
    // Warm: the first connections load and compile the push path; then closed, so the base holds none.
    await openPages(procs, server, pages.slice(0, 20), 20);
    await openPages(procs, server, pages.slice(0, 20), 20, true);
    await closeAll(procs, memory);
    const base = await memory();
    const steps: ConnectionStep[] = [];
    let open = 0;
    let held = 0;
    let stoppedBy = '';
    for (const wanted of size.steps) {
      if (wanted > pages.length) throw new Error(`push: ${wanted} connections need as many seeded pages`);
      log(`push: opening connections up to ${wanted}`);
      const o = await openPages(procs, server, pages.slice(open, wanted), size.openParallel);
      open += o.opened;
      const m = await memory();
      const { reached, ms } = await timedBroadcast(server, procs, false);
      const c0 = cpuTimeUs({ pid: server.pid });
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, size.idleSeconds * 1000));
      const idleCpuPercent = round(((cpuTimeUs({ pid: server.pid }) - c0) / 1000 / (performance.now() - t0)) * 100, 1);
      // The pages' own count: a connection the server dropped after its hello shows here as closed.
      const st = await Promise.all(procs.map((p) => p.call<{ open: number }>({ op: 'status' })));
      const pagesOpen = st.reduce((a, x) => a + x.open, 0);
      const after = await memory();
      const n = Math.max(1, m.connections);
      steps.push({
        pagesOpen, openAfterIdle: after.connections,
        wanted, open: m.connections, openErrors: o.errors, openSeconds: o.seconds, rssBytes: m.rss, heapUsedBytes: m.heapUsed,
        externalBytes: m.external, fds: m.fds, rssPerConnection: Math.round((m.rss - base.rss) / n), heapPerConnection: Math.round((m.heapUsed - base.heapUsed) / n),
        broadcast: { reached, allReached: reached === m.connections && m.connections === wanted, ms },
        idleCpuPercent,
      });
      log(`push: ${m.connections} open, RSS ${Math.round(m.rss / 1048576)} MiB, broadcast reached ${reached}`);
      if (m.connections < wanted || reached < wanted) {
        stoppedBy = `${wanted - m.connections} of ${wanted} not open (${JSON.stringify(o.errors)}), broadcast reached ${reached}`;
        break;
      }
      held = wanted;
    }
    // The baseline: as many bare Node SSE streams in the same process (the push connections closed first).
    await closeAll(procs, memory);
    const bareBase = await memory();
    const count = held || open;
    log(`push: ${count} bare SSE streams (the baseline)`);
    await openPages(procs, server, pages.slice(0, count), size.openParallel, true);
    const bm = await memory();
    const bb = await timedBroadcast(server, procs, true);
    const n = Math.max(1, bm.bareStreams);
    const bare = {
      open: bm.bareStreams, rssPerConnection: Math.round((bm.rss - bareBase.rss) / n), heapPerConnection: Math.round((bm.heapUsed - bareBase.heapUsed) / n),
      broadcast: { reached: bb.reached, ms: bb.ms },
    };
    let fdLimit = 0;
    try { fdLimit = Number(/Max open files\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/limits`, 'utf8'))?.[1] ?? 0); } catch { /* no /proc */ }
    return {
      fdLimit, listenerProcesses: procs.length, held, stoppedBy, bare,
      base: { rssBytes: base.rss, heapUsedBytes: base.heapUsed, externalBytes: base.external, fds: base.fds }, steps,
    };
  } finally {
    for (const p of procs) await p.stop();
    await server.stop();
  }
}

export async function benchPush(size: PushSize, log: (s: string) => void): Promise<PushFigures> {
  const loadAverage = os.loadavg().map((x) => round(x, 2));
  const testDb = await createTestDb({ pool: 4 });
  if (!testDb.url) throw new Error('the push benchmark needs PostgreSQL');
  try {
    const players = Math.max(size.pages, ...size.steps);
    log(`push: seeding ${players} kingdoms with a token each`);
    const pages = await seedPushPages(testDb.db, players, new Date());
    const fan: PushFigures['fanout'] = {};
    fan['Redis pub/sub, producer on a second instance'] = await fanout(testDb.url, 'redis-2', pages, size, log);
    fan['Redis pub/sub, one instance'] = await fanout(testDb.url, 'redis', pages, size, log);
    fan['in-memory bus'] = await fanout(testDb.url, 'memory', pages, size, log);
    const conns = await connections(testDb.url, pages, size, log);
    return {
      fanout: fan, connections: conns, loadAverage,
      note: `the producer commits ${size.rate} transactions a second for ${size.seconds} s (after ${size.warmupSeconds} s warm-up) inside the server process, each publishing one queue_done event to one of ${size.pages} pages in turn; pages on raw sockets in separate processes (the same 2 cores); connection steps ${size.steps.join(', ')} over ${size.listenerProcesses} page process(es)`,
    };
  } finally {
    await testDb.drop();
  }
}
