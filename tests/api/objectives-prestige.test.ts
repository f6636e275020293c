import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { spawnPlayer, type PlayerWithVillage } from '../support/players';
import { objectiveNear } from '../support/objectives';
import { found } from './empiresSupport';
import { capture, marchRaw, tick, DAY, WEEK } from './objectivesSupport';
import { processDuePrestige } from '../../server/jobs/duePrestige';
import { PROCESSORS } from '../../server/jobs';

/**
 * Periodic prestige of held objectives over real PostgreSQL (issue 16, GAME.md section 8): landmark 1 per
 * week and artifact 1 per day held, paid by the 'prestige' processor to the holder's Empire at each
 * period's instant, once per period even when two runs race, caught up after downtime; a holder without
 * an Empire earns none; two Empires crossing the victory line at one tick finish the world once.
 */
describe('objectives: periodic prestige', () => {
  let s: TestServer;
  let a: PlayerWithVillage;
  let ea: number;
  const row = (id: number) => s.testDb.db('objectives').where({ id }).first();
  const ledger = (id: number) => s.testDb.db('prestige_awards').whereLike('award_key', `objective:${id}:%`).orderBy('at').select('amount', 'at', 'award_key', 'message_type', 'type');
  const run = () => processDuePrestige(s.running.deps, { now: s.clock.now() });
  const iso = (d: Date | string | number) => new Date(d).toISOString();

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    a = await spawnPlayer(s, 'NE');
    ea = await found(s, a, 'Keepers');
  });
  afterAll(async () => { await s?.stop(); });

  it('the prestige processor runs after arrivals and events', () => {
    const names = PROCESSORS.map((p) => p.name);
    expect(names.indexOf('prestige')).toBeGreaterThan(names.indexOf('events'));
    expect(names.indexOf('events')).toBeGreaterThan(names.indexOf('movement'));
  });

  it('a landmark pays 1 a week held, each period once even with two processor runs racing', async () => {
    const o = await objectiveNear(s, a.village, 'landmark', 4);
    const held = await capture(s, a, o);
    const since = new Date(held.held_since).getTime();
    expect(iso(held.prestige_at)).toBe(iso(since + WEEK));
    // Not due yet: nothing.
    s.clock.advance(WEEK - 1000);
    expect((await run()).applied).toBe(0);
    s.clock.advance(1000);
    const [x, y] = await Promise.all([run(), run()]);
    expect(x.awarded + y.awarded).toBe(1);
    expect(x.periods + y.periods).toBe(1);
    const paid = await ledger(o.id);
    // The capture's 1 and the first week's 1, at its instant.
    expect(paid.map((p: { amount: number; at: Date }) => [p.amount, iso(p.at)])).toEqual([[1, iso(since)], [1, iso(since + WEEK)]]);
    expect(paid[1]).toMatchObject({ type: 'landmark', message_type: 'landmark_vp_gained' });
    expect(iso((await row(o.id)).prestige_at)).toBe(iso(since + 2 * WEEK));
    // Applied again (a retried run): nothing more.
    expect((await run()).awarded).toBe(0);
    const empire = await s.api('GET', `/empires/${ea}`, { token: a.token });
    expect(empire.body.empire.prestige_by_type.landmark).toBe(2);
    const msgs = await s.testDb.db('empire_messages').where({ empire_id: ea, type: 'landmark_vp_gained' }).select('value1', 'value2');
    expect(msgs).toHaveLength(2);
  });

  it('after downtime every missed period is paid at its own instant; moving testing/startTime back changes none of them', async () => {
    const o = await objectiveNear(s, a.village, 'artifact', 6);
    const held = await capture(s, a, o);
    const since = new Date(held.held_since).getTime();
    // Down for three days and a half: one run catches up three periods.
    s.clock.advance(3.5 * DAY);
    const r = await run();
    expect(r.awarded).toBeGreaterThanOrEqual(3);
    const paid = await ledger(o.id);
    expect(paid.map((p: { at: Date }) => iso(p.at))).toEqual([1, 2, 3].map((k) => iso(since + k * DAY)));
    expect(new Set(paid.map((p: { award_key: string }) => p.award_key)).size).toBe(3);
    expect(iso((await row(o.id)).prestige_at)).toBe(iso(since + 4 * DAY));

    // Periods count from the capture (held_since), not from the world's start: moving the start back
    // (as an operator reopening an old world would) pays no period twice and skips none.
    const start = await s.api('POST', '/testing/startTime', { body: { startTime: '2025-06-01T00:00:00.000Z' } });
    expect(start.status).toBe(200);
    expect((await run()).awarded).toBe(0);
    s.clock.advance(DAY);
    await run();
    expect((await ledger(o.id)).map((p: { at: Date }) => iso(p.at))).toEqual([1, 2, 3, 4].map((k) => iso(since + k * DAY)));
  });

  it('a capture pays the old holder the periods it completed first; the new holder\'s count from its capture', async () => {
    const rival = await spawnPlayer(s, 'SE');
    const er = await found(s, rival, 'Rivals');
    const o = await objectiveNear(s, a.village, 'landmark', 7);
    const held = await capture(s, a, o);
    const since = new Date(held.held_since).getTime();
    // Nobody ran the prestige processor for over a week when the rival's army lands.
    s.clock.advance(WEEK + DAY);
    const taken = await capture(s, rival, o);
    expect(taken.holder_user_id).toBe(rival.id);
    const taken_at = new Date(taken.held_since).getTime();
    expect(iso(taken.prestige_at)).toBe(iso(taken_at + WEEK));
    const paid = await ledger(o.id);
    expect(paid.map((p: { award_key: string; at: Date }) => [p.award_key.split(':')[2], iso(p.at)])).toEqual([
      ['capture', iso(since)], [String(a.id), iso(since + WEEK)], ['capture', iso(taken_at)],
    ]);
    expect((await s.api('GET', `/empires/${er}`, { token: a.token })).body.empire.prestige).toBe(1);
  });

  it('a holder without an Empire earns nothing: the periods pass unpaid', async () => {
    const lone = await spawnPlayer(s, 'SW');
    const o = await objectiveNear(s, lone.village, 'artifact', 5);
    const held = await capture(s, lone, o);
    const since = new Date(held.held_since).getTime();
    s.clock.advance(2 * DAY);
    await run();
    expect(await ledger(o.id)).toHaveLength(0);
    expect(iso((await row(o.id)).prestige_at)).toBe(iso(since + 3 * DAY));
  });
});

