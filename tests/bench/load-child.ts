import fs from 'node:fs';
import autocannon from 'autocannon';
import { percentile } from './results';

/**
 * The load generator, in its own process (load.ts starts it): autocannon against one route, with
 * the targets (path, token, body) handed out round-robin across all connections, so consecutive
 * requests hit different villages and players. Reads its spec from the JSON file named in argv[2],
 * prints one line `BENCH_LOAD {json}` with the latencies it saw (p95 is not among autocannon's own
 * percentiles, so every response time is kept).
 */
export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  /** Seconds; or `amount` requests (the POST run sends exactly one request per prepared target). */
  duration?: number;
  amount?: number;
  targets: Array<{ path: string; token?: string; body?: unknown }>;
}

const spec: LoadSpec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let next = 0;
const times: number[] = [];
let non2xx = 0;
const started = Date.now();
const cpu0 = process.cpuUsage();
const instance = autocannon({
  url: spec.url,
  connections: spec.connections,
  ...(spec.amount !== undefined ? { amount: spec.amount } : { duration: spec.duration ?? 10 }),
  timeout: 30,
  requests: [{
    setupRequest: (req) => {
      const t = spec.targets[next++ % spec.targets.length];
      const headers: Record<string, string> = { accept: 'application/json' };
      if (t.token) headers.authorization = `Bearer ${t.token}`;
      if (t.body !== undefined) headers['content-type'] = 'application/json';
      return { ...req, method: spec.method, path: t.path, headers, body: t.body !== undefined ? JSON.stringify(t.body) : undefined };
    },
  }],
});
instance.on('response', (_client, status, _bytes, ms) => {
  times.push(ms);
  if (status < 200 || status >= 300) non2xx += 1;
});
const result = await instance;
const seconds = (Date.now() - started) / 1000;
const cpu = process.cpuUsage(cpu0);
times.sort((a, b) => a - b);
process.stdout.write(`BENCH_LOAD ${JSON.stringify({
  requests: times.length,
  seconds,
  rps: times.length / Math.max(seconds, 1e-9),
  p50Ms: percentile(times, 50),
  p95Ms: percentile(times, 95),
  p99Ms: percentile(times, 99),
  maxMs: times.length ? times[times.length - 1] : 0,
  failures: non2xx + result.errors + result.timeouts,
  loadCpuUs: cpu.user + cpu.system,
})}\n`);
