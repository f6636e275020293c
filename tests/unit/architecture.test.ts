import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The layering of docs/ARCHITECTURE.md, checked by dependency-cruiser with the rules in
 * .dependency-cruiser.cjs (the same run as `npm run lint:layers`), plus what no import shows: the
 * rules in server/game and the machines read no clock and draw no random numbers.
 */
const root = process.cwd();
const cli = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: Array<{ name: string }>;
}

/** Runs dependency-cruiser over `dirs` in `cwd` with the project's rules; returns its violations. */
function cruise(cwd: string, dirs: string[]): { violations: Violation[]; cruised: number } {
  let out: string;
  try {
    out = execFileSync(process.execPath, [cli, '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', ...dirs], {
      cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (e) {
    // It exits non-zero when it finds violations; the JSON is still on stdout.
    out = (e as { stdout?: string }).stdout ?? '';
    if (!out) throw e;
  }
  const j = JSON.parse(out) as { summary: { violations: Violation[]; totalCruised: number } };
  return { violations: j.summary.violations, cruised: j.summary.totalCruised };
}

const readable = (v: Violation) => `${v.rule.name}: ${v.from} -> ${v.to}${v.cycle ? ` (cycle ${v.cycle.map((c) => c.name).join(' -> ')})` : ''}`;

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('architecture', () => {
  it('the whole tree keeps the layers (dependency-cruiser)', () => {
    const r = cruise(root, ['server', 'client', 'machines', 'stories', 'tests/support']);
    expect(r.cruised).toBeGreaterThan(300);
    expect(r.violations.map(readable)).toEqual([]);
  }, 60_000);

  it('the checker sees every kind of forbidden import (a small tree that breaks each rule)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ak-layers-'));
    try {
      const put = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      };
      put('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }));
      put('server/db/knex.ts', "import type { Context } from '../http/context';\nexport const db = 1; export type C = Context;\n");
      put('server/http/context.ts', 'export type Context = { a: 1 };\n');
      put('server/jobs/tick.ts', "import { route } from '../api/route';\nexport const tick = route;\n");
      put('server/api/route.ts', "import { tick } from '../jobs/other';\nexport const route = tick;\n");
      put('server/jobs/other.ts', 'export const tick = 1;\n');
      put('server/world/scope.ts', "import type { Context } from '../http/context';\nexport type S = Context;\n");
      put('server/game/rule.ts', "import fs from 'node:fs';\nimport { db } from '../db/knex';\nexport const rule = [fs, db];\n");
      put('server/contract/schema.ts', "import { db } from '../db/knex';\nexport const s = db;\n");
      put('client/panel.ts', "import { db } from '../server/db/knex';\nexport const p = db;\n");
      put('machines/m.ts', "import { p } from '../client/panel';\nexport const m = p;\n");
      put('server/game/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
      put('server/game/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
      const r = cruise(dir, ['server', 'client', 'machines']);
      const rules = new Set(r.violations.map((v) => v.rule.name));
      for (const rule of [
        'no-circular', 'game-is-pure', 'game-no-io-modules', 'client-not-server-internals', 'api-not-jobs', 'jobs-not-api',
        'db-knows-no-http', 'world-knows-no-http', 'machines-are-pure', 'contract-is-pure',
      ]) expect(rules, rule).toContain(rule);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('routes and the world layer hold no query: every SQL text and table access is a server/db function', () => {
    const bad: string[] = [];
    for (const f of [...files('server/api'), ...files('server/world'), ...files('server/jobs')]) {
      const src = fs.readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      // A knex table call (db('users'), trx('villages')), raw SQL (.raw(, whereRaw(), or SQL keywords in a string.
      if (/\b(?:db|trx|sp|conn)\(\s*['"`]|\.raw\(|[a-z]Raw\(|['"`]\s*(?:SELECT|UPDATE|INSERT|DELETE|BEGIN|WITH)\s/.test(src)) bad.push(f);
    }
    expect(bad).toEqual([]);
  });

  it('the rules in server/game and the machines read no clock and draw no random numbers', () => {
    const bad: string[] = [];
    for (const f of [...files('server/game'), ...files('machines')]) {
      // Comments may name what the code avoids; only code counts.
      const src = fs.readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      if (/Date\.now\(\)|new Date\(\)|Math\.random\(\)|performance\.now\(\)/.test(src)) bad.push(f);
    }
    expect(bad).toEqual([]);
  });
});
