import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario } from '../support/world';

/**
 * Two kingdoms attacking each other at the same moment (found by the beginner-protection race): each
 * send locked only its own village, and the new movement's foreign key then waited for the other's, a
 * deadlock that the retries did not always get past (34 of 50 answered 500 on the 2-core machine).
 * POST units/village/{id}/send now locks both villages in id order.
 */
describe('POST units/village/{id}/send between two kingdoms at once', () => {
  let s: TestServer;
  let w: Scenario;
  beforeAll(async () => {
    s = await startTestServer();
    w = await aWorld(s).withPlayer('a').withVillage('a', { quadrant: 'NE', units: { melee1: 500 } })
      .withPlayer('b').withVillage('b', { quadrant: 'SW', units: { melee1: 500 } }).build();
  });
  afterAll(async () => { await s?.stop(); });

  it('a 50-way race of attacks both ways: every one leaves, none is a 500', async () => {
    const at = (n: string) => ({ x: w.place(n).x, y: w.place(n).y });
    const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => {
      const [from, to] = i % 2 ? ['a', 'b'] : ['b', 'a'];
      return s.api('POST', `/units/village/${w.village(from)}/send`, { token: w.token(from), body: { units: { melee1: 1 }, ...at(to), moveType: 'attack' } });
    }));
    expect(rs.map((r) => r.status)).toEqual(rs.map(() => 200));
    for (const n of ['a', 'b']) {
      const left = await s.testDb.db('movements').where({ from_village_id: w.village(n) }).count<{ c: number }[]>({ c: '*' });
      expect(Number(left[0].c)).toBe(25);
      const home = await s.testDb.db('village_units').where({ village_id: w.village(n), location_village_id: w.village(n), unit: 'melee1' }).first('amount');
      expect(home.amount).toBe(475);
    }
  });
});
