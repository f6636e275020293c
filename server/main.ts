import path from 'node:path';
import { readConfig } from './config';
import { boot, type Running } from './boot';

const config = readConfig();
const clientDir = path.resolve(process.cwd(), 'dist/client');

// The first SIGTERM/SIGINT drains (server/boot.ts shutdown); a second one means "now": exit at once.
// Registered before boot: the server listens (and a supervisor may signal it) before boot returns.
let running: Running | undefined;
let signalled = false;
const drain = (r: Running) => r.stop().then(
  () => process.exit(0),
  (err: unknown) => {
    r.deps.log.error({ err }, 'shutdown failed');
    process.exit(1);
  },
);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (signalled) {
      running?.deps.log.warn({ signal: sig }, 'second signal: exiting without draining');
      process.exit(1);
    }
    signalled = true;
    running?.deps.log.info({ signal: sig }, 'signal: graceful shutdown');
    if (running) void drain(running);
  });
}

running = await boot(config, { clientDir });
running.deps.log.info(
  {
    url: `http://localhost:${config.port}`,
    database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`,
    redis: config.redisUrl ? 'on' : 'off',
    instance: config.instanceId,
  },
  'Aether Kingdoms is running',
);
if (signalled) {
  running.deps.log.info('signal during start-up: graceful shutdown');
  void drain(running);
}
