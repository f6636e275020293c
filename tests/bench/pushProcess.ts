import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Benchmark 7's child processes (the server with its producer, the pages): TypeScript through tsx, commands as
 * JSON lines on stdin, each answered by one line `BENCH_REPLY <id> {json}` on stdout. Each is started with the
 * soft limit of open files raised to the hard one (`ulimit -n`), since 10,000 connections need 10,000
 * descriptors on each side.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

export interface BenchChild<Ready> {
  ready: Ready;
  pid: number;
  call<T>(cmd: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  /** Stderr's tail (what a failing child said). */
  stderr(): string;
  stop(): Promise<void>;
}

export async function startBenchChild<Ready>(file: string, marker: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Promise<BenchChild<Ready>> {
  const node = [process.execPath, ...nodeArgs, '--import', 'tsx', path.join(here, file)].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const child: ChildProcess = spawn('sh', ['-c', `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec ${node}`], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  let nextId = 1;
  const waiting = new Map<number, (v: unknown) => void>();
  let onReady: ((v: Ready) => void) | undefined;
  child.stderr!.on('data', (d) => { err = (err + d).slice(-20_000); });
  child.stdout!.on('data', (d) => {
    out += d;
    let i: number;
    while ((i = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, i);
      out = out.slice(i + 1);
      if (line.startsWith(`${marker} `)) onReady?.(JSON.parse(line.slice(marker.length + 1)) as Ready);
      const m = /^BENCH_REPLY (\d+) (.*)$/.exec(line);
      if (m) { waiting.get(Number(m[1]))?.(JSON.parse(m[2])); waiting.delete(Number(m[1])); }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file}: not ready in 90 s\n${err.slice(-2000)}`)), 90_000);
    onReady = (v) => { clearTimeout(timer); resolve(v); };
    void exited.then((code) => { clearTimeout(timer); reject(new Error(`${file}: exited (${code})\n${err.slice(-2000)}`)); });
  }).catch((e) => { child.kill('SIGKILL'); throw e; });
  return {
    ready,
    pid: (ready as { pid?: number }).pid ?? child.pid!,
    call<T>(cmd: Record<string, unknown>, timeoutMs = 300_000) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => { waiting.delete(id); reject(new Error(`${file}: ${String(cmd.op)} not answered in ${timeoutMs} ms\n${err.slice(-2000)}`)); }, timeoutMs);
        waiting.set(id, (v) => {
          clearTimeout(timer);
          const e = (v as { error?: string }).error;
          if (e) reject(new Error(`${file}: ${String(cmd.op)}: ${e}`)); else resolve(v as T);
        });
        void exited.then((code) => { clearTimeout(timer); reject(new Error(`${file}: exited (${code}) during ${String(cmd.op)}\n${err.slice(-2000)}`)); });
        child.stdin!.write(`${JSON.stringify({ ...cmd, id })}\n`);
      });
    },
    stderr: () => err,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      child.stdin!.end();
      await exited;
      clearTimeout(kill);
    },
  };
}
