import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The browser tests drive the production build in dist/client. `npm test` builds it first; when the e2e
 * project runs on its own (`npx vitest run --project e2e`) this builds it when it is missing or older
 * than its sources, so a test never silently runs yesterday's client.
 */
function newest(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

export default function setup(): void {
  // Screenshots are those of this run only (a stale failure picture would mislead).
  fs.rmSync('test-artifacts/screenshots', { recursive: true, force: true });
  const built = 'dist/client/index.html';
  const sources = Math.max(newest('client'), newest('assets'), newest('machines'), newest('server/contract'), newest('server/game'), fs.statSync('vite.config.ts').mtimeMs);
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  console.log('e2e: building the client (dist/client is missing or older than its sources)…');
  const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (b.status !== 0) throw new Error('e2e: vite build failed');
}
