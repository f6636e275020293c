import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import type { Scenario } from '../support/world';
import { processDueStarvation } from '../../server/jobs/dueStarvation';
import { starveDue } from '../../server/world/starvation';
import { refreshStarvation } from '../../server/world/economy/starvesAt';
import { HOUR, cast, stockOf, unitsRows, type Cast } from './queueSupport';
import { processDueQueue } from '../../server/jobs/dueQueue';
import { findBuilding } from '../../server/game/data/buildings';
import { populationAt } from '../../server/game/economy';

/**
 * Starvation on the real PostgreSQL with the test clock (GAME.md section 3): when the food reaches 0
 * with a negative net, the village's own standing troops starve at that instant (home first,
 * hungriest first), the owner gets an unread 'starvation' report, and starves_at is recomputed.
 */
describe('starvation', () => {
  let s: TestServer;
  let c: Cast;
  let w: Scenario;
  let near: number;
  let second: number;
  /** The owner village's net food per hour without units. */
  let base: number;

  const deps = () => s.running.deps;
  const v = () => c.owner.village.id;
  const starvesAt = async (id: number): Promise<number | null> => {
    const row = await s.testDb.db('villages').where({ id }).first('starves_at');
    return row.starves_at === null ? null : new Date(row.starves_at).getTime();
  };
  /** What a write path does after changing units: recompute starves_at in a transaction. */
  const refresh = (id: number) => s.testDb.db.transaction((trx) => refreshStarvation(trx, deps(), id));
  const starvationReports = (userId: number) => s.testDb.db('reports').where({ user_id: userId, kind: 'starvation' }).orderBy('id');
  const unread = async (userId: number) => Number((await s.testDb.db('users').where({ id: userId }).first('unread_reports')).unread_reports);
  const allUnits = async (id: number) => s.testDb.db('village_units').where({ village_id: id }).orderBy(['location_village_id', 'unit']).select('location_village_id', 'unit', 'amount');

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s, (b) => b
      .withVillage('other', { as: 'near', at: { from: 'owner', dx: 2, dy: 1 } })
      .withVillage('owner', { as: 'second', at: { from: 'owner', dx: -1, dy: -2 } }));
    w = c.w;
    [near, second] = [w.village('near'), w.village('second')];
    await s.testDb.db('village_units').delete();
    const view = await s.api('GET', `/villages/${v()}`, { token: c.owner.token });
    base = view.body.village.prod_food_net;
    expect(base).toBeGreaterThan(10);
  });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    await s.testDb.db('movements').delete();
    await s.testDb.db('village_units').delete();
    await s.testDb.db('queue_items').delete();
    await s.testDb.db('reports').delete();
    await s.testDb.db('users').update({ unread_reports: 0 });
    const stock = { wood: 500, stone: 500, iron: 500, food: 500 };
    await w.and().withStock('owner', stock).withStock('near', stock).withStock('second', stock).withBuildings('owner', { barracks: 0 }).build();
    await s.testDb.db('villages').update({ starves_at: null });
  });

  /**
   * Home: `base` Militia (1 food each) eat the whole surplus, plus 20 Cataphracts (5 each): net -100/h.
   * 250 food last 2.5 hours.
   */
  async function starvingVillage(): Promise<number> {
    await w.and().withStock('owner', { food: 250 }).withTroops('owner', { melee1: base, cav5: 20 }).build();
    const at = await refresh(v());
    expect(at?.getTime()).toBe(s.clock.t + 2.5 * HOUR);
    return at!.getTime();
  }

  it('troops starve exactly when the food reaches 0, hungriest first, and the owner gets an unread report', async () => {
    const at = await starvingVillage();
    expect(await starvesAt(v())).toBe(at);
    // A millisecond before: nothing is due.
    s.clock.set(new Date(at - 1).toISOString());
    expect(await processDueStarvation(deps())).toEqual({ applied: 0, failed: 0 });
    expect(await unitsRows(s, v())).toEqual({ melee1: base, cav5: 20 });
    // The tick runs later: the starvation happened at its instant, not at the tick's.
    s.clock.set(new Date(at + 3 * HOUR).toISOString());
    expect(await processDueStarvation(deps())).toEqual({ applied: 1, failed: 0 });
    // -100/h: Cataphracts eat 5 each, ceil(100 / 5) = 20 of them; the Militia stay.
    expect(await unitsRows(s, v())).toEqual({ melee1: base });
    const row = await s.testDb.db('villages').where({ id: v() }).first('food', 'resources_updated_at', 'starves_at');
    expect(Number(row.food)).toBe(0);
    expect(new Date(row.resources_updated_at).getTime()).toBe(at);
    expect(row.starves_at).toBeNull(); // net food is 0 now
    const [r] = await starvationReports(c.owner.id);
    expect(r).toMatchObject({ title_key: 'reports.titles.troopsStarved', title_params: { name: c.owner.village.name } });
    expect(r.read).toBe(false);
    expect(new Date(r.created_at).getTime()).toBe(at);
    expect(r.data).toEqual({ village_id: v(), name: c.owner.village.name, x: c.owner.village.x, y: c.owner.village.y, lost: { cav5: 20 } });
    expect(await unread(c.owner.id)).toBe(1);
    // Nothing more to do: a second run finds nothing.
    expect(await processDueStarvation(deps())).toEqual({ applied: 0, failed: 0 });
    // The report is listed and readable through the API.
    const list = await s.api('GET', '/reports/0', { token: c.owner.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('"starvation"');
  });

  it('nothing starves while net food is >= 0', async () => {
    await w.and().withStock('owner', { food: 0 }).withTroops('owner', { melee1: base }).build(); // net exactly 0
    expect(await refresh(v())).toBeNull();
    s.clock.advance(100 * HOUR);
    expect(await processDueStarvation(deps())).toEqual({ applied: 0, failed: 0 });
    const read = await s.api('GET', `/villages/${v()}`, { token: c.owner.token });
    expect(read.status).toBe(200);
    expect(read.body.units).toEqual([{ unit: 'melee1', amount: base, home: true }]);
    expect(await starvationReports(c.owner.id)).toHaveLength(0);
  });

  it('a read after the instant shows the troops gone (settle-on-read), and the tick then finds nothing', async () => {
    const at = await starvingVillage();
    s.clock.set(new Date(at + 60_000).toISOString());
    const read = await s.api('GET', `/villages/${v()}`, { token: c.owner.token });
    expect(read.status).toBe(200);
    expect(read.body.units).toEqual([{ unit: 'melee1', amount: base, home: true }]);
    expect(read.body.village.food).toBe(0);
    expect(read.body.village.prod_food_net).toBe(0);
    const profile = await s.api('GET', '/profiles/user', { token: c.owner.token });
    expect(profile.body.profile.reports).toBe(1);
    expect(await processDueStarvation(deps())).toEqual({ applied: 0, failed: 0 });
    expect(await starvationReports(c.owner.id)).toHaveLength(1);
  });

  it('the troops at home starve before those reinforcing other villages', async () => {
    // Net -100/h as above, but only 10 Cataphracts at home: the other 10 stand at `near`.
    await w.and().withStock('owner', { food: 0 }).withTroops('owner', { melee1: base, cav5: 10 })
      .withTroops('owner', { cav5: 10, melee2: 3 }, { standingAt: 'near' }).build();
    expect((await refresh(v()))?.getTime()).toBe(s.clock.t);
    s.clock.advance(1000);
    expect(await processDueStarvation(deps())).toEqual({ applied: 1, failed: 0 });
    // Net -(50 + 50 + 3) = -103 (the troops abroad eat for their village too). Home is starved first,
    // hungriest first: the 10 Cataphracts (+50), then 53 Militia (+53) -> 0; nothing abroad.
    expect(base).toBeGreaterThan(53);
    expect(await allUnits(v())).toEqual([
      { location_village_id: v(), unit: 'melee1', amount: base - 53 },
      { location_village_id: near, unit: 'cav5', amount: 10 },
      { location_village_id: near, unit: 'melee2', amount: 3 },
    ]);
    const [r] = await starvationReports(c.owner.id);
    expect(r.data.lost).toEqual({ melee1: 53, cav5: 10 });
  });

  it('troops abroad starve when home is not enough; the host keeps its own troops', async () => {
    // 10 Militia at home, k Cataphracts at `near` eating at least base + 40: home cannot cover the deficit.
    const k = Math.ceil(base / 5) + 8;
    await w.and().withStock('owner', { food: 0 }).withTroops('owner', { melee1: 10 })
      .withTroops('owner', { cav5: k }, { standingAt: 'near' }).withTroops('near', { melee1: 7 }).build();
    await refresh(v());
    s.clock.advance(1000);
    expect(await processDueStarvation(deps())).toEqual({ applied: 1, failed: 0 });
    // Net base - 10 - 5k: the 10 Militia at home go (+10), then ceil((5k - base) / 5) Cataphracts abroad.
    const lostAbroad = Math.ceil((5 * k - base) / 5);
    expect(await unitsRows(s, v())).toEqual({});
    expect(await allUnits(v())).toEqual([{ location_village_id: near, unit: 'cav5', amount: k - lostAbroad }]);
    expect((await starvationReports(c.owner.id))[0].data.lost).toEqual({ melee1: 10, cav5: lostAbroad });
    expect(await unitsRows(s, near)).toEqual({ melee1: 7 });
    expect(await starvationReports(c.other.id)).toHaveLength(0);
  });

  it('troops coming home to an empty granary starve at their arrival instant', async () => {
    // The village eats all its surplus and has no food; 30 Cataphracts move in from `second`.
    await w.and().withStock('owner', { food: 0 }).withTroops('owner', { melee1: base }).build();
    await refresh(v());
    await w.and().withTroops('second', { cav5: 30 }).withStock('second', { food: 100_000 }).build();
    const sent = await s.api('POST', `/units/village/${second}/send`, { token: c.owner.token, body: { units: { cav5: 30 }, x: c.owner.village.x, y: c.owner.village.y, moveType: 'move' } });
    expect(sent.status).toBe(200);
    const arrival = Date.parse(sent.body.arrival);
    s.clock.set(new Date(arrival + HOUR).toISOString());
    const troops = await s.api('GET', `/units/village/${v()}`, { token: c.owner.token });
    expect(troops.status).toBe(200);
    // 30 x 5 = 150 per hour too much: all 30 Cataphracts starve at once, at the arrival instant.
    expect(troops.body.home).toEqual({ melee1: base });
    const [r] = await starvationReports(c.owner.id);
    expect(new Date(r.created_at).getTime()).toBe(arrival);
    expect(r.data.lost).toEqual({ cav5: 30 });
  });

  async function trainingPastTheSurplus(): Promise<{ due: number; amount: number }> {
    await w.and().withBuildings('owner', { barracks: 1 }).withStock('owner', { wood: 100_000, stone: 100_000, iron: 100_000, food: 100_000 }).build();
    // The barracks' level adds its inhabitants (13 at level 1): base - 13 + 50 Militia make the net -50 once trained.
    const barracks = populationAt(findBuilding('barracks')!, 1);
    const amount = base - barracks + 50;
    const q = await s.api('POST', `/villages/${v()}/queue/unit/melee1`, { token: c.owner.token, body: { amount } });
    expect(q.status).toBe(200);
    expect(await starvesAt(v())).toBeNull(); // paying the cost changed the stock, not the sign of the net
    const [item] = await s.testDb.db('queue_items').where({ village_id: v() });
    return { due: new Date(item.due_at).getTime(), amount };
  }

  /** After the completion at `due` the net is -50/h: the food left then lasts food / 50 hours; then they starve. */
  async function starvesFromCompletion(due: number, amount: number): Promise<void> {
    const row = await s.testDb.db('villages').where({ id: v() }).first('food', 'resources_updated_at');
    expect(new Date(row.resources_updated_at).getTime()).toBe(due);
    const at = await starvesAt(v());
    expect(at).toBe(due + Math.ceil((Number(row.food) / 50) * HOUR));
    s.clock.set(new Date(at!).toISOString());
    expect(await processDueStarvation(deps())).toEqual({ applied: 1, failed: 0 });
    expect(await unitsRows(s, v())).toEqual({ melee1: amount - 50 });
    expect(await starvesAt(v())).toBeNull();
  }

  it('trained units joining make the village starve from the completion instant on (read path)', async () => {
    const { due, amount } = await trainingPastTheSurplus();
    s.clock.set(new Date(due + 1000).toISOString());
    expect((await s.api('GET', `/villages/${v()}`, { token: c.owner.token })).status).toBe(200);
    await starvesFromCompletion(due, amount);
  });

  it('trained units joining make the village starve from the completion instant on (the queue tick writes starves_at)', async () => {
    const { due, amount } = await trainingPastTheSurplus();
    s.clock.set(new Date(due).toISOString());
    expect(await processDueQueue(deps())).toEqual({ applied: 1, failed: 0 });
    await starvesFromCompletion(due, amount);
  });

  it('a tick and reads racing apply a starvation once: no double removal, no negative counts', async () => {
    const at = await starvingVillage();
    s.clock.set(new Date(at + HOUR).toISOString());
    const results = await Promise.all([
      processDueStarvation(deps()),
      s.api('GET', `/villages/${v()}`, { token: c.owner.token }),
      processDueStarvation(deps()),
      s.api('GET', `/units/village/${v()}`, { token: c.owner.token }),
      s.api('GET', '/profiles/user', { token: c.owner.token }),
      starveDue(deps(), { villageIds: [v()] }),
    ]);
    for (const r of results) if ('status' in r) expect(r.status).toBe(200);
    expect(await unitsRows(s, v())).toEqual({ melee1: base });
    expect(await starvationReports(c.owner.id)).toHaveLength(1);
    expect(await unread(c.owner.id)).toBe(1);
    const negative = await s.testDb.db('village_units').where('amount', '<', 0).count<{ n: string }>({ n: '*' }).first();
    expect(Number(negative?.n)).toBe(0);
    expect(await stockOf(s, v())).toMatchObject({ food: 0 });
  });

  it('a stale starves_at only re-checks: food added meanwhile moves it later, nothing starves early', async () => {
    const at = await starvingVillage();
    // Written by hand (no write path): more food than starves_at assumed.
    await s.testDb.db('villages').where({ id: v() }).update({ food: 350 });
    s.clock.set(new Date(at + 1000).toISOString());
    expect(await processDueStarvation(deps())).toEqual({ applied: 1, failed: 0 });
    expect(await unitsRows(s, v())).toEqual({ melee1: base, cav5: 20 });
    expect(await starvationReports(c.owner.id)).toHaveLength(0);
    // 350 food at the stock instant last 3.5 hours: the re-check wrote the right instant.
    expect(await starvesAt(v())).toBe(at - 2.5 * HOUR + 3.5 * HOUR);
  });
});
