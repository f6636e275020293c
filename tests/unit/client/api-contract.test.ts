import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { callOf } from '../../support/contract';

/**
 * The client's calls (client/api/*.ts) are the contract's: each `api.<method><T>(path)` reaches a call of
 * server/contract/calls.ts, and its answer type is that call's (`CallResponse<'name'>`, or a type the
 * contract infers for one of the call's answers). No call restates a response shape by hand.
 */
const dir = path.resolve(__dirname, '../../../client/api');
const METHOD: Record<string, string> = { get: 'GET', post: 'POST', put: 'PUT', del: 'DELETE' };
/** Contract-inferred types a call may name instead of CallResponse (the send call answers either). */
const NAMED: Record<string, string> = { ValidateResponse: 'send', SendResponse: 'send', SpawnVillageResponse: 'spawnVillage', 'TroopsPage<T>': 'troopsPage' };

function clientCalls() {
  const out: Array<{ file: string; method: string; type: string; path: string }> = [];
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
    const src = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of src.matchAll(/api\.(get|post|put|del)<(.+?)>\(\s*[`'](.*?)[`']/gs)) {
      out.push({ file: f, method: METHOD[m[1]!]!, type: m[2]!, path: `/${m[3]!.replace(/\$\{[^}]+\}/g, '1').replace(/\?.*$/, '').replace(/\/$/, '')}` });
    }
  }
  return out;
}

describe('client/api calls and the contract', () => {
  const calls = clientCalls();

  it('finds the client calls', () => {
    expect(calls.length).toBeGreaterThan(30);
  });

  it.each(calls.map((c) => [`${c.file}: ${c.method} ${c.path}`, c] as const))('%s reaches a contract call and takes its answer type', (_name, c) => {
    const hit = callOf(c.method, c.path);
    expect(hit, `${c.method} ${c.path} is no call of server/contract/calls.ts`).toBeDefined();
    const named = /^CallResponse<'(\w+)'>$/.exec(c.type)?.[1] ?? NAMED[c.type];
    expect(named, `${c.type}: not a contract type`).toBeDefined();
    expect(named).toBe(hit!.name);
  });

  it('declares no response shape of its own', () => {
    for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
      const src = fs.readFileSync(path.join(dir, f), 'utf8');
      expect(src, f).not.toMatch(/^export interface \w*Response\b/m);
      expect(src, f).not.toMatch(/api\.\w+<\s*\{/);
      expect(src, f).not.toMatch(/api\.\w+<unknown>/);
    }
  });
});
