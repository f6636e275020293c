import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadSpec } from './load-child';

/**
 * The benchmarks' second and third processes. Both run TypeScript through tsx (`node --import tsx`),
 * which transpiles each module once on load (esbuild); after start-up the server runs the same
 * JavaScript a compiled build would, so the steady-state figures are those of the production server.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

function tsNode(file: string, args: string[], env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(here, file), ...args], {
    env, stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the JSON after `marker` on the child's stdout; rejects when it exits first. */
function readMarker<T>(child: ChildProcess, marker: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`${marker}: no answer in ${timeoutMs} ms\n${err.slice(-2000)}`)), timeoutMs);
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith(`${marker} `));
      if (line) { clearTimeout(timer); resolve(JSON.parse(line.slice(marker.length + 1)) as T); }
    });
    child.stderr!.on('data', (d) => { err += d; });
    child.on('close', (code) => { clearTimeout(timer); reject(new Error(`${marker}: child exited (${code})\n${err.slice(-2000)}`)); });
  });
}

export interface ServerChild {
  url: string;
  baselineUrl: string;
  /** The server process's id (its CPU time is read from /proc). */
  pid: number;
  stop: () => Promise<void>;
}

/** The production server (NODE_ENV=production, no tick, no per-token limit) on `databaseUrl`. */
export async function startServerChild(databaseUrl: string, extra: Record<string, string> = {}): Promise<ServerChild> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: '0',
    TICK: 'off',
    TRUST_PROXY: 'off',
    RATE_LIMIT_TOKEN: '0',
    GAME_START: '2026-01-01T00:00:00Z',
    LOG_LEVEL: 'silent',
    ...extra,
  };
  // BENCH_SERVER_CPU_PROF=dir (profiling): the server child writes a V8 CPU profile there when it stops.
  const prof = process.env.BENCH_SERVER_CPU_PROF;
  const child = tsNode('server-child.ts', [], env, prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : []);
  const ready = await readMarker<{ url: string; baselineUrl: string; pid: number }>(child, 'BENCH_READY', 60_000).catch((e) => {
    child.kill('SIGKILL');
    throw e;
  });
  return {
    ...ready,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => { clearTimeout(kill); resolve(); });
      child.kill('SIGTERM');
    }),
  };
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
  /** CPU time (user + system) the load generator spent in the run, microseconds. */
  loadCpuUs: number;
}

/** CPU time (user + system, microseconds) of a process, or of every process whose name starts with `name`; 0 without /proc. */
export function cpuTimeUs(of: { pid: number } | { name: string }): number {
  const tick = 10_000; // USER_HZ = 100 on Linux: /proc/<pid>/stat counts in 10 ms ticks
  const read = (pid: string): { comm: string; us: number } | undefined => {
    try {
      const st = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      return { comm: st.slice(st.indexOf('(') + 1, st.lastIndexOf(')')), us: (Number(f[11]) + Number(f[12])) * tick };
    } catch {
      return undefined; // gone, or no /proc
    }
  };
  if ('pid' in of) return read(String(of.pid))?.us ?? 0;
  let pids: string[] = [];
  try { pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)); } catch { return 0; }
  return pids.map(read).filter((x) => x && x.comm.startsWith(of.name)).reduce((a, x) => a + x!.us, 0);
}

/** One autocannon run from a separate process. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `ak-bench-load-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(spec));
  try {
    const child = tsNode('load-child.ts', [file], { PATH: process.env.PATH });
    const timeout = ((spec.duration ?? 60) + 120) * 1000;
    return await readMarker<LoadResult>(child, 'BENCH_LOAD', timeout);
  } finally {
    fs.rmSync(file, { force: true });
  }
}
