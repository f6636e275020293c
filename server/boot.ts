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
import { beginDraining, markStarted } from './http/health';

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
  markStarted(deps);
  let stopping: Promise<void> | undefined;
  return {
    deps,
    server,
    url: `http://127.0.0.1:${port}`,
    stop: () => (stopping ??= shutdown({ deps, server, stopTick, closeCluster: () => cluster.close(), closeDb: opts.db ? undefined : () => db.destroy() })),
  };
}

/** Reconnect delay a page is told at a graceful shutdown: by then the proxy sends it to another instance. */
export const SHUTDOWN_PUSH_RETRY_MS = 1000;

/**
 * The graceful shutdown (docs/OPERATIONS.md): not ready at once, no new tick work (the running pass
 * finishes its transaction), no new connections, push pages told to reconnect elsewhere, requests in
 * flight answered within SHUTDOWN_GRACE_MS (then their connections are closed), then Redis and the
 * database close.
 */
async function shutdown(p: {
  deps: Deps; server: Server; stopTick: () => Promise<void>; closeCluster: () => Promise<void>; closeDb?: () => Promise<void>;
}): Promise<void> {
  const { deps, server } = p;
  const log = deps.log;
  const graceMs = deps.config.shutdownGraceMs;
  beginDraining(deps);
  log.info({ instance: deps.config.instanceId, graceMs }, 'shutting down: not ready, draining');
  const tickDone = p.stopTick();
  const hub = hubFor(deps);
  hub.stop();
  const pages = hub.size();
  hub.closeAll(SHUTDOWN_PUSH_RETRY_MS);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection that just finished its answer (a push stream, a request in flight) would
  // otherwise idle until its timeout before the server counts as closed.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const drained = await within(closed, graceMs);
  clearInterval(sweep);
  if (!drained) {
    log.warn({ graceMs }, 'shutdown: requests still in flight after the grace period; closing their connections');
    server.closeAllConnections();
    await closed;
  }
  if (!(await within(tickDone, graceMs))) log.warn('shutdown: the tick pass did not finish within the grace period');
  log.info({ pushClosed: pages }, 'shutdown: HTTP closed');
  await p.closeCluster();
  await p.closeDb?.();
  log.info('shutdown complete');
}

/** Whether `promise` settles within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), ms); });
  try {
    return await Promise.race([promise.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Cron jobs (due work); none in the foundation yet beyond what jobs/index registers. */
async function startJobs(deps: Deps): Promise<() => Promise<void>> {
  if (!deps.config.tick) return async () => {};
  const { startTick } = await import('./jobs/index');
  return startTick(deps);
}
