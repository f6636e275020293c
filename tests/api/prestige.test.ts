import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer, spawnPlayer, type PlayerWithVillage } from '../support/players';
import { CALLS, type Call } from '../../server/contract';
import { awardPrestige, awardPrestigeToKingdom } from '../../server/world/prestige';
import { found } from './empiresSupport';

/**
 * Prestige and the end of a world over real HTTP and PostgreSQL (issue 16, GAME.md section 8): awards
 * through awardPrestige (server/world/prestige.ts) and its testing tool POST testing/prestige, the Empire
 * reads that show it, and the finish: once, with one winner, then 551 on every mutating call.
 */
const LINE = 100;

describe('prestige and the end of a world', () => {
  let s: TestServer;
  let reader: string;
  const get = (path: string) => s.api('GET', path, { token: reader });
  const deps = () => s.running.deps;
  const award = (empire_id: number, amount: number, type = 'landmark') => s.api('POST', '/testing/prestige', { body: { empire_id, type, amount } });
  const newEmpire = async () => found(s, await createPlayer(s), 'Prestige');
  const reopen = async () => expect((await s.api('POST', '/testing/finish', { body: { finished: false } })).status).toBe(200);
  const ledger = (empireId: number) => s.testDb.db('prestige_awards').where({ empire_id: empireId }).orderBy('id').select('type', 'amount', 'message_type');
  const feed = (empireId: number) => s.testDb.db('empire_messages').where({ empire_id: empireId }).whereLike('type', '%_vp_gained')
    .orderBy('id').select('type', 'value1', 'value2');

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on', VICTORY_POINTS: String(LINE) });
    reader = (await createPlayer(s)).token;
  });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => { await reopen(); });

  it('an award adds prestige of its kind, writes its message once, and shows in GET empires/{id} and the list', async () => {
    const id = await newEmpire();
    const r = await award(id, 3, 'landmark');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ empire_id: id, prestige: { vps: 0, landmark: 3, monument: 0, artifact: 0, total: 3 }, finished: false, winner: null });
    expect((await award(id, 2, 'vps')).body.prestige).toEqual({ vps: 2, landmark: 3, monument: 0, artifact: 0, total: 5 });

    const profile = await get(`/empires/${id}`);
    expect(profile.body.empire).toMatchObject({ prestige: 5, prestige_by_type: { vps: 2, landmark: 3, monument: 0, artifact: 0 } });
    // The list is the rank table: refreshed by the tick every minute, here at once.
    expect((await s.api('POST', '/testing/rankings', { body: {} })).status).toBe(200);
    const list = await get('/empires?type=prestige&limit=50');
    expect(list.body.items.find((e: { id: number }) => e.id === id)).toMatchObject({ prestige: 5 });
    expect(await feed(id)).toEqual([
      { type: 'landmark_vp_gained', value1: 'testing', value2: '3' },
      { type: 'milestone_vp_gained', value1: 'testing', value2: '2' },
    ]);

    // The same award key twice (a due row applied twice would be a bug): paid and written once.
    const once = { empireId: id, type: 'monument' as const, amount: 10, key: `monument:test:${id}`, messageType: 'monument_completed' as const, values: ['Aldric', 'Old Spire'] as ['Aldric', 'Old Spire'], at: s.clock.now() };
    const first = await s.testDb.db.transaction((trx) => awardPrestige(trx, deps(), once));
    const second = await s.testDb.db.transaction((trx) => awardPrestige(trx, deps(), once));
    expect(first).toMatchObject({ awarded: true, prestige: { monument: 10, total: 15 } });
    expect(second).toEqual({ awarded: false, why: 'duplicate' });
    expect((await get(`/empires/${id}`)).body.empire.prestige).toBe(15);
    expect(await s.testDb.db('empire_messages').where({ empire_id: id, type: 'monument_completed' }).select('value1', 'value2'))
      .toEqual([{ value1: 'Aldric', value2: 'Old Spire' }]);
    expect(await ledger(id)).toEqual([
      { type: 'landmark', amount: 3, message_type: 'landmark_vp_gained' },
      { type: 'vps', amount: 2, message_type: 'milestone_vp_gained' },
      { type: 'monument', amount: 10, message_type: 'monument_completed' },
    ]);
  });

  it('GET empires?type=prestige is the race: most prestige first, at equal prestige the Empire that got there first', async () => {
    const [x, y, z] = [await newEmpire(), await newEmpire(), await newEmpire()];
    await award(y, 20);
    s.clock.advance(1000);
    await award(z, 5);
    await award(x, 20);
    expect((await s.api('POST', '/testing/rankings', { body: {} })).status).toBe(200);
    const race = await get('/empires?type=prestige&limit=50');
    expect(race.status).toBe(200);
    const ours = race.body.items.filter((e: { id: number }) => [x, y, z].includes(e.id));
    expect(ours.map((e: { id: number; prestige: number }) => [e.id, e.prestige])).toEqual([[y, 20], [x, 20], [z, 5]]);
    // Ranks count across the whole list, and an Empire without prestige comes after every one with some.
    const ranks = race.body.items.map((e: { rank: number }) => e.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const prestiges = race.body.items.map((e: { prestige: number }) => e.prestige);
    expect(prestiges).toEqual([...prestiges].sort((a, b) => b - a));
  });

  it('prestige only grows by whole amounts of its kind: a bad award throws and changes nothing; a kingdom without an Empire earns none', async () => {
    const id = await newEmpire();
    const base = { empireId: id, type: 'artifact' as const, key: 'bad', values: ['x'] as ['x'], at: s.clock.now() };
    for (const bad of [{ amount: 0 }, { amount: -2 }, { amount: 1.5 }, { amount: 1, messageType: 'landmark_vp_gained' as const }]) {
      await expect(s.testDb.db.transaction((trx) => awardPrestige(trx, deps(), { ...base, ...bad }))).rejects.toThrow(/awardPrestige/);
    }
    const loner = await createPlayer(s);
    expect(await s.testDb.db.transaction((trx) => awardPrestigeToKingdom(trx, deps(), loner.id, { ...base, amount: 1, key: 'loner' })))
      .toEqual({ awarded: false, why: 'no_empire' });
    expect(await ledger(id)).toEqual([]);
    expect((await get(`/empires/${id}`)).body.empire.prestige).toBe(0);
  });

  it('POST testing/prestige: bad bodies and an unknown Empire are 400 error_400 and pay nothing', async () => {
    const id = await newEmpire();
    const bad: unknown[] = [
      {}, { empire_id: id, type: 'gold', amount: 1 }, { empire_id: id, type: 'vps', amount: 0 }, { empire_id: id, type: 'vps', amount: -1 },
      { empire_id: id, type: 'vps', amount: 1.5 }, { empire_id: id, type: 'vps' }, { empire_id: id, type: 'vps', amount: 1, extra: 1 },
      { empire_id: 'x', type: 'vps', amount: 1 }, { empire_id: id, type: 'vps', amount: 1_000_001 }, [],
    ];
    for (const body of bad) {
      const r = await s.api('POST', '/testing/prestige', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe('error_400');
    }
    const unknown = await award(2_000_000_000, 1);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'error_400', text: { key: 'refusals.empire.unknownEmpire' } });
    expect(await ledger(id)).toEqual([]);
  });

  it('50 parallel awards to one Empire sum exactly, each with its ledger row and message', async () => {
    const id = await newEmpire();
    const kinds = ['vps', 'landmark', 'monument', 'artifact'] as const;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => award(id, 1, kinds[i % 4])));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect((await get(`/empires/${id}`)).body.empire).toMatchObject({
      prestige: 50, prestige_by_type: { vps: 13, landmark: 13, monument: 12, artifact: 12 },
    });
    expect((await ledger(id)).length).toBe(50);
    expect((await feed(id)).length).toBe(50);
    // Every answer saw a different total: the awards queued on the Empire's prestige row.
    expect(new Set(answers.map((a) => a.body.prestige.total)).size).toBe(50);
  });

  it('two Empires passing the line together in parallel: the world finishes once, at that instant, with one winner by the tie rule', async () => {
    const [a, b] = [await newEmpire(), await newEmpire()];
    expect((await award(a, LINE - 10)).status).toBe(200);
    expect((await award(b, LINE - 10)).status).toBe(200);
    // 20 awards to each at one instant: each crosses the line in the middle of the race; both end at LINE + 10.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => award(i % 2 ? b : a, 1)));
    expect(answers.map((x) => x.status)).toEqual(Array(40).fill(200));
    const state = await s.api('GET', '/');
    expect(state.body).toMatchObject({ phase: 'finished', finishedAt: s.clock.now().toISOString(), victoryPoints: LINE });
    // The tie rule (server/game/prestige.ts claimWins): same instant -> the higher total; same total -> the lower id (a).
    const nameOf = async (id: number) => (await get(`/empires/${id}`)).body.empire;
    const winner = await nameOf(a);
    expect(state.body.winner).toEqual({ id: a, name: winner.name, name_short: winner.name_short, prestige: LINE + 10 });
    expect(await s.testDb.db('world').first('winner_empire_id', 'winner_prestige')).toEqual({ winner_empire_id: a, winner_prestige: LINE + 10 });
    expect((await nameOf(b)).prestige).toBe(LINE + 10);
  });

  it('of racing awards through awardPrestige exactly one finishes the world; the others find it finished', async () => {
    const [a, b] = [await newEmpire(), await newEmpire()];
    await award(a, LINE - 3);
    await award(b, LINE - 3);
    const at = s.clock.now();
    const outcomes = await Promise.all(Array.from({ length: 16 }, (_, i) => s.testDb.db.transaction((trx) => awardPrestige(trx, deps(), {
      empireId: i % 2 ? b : a, type: 'artifact', amount: 1, key: `race:${a}:${i}`, values: ['Shard', 1], at,
    }))));
    expect(outcomes.every((o) => o.awarded)).toBe(true);
    expect(outcomes.filter((o) => o.awarded && o.finished).length).toBe(1);
    // Both end at LINE + 5: the tie goes to the lower id, and the running server's world row says so.
    expect(deps().world).toMatchObject({ finishedAt: at, winner: { empireId: a, prestige: LINE + 5 } });
    expect((await s.api('GET', '/')).body).toMatchObject({ phase: 'finished', winner: { id: a, prestige: LINE + 5 } });
  });

  it('at one instant the higher total wins whoever commits first; an award before the finish takes it back to that instant', async () => {
    const [a, b, c] = [await newEmpire(), await newEmpire(), await newEmpire()];
    await award(a, LINE - 1);
    await award(b, LINE - 1);
    const [ra, rb] = await Promise.all([award(a, 1), award(b, 5)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const finishedAt = s.clock.now().toISOString();
    expect((await s.api('GET', '/')).body).toMatchObject({ phase: 'finished', finishedAt, winner: { id: b, prestige: LINE + 4 } });

    // Later than the finish nothing is paid (the world is frozen): 551, and no ledger row.
    s.clock.advance(60_000);
    expect((await award(c, LINE)).status).toBe(551);
    expect(await ledger(c)).toEqual([]);

    // Earlier than the finish (due work settled late): the first instant wins and the finish moves to it.
    s.clock.advance(-120_000);
    const early = await award(c, LINE);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ finished: true, winner: { id: c, prestige: LINE } });
    expect((await s.api('GET', '/')).body).toMatchObject({ phase: 'finished', finishedAt: s.clock.now().toISOString(), winner: { id: c } });
    s.clock.advance(60_000);
  });

  it('after the finish every mutating call answers 551 error_game_finished and reads still work', async () => {
    const p: PlayerWithVillage = await spawnPlayer(s);
    const id = await found(s, p, 'Final');
    const r = await award(id, LINE, 'artifact');
    expect(r.body).toMatchObject({ finished: true, winner: { id, prestige: LINE } });
    const state = await s.api('GET', '/');
    expect(state.body).toMatchObject({ phase: 'finished', winner: { id, prestige: LINE } });

    // Every mutating call of the contract but logging in and out and the testing tools.
    const mutating = Object.values(CALLS as Record<string, Call>)
      .filter((c) => c.method !== 'GET' && !/^\/(auth\/login|auth\/logout|testing\/)/.test(c.path));
    expect(mutating.length).toBeGreaterThan(30);
    for (const c of mutating) {
      const path = c.path.replace(/:[A-Za-z]+/g, String(p.village.id));
      const res = await s.api(c.method, path, { token: p.token, body: {} });
      expect(res.status, `${c.method} ${c.path}`).toBe(551);
      expect(res.body).toMatchObject({ error: 'error_game_finished', message: "Can't do this, the game is finished" });
    }

    for (const path of ['/', '/user', '/profiles/user', `/empires/${id}`, '/empires', '/empires/messages/', `/villages/${p.village.id}`]) {
      expect((await s.api('GET', path, { token: p.token })).status, path).toBe(200);
    }
    expect((await s.api('GET', '/profiles/user', { token: p.token })).body.game_finished).toBe(true);
    expect((await get(`/empires/${id}`)).body.empire).toMatchObject({ prestige: LINE, prestige_by_type: { artifact: LINE } });
  });
});
