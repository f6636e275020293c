import { readConfig, type Config } from '../../server/config';
import { boot, type Running } from '../../server/boot';
import { createTestDb, type TestDb } from './db';
import { apiAt, type ApiCall } from './apiCall';

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
  /** JSON call against /api, every answer checked against the contract (tests/support/apiCall.ts). */
  api: ApiCall;
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
  let running: Running;
  try {
    running = await boot(config, { db: testDb.db, now: clock.now, quiet: true });
  } catch (err) {
    // A boot that fails leaves no server to stop(): its database would outlive the file.
    await testDb.drop().catch(() => {});
    throw err;
  }
  const url = running.url;
  const api = apiAt(url);
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
