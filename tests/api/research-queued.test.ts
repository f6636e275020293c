import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { researchResponse } from '../../server/contract/research';
import { cast, type Cast } from './queueSupport';

/**
 * GET research and POST research/{id} count the science queued in the account's villages: a new
 * player with no science building who queues science sees it on its way, not 'No science is being
 * produced' (issue 13, found in the first hour).
 */
describe('research: science queued in the villages', () => {
  let s: TestServer;
  let c: Cast;
  const get = async (token?: string) => {
    const r = await s.api('GET', '/research', { token });
    return { status: r.status, body: r.status === 200 ? researchResponse.parse(r.body) : r.body };
  };
  const stock = { wood: 1000, stone: 1000, iron: 1000, food: 1000 };

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    c = await cast(s, (b) => b.withVillage('owner', { as: 'owner2', at: { from: 'owner', dx: 4, dy: 0 }, stock }).withStock('owner', stock));
  });

  it('is zero with nothing queued, for the owner, a sitter and another player; no token is a 401', async () => {
    for (const token of [c.owner.token, c.sitter, c.other.token]) {
      const r = await get(token);
      expect(r.status).toBe(200);
      expect((r.body as { science_queued: unknown }).science_queued).toEqual({ amount: 0, until: null });
    }
    expect((await get()).status).toBe(401);
  });

  it("sums the science items of every village of the account and gives the last one's due instant", async () => {
    const started = researchResponse.parse((await s.api('POST', '/research/1', { token: c.owner.token, body: {} })).body);
    expect(started.science_per_hour).toBe(0);
    expect(started.researching!.due_at).toBeNull();
    expect(started.science_queued).toEqual({ amount: 0, until: null });
    const q = (village: number, amount: number, token: string) => s.api('POST', `/villages/${village}/queue/science`, { token, body: { amount } });
    const a = await q(c.owner.village.id, 60, c.owner.token);
    const b = await q(c.w.place('owner2').id, 30, c.sitter);
    expect([a.status, b.status]).toEqual([200, 200]);
    const r = researchResponse.parse((await get(c.owner.token)).body);
    expect(r.science_queued.amount).toBe(90);
    const last = [a.body.item.due_at, b.body.item.due_at].sort().at(-1);
    expect(r.science_queued.until).toBe(last);
    // Another account sees its own (none).
    expect(researchResponse.parse((await get(c.other.token)).body).science_queued.amount).toBe(0);
    // Once the first item is delivered it no longer counts; once both are, nothing is queued.
    const first = [a.body.item, b.body.item].sort((x, y) => Date.parse(x.due_at) - Date.parse(y.due_at));
    s.clock.t = Date.parse(first[0].due_at) + 1000;
    expect(researchResponse.parse((await get(c.owner.token)).body).science_queued.amount).toBe(first[0] === a.body.item ? 30 : 60);
    s.clock.t = Date.parse(first[1].due_at) + 1000;
    expect(researchResponse.parse((await get(c.owner.token)).body).science_queued).toEqual({ amount: 0, until: null });
  });
});
