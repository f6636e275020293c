import pino from 'pino';
import type { Server } from 'node:http';
import type { Config } from './config';
import { openDb, migrate, type Db } from './db/knex';
import { syncPopulationTable } from './db/statistics';
import { ensureWorld } from './db/world';
import { createApp } from './app';
import type { Deps } from './http/context';
import { openCluster, setCluster } from './cluster/index';
import { hubFor } from './api/push/hub';

export interface Running {
  deps: Deps;
  server: Server;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Opens the database, migrates, loads the world and listens. Used by main.ts and by the API and
 * browser tests, which start the real server on a free port against their own database.
 */
export async function boot(config: Config, opts: { db?: Db; now?: () => Date; clientDir?: string; quiet?: boolean } = {}): Promise<Running> {
  const log = pino({ level: opts.quiet ? 'silent' : process.env.LOG_LEVEL || 'info' });
  const db = opts.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.dbPoolMax }));
  await migrate(db);
  // Population counters follow the rules' table: a balance change since the last boot recounts them.
  if (await syncPopulationTable(db)) log.info('building population changed: kingdoms\' population recounted');
  const now = opts.now ?? (() => new Date());
  const world = await ensureWorld(db, config, now());
  const cluster = await openCluster(config, log);
  const deps: Deps = { db, config, now, log, world, push: cluster.bus };
  setCluster(deps, cluster);
  const app = createApp(deps, { clientDir: opts.clientDir });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.port, '0.0.0.0', () => resolve(s));
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const stopTick = await startJobs(deps);
  return {
    deps,
    server,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      stopTick();
      const hub = hubFor(deps);
      hub.stop();
      hub.closeAll(0);
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections?.();
      await cluster.close();
      if (!opts.db) await db.destroy();
    },
  };
}

/** Cron jobs (due work); none in the foundation yet beyond what jobs/index registers. */
async function startJobs(deps: Deps): Promise<() => void> {
  if (!deps.config.tick) return () => {};
  const { startTick } = await import('./jobs/index');
  return startTick(deps);
}
