import { readConfig, type Config } from '../../server/config';
import { boot, type Running } from '../../server/boot';
import { createTestDb, type TestDb } from './db';
import { checkAnswer } from './contract';

/** A controllable clock: tests move time instead of waiting. */
export class TestClock {
  constructor(public t: number = Date.parse('2026-06-01T12:00:00Z')) {}
  now = () => new Date(this.t);
  advance(ms: number) { this.t += ms; }
  set(iso: string) { this.t = Date.parse(iso); }
}

export interface TestServer {
  url: string;
  clock: TestClock;
  running: Running;
  testDb: TestDb;
  /**
   * JSON call against /api with an optional bearer token; never throws on a status, but throws when the
   * answer is not what the contract says (tests/support/contract.ts checkAnswer).
   */
  api: <T = any>(method: string, path: string, opts?: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> }) => Promise<{ status: number; body: T }>;
  stop: () => Promise<void>;
}

/** The real server (real HTTP, real database) on a free port, with its own fresh database. */
export async function startTestServer(env: Record<string, string> = {}, clock = new TestClock()): Promise<TestServer> {
  const testDb = await createTestDb();
  const config: Config = {
    // Beginner protection is off unless a test turns it on (tests/api/beginner-protection.test.ts): the
    // other tests attack kingdoms founded a moment earlier.
    ...readConfig({ GAME_START: '2026-01-01T00:00:00Z', TRUST_PROXY: '1', BEGINNER_PROTECTION_HOURS: '0', ...env } as NodeJS.ProcessEnv),
    port: 0,
    tick: false,
    databaseUrl: testDb.url,
  };
  const running = await boot(config, { db: testDb.db, now: clock.now, quiet: true });
  const url = running.url;
  const api: TestServer['api'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${url}/api${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    const text = await res.text();
    let body: any = text;
    try { body = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
    // Every answer a test reads is the contract's: a drift between server and contract fails the test.
    checkAnswer(method, path, res.status, body);
    return { status: res.status, body };
  };
  return {
    url,
    clock,
    running,
    testDb,
    api,
    stop: async () => {
      await running.stop();
      await testDb.drop();
    },
  };
}