describe('objectives: two Empires cross the victory line at one tick', () => {
  let s: TestServer;
  const LINE = 5;

  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on', VICTORY_POINTS: String(LINE) }); });
  afterAll(async () => { await s?.stop(); });

  it('the world finishes once with the rule\'s winner, and mutating calls answer 551 afterwards', async () => {
    const p = await spawnPlayer(s, 'NE');
    const q = await spawnPlayer(s, 'SW');
    const ep = await found(s, p, 'First');
    const eq = await found(s, q, 'Second');
    const op = await objectiveNear(s, p.village, 'artifact', 5);
    const oq = await objectiveNear(s, q.village, 'artifact', 5);
    // Both artifacts captured at one instant (the two armies arrive together), both Empires one short of the line.
    await s.testDb.db('objectives').whereIn('id', [op.id, oq.id]).update({ garrison: '{}' });
    await marchRaw(s, p, op, 'attack', { cav1: 10 });
    await marchRaw(s, q, oq, 'attack', { cav1: 10 });
    await tick(s);
    for (const e of [ep, eq]) expect((await s.api('POST', '/testing/prestige', { body: { empire_id: e, type: 'vps', amount: LINE - 1 } })).status).toBe(200);
    const at = new Date((await s.testDb.db('objectives').where({ id: op.id }).first()).prestige_at);
    expect((await s.testDb.db('objectives').where({ id: oq.id }).first()).prestige_at).toEqual(at);

    s.clock.advance(DAY);
    const runs = await Promise.all([0, 1, 2].map(() => processDuePrestige(s.running.deps, { now: s.clock.now() })));
    expect(runs.reduce((n, r) => n + r.awarded, 0)).toBe(2);
    const world = await s.testDb.db('world').first();
    expect(new Date(world.finished_at).toISOString()).toBe(at.toISOString());
    // At one instant and one total the lower Empire id wins (server/game/prestige.ts claimWins).
    expect(Number(world.winner_empire_id)).toBe(Math.min(ep, eq));
    expect(Number(world.winner_prestige)).toBe(LINE);
    const api = await s.api('GET', '/');
    expect(api.body.winner).toMatchObject({ id: Math.min(ep, eq), prestige: LINE });
    // Nothing more is paid after the finish, and the world's state is frozen: a send answers 551.
    s.clock.advance(2 * DAY);
    expect((await processDuePrestige(s.running.deps, { now: s.clock.now() })).awarded).toBe(0);
    const send = await s.api('POST', `/units/village/${p.village.id}/send`, { token: p.token, body: { units: { cav1: 1 }, x: oq.x, y: oq.y, moveType: 'attack' } });
    expect(send.status).toBe(551);
  });
});

describe('objectives: a capture that reaches the victory line', () => {
  let s: TestServer;
  const LINE = 3;

  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on', VICTORY_POINTS: String(LINE) }); });
  afterAll(async () => { await s?.stop(); });

  it('finishes the world at the capture, applied by the tick in a runner\'s savepoint; the server state follows the commit', async () => {
    const p = await spawnPlayer(s, 'NE');
    const e = await found(s, p, 'Victors');
    expect((await s.api('POST', '/testing/prestige', { body: { empire_id: e, type: 'vps', amount: LINE - 1 } })).status).toBe(200);
    const o = await objectiveNear(s, p.village, 'landmark', 5);
    const held = await capture(s, p, o);
    expect(held.holder_user_id).toBe(p.id);
    const at = new Date(held.held_since).toISOString();
    expect(s.running.deps.world.finishedAt?.toISOString()).toBe(at);
    const state = await s.api('GET', '/');
    expect(state.body).toMatchObject({ phase: 'finished', finishedAt: at, winner: { id: e, prestige: LINE } });
  });
});
