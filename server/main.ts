import path from 'node:path';
import { readConfig } from './config';
import { boot } from './boot';

const config = readConfig();
const clientDir = path.resolve(process.cwd(), 'dist/client');
const running = await boot(config, { clientDir });
running.deps.log.info(
  { url: `http://localhost:${config.port}`, database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})` },
  'Aether Kingdoms is running',
);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => { void running.stop().then(() => process.exit(0)); });
}
