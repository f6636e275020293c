import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario, type ScenarioPlayer, type VillagePlan } from '../support/world';
import { profileResponse } from '../../server/contract/profile';
import { cultureThresholds } from '../../server/game/economy';
import { processDueQueue } from '../../server/jobs/dueQueue';
import { HOUR, buildingId } from './queueSupport';
import { accountOf, freeSpot } from './accountSupport';

/**
 * Account-wide culture and science accrue lazily from the villages' hourly rates (GAME.md sections 3
 * and 5). A building level that changes a rate completes at its instant: the account is settled to
 * that instant with the old rates first, by the read path and by the tick alike, in time order across
 * the account's villages.
 */
describe('account accrual', () => {
  let s: TestServer;
  const culture = async (token: string) => profileResponse.parse((await s.api('GET', '/profiles/user', { token })).body).profile.culture;

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  /** A player whose village has a culture district and a theater at level 1 (20 culture/h), synced to now. */
  /** A culture district and a theater at level 1, with some stock. */
  const THEATER: VillagePlan = { districts: ['culture'], buildings: { theater: 1 }, stock: { wood: 1000, stone: 1000, iron: 1000, food: 1000 } };
  let w: Scenario;
  let players = 0;
  async function withTheater(quadrant: 'NE' | 'NW' | 'SE' | 'SW'): Promise<ScenarioPlayer> {
    const name = `p${++players}`;
    w = await aWorld(s).withPlayer(name).withVillage(name, { quadrant, ...THEATER }).withAccount(name, {}).build();
    const p = w.player(name);
    return p;
  }
  /** Another village of the last player at `spot`, with its theater; the account synced. */
  async function anotherTheater(spot: { x: number; y: number }): Promise<number> {
    const name = `p${players}`;
    await w.and().withVillage(name, { at: spot, ...THEATER }).withAccount(name, {}).build();
    return w.village(name, 1);
  }
  const queueTheater = async (p: { token: string }, v: number) => {
    const r = await s.api('POST', `/villages/${v}/queue/building/${await buildingId(s, v, 'theater')}`, { token: p.token, body: {} });
    expect(r.status).toBe(200);
    return Date.parse(r.body.item.due_at);
  };

  it('culture accrues at the hourly rate and is never lost between reads', async () => {
    const p = await withTheater('NE');
    const t0 = s.clock.t;
    const seen: number[] = [];
    for (const h of [0.5, 1, 3, 3, 7.25]) {
      s.clock.t = t0 + h * HOUR;
      seen.push(await culture(p.token));
    }
    expect(seen.map((x) => Math.round(x * 1e6) / 1e6)).toEqual([10, 20, 60, 60, 145]);
    // A read does not write the account; the stored value is still the one synced.
    expect((await accountOf(s, p.id)).culture).toBe(0);
  });

  it('a theater level completing changes the rate at its completion instant (settle-on-read)', async () => {
    const p = await withTheater('NW');
    const t0 = s.clock.t;
    const due = await queueTheater(p, p.village.id);
    s.clock.t = due + 2 * HOUR;
    // 20/h until the level completes, then theater 2: round(20 x 2 x 1.08) = 43/h.
    const expected = (20 * (due - t0)) / HOUR + 43 * 2;
    expect(await culture(p.token)).toBeCloseTo(expected, 6);
    const stored = await accountOf(s, p.id);
    expect(new Date(stored.account_updated_at).getTime()).toBe(due);
    expect(stored.culture).toBeCloseTo((20 * (due - t0)) / HOUR, 6);
  });

  it('the tick settles the account at the completion instant just like the read', async () => {
    const p = await withTheater('SE');
    const t0 = s.clock.t;
    const due = await queueTheater(p, p.village.id);
    s.clock.t = due + 5 * HOUR;
    const r = await processDueQueue(s.running.deps);
    expect(r.failed).toBe(0);
    const stored = await accountOf(s, p.id);
    expect(new Date(stored.account_updated_at).getTime()).toBe(due);
    expect(await culture(p.token)).toBeCloseTo((20 * (due - t0)) / HOUR + 43 * 5, 6);
  });

  it('completions in two villages are applied in time order across the account, whichever village is read', async () => {
    const results: number[] = [];
    for (const readVia of ['second', 'profile'] as const) {
      const p = await withTheater('SW');
      const spot = await freeSpot(s, -40, -20);
      const second = await anotherTheater(spot);
      const t0 = s.clock.t;
      const dueA = await queueTheater(p, p.village.id);
      s.clock.advance(10 * 60_000);
      const dueB = await queueTheater(p, second);
      expect(dueB).toBeGreaterThan(dueA);
      const t = dueB + HOUR;
      s.clock.t = t;
      // 2 x 20/h until A completes, 43 + 20 until B completes, then 2 x 43.
      const expected = (40 * (dueA - t0) + 63 * (dueB - dueA) + 86 * (t - dueB)) / HOUR;
      if (readVia === 'second') expect((await s.api('GET', `/villages/${second}`, { token: p.token })).status).toBe(200);
      const got = await culture(p.token);
      expect(got).toBeCloseTo(expected, 6);
      results.push(got - expected);
    }
    expect(results.every((d) => Math.abs(d) < 1e-6)).toBe(true);
  });

  it('the tick counts the rates of the account\'s villages that have nothing due', async () => {
    const p = await withTheater('NW');
    const spot = await freeSpot(s, 20, -40);
    const idle = await anotherTheater(spot);
    const t0 = s.clock.t;
    const due = await queueTheater(p, p.village.id);
    s.clock.t = due + HOUR;
    expect((await processDueQueue(s.running.deps)).failed).toBe(0);
    const stored = await accountOf(s, p.id);
    expect(new Date(stored.account_updated_at).getTime()).toBe(due);
    // Both theaters (2 x 20/h) until the level completes: the idle village's rate is read by the tick too.
    expect(stored.culture).toBeCloseTo((40 * (due - t0)) / HOUR, 6);
    expect(await culture(p.token)).toBeCloseTo((40 * (due - t0)) / HOUR + 63, 6);
  });

  it('tier up counts the culture accrued by now', async () => {
    const t = await aWorld(s).withPlayer('town')
      .withVillage('town', { quadrant: 'NE', districts: ['culture'], buildings: { theater: 10 } }) // round(20 x 10 x 1.08^9) = 400 culture/h
      .withAccount('town', {}).build();
    const p = t.player('town');
    const need = cultureThresholds({ villages: 1, towns: 0, cities: 0 }).town; // 5000: 12.5 h
    const t0 = s.clock.t;
    s.clock.t = t0 + 12 * HOUR;
    const low = await s.api('POST', `/villages/${p.village.id}/tier`, { token: p.token, body: {} });
    expect(low.body).toMatchObject({ error: 'error_village_modify', message: 'Not enough culture' });
    s.clock.t = t0 + 13 * HOUR;
    const ok = await s.api('POST', `/villages/${p.village.id}/tier`, { token: p.token, body: {} });
    expect(ok.status).toBe(200);
    expect(ok.body.culture).toBeCloseTo(5200, 6);
    expect(ok.body.threshold).toBe(need);
  });
});
