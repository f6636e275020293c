import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario } from '../support/world';
import { RESEARCH } from '../../server/game/data/research';

/** The scenario builder (tests/support/world.ts) makes the world it says, as the API then shows it. */
describe('aWorld', () => {
  let s: TestServer;
  let w: Scenario;
  const tech = RESEARCH[0];
  beforeAll(async () => {
    s = await startTestServer();
    w = await aWorld(s)
      .at('2026-06-01T12:00:00Z')
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', buildings: { barracks: 3, farm: 4 }, stock: { wood: 1234, food: 50 }, units: { melee1: 7 } })
      .withVillage('ann', { at: { x: -40, y: -40, name: 'Second' } })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
      .withSitter('ann')
      .withResearch('ann', [tech.key])
      .build();
  });
  afterAll(async () => { await s?.stop(); });

  it('founds and places the planned villages with their levels, stock and troops', async () => {
    const r = await s.api('GET', `/villages/${w.village('ann')}`, { token: w.token('ann') });
    expect(r.status).toBe(200);
    const levels = Object.fromEntries((r.body.village.buildings as Array<{ type: string; level: number }>).map((b) => [b.type, b.level]));
    expect(levels).toMatchObject({ barracks: 3, farm: 4 });
    expect(r.body.village.wood).toBeCloseTo(1234, 0);
    const second = await s.api('GET', `/villages/${w.village('ann', 1)}`, { token: w.token('ann') });
    expect(second.body.village).toMatchObject({ name: 'Second', x: -40, y: -40 });
    const troops = await s.api('GET', `/units/village/${w.village('ann')}`, { token: w.token('ann') });
    expect(troops.body.home).toEqual({ melee1: 7 });
  });

  it('gives the owner, the sitter, every other player and no token the answers the game gives them', async () => {
    const path = `/villages/${w.village('ann')}`;
    expect((await s.api('GET', path, { token: w.token('ann') })).status).toBe(200);
    expect((await s.api('GET', path, { token: w.sitter('ann') })).status).toBe(200);
    const others = w.others('ann');
    expect(others.map((o) => o.who)).toEqual(['bob', 'ann-sitter', 'no token']);
    for (const o of others) expect((await s.api('GET', path, { token: o.token })).status, o.who).toBe(o.token ? 403 : 401);
  });

  it('records the research and the instant', async () => {
    const r = await s.api('GET', '/research', { token: w.token('ann') });
    expect(r.status).toBe(200);
    const all = (r.body.tiers as Array<{ research: Array<{ id: number; state: string; completed_at: string | null }> }>).flatMap((t) => t.research);
    expect(all.find((x) => x.id === tech.id)).toMatchObject({ state: 'done', completed_at: '2026-06-01T12:00:00.000Z' });
    expect(s.clock.now().toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });

  it('withVillage: a labelled village beside another, with districts and loyalty', async () => {
    const at = s.clock.now().toISOString();
    await w.and().withVillage('bob', { as: 'outpost', at: { from: 'bob', dx: 3, dy: -2, name: 'Outpost' }, districts: ['military'], loyalty: 40 }).build();
    expect(w.place('outpost')).toEqual({ id: w.village('bob', 1), name: 'Outpost', x: w.place('bob').x + 3, y: w.place('bob').y - 2 });
    const r = await s.api('GET', `/villages/${w.village('outpost')}`, { token: w.token('bob') });
    expect(r.body.village).toMatchObject({ name: 'Outpost', x: w.place('bob').x + 3, y: w.place('bob').y - 2, loyalty: 40, districts: ['military'] });
    expect(await s.testDb.db('villages').where({ id: w.village('outpost') }).first('loyalty_at')).toEqual({ loyalty_at: new Date(at) });
  });

  it('withBuildings and withStock: levels reached and a stock exact at a later instant', async () => {
    s.clock.advance(3_600_000);
    await w.and().withBuildings('ann', { barracks: 5 }).withStock('ann', { stone: 77, food: 10 }).build();
    const r = await s.api('GET', `/villages/${w.village('ann')}`, { token: w.token('ann') });
    expect((r.body.village.buildings as Array<{ type: string; level: number }>).find((b) => b.type === 'barracks')?.level).toBe(5);
    expect(r.body.village.stone).toBeCloseTo(77, 6);
    expect(r.body.village.food).toBeCloseTo(10, 6);
    // The account was settled at the change, as after a real build.
    expect(new Date((await s.testDb.db('users').where({ id: w.player('ann').id }).first('account_updated_at')).account_updated_at).getTime()).toBe(s.clock.t);
  });

  it('withTroops: troops at home and standing at another village as a named group, starves_at recomputed', async () => {
    await w.and().withStock('bob', { food: 0 }).withTroops('bob', { cav5: 100 }).withTroops('bob', { melee2: 4 }, { standingAt: 'ann' }).build();
    // No food and 500 eaten an hour: they starve now, as the game would have written, and a read applies it.
    const row = await s.testDb.db('villages').where({ id: w.village('bob') }).first('starves_at');
    expect(new Date(row.starves_at).getTime()).toBe(s.clock.t);
    const stored = await s.testDb.db('village_units').where({ village_id: w.village('bob') }).orderBy('unit').select('location_village_id', 'unit', 'amount');
    expect(stored).toEqual([
      { location_village_id: w.village('bob'), unit: 'cav5', amount: 100 },
      { location_village_id: w.village('ann'), unit: 'melee2', amount: 4 },
    ]);
    const own = await s.api('GET', `/units/village/${w.village('bob')}`, { token: w.token('bob') });
    expect(own.body.home.cav5).toBeLessThan(100);
    expect(own.body.abroad).toEqual([{ movement_id: expect.any(Number), village_id: w.village('ann'), units: { melee2: 4 } }]);
    const host = await s.api('GET', `/units/village/${w.village('ann')}`, { token: w.token('ann') });
    expect(host.body.support).toEqual([{ movement_id: own.body.abroad[0].movement_id, village_id: w.village('bob'), units: { melee2: 4 } }]);
    await w.and().withTroops('bob', { cav5: 0 }).withStock('bob', { food: 1000 }).build();
    expect((await s.testDb.db('villages').where({ id: w.village('bob') }).first('starves_at')).starves_at).toBeNull();
  });

  it('withAccount: culture at the instant, the account settled there (science is kept only while a research runs)', async () => {
    await w.and().withAccount('ann', { culture: 1e6, science: 25 }).build();
    const u = await s.testDb.db('users').where({ id: w.player('ann').id }).first('culture', 'science', 'account_updated_at');
    expect(Number(u.culture)).toBe(1e6);
    expect(Number(u.science)).toBe(0);
    expect(new Date(u.account_updated_at).getTime()).toBe(s.clock.t);
    const r = await s.api('GET', '/profiles/user', { token: w.token('ann') });
    expect(r.body.profile.culture).toBeCloseTo(1e6, 6);
  });

  it('withDistricts and withTier: a district added to a village, its tier raised, as the API shows them', async () => {
    await w.and().withPlayer('cid').withVillage('cid', { quadrant: 'NW', districts: ['culture'] })
      .withDistricts('cid', ['economy', 'culture']).withTier('cid', 'town').build();
    const r = await s.api('GET', `/villages/${w.village('cid')}`, { token: w.token('cid') });
    expect(r.body.village).toMatchObject({ tier: 'town', districts: ['culture', 'economy'] });
    // The town's slots are taken: a third district needs a city.
    const third = await s.api('POST', `/villages/${w.village('cid')}/districts`, { token: w.token('cid'), body: { districtType: 'research' } });
    expect(third.body).toMatchObject({ error: 'error_village_modify', message: 'Requires a higher tier village' });
    await w.and().withTier('cid', 'city').build();
    expect((await s.api('POST', `/villages/${w.village('cid')}/districts`, { token: w.token('cid'), body: { districtType: 'research' } })).status).toBe(200);
  });

  it('withTiles: tiles claimed by a village at the instant, as GET villages shows them', async () => {
    const home = w.place('bob');
    const tiles = [{ x: home.x + 1, y: home.y }, { x: home.x, y: home.y + 1 }];
    await w.and().withTiles('bob', tiles).build();
    const r = await s.api('GET', `/villages/${w.village('bob')}`, { token: w.token('bob') });
    expect(r.body.village.tiles).toHaveLength(2);
    expect(r.body.village.tiles).toEqual(expect.arrayContaining(tiles));
    const rows = await s.testDb.db('village_tiles').where({ village_id: w.village('bob') }).select('claimed_at');
    expect(rows.map((x: { claimed_at: Date }) => new Date(x.claimed_at).getTime())).toEqual([s.clock.t, s.clock.t]);
  });

  it('withAccount: free builders as stored', async () => {
    await w.and().withAccount('bob', { builders: 0, aether: 7 }).build();
    expect(await s.testDb.db('users').where({ id: w.player('bob').id }).first('builders', 'aether')).toEqual({ builders: 0, aether: 7 });
  });

  it('withMovement: an army on its way, shown to both sides and arriving when due; another player\'s from the village', async () => {
    const due = new Date(s.clock.t + 600_000);
    await w.and().withMovement('ann', { as: 'raid', kind: 'reinforce', to: 'bob', units: { melee1: 3 }, due }).build();
    const mine = await s.api('GET', `/units/village/${w.village('ann')}`, { token: w.token('ann') });
    expect(mine.body.outgoing).toEqual([expect.objectContaining({ id: w.movement('raid'), kind: 'reinforce', units: { melee1: 3 }, due_at: due.toISOString() })]);
    const theirs = await s.api('GET', `/units/village/${w.village('bob')}`, { token: w.token('bob') });
    expect(theirs.body.incoming.map((m: { id: number }) => m.id)).toEqual([w.movement('raid')]);
    // `by`: another player's army leaving the village (one sent before it changed hands).
    await w.and().withMovement('ann', { as: 'old', kind: 'attack', to: 'bob', units: { melee1: 1 }, due: new Date(due.getTime() + 86_400_000), by: 'bob' }).build();
    expect(await s.testDb.db('movements').where({ id: w.movement('old') }).first('user_id', 'from_village_id'))
      .toEqual({ user_id: w.player('bob').id, from_village_id: w.village('ann') });
    s.clock.set(due.toISOString());
    const arrived = await s.api('GET', `/units/village/${w.village('bob')}`, { token: w.token('bob') });
    expect(arrived.body.support).toContainEqual({ movement_id: w.movement('raid'), village_id: w.village('ann'), units: { melee1: 3 } });
  });
});
