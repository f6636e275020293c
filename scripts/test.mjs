#!/usr/bin/env node
// `npm test`: builds the client (the browser tests drive the real build), runs every vitest project
// (unit, api, stories, e2e), and closes with one plain line "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const args = process.argv.slice(2);
fs.mkdirSync('test-artifacts', { recursive: true });

if (!args.includes('--no-build')) {
  const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const rest = args.filter((a) => a !== '--no-build');
const out = 'test-artifacts/vitest.json';
fs.rmSync(out, { force: true });
const r = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...rest], {
  stdio: 'inherit',
});
let code = r.status ?? 1;
if (fs.existsSync(out)) {
  const j = JSON.parse(fs.readFileSync(out, 'utf8'));
  const passed = j.numPassedTests ?? 0;
  const failed = (j.numFailedTests ?? 0) + filesFailedWithoutFailedTests(j);
  const skipped = (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  if (passed + failed === 0) code = code || 1;
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
} else {
  console.log('\n0 passed, 1 failed');
}
process.exit(code);

// A file that failed without a failing test (an import error, a failing hook) counts as one failure.
function filesFailedWithoutFailedTests(j) {
  return (j.testResults ?? []).filter((f) => f.status === 'failed' && !f.assertionResults?.some((a) => a.status === 'failed')).length;
}
