import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, freeLandNear, type Scenario } from '../support/world';
import { openPush, type PushClient } from '../support/push';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { processDueQueue } from '../../server/jobs/dueQueue';
import { found } from './empiresSupport';

/**
 * The world layer's push events (issue 18), each at the place the change happens and sent once its
 * transaction commits: attack_cancelled, movement_arrived (the tick's batch and one-by-one paths, and
 * settle-on-read), report, message, empire_message, invite, queue_done, world_finished, and the counters
 * after reading. The sitter's page hears what the sat account hears; another player's page hears none of
 * it; a refused call publishes nothing.
 */
const VICTORY = 50;
const quiet = () => new Promise((r) => setTimeout(r, 300));

describe('push events from the world layer', () => {
  let s: TestServer;
  let w: Scenario;
  const pages: PushClient[] = [];
  const open = async (token: string) => {
    const p = await openPush(s.url, token);
    pages.push(p);
    await p.next('hello');
    return p;
  };
  const deps = () => s.running.deps;
  const send = (from: string, to: string, units: Record<string, number>, moveType = 'attack') =>
    s.api('POST', `/units/village/${w.village(from)}/send`, { token: w.token(from), body: { units, x: w.place(to).x, y: w.place(to).y, moveType } });

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on', VICTORY_POINTS: String(VICTORY) });
    w = await aWorld(s).withPlayer('a').withVillage('a', { quadrant: 'NE', units: { melee1: 500, cav2: 10 } })
      .withPlayer('b').withVillage('b', { quadrant: 'SW', units: { melee1: 500 } }).withSitter('b')
      .withPlayer('c').withVillage('c', { quadrant: 'NW' })
      .withPlayer('d').withVillage('d', { quadrant: 'SE' }).build();
  });
  afterAll(async () => {
    for (const p of pages) p.close();
    await s?.stop();
  });

  it('a called-back attack: the defender and its sitter hear attack_cancelled and the incomings fall; nobody else', async () => {
    const [owner, sitter, other, attacker] = [await open(w.token('b')), await open(w.sitter('b')), await open(w.token('c')), await open(w.token('a'))];
    const r = await send('a', 'b', { melee1: 5 });
    expect(r.status).toBe(200);
    await owner.next('attack_incoming');
    // Refused: another player's call-back changes nothing and tells nobody.
    expect((await s.api('POST', `/units/village/${w.village('c')}/callBack/${r.body.movement_id}`, { token: w.token('c') })).status).toBe(404);
    s.clock.advance(1000);
    const cb = await s.api('POST', `/units/village/${w.village('a')}/callBack/${r.body.movement_id}`, { token: w.token('a') });
    expect(cb.status).toBe(200);
    for (const page of [owner, sitter]) {
      expect(await page.next('attack_cancelled')).toMatchObject({ village_id: w.village('b'), movement_id: r.body.movement_id });
      await page.next('counters', 5000, (c) => c.villages.some((v) => v.id === w.village('b') && v.incomings === 0));
    }
    await quiet();
    expect(owner.all('attack_cancelled')).toHaveLength(1);
    expect(other.all('attack_cancelled')).toEqual([]);
    expect(attacker.all('attack_cancelled')).toEqual([]);
    // The turned-around army comes home: its owner hears the arrival and the report (one by one).
    s.clock.set(cb.body.due_at);
    await processDueMovements(deps(), { perBatch: 0 });
    expect(await attacker.next('movement_arrived')).toMatchObject({ movement_id: r.body.movement_id, kind: 'returning', village_id: w.village('a') });
    expect(await attacker.next('report')).toMatchObject({ report_type: 'return' });
    await quiet();
    expect(owner.all('movement_arrived')).toEqual([]);
  });

  it('an attack arriving (the tick\'s batch): both sides hear movement_arrived and their report, the defender\'s incomings fall', async () => {
    const [owner, sitter, other, attacker] = [await open(w.token('b')), await open(w.sitter('b')), await open(w.token('c')), await open(w.token('a'))];
    const r = await send('a', 'b', { melee1: 5 });
    expect(r.status).toBe(200);
    s.clock.set(r.body.arrival);
    expect((await processDueMovements(deps())).batched).toBe(1);
    expect(await attacker.next('movement_arrived')).toEqual({ type: 'movement_arrived', movement_id: r.body.movement_id, kind: 'attack', village_id: w.village('a'), receivedAt: expect.any(Number) });
    const rep = await attacker.next('report');
    expect(rep.report_type).toBe('battle');
    const row = await s.testDb.db('reports').where({ id: rep.report_id }).first('user_id');
    expect(row.user_id).toBe(w.player('a').id);
    for (const page of [owner, sitter]) {
      expect(await page.next('movement_arrived')).toMatchObject({ movement_id: r.body.movement_id, kind: 'attack', village_id: w.village('b') });
      expect(await page.next('report')).toMatchObject({ report_type: 'battle' });
      const c = await page.next('counters', 5000, (x) => x.villages.some((v) => v.id === w.village('b') && v.incomings === 0));
      expect(c.reports).toBeGreaterThan(0);
    }
    await quiet();
    expect(other.all('movement_arrived')).toEqual([]);
    expect(other.all('report')).toEqual([]);
    expect(attacker.all('report')).toHaveLength(1);
  });

  it('settle-on-read applies an arrival and tells its owner; opening the report lowers the unread count on the other pages', async () => {
    const [mine, second] = [await open(w.token('a')), await open(w.token('a'))];
    const r = await send('a', 'c', { cav2: 2 }, 'scout');
    expect(r.status).toBe(200);
    s.clock.set(r.body.arrival);
    expect((await s.api('GET', `/villages/${w.village('c')}`, { token: w.token('c') })).status).toBe(200);
    expect(await mine.next('movement_arrived')).toMatchObject({ movement_id: r.body.movement_id, kind: 'scout' });
    const rep = await mine.next('report');
    const before = await second.next('counters');
    const opened = await s.api('GET', `/reports/report/${rep.report_id}`, { token: w.token('a') });
    expect(opened.status).toBe(200);
    expect((await second.next('counters', 5000, (c) => c.reports === before.reports - 1)).reports).toBe(before.reports - 1);
    expect((await s.api('POST', '/reports/markallread', { token: w.token('a') })).status).toBe(200);
    await second.next('counters', 5000, (c) => c.reports === 0);
  });

  it('a private message reaches the recipient and its sitter, not the sender; reading it lowers the count', async () => {
    const [to, sitter, from, other] = [await open(w.token('b')), await open(w.sitter('b')), await open(w.token('a')), await open(w.token('c'))];
    // Refused (empty): nothing is told.
    expect((await s.api('POST', `/messages/user/${w.player('b').id}`, { token: w.token('a'), body: { message: '' } })).status).toBe(400);
    const r = await s.api('POST', `/messages/user/${w.player('b').id}`, { token: w.token('a'), body: { message: 'Hail' } });
    expect(r.status).toBe(200);
    for (const page of [to, sitter]) {
      expect(await page.next('message')).toMatchObject({ conversation_id: r.body.conversation.id, from: w.player('a').username });
      expect((await page.next('counters', 5000, (c) => c.messages > 0)).messages).toBe(1);
    }
    await quiet();
    expect(to.all('message')).toHaveLength(1);
    expect(from.all('message')).toEqual([]);
    expect(other.all('message')).toEqual([]);
    expect((await s.api('GET', `/messages/${r.body.conversation.id}`, { token: w.token('b') })).status).toBe(200);
    await sitter.next('counters', 5000, (c) => c.messages === 0);
  });

  it('an Empire invite reaches the invited kingdom; accepting it tells every member of the Empire\'s new feed entry', async () => {
    const empireId = await found(s, w.player('a'), 'Push');
    const [invited, sitter, emperor, other] = [await open(w.token('b')), await open(w.sitter('b')), await open(w.token('a')), await open(w.token('c'))];
    // Refused: a plain kingdom cannot invite.
    expect((await s.api('POST', `/empires/invites/${w.player('c').id}`, { token: w.token('d') })).status).toBe(400);
    const inv = await s.api('POST', `/empires/invites/${w.player('b').id}`, { token: w.token('a') });
    expect(inv.status).toBe(200);
    for (const page of [invited, sitter]) {
      expect(await page.next('invite')).toMatchObject({ empire_id: empireId });
      await page.next('counters', 5000, (c) => c.empire_invites === 1);
    }
    const acc = await s.api('POST', `/empires/invites/user/accept/${inv.body.invite.id}`, { token: w.token('b') });
    expect(acc.status).toBe(200);
    for (const page of [emperor, invited]) {
      const e = await page.next('empire_message');
      expect(e).toMatchObject({ empire_id: empireId, message: { type: 'member_joined', value1: w.player('b').username, value2: String(w.player('b').id) } });
    }
    await invited.next('counters', 5000, (c) => c.empire_invites === 0);
    await quiet();
    expect(other.all('invite')).toEqual([]);
    expect(other.all('empire_message')).toEqual([]);
    expect(emperor.all('invite')).toEqual([]);
  });

  it('queue items completing tell the village owner: by the tick and settled on a read', async () => {
    const [mine, other] = [await open(w.token('d')), await open(w.token('c'))];
    await w.and().withStock('d', { wood: 5000, stone: 5000, iron: 5000, food: 5000 }).build();
    const farm = (await s.testDb.db('village_buildings').where({ village_id: w.village('d'), type: 'farm' }).first('id')).id;
    const q = await s.api('POST', `/villages/${w.village('d')}/queue/building/${farm}`, { token: w.token('d'), body: { withBuilders: false } });
    expect(q.status).toBe(200);
    s.clock.set(q.body.item.due_at);
    expect((await processDueQueue(deps())).applied).toBe(1);
    expect(await mine.next('queue_done')).toMatchObject({ village_id: w.village('d'), kind: 'building', item: 'farm' });
    const q2 = await s.api('POST', `/villages/${w.village('d')}/queue/building/${farm}`, { token: w.token('d'), body: { withBuilders: false } });
    expect(q2.status).toBe(200);
    s.clock.set(q2.body.item.due_at);
    expect((await s.api('GET', `/villages/${w.village('d')}`, { token: w.token('d') })).status).toBe(200);
    expect(await mine.next('queue_done')).toMatchObject({ village_id: w.village('d'), kind: 'building', item: 'farm' });
    await quiet();
    expect(other.all('queue_done')).toEqual([]);
  });

  it('a conquest disbands the conquered village\'s attacks on the way: their defenders hear attack_cancelled', async () => {
    const near = await aWorld(s).withPlayer('x').withVillage('x', { quadrant: 'NE', units: { cav4: 50, special2: 1 } })
      .withAccount('x', { culture: 1e9 }).build();
    const home = near.place('x');
    const more = await near.and().withPlayer('y').withVillage('y', { at: await freeLandNear(s, home, 2), loyalty: 5 })
      .withPlayer('z').withVillage('z', { at: await freeLandNear(s, home, 4) })
      .withMovement('y', { as: 'raid', kind: 'attack', to: 'z', units: { melee1: 5 }, due: new Date(s.clock.t + 24 * 3_600_000).toISOString() })
      .build();
    const [defender, loser] = [await open(more.token('z')), await open(more.token('y'))];
    const r = await s.api('POST', `/units/village/${more.village('x')}/send`, {
      token: more.token('x'), body: { units: { cav4: 50, special2: 1 }, x: more.place('y').x, y: more.place('y').y, moveType: 'attack' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    s.clock.set(r.body.arrival);
    await processDueMovements(deps(), { perBatch: 0 });
    expect((await s.testDb.db('villages').where({ id: more.village('y') }).first('user_id')).user_id).toBe(more.player('x').id);
    expect(await defender.next('attack_cancelled')).toEqual({ type: 'attack_cancelled', village_id: more.village('z'), movement_id: more.movement('raid'), receivedAt: expect.any(Number) });
    // The old owner hears the attack that took its village arrive.
    expect(await loser.next('movement_arrived')).toMatchObject({ movement_id: r.body.movement_id, village_id: more.village('y') });
    await quiet();
    expect(loser.all('attack_cancelled')).toEqual([]);
  });

  it('the world won: every open page hears world_finished', async () => {
    const empireId = (await s.testDb.db('empire_members').where({ user_id: w.player('a').id }).first('empire_id')).empire_id;
    const pagesNow = [await open(w.token('c')), await open(w.sitter('b')), await open(w.token('d'))];
    const small = await s.api('POST', '/testing/prestige', { body: { empire_id: empireId, type: 'landmark', amount: 1 } });
    expect(small.body.finished).toBe(false);
    const r = await s.api('POST', '/testing/prestige', { body: { empire_id: empireId, type: 'landmark', amount: VICTORY } });
    expect(r.body.finished).toBe(true);
    for (const page of pagesNow) expect((await page.next('world_finished')).finished_at).toBe(s.clock.now().toISOString());
    await quiet();
    expect(pagesNow[0].all('world_finished')).toHaveLength(1);
  });
});
