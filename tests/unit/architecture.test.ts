import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The layering rule of ARCHITECTURE.md, enforced as a test: the client may import the pure parts of the
 * server (server/game, server/contract) and machines/, never server/db, server/api, server/jobs,
 * server/auth or server/http; and the rules in server/game do no IO.
 */
function files(dir: string, exts = ['.ts', '.tsx']): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(p, exts);
    return exts.some((x) => e.name.endsWith(x)) ? [p] : [];
  });
}

function imports(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    out.push(m[1] ?? m[2]);
  }
  return out;
}

function resolvesInto(file: string, spec: string, root: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  return path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep).join('/');
}

const root = process.cwd();

describe('architecture', () => {
  it('keeps the client away from the server internals', () => {
    const bad: string[] = [];
    for (const f of [...files('client'), ...files('machines')]) {
      for (const spec of imports(f)) {
        const target = resolvesInto(f, spec, root);
        if (target && /^server\/(db|api|jobs|auth|http)(\/|$)|^server\/(main|boot|app|config)$/.test(target)) {
          bad.push(`${f} imports ${spec}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('keeps the rules in server/game free of IO, the clock and randomness', () => {
    const bad: string[] = [];
    for (const f of files('server/game')) {
      // Comments may name what the code avoids; only code counts.
      const src = fs.readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const spec of imports(f)) {
        const target = resolvesInto(f, spec, root);
        if ((target && /^server\/(db|api|jobs|auth|http)/.test(target)) || /^(knex|pg|koa|node:fs|fs|node:http)$/.test(spec)) {
          bad.push(`${f} imports ${spec}`);
        }
      }
      if (/Date\.now\(\)|new Date\(\)|Math\.random\(\)/.test(src)) bad.push(`${f} reads the clock or Math.random`);
    }
    expect(bad).toEqual([]);
  });

  it('the checker itself sees a forbidden import', () => {
    const tmp = path.join('client', '__arch_probe__.ts');
    expect(resolvesInto(tmp, '../server/db/knex', root)).toBe('server/db/knex');
  });
});
