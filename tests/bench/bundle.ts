import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { round, type BundleFigures } from './results';

/**
 * Benchmark 5: the client bundle. Builds the client (vite build, production) into a temporary folder
 * and measures, gzipped, the JavaScript index.html loads at start (its module scripts and
 * modulepreloads) and all JavaScript (lazy chunks included).
 */
const GOAL_BYTES = 350 * 1024;

/** Gzipped sizes of a built client folder (pure measurement of files on disk). */
export function analyseBuild(dir: string): Omit<BundleFigures, 'buildSeconds'> {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const initial = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) initial.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) initial.add(m[1]);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  const local = (src: string) => path.join(dir, src.replace(/^\//, ''));
  const initialBytes = [...initial].filter((s) => !/^https?:/.test(s)).reduce((n, s) => n + gz(local(s)), 0);
  const all: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) all.push(p);
    }
  };
  walk(dir);
  return {
    initialJsGzipBytes: initialBytes,
    initialJsFiles: initial.size,
    totalJsGzipBytes: all.reduce((n, f) => n + gz(f), 0),
    goal: `initial JS gzipped <= ${GOAL_BYTES} bytes (350 KiB)`,
    met: initial.size > 0 && initialBytes <= GOAL_BYTES,
  };
}

export function benchBundle(log: (s: string) => void): BundleFigures {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ak-bench-client-'));
  try {
    log('bundle: vite build');
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--emptyOutDir'], {
      encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) throw new Error(`vite build failed: ${r.stderr?.slice(-2000)}`);
    const buildSeconds = (performance.now() - t0) / 1000;
    return { ...analyseBuild(out), buildSeconds: round(buildSeconds, 1) };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
