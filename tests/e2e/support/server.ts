import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../../server/config';
import { boot, type Running } from '../../../server/boot';
import { createTestDb, type TestDb } from '../../support/db';

/** The production build of the client that the server hands out (made by `vite build`; see globalSetup.ts). */
export const clientDir = path.resolve('dist/client');

export interface E2EServer {
  url: string;
  running: Running;
  testDb: TestDb;
  stop: () => Promise<void>;
}

/**
 * The real server as a player meets it: the built client, its own fresh database, the real clock and
 * the cron tick, on a free port. TESTING_TOOLS is on so a test may use /api/testing; GAME_START lies
 * an hour back so the world is running.
 */
export async function startE2EServer(opts: { gameSpeed?: number; env?: Record<string, string> } = {}): Promise<E2EServer> {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`No client build in ${clientDir}: run "npx vite build" (npm test and the e2e globalSetup do it)`);
  }
  // Serve a private copy: a `vite build` run meanwhile (by a developer, or npm start) empties dist/client
  // and renames every chunk, and a page of this test would then fail to load its lazy routes.
  const served = fs.mkdtempSync(path.join(os.tmpdir(), 'ak-e2e-client-'));
  fs.cpSync(clientDir, served, { recursive: true });
  const testDb = await createTestDb();
  const config = {
    ...readConfig({
      GAME_START: new Date(Date.now() - 3600_000).toISOString(),
      GAME_SPEED: String(opts.gameSpeed ?? 1),
      TESTING_TOOLS: 'on',
      // The journeys attack a kingdom founded minutes earlier: beginner protection off.
      BEGINNER_PROTECTION_HOURS: '0',
      // Native events only where a journey places them (testing/event), unless it turns spawns on.
      EVENT_SPAWNS: 'off',
      ...opts.env,
    } as NodeJS.ProcessEnv),
    port: 0,
    tick: true,
    databaseUrl: testDb.url,
  };
  let running: Running;
  try {
    running = await boot(config, { db: testDb.db, clientDir: served, quiet: !process.env.E2E_SERVER_LOG });
  } catch (err) {
    await testDb.drop();
    fs.rmSync(served, { recursive: true, force: true });
    throw err;
  }
  return {
    url: running.url,
    running,
    testDb,
    stop: async () => {
      await running.stop();
      await testDb.drop();
      fs.rmSync(served, { recursive: true, force: true });
    },
  };
}
