import { readConfig } from '../../server/config';
import { boot } from '../../server/boot';

/**
 * Benchmark 4's server, in its own process: the real app (server/boot.ts, with the environment the
 * benchmark chose: DATABASE_URL, MAX_COORD, NODE_ENV=production, TICK off) serving the production
 * build of the client from AK_CLIENT_DIR. Prints one line `BENCH_READY {json}` when listening.
 */
const clientDir = process.env.AK_CLIENT_DIR;
if (!clientDir) throw new Error('AK_CLIENT_DIR: the client build to serve');
const running = await boot(readConfig(), { quiet: true, clientDir });
process.stdout.write(`BENCH_READY ${JSON.stringify({ url: running.url, pid: process.pid })}\n`);

const stop = async () => {
  await running.stop();
  process.exit(0);
};
process.on('SIGTERM', () => { void stop(); });
process.on('SIGINT', () => { void stop(); });
