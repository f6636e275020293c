import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { spawnPlayer, type PlayerWithVillage } from '../support/players';

/**
 * The return report's FROM names where the troops came from (the village they attacked, or where a
 * call back turned them), never the home they returned to (issue 13, point 9).
 */
describe('return report: where the troops came from', () => {
  let s: TestServer;
  let a: PlayerWithVillage;
  let b: PlayerWithVillage;

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    a = await spawnPlayer(s, 'NE');
    b = await spawnPlayer(s, 'SW');
  });
  afterAll(async () => { await s?.stop(); });

  const returnReport = async () => {
    const list = await s.api('GET', '/reports/0', { token: a.token });
    const item = (list.body.reports as Array<{ id: number; kind: string }>).find((r) => r.kind === 'return');
    expect(item).toBeDefined();
    const detail = await s.api('GET', `/reports/report/${item!.id}`, { token: a.token });
    expect(detail.status).toBe(200);
    return detail.body.data as { village_id: number; from: { x: number; y: number }; origin: string };
  };

  it('after an attack: FROM is the attacked village, the home is the own village', async () => {
    expect((await s.api('POST', '/testing/units', { body: { village_id: a.village.id, units: { cav1: 30 } } })).status).toBe(200);
    const sent = await s.api('POST', `/units/village/${a.village.id}/send`, {
      token: a.token, body: { units: { cav1: 30 }, x: b.village.x, y: b.village.y, moveType: 'attack' },
    });
    expect(sent.status).toBe(200);
    s.clock.advance(sent.body.duration_ms);
    const mid = await s.api('GET', `/units/village/${a.village.id}`, { token: a.token });
    const back = (mid.body.incoming as Array<{ kind: string; due_at: string }>).find((m) => m.kind === 'returning');
    expect(back).toBeDefined();
    s.clock.set(back!.due_at);
    await s.api('GET', `/units/village/${a.village.id}`, { token: a.token });
    const data = await returnReport();
    expect(data.village_id).toBe(a.village.id);
    expect(data.origin).toBe('attack');
    expect(data.from).toEqual({ x: b.village.x, y: b.village.y });
    expect(data.from).not.toEqual({ x: a.village.x, y: a.village.y });
  });
});
