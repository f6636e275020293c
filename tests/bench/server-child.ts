import Koa from 'koa';
import type { Server } from 'node:http';
import { readConfig } from '../../server/config';
import { boot } from '../../server/boot';

/**
 * The server under load, in its own process (started by serverProcess.ts with the environment the
 * benchmark chose: DATABASE_URL, NODE_ENV=production, TICK off, RATE_LIMIT_TOKEN=0, ...). Besides
 * the real app it listens with two bare Koa routes for the baselines: a JSON reply, and SELECT 1
 * through the very pool the app uses (deps.db). Prints one line `BENCH_READY {json}` when listening.
 */
const running = await boot(readConfig(), { quiet: true });
const bare = new Koa();
bare.use(async (ctx) => {
  if (ctx.path === '/json') ctx.body = { ok: true, now: Date.now() };
  else if (ctx.path === '/select1') {
    const r = await running.deps.db.raw('SELECT 1 AS one');
    ctx.body = { one: r.rows[0].one };
  } else ctx.status = 404;
});
const baseline = await new Promise<Server>((resolve) => { const s = bare.listen(0, '127.0.0.1', () => resolve(s)); });
const addr = baseline.address();
const baselineUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
process.stdout.write(`BENCH_READY ${JSON.stringify({ url: running.url, baselineUrl, pid: process.pid })}\n`);

const stop = async () => {
  baseline.close();
  baseline.closeAllConnections?.();
  await running.stop();
  process.exit(0);
};
process.on('SIGTERM', () => { void stop(); });
process.on('SIGINT', () => { void stop(); });
