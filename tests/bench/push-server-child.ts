import fs from 'node:fs';
import Koa from 'koa';
import http, { type Server, type ServerResponse } from 'node:http';
import readline from 'node:readline';
import v8 from 'node:v8';
import { readConfig } from '../../server/config';
import { boot } from '../../server/boot';
import { publish } from '../../server/world/push/publish';
import { hubFor } from '../../server/api/push/hub';

/**
 * Benchmark 7's server (tests/bench/push.ts starts it with the environment it chose: with or without
 * REDIS_URL). The real server (server/boot.ts) plus, in the same process, the producer: transactions on the
 * app's own pool that `publish` through the world layer (server/world/push/publish.ts), so every event takes
 * the path a world call's takes: queued on the transaction, sent after the commit, through the bus (in
 * memory, or Redis pub/sub and back), delivered by the hub to the SSE sessions. The commit instant is read
 * from the monotonic clock when the transaction's promise resolved. A bare Koa route /json is the
 * round-trip baseline. Commands as JSON lines on stdin, each answered `BENCH_REPLY <id> {json}`.
 */
const running = await boot(readConfig(), { quiet: true });
const { deps } = running;
const bare = new Koa();
bare.use((ctx) => { ctx.body = { ok: true }; });
const baseline = await new Promise<Server>((resolve) => { const s = bare.listen(0, '127.0.0.1', () => resolve(s)); });
const addr = baseline.address();
const baselineUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/json`;

/**
 * The connections' baseline: a bare Node SSE stream (no Koa, no better-sse, no hub), the least an open event
 * stream costs this process. It says hello like the push route, so the pages open it the same way.
 */
const bareStreams = new Set<ServerResponse>();
const bareSse = http.createServer((req, res) => {
  req.socket.setTimeout(0);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  res.write('event: hello\ndata: {"type":"hello"}\n\n');
  bareStreams.add(res);
  res.on('close', () => bareStreams.delete(res));
});
await new Promise<void>((resolve) => bareSse.listen(0, '127.0.0.1', () => resolve()));
const bareAddr = bareSse.address();
const barePort = typeof bareAddr === 'object' && bareAddr ? bareAddr.port : 0;

const ns = () => process.hrtime.bigint();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Produce { op: 'produce'; rate: number; seconds: number; recipients: Array<{ user: number; village: number }>; file: string; maxInFlight: number }

/**
 * `rate` events a second for `seconds`, event i to recipients[i mod n]: each its own transaction (BEGIN,
 * publish, COMMIT) started on schedule without waiting for the previous, at most `maxInFlight` open at once.
 * The event is queue_done (no counters read after the commit: the fan-out alone is measured), its item the
 * sequence number the pages report back.
 */
async function produce(c: Produce) {
  const total = Math.max(1, Math.round(c.rate * c.seconds));
  const commits: Array<[number, number, string]> = [];
  let failed = 0;
  let inFlight = 0;
  let freed: (() => void) | undefined;
  const t0 = ns();
  const step = 1e9 / c.rate;
  const fire = (i: number) => {
    const r = c.recipients[i % c.recipients.length];
    inFlight += 1;
    deps.db.transaction(async (trx) => {
      publish(trx, deps, r.user, { type: 'queue_done', village_id: r.village, kind: 'bench', item: String(i) });
    }).then(
      () => { commits.push([i, r.user, String(ns())]); },
      () => { failed += 1; },
    ).finally(() => { inFlight -= 1; freed?.(); });
  };
  for (let i = 0; i < total; i++) {
    const wait = Number(t0 + BigInt(Math.round(i * step)) - ns()) / 1e6;
    if (wait >= 1) await sleep(wait);
    while (inFlight >= c.maxInFlight) await new Promise<void>((r) => { freed = r; });
    fire(i);
  }
  while (inFlight > 0) await new Promise<void>((r) => { freed = r; });
  const seconds = Number(ns() - t0) / 1e9;
  fs.writeFileSync(c.file, JSON.stringify(commits));
  return { produced: commits.length, failed, seconds, ratePerSecond: commits.length / seconds };
}

/** One event to every page (world_finished, as when the world is won): its commit instant. */
async function broadcast(key: string) {
  await deps.db.transaction(async (trx) => { publish(trx, deps, 'all', { type: 'world_finished', finished_at: key }); });
  return { commitNs: String(ns()) };
}

/** The same event written to every bare stream: when the loop was entered. */
function broadcastBare(key: string) {
  const at = ns();
  const text = `event: world_finished\ndata: ${JSON.stringify({ type: 'world_finished', finished_at: key })}\n\n`;
  for (const res of bareStreams) res.write(text);
  return { commitNs: String(at) };
}

/** The process's memory after two full collections (run with --expose-gc), open connections and descriptors. */
function memory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  let fds = 0;
  try { fds = fs.readdirSync('/proc/self/fd').length; } catch { /* no /proc */ }
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, connections: hubFor(deps).size(), bareStreams: bareStreams.size, fds, gc: Boolean(gc) };
}

type Command = Produce | { op: 'broadcast'; key: string } | { op: 'broadcastBare'; key: string } | { op: 'memory' } | { op: 'heapSnapshot'; file: string };

async function run(c: Command): Promise<unknown> {
  if (c.op === 'produce') return produce(c);
  if (c.op === 'broadcast') return broadcast(c.key);
  if (c.op === 'broadcastBare') return broadcastBare(c.key);
  // For experiments (what a connection's heap holds): a V8 heap snapshot.
  if (c.op === 'heapSnapshot') return { file: v8.writeHeapSnapshot(c.file) };
  return memory();
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const { id, ...cmd } = JSON.parse(line) as Command & { id: number };
  run(cmd as Command).then(
    (r) => process.stdout.write(`BENCH_REPLY ${id} ${JSON.stringify(r)}\n`),
    (err: unknown) => process.stdout.write(`BENCH_REPLY ${id} ${JSON.stringify({ error: String(err) })}\n`),
  );
});

const stop = async () => {
  baseline.close();
  baseline.closeAllConnections?.();
  bareSse.close();
  bareSse.closeAllConnections?.();
  await running.stop();
  process.exit(0);
};
process.on('SIGTERM', () => { void stop(); });
// The benchmark went away (stdin closed): no orphaned server.
rl.on('close', () => { void stop(); });
process.stdout.write(`BENCH_PUSH_READY ${JSON.stringify({ url: running.url, baselineUrl, barePort, pid: process.pid })}\n`);
