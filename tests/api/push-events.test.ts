import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, freeLandNear, type Scenario } from '../support/world';
import { openPush, type PushClient } from '../support/push';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { processDueQueue } from '../../server/jobs/dueQueue';
import { processDueResearch } from '../../server/jobs/dueResearch';
import { processDueEvents } from '../../server/jobs/dueEvents';
import { researchOf } from '../../server/game/data/research';
import type { PushEventType } from '../../server/contract/push';
import { eventNear, objectiveNear } from '../support/objectives';
import { capture } from './objectivesSupport';
import { found } from './empiresSupport';

/**
 * The world layer's push events (issue 18), each at the place the change happens and sent once its
 * transaction commits: attack_cancelled, movement_arrived (the tick's batch and one-by-one paths, and
 * settle-on-read), report, message, empire_message, invite, queue_done, research_done, empire_left (left,
 * kicked), objectives_changed (one per commit, to every page), world_finished, and the counters after
 * reading. The sitter's page hears what the sat account hears; another player's page hears none of it; a
 * refused call publishes nothing.
 */
const VICTORY = 50;
const quiet = () => new Promise((r) => setTimeout(r, 300));
/** The event types issue 18's first cut left to polling: research, leaving an Empire, the map's objectives. */
const ADDED: PushEventType[] = ['research_done', 'empire_left', 'objectives_changed'];

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

  it('a research completing tells its account (the tick, then settled on a read), once; nobody else', async () => {
    const [owner, sitter, other] = [await open(w.token('b')), await open(w.sitter('b')), await open(w.token('c'))];
    await w.and().withBuildings('b', { library: 10 }).build();
    const smithing = researchOf('smithing');
    expect((await s.api('POST', `/research/${smithing.id}`, { token: w.token('b') })).status).toBe(200);
    // Refused: another research while one runs.
    expect((await s.api('POST', `/research/${researchOf('apprenticeship').id}`, { token: w.token('b') })).status).toBe(400);
    s.clock.advance(2 * 3_600_000);
    expect(await processDueResearch(deps())).toEqual({ completed: 1, failed: 0 });
    for (const page of [owner, sitter]) {
      expect(await page.next('research_done')).toEqual({ type: 'research_done', research_id: smithing.id, key: 'smithing', receivedAt: expect.any(Number) });
    }
    const apprenticeship = researchOf('apprenticeship');
    expect((await s.api('POST', `/research/${apprenticeship.id}`, { token: w.token('b') })).status).toBe(200);
    s.clock.advance(2 * 3_600_000);
    expect((await s.api('GET', '/research', { token: w.sitter('b') })).status).toBe(200);
    expect(await owner.next('research_done')).toMatchObject({ research_id: apprenticeship.id, key: 'apprenticeship' });
    // Settled already: the tick and further reads find nothing to tell.
    expect(await processDueResearch(deps())).toEqual({ completed: 0, failed: 0 });
    expect((await s.api('GET', '/research', { token: w.token('b') })).status).toBe(200);
    await quiet();
    expect(owner.all('research_done').map((e) => e.research_id)).toEqual([smithing.id, apprenticeship.id]);
    expect(other.all('research_done')).toEqual([]);
  });

  it('leaving an Empire tells the leaver\'s own pages (another tab, its sitter); the members hear the feed', async () => {
    const empireId = (await s.testDb.db('empire_members').where({ user_id: w.player('a').id }).first('empire_id')).empire_id;
    const [leaver, sitter, emperor, other] = [await open(w.token('b')), await open(w.sitter('b')), await open(w.token('a')), await open(w.token('c'))];
    // Refused: a kingdom in no Empire cannot leave one.
    expect((await s.api('DELETE', '/empires', { token: w.token('c') })).status).toBe(400);
    expect((await s.api('DELETE', '/empires', { token: w.token('b') })).status).toBe(200);
    for (const page of [leaver, sitter]) {
      expect(await page.next('empire_left')).toEqual({ type: 'empire_left', empire_id: empireId, empire_name: expect.any(String), reason: 'left', by: null, receivedAt: expect.any(Number) });
    }
    expect(await emperor.next('empire_message')).toMatchObject({ empire_id: empireId, message: { type: 'member_left', value1: w.player('b').username } });
    await quiet();
    expect(emperor.all('empire_left')).toEqual([]);
    expect(other.all('empire_left')).toEqual([]);
    expect(leaver.all('empire_left')).toHaveLength(1);
  });

  it('a kicked member hears who removed it; a refused kick tells nobody', async () => {
    const empireId = (await s.testDb.db('empire_members').where({ user_id: w.player('a').id }).first('empire_id')).empire_id;
    const inv = await s.api('POST', `/empires/invites/${w.player('b').id}`, { token: w.token('a') });
    expect(inv.status).toBe(200);
    expect((await s.api('POST', `/empires/invites/user/accept/${inv.body.invite.id}`, { token: w.token('b') })).status).toBe(200);
    const [kicked, sitter, emperor, other] = [await open(w.token('b')), await open(w.sitter('b')), await open(w.token('a')), await open(w.token('c'))];
    // Refused: a member cannot remove the Emperor.
    expect((await s.api('DELETE', `/empires/members/${w.player('a').id}`, { token: w.token('b') })).status).toBe(403);
    expect((await s.api('DELETE', `/empires/members/${w.player('b').id}`, { token: w.token('a') })).status).toBe(200);
    for (const page of [kicked, sitter]) {
      expect(await page.next('empire_left')).toMatchObject({ empire_id: empireId, reason: 'kicked', by: w.player('a').username });
    }
    expect(await emperor.next('empire_message')).toMatchObject({ message: { type: 'member_left', value1: w.player('b').username, value3: 'kicked' } });
    await quiet();
    expect(kicked.all('empire_left')).toHaveLength(1);
    expect(emperor.all('empire_left')).toEqual([]);
    expect(other.all('empire_left')).toEqual([]);
  });

  it('the map\'s objectives: a spawn, an army setting out or called back, the tick\'s stage ends reach every page, one event per commit', async () => {
    const pagesNow = [await open(w.token('c')), await open(w.sitter('b')), await open(w.token('d'))];
    const e1 = await eventNear(s, w.place('a'), 'attack1', 1);
    const e2 = await eventNear(s, w.place('d'), 'attack1', 1);
    for (const page of pagesNow) {
      expect((await page.next('objectives_changed')).ids).toEqual([e1.id]);
      expect((await page.next('objectives_changed')).ids).toEqual([e2.id]);
    }
    // Refused: an army the village does not have.
    expect((await s.api('POST', `/units/village/${w.village('a')}/send`, {
      token: w.token('a'), body: { units: { melee1: 1_000_000 }, x: e1.x, y: e1.y, moveType: 'attack' },
    })).status).toBe(400);
    await quiet();
    for (const page of pagesNow) expect(page.all('objectives_changed')).toHaveLength(2);
    const r = await s.api('POST', `/units/village/${w.village('a')}/send`, { token: w.token('a'), body: { units: { melee1: 5 }, x: e1.x, y: e1.y, moveType: 'attack' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const page of pagesNow) expect(await page.next('objectives_changed')).toMatchObject({ ids: [e1.id], holders: [] });
    // Called back: one fewer on its way there.
    s.clock.advance(1000);
    expect((await s.api('POST', `/units/village/${w.village('a')}/callBack/${r.body.movement_id}`, { token: w.token('a') })).status).toBe(200);
    for (const page of pagesNow) expect((await page.next('objectives_changed')).ids).toEqual([e1.id]);
    // Both stage timers fall due in the tick's one transaction: one event names both.
    s.clock.set(new Date(Math.max(Date.parse(e1.ends_at!), Date.parse(e2.ends_at!)) + 1000).toISOString());
    expect((await processDueEvents(deps(), { now: s.clock.now() })).applied).toBe(2);
    for (const page of pagesNow) expect(await page.next('objectives_changed')).toMatchObject({ ids: [e1.id, e2.id].sort((a, b) => a - b) });
    await quiet();
    for (const page of pagesNow) expect(page.all('objectives_changed')).toHaveLength(5);
  });

  it('a capture names the objective and its new holder: every page reads it again, the holder its profile too', async () => {
    const [holder, other] = [await open(w.token('d')), await open(w.token('c'))];
    const o = await objectiveNear(s, w.place('d'), 'landmark');
    for (const page of [holder, other]) expect(await page.next('objectives_changed')).toMatchObject({ ids: [o.id], holders: [] });
    const row = await capture(s, w.player('d'), o);
    expect(row.holder_user_id).toBe(w.player('d').id);
    for (const page of [holder, other]) {
      // The march set out (its incomings), then the arrival captured it.
      expect(await page.next('objectives_changed')).toMatchObject({ ids: [o.id], holders: [] });
      expect(await page.next('objectives_changed')).toMatchObject({ ids: [o.id], holders: [w.player('d').id] });
    }
  });

  it('refused calls publish none of these events', async () => {
    const pagesNow = [await open(w.token('a')), await open(w.token('b')), await open(w.sitter('b')), await open(w.token('c')), await open(w.token('d'))];
    const e = await eventNear(s, w.place('c'), 'attack1', 1);
    for (const page of pagesNow) await page.next('objectives_changed', 5000, (x) => x.ids.includes(e.id));
    const refused = [
      await s.api('POST', `/research/${researchOf('smithing').id}`, { token: w.token('b') }),
      await s.api('POST', '/research/9999', { token: w.token('c') }),
      await s.api('DELETE', '/empires', { token: w.token('d') }),
      await s.api('DELETE', `/empires/members/${w.player('c').id}`, { token: w.token('a') }),
      await s.api('POST', `/units/village/${w.village('c')}/send`, { token: w.token('c'), body: { units: { melee1: 1_000_000 }, x: e.x, y: e.y, moveType: 'attack' } }),
      await s.api('POST', '/testing/event', { body: { type: 'attack1', difficulty: 1, x: e.x, y: e.y } }),
    ];
    for (const r of refused) expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
    await quiet();
    for (const page of pagesNow) {
      for (const type of ADDED) expect(page.all(type).filter((x) => !(x.type === 'objectives_changed' && x.ids.includes(e.id))), type).toEqual([]);
    }
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
