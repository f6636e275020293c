import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, freeLandNear, type Scenario } from '../support/world';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { cultureThresholds } from '../../server/game/economy';
import { anEmpireOf, feedMark, feedOf as feedAfter } from './alliesSupport';
import { join } from './empiresSupport';

/**
 * The Empire feed's village messages (issue 15, GAME.md section 9) written where they happen, in the same
 * transaction, over real HTTP and PostgreSQL: settling (the settle arrival), tier up (POST villages/{id}/tier),
 * conquest and destruction (Nobles' arrival), each once with its values into the right Empire's feed, and
 * nothing for a kingdom without an Empire. ann is in Aurora, bob in Bramble, cal in none (founded through the
 * Empire calls).
 */
describe('Empire feed: settle, tier up, conquest and destruction write their messages', () => {
  let s: TestServer;
  let w: Scenario;
  let aurora: number;
  let bramble: number;
  /** The feed's newest id once the world is set up (founding and joining write their own messages). */
  let mark: number;
  const T0 = Date.parse('2026-03-01T00:00:00Z');
  const name = (who: string) => w.player(who).username;
  const send = (who: string, body: Record<string, unknown>) => s.api('POST', `/units/village/${w.village(who)}/send`, { token: w.token(who), body });
  /** Sends, lets the army arrive (the tick) and answers the send. */
  const arrive = async (who: string, body: Record<string, unknown>) => {
    const r = await send(who, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    s.clock.advance(r.body.duration_ms);
    await processDueMovements(s.running.deps, { now: s.clock.now() });
    return r.body;
  };
  const feedOf = (empireId: number) => feedAfter(s, empireId, mark);
  const allFeeds = async () => s.testDb.db('empire_messages').where('id', '>', mark).orderBy('id').select('empire_id', 'type');

  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    await s.testDb.db('movements').del();
    w = await aWorld(s)
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', units: { cav4: 100, special1: 1, special2: 2 } })
      .withAccount('ann', { culture: 1e9 })
      .build();
    const home = w.place('ann');
    await w.and()
      .withPlayer('bob').withVillage('bob', { at: { ...(await freeLandNear(s, home, 2)), name: 'Bobton' }, loyalty: 5 })
      .withPlayer('cal').withVillage('cal', { at: { ...(await freeLandNear(s, home, 3)), name: 'Calby' }, loyalty: 5, units: { special1: 1 } })
      .withAccount('cal', { culture: 1e9 })
      .build();
    aurora = await anEmpireOf(s, [w.player('ann')], 'Aurora');
    bramble = await anEmpireOf(s, [w.player('bob')], 'Bramble');
    mark = await feedMark(s);
  });

  it('settlers founding a village: village_settled [kingdom, village, x, y] in the settler\'s Empire once; none without an Empire', async () => {
    const spot = await freeLandNear(s, w.place('ann'), 4);
    await arrive('ann', { units: { special1: 1 }, ...spot, moveType: 'settle' });
    const founded = await s.testDb.db('villages').where(spot).first();
    expect(founded.user_id).toBe(w.player('ann').id);
    expect(await feedOf(aurora)).toEqual([['village_settled', name('ann'), founded.name, String(spot.x), String(spot.y)]]);
    expect(await feedOf(bramble)).toEqual([]);
    // The message's instant is the arrival's.
    expect((await s.testDb.db('empire_messages').first('created_at')).created_at.getTime()).toBe(s.clock.now().getTime());

    // cal has no Empire: the settling writes nothing anywhere.
    const calSpot = await freeLandNear(s, w.place('cal'), 2);
    await arrive('cal', { units: { special1: 1 }, ...calSpot, moveType: 'settle' });
    expect((await s.testDb.db('villages').where(calSpot).first()).user_id).toBe(w.player('cal').id);
    expect(await allFeeds()).toHaveLength(1);
  });

  it('settlers turned back (no culture) write nothing', async () => {
    await w.and().withAccount('ann', { culture: 0 }).build();
    await arrive('ann', { units: { special1: 1 }, ...(await freeLandNear(s, w.place('ann'), 4)), moveType: 'settle' });
    expect(await allFeeds()).toEqual([]);
  });

  it('tier up: village_tier_up [kingdom, village, tier] once (also by a sitter); a refused tier up and a kingdom without an Empire write nothing', async () => {
    const v = w.village('ann');
    const town = cultureThresholds({ villages: 1, towns: 0, cities: 0 }).town;
    await w.and().withAccount('ann', { culture: town - 1 }).withSitter('ann').build();
    expect((await s.api('POST', `/villages/${v}/tier`, { token: w.token('ann'), body: {} })).status).toBe(400);
    expect(await allFeeds()).toEqual([]);
    await w.and().withAccount('ann', { culture: town }).build();
    expect((await s.api('POST', `/villages/${v}/tier`, { token: w.sitter('ann'), body: {} })).status).toBe(200);
    expect(await feedOf(aurora)).toEqual([['village_tier_up', name('ann'), w.place('ann').name, 'town', null]]);

    await w.and().withAccount('cal', { culture: town }).build();
    expect((await s.api('POST', `/villages/${w.village('cal')}/tier`, { token: w.token('cal'), body: {} })).status).toBe(200);
    expect(await allFeeds()).toHaveLength(1);
  });

  it('50 parallel tier ups: one town, one message', async () => {
    const town = cultureThresholds({ villages: 1, towns: 0, cities: 0 }).town;
    await w.and().withAccount('ann', { culture: town }).build();
    const rs = await Promise.all(Array.from({ length: 50 }, () => s.api('POST', `/villages/${w.village('ann')}/tier`, { token: w.token('ann'), body: {} })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await feedOf(aurora)).toEqual([['village_tier_up', name('ann'), w.place('ann').name, 'town', null]]);
  });

  it('a settling applied by 50 racing reads and the tick writes its message once', async () => {
    const spot = await freeLandNear(s, w.place('ann'), 4);
    const r = await send('ann', { units: { special1: 1 }, ...spot, moveType: 'settle' });
    s.clock.advance(r.body.duration_ms);
    await Promise.all([
      processDueMovements(s.running.deps, { now: s.clock.now() }),
      ...Array.from({ length: 50 }, () => s.api('GET', `/villages/${w.village('ann')}`, { token: w.token('ann') })),
    ]);
    expect(await s.testDb.db('villages').where(spot)).toHaveLength(1);
    expect((await feedOf(aurora)).map((m) => m[0])).toEqual(['village_settled']);
  });

  it('a tier up racing the Empire\'s dissolution: the tier up succeeds and writes nothing to the dissolved Empire', async () => {
    const town = cultureThresholds({ villages: 1, towns: 0, cities: 0 }).town;
    await w.and().withAccount('ann', { culture: town }).build();
    // The dissolution holds the Empire row (as DELETE empires/ does) while the tier up runs; it commits after.
    const db = s.testDb.db;
    const trx = await db.transaction();
    await trx('empires').where({ id: aurora }).forUpdate().first();
    await trx('empires').where({ id: aurora }).delete();
    const tier = s.api('POST', `/villages/${w.village('ann')}/tier`, { token: w.token('ann'), body: {} });
    await new Promise((r) => setTimeout(r, 400));
    await trx.commit();
    const r = await tier;
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await allFeeds()).toEqual([]);
  });

  it('conquest: the loser\'s Empire reads village_conquered, the winner\'s village_conqueror, each once', async () => {
    const bob = w.place('bob');
    await arrive('ann', { units: { cav4: 50, special2: 1 }, x: bob.x, y: bob.y, moveType: 'attack' });
    expect((await s.testDb.db('villages').where({ id: bob.id }).first('user_id')).user_id).toBe(w.player('ann').id);
    const at = `${bob.x}|${bob.y}`;
    expect(await feedOf(bramble)).toEqual([['village_conquered', name('bob'), 'Bobton', at, name('ann')]]);
    expect(await feedOf(aurora)).toEqual([['village_conqueror', name('ann'), 'Bobton', at, name('bob')]]);
    // As the Empire's members read it (GET empires/messages, newest first), and as the profile's latest.
    const feed = await s.api('GET', '/empires/messages?page=0', { token: w.token('bob') });
    expect(feed.status).toBe(200);
    expect(feed.body.items[0]).toMatchObject({ type: 'village_conquered', value1: name('bob'), value2: 'Bobton', value3: at, value4: name('ann') });
    const profile = await s.api('GET', '/profiles/user', { token: w.token('ann') });
    expect(profile.body.profile.empire_message).toMatchObject({ type: 'village_conqueror', value1: name('ann'), value2: 'Bobton', value3: at, value4: name('bob') });
  });

  it('destruction of a kingdom without an Empire: only the destroyer\'s Empire reads village_destroyer', async () => {
    const cal = w.place('cal');
    await arrive('ann', { units: { cav4: 50, special2: 1 }, x: cal.x, y: cal.y, moveType: 'attack', choice: 'destroy' });
    expect(await s.testDb.db('villages').where({ id: cal.id }).first()).toBeUndefined();
    expect(await feedOf(aurora)).toEqual([['village_destroyer', name('ann'), 'Calby', `${cal.x}|${cal.y}`, name('cal')]]);
    expect(await allFeeds()).toHaveLength(1);
  });

  it('destruction by a kingdom without an Empire: only the loser\'s Empire reads village_destroyed', async () => {
    const bob = w.place('bob');
    await w.and().withTroops('cal', { cav4: 100, special2: 1 }).build();
    await arrive('cal', { units: { cav4: 100, special2: 1 }, x: bob.x, y: bob.y, moveType: 'attack', choice: 'destroy' });
    expect(await s.testDb.db('villages').where({ id: bob.id }).first()).toBeUndefined();
    expect(await feedOf(bramble)).toEqual([['village_destroyed', name('bob'), 'Bobton', `${bob.x}|${bob.y}`, name('cal')]]);
    expect(await allFeeds()).toHaveLength(1);
  });

  it('a conquest inside one Empire writes both messages there; a battle that only lowers loyalty writes nothing', async () => {
    await join(s, w.player('ann'), w.player('cal'));
    mark = await feedMark(s);
    await w.and().withVillage('cal', { as: 'calHigh', at: await freeLandNear(s, w.place('ann'), 5) }).build();
    const high = w.place('calHigh');
    await arrive('ann', { units: { cav4: 50, special2: 1 }, x: high.x, y: high.y, moveType: 'attack' });
    expect((await s.testDb.db('villages').where({ id: high.id }).first('user_id')).user_id).toBe(w.player('cal').id);
    expect(await allFeeds()).toEqual([]);

    const cal = w.place('cal');
    await arrive('ann', { units: { cav4: 50, special2: 1 }, x: cal.x, y: cal.y, moveType: 'attack' });
    const at = `${cal.x}|${cal.y}`;
    expect(await feedOf(aurora)).toEqual([
      ['village_conquered', name('cal'), 'Calby', at, name('ann')],
      ['village_conqueror', name('ann'), 'Calby', at, name('cal')],
    ]);
  });
});
