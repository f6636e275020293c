#!/usr/bin/env node
// `npm start`: builds the client when it is missing or older than its sources, then runs the server
// (embedded PGlite in ./data unless DATABASE_URL is set) on http://localhost:3000.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = 'dist/client/index.html';
function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}
const sources = Math.max(newest('client'), newest('assets'), newest('machines'), newest('server/contract'), newest('server/game'));
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  console.log('Building the client…');
  const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const child = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
