import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { apiRouter } from '../../server/api/index';
import { CALLS, type Call } from '../../server/contract';
import { callOf, checkAnswer } from '../support/contract';

/** The contract's route table and the server's routes are one set; the test client checks answers against it. */
describe('the contract route table (server/contract/calls.ts)', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on' }); });
  afterAll(async () => { await s?.stop(); });

  it('names every registered route once, and nothing the server does not answer', () => {
    const registered = apiRouter(s.running.deps).stack
      .flatMap((l) => l.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(l.path).replace(/^\/api/, '') || '/'}`));
    const table = Object.values(CALLS as Record<string, Call>).map((c) => `${c.method} ${c.path}`);
    expect(new Set(table).size).toBe(table.length);
    expect([...new Set(registered)].sort()).toEqual([...table].sort());
  });

  it('finds the call a request reaches, the literal route before a parameter', () => {
    expect(callOf('GET', '/buildings/village/4/resources')?.name).toBe('resources');
    expect(callOf('GET', '/buildings/village/4/barracks')?.name).toBe('buildingType');
    expect(callOf('GET', '/reports/report/9')?.name).toBe('report');
    expect(callOf('GET', '/reports/0')?.name).toBe('reports');
    expect(callOf('GET', '/units/village/3/troops?type=abroad&page=1')?.name).toBe('troopsPage');
    expect(callOf('GET', '/')?.name).toBe('serverState');
    expect(callOf('POST', '/villages/3')).toBeUndefined();
  });

  it('refuses an answer with a field the contract lacks, a missing field, a wrong type, or an error body of another shape', () => {
    const ok = { movement_id: 4, due_at: '2026-01-01T00:00:00.000Z' };
    expect(() => checkAnswer('POST', '/units/village/1/callBack/4', 200, ok)).not.toThrow();
    expect(() => checkAnswer('POST', '/units/village/1/callBack/4', 200, { ...ok, extra: 1 })).toThrow(/extra/);
    expect(() => checkAnswer('POST', '/units/village/1/callBack/4', 200, { movement_id: 4 })).toThrow(/outside the contract/);
    expect(() => checkAnswer('POST', '/units/village/1/callBack/4', 200, { ...ok, movement_id: '4' })).toThrow(/outside the contract/);
    expect(() => checkAnswer('GET', '/units/village/1', 200, { home: {}, support: [{ village_id: 2, units: {} }], abroad: [], incoming: [], outgoing: [] })).toThrow(/outside the contract/);
    const movement = { key: 'refusals.notFound.movement', params: {} };
    expect(() => checkAnswer('POST', '/units/village/1/callBack/4', 404, { error: 'error_units', message: 'That movement does not exist', text: movement })).not.toThrow();
    expect(() => checkAnswer('POST', '/units/village/1/callBack/4', 404, { error: 'error_units', message: 'That movement does not exist' })).toThrow(/outside the contract/);
    // The text must render in the en-US catalogue to exactly the message.
    expect(() => checkAnswer('POST', '/units/village/1/callBack/4', 404, { error: 'error_units', message: 'Those troops are gone', text: movement })).toThrow(/renders as/);
    expect(() => checkAnswer('POST', '/units/village/1/callBack/4', 404, { error: 'error_units', message: 'x', text: { key: 'refusals.none.such', params: {} } })).toThrow(/renders as/);
    expect(() => checkAnswer('POST', '/units/village/1/callBack/4', 404, 'Not Found')).toThrow(/outside the contract/);
  });

  it('every answer of the running server passes through that check (a drift fails the test that reads it)', async () => {
    const r = await s.api('GET', '/');
    expect(r.status).toBe(200);
    // The real answer, one field dropped from the contract's view: the check would refuse it.
    const { now: _n, ...short } = r.body as Record<string, unknown>;
    expect(() => checkAnswer('GET', '/', 200, { ...short, nowish: 1 })).toThrow();
  });
});
