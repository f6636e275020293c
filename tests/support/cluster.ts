import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Redis } from 'ioredis';
import { readConfig } from '../../server/config';
import { loadWorld } from '../../server/db/world';
import type { Deps } from '../../server/world/deps';
import type { Running } from '../../server/boot';
import { createTestDb, type TestDb } from './db';
import { apiAt, type ApiCall } from './apiCall';
import type { TestClock, TestServer } from './server';

// Where the cluster tests (and tests/api/rate-limit-redis.test.ts) have always imported them from.
export { apiAt, type ApiCall };

/**
 * Several real server processes (issue 18: N instances behind a load balancer) on one fresh PostgreSQL
 * database and the machine's Redis under a key prefix of their own, each with the cron tick on. Processes,
 * not boot() in this process: a SIGKILL must take an instance's connections and transactions down with it,
 * and two in-process servers would share module state (limit maps, the hub) that separate instances never do.
 */


export interface ClusterInstance {
  /** INSTANCE_ID: 'A', 'B', ... */
  name: string;
  url: string;
  pid: number;
  api: ApiCall;
  /** Sends the signal and waits until the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM, then SIGKILL if it is still running after a few seconds. */
  stop(): Promise<void>;
  /** What the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  readonly exited: boolean;
}

export interface TestCluster {
  instances: ClusterInstance[];
  testDb: TestDb;
  /** This cluster's REDIS_PREFIX (every key and channel of its servers starts with it). */
  prefix: string;
  redisUrl: string;
  /**
   * A TestServer view for the scenario builder (tests/support/world.ts): API calls through the first running instance,
   * the real clock (the processes run on it), and world-layer deps of this process on the same database (no push).
   */
  server: TestServer;
  /** Starts one more instance with the same environment (a replacement joining the running ones) and waits until it answers. */
  addInstance(): Promise<ClusterInstance>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Number of server processes (default 2). */
  n?: number;
  /** Environment of every process on top of the defaults below. */
  env?: Record<string, string>;
  /** Called with the migrated, empty database before any process starts (e.g. to install test observers). */
  beforeStart?: (db: TestDb) => Promise<void>;
}

const live = new Set<ChildProcess>();
// A test runner that exits without afterAll (a crash, a timeout) must not leave ticking servers behind.
process.once('exit', () => { for (const c of live) c.kill('SIGKILL'); });

/** A port nobody listens on right now (the kernel's pick, released at once for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Ready: GET /readyz answers 200 (or, on a server without it, GET /api/ does). */
async function answers(url: string): Promise<boolean> {
  try {
    const r = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
    await r.arrayBuffer();
    if (r.status === 200) return true;
    if (r.status !== 404) return false;
    const a = await fetch(`${url}/api/`, { signal: AbortSignal.timeout(2000) });
    await a.arrayBuffer();
    return a.status === 200;
  } catch {
    return false;
  }
}

function startProcess(name: string, env: Record<string, string>, port: number): ClusterInstance {
  // node --import tsx, not the tsx binary: that one runs the server in a grandchild, which a SIGKILL would miss.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env, PORT: String(port), INSTANCE_ID: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let out = '';
  const keep = (b: Buffer) => { out = (out + b.toString()).slice(-20_000); };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => { exited = true; live.delete(child); resolve(); }));
  const url = `http://127.0.0.1:${port}`;
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!exited) child.kill(signal);
    await exit;
  };
  return {
    name,
    url,
    pid: child.pid!,
    api: apiAt(url),
    kill,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    },
    output: () => out,
    get exited() { return exited; },
  };
}

async function waitReady(i: ClusterInstance, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (i.exited) throw new Error(`instance ${i.name} exited while starting:\n${i.output()}`);
    if (await answers(i.url)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance ${i.name} did not answer within ${timeoutMs} ms:\n${i.output()}`);
}

/** Deletes every Redis key under `prefix` (SCAN, never KEYS: the Redis is shared). */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The real clock as a TestClock (tests/support/players.ts reads `t` for token expiry). */
function realClock(): TestClock {
  const clock = {
    now: () => new Date(),
    advance: () => { throw new Error('a cluster runs on the real clock'); },
    set: () => { throw new Error('a cluster runs on the real clock'); },
  };
  Object.defineProperty(clock, 't', { get: () => Date.now(), enumerable: true });
  return clock as unknown as TestClock;
}

/**
 * Starts `n` server processes together on one fresh database (migrated here first, so their boots touch
 * no schema; tests/api/cluster-boot.test.ts races the migrations themselves) and the machine's Redis under
 * a random prefix. The world is running
 * (GAME_START an hour back), the tick and testing tools on, native event spawns and beginner protection off.
 * On any failure while starting, whatever was started is cleaned up.
 */
export async function startCluster(opts: ClusterOptions = {}): Promise<TestCluster> {
  const n = opts.n ?? 2;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `ak-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const testDb = await createTestDb();
  if (!testDb.url) {
    await testDb.drop();
    throw new Error('a cluster needs PostgreSQL (several processes on one database)');
  }
  const env: Record<string, string> = {
    DATABASE_URL: testDb.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    TICK: 'on',
    TESTING_TOOLS: 'on',
    EVENT_SPAWNS: 'off',
    BEGINNER_PROTECTION_HOURS: '0',
    GAME_START: new Date(Date.now() - 3600_000).toISOString(),
    LOG_LEVEL: 'warn',
    DB_POOL_MAX: '8',
    NODE_ENV: 'test',
    ...opts.env,
  };
  const instances: ClusterInstance[] = [];
  const cleanup = async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await testDb.drop().catch(() => {});
    await deleteRedisKeys(redisUrl, prefix).catch(() => {});
  };
  try {
    if (opts.beforeStart) await opts.beforeStart(testDb);
    for (let k = 0; k < n; k += 1) instances.push(startProcess(String.fromCharCode(65 + k), env, await freePort()));
    await Promise.all(instances.map((i) => waitReady(i, 90_000)));
  } catch (err) {
    await cleanup();
    throw err;
  }
  const config = { ...readConfig(env as NodeJS.ProcessEnv), tick: false };
  const deps: Deps = { db: testDb.db, config, now: () => new Date(), log: pino({ level: 'silent' }), world: await loadWorld(testDb.db) };
  // Through the first instance still running (a test may have killed A).
  const running = () => instances.find((i) => !i.exited) ?? instances[0];
  const server: TestServer = {
    get url() { return running().url; },
    clock: realClock(),
    running: { deps } as unknown as Running,
    testDb,
    api: (method, path, o) => running().api(method, path, o),
    stop: cleanup,
  };
  const addInstance = async () => {
    const i = startProcess(String.fromCharCode(65 + instances.length), env, await freePort());
    instances.push(i);
    await waitReady(i, 90_000);
    return i;
  };
  return { instances, testDb, prefix, redisUrl, server, addInstance, stop: cleanup };
}
