#!/usr/bin/env node
// `npm run dev`: the server with reload on change (tsx watch) and Vite's dev server with hot reload
// on http://localhost:5173, which proxies /api to the server on :3000.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: process.env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];
const stop = () => { for (const p of procs) p.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
