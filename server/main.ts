import path from 'node:path';
import { readConfig } from './config';
import { boot } from './boot';

const config = readConfig();
const clientDir = path.resolve(process.cwd(), 'dist/client');
const running = await boot(config, { clientDir });
running.deps.log.info(
  {
    url: `http://localhost:${config.port}`,
    database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`,
    redis: config.redisUrl ? 'on' : 'off',
    instance: config.instanceId,
  },
  'Aether Kingdoms is running',
);

// The first SIGTERM/SIGINT drains (server/boot.ts shutdown); a second one means "now": exit at once.
let signalled = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (signalled) {
      running.deps.log.warn({ signal: sig }, 'second signal: exiting without draining');
      process.exit(1);
    }
    signalled = true;
    running.deps.log.info({ signal: sig }, 'signal: graceful shutdown');
    running.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        running.deps.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
