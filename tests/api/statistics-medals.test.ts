import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { onPostgres } from '../support/db';
import { createPlayer, spawnPlayer, type Player } from '../support/players';
import { found } from './empiresSupport';
import { openDb, type Db } from '../../server/db/knex';
import type { Deps } from '../../server/world/deps';
import { processDueMedals } from '../../server/jobs/dueStatistics';
import { countEarned, type Earned } from '../../server/world/statistics/count';
import { refreshRankings } from '../../server/world/statistics/refresh';
import type { CounterDeltas } from '../../server/game/statistics';
import { statisticsWeekResponse } from '../../server/contract/statistics';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/**
 * Weekly medals, milestones and the rank refresh on the real PostgreSQL (GAME.md section 10), with a
 * second server instance simulated by a second connection pool and its own copy of the world row: a week's
 * medals are awarded once when two instances cross its end together, ranked by the week's amounts with
 * ties to the earlier instant; each milestone pays its prestige once even with two refreshes racing; the
 * rank refresh itself runs once per minute across instances.
 */
describe.skipIf(!onPostgres)('weekly medals, milestones and the refresh across two instances', () => {
  let s: TestServer;
  let poolB: Db;
  let start: number;
  /** Another instance: its own pool and its own copy of the world row (as a second process holds it). */
  const elsewhere = (): Deps => ({ ...s.running.deps, db: poolB, world: { ...s.running.deps.world } });
  const here = (): Deps => s.running.deps;
  const db = () => s.testDb.db;
  const earn = (userId: number, counters: CounterDeltas, at: number, eventRewards?: number) =>
    db().transaction((trx) => countEarned(trx, here(), [{ userId, counters, at: new Date(at), eventRewards } satisfies Earned]));

  // Twelve kingdoms each with an Empire of their own, a lone kingdom and one whose Empire is dissolved.
  const P: Player[] = [];
  const E: number[] = [];
  let L: Player;
  let D: Player;
  let ED: number;
  /** The milestone test's kingdom (its week-2 kills show in week 2's medals). */
  let miles: Player | undefined;

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    // Week 1 began a day ago.
    start = s.clock.t - DAY;
    const r = await s.api('POST', '/testing/startTime', { body: { startTime: new Date(start).toISOString() } });
    expect(r.status).toBe(200);
    poolB = await openDb({ databaseUrl: s.testDb.url!, pool: 4 });
    for (let i = 0; i < 12; i++) {
      P.push(await createPlayer(s));
      E.push(await found(s, P[i], 'Medal'));
    }
    L = await createPlayer(s);
    D = await createPlayer(s);
    ED = await found(s, D, 'Gone');
  }, 120_000);

  afterAll(async () => {
    await poolB?.destroy();
    await s?.stop();
  });

  const medals = async (type: string, week = 1) =>
    (await db()('medals').where({ type, week }).orderBy('rank').select('subject_id', 'rank', 'amount', 'scope', 'at'))
      .map((m) => ({ id: m.subject_id, rank: m.rank, amount: Number(m.amount), scope: m.scope, at: new Date(m.at).getTime() }));

  it('week 1: the top ten of each category get one medal each, once, when two instances cross the week\'s end together', async () => {
    const t0 = s.clock.t;
    const pvp = [50, 120, 130, 140, 150, 500, 500, 160, 170, 180, 190, 200];
    for (let i = 0; i < 12; i++) {
      // P5 and P6 tie at 500: P6 got there 40 s earlier and ranks first.
      const at = i === 5 ? t0 + 50_000 : i === 6 ? t0 + 10_000 : t0 + i * 1000;
      await earn(P[i].id, { pvp_att: pvp[i], losses: 7 }, at);
    }
    // Two gains add up (50 + 160), the instant of the second is the tie's instant.
    await earn(P[0].id, { pvp_att: 160 }, t0 + 60_000);
    // The last millisecond of week 1 counts for week 1; the week's end instant is week 2's.
    await earn(P[3].id, { pvp_att: 15 }, start + WEEK - 1);
    await earn(P[1].id, { pvp_att: 1000 }, start + WEEK);
    await earn(D.id, { pvp_att: 10_000 }, t0);
    await earn(L.id, { pvp_def: 40 }, t0);
    await earn(P[1].id, { pvp_def: 30 }, t0);
    // PvE resources count event rewards only (900 of the 1,500 won).
    await earn(P[2].id, { events: 3, resources: 1500, pve_att: 400 }, t0, 900);

    // D's Empire is dissolved before the week ends: its weekly row takes no rank and does not block the award.
    const dissolved = await s.api('DELETE', '/empires', { token: D.token });
    expect(dissolved.status, JSON.stringify(dissolved.body)).toBe(200);

    // The live standings before the end (GET statistics/week) already read as the medals will.
    const live = await s.api('GET', '/statistics/week?week=1', { token: P[0].token });
    expect(live.status).toBe(200);
    const liveWeek = statisticsWeekResponse.parse(live.body);
    expect(liveWeek.awarded).toBe(false);
    const livePvp = liveWeek.categories.find((c) => c.category === 'pvp_att')!;
    expect(livePvp.empires.map((e) => e.id)).not.toContain(ED);
    expect(livePvp.kingdoms[0]).toMatchObject({ rank: 1, id: D.id, amount: 10_000 });

    // Not yet over: nothing is due a millisecond before the end.
    expect(await processDueMedals(here(), { now: new Date(start + WEEK - 1) })).toEqual({ weeks: [], medals: 0 });

    s.clock.set(new Date(start + WEEK + 3_600_000).toISOString());
    const now = s.clock.now();
    // Two instances, four tick passes each, all at once.
    const runs = await Promise.all(Array.from({ length: 8 }, (_, i) => processDueMedals(i % 2 ? elsewhere() : here(), { now })));
    expect(runs.flatMap((r) => r.weeks)).toEqual([1]);
    const total = Number((await db()('medals').count({ n: '*' }))[0].n);
    expect(runs.reduce((n, r) => n + r.medals, 0)).toBe(total);
    expect(total).toBe(10 + 10 + 2 + 1 + 1 + 1 + 1 + 1);
    expect((await db()('world').first('medals_week')).medals_week).toBe(1);

    const end = start + WEEK;
    const want = (scope: string, ids: number[], amounts: number[]) => ids.map((id, i) => ({ id, rank: i + 1, amount: amounts[i], scope, at: end }));
    const kp = [D.id, P[6].id, P[5].id, P[0].id, P[11].id, P[10].id, P[9].id, P[8].id, P[7].id, P[3].id];
    expect(await medals('kingdom_pvp_att')).toEqual(want('kingdom', kp, [10_000, 500, 500, 210, 200, 190, 180, 170, 160, 155]));
    const ep = [E[6], E[5], E[0], E[11], E[10], E[9], E[8], E[7], E[3], E[4]];
    expect(await medals('empire_pvp_att')).toEqual(want('empire', ep, [500, 500, 210, 200, 190, 180, 170, 160, 155, 150]));
    expect(await medals('kingdom_pvp_def')).toEqual(want('kingdom', [L.id, P[1].id], [40, 30]));
    expect(await medals('empire_pvp_def')).toEqual(want('empire', [E[1]], [30]));
    expect(await medals('kingdom_pve_win')).toEqual(want('kingdom', [P[2].id], [3]));
    expect(await medals('empire_pve_win')).toEqual(want('empire', [E[2]], [3]));
    expect(await medals('kingdom_pve_res')).toEqual(want('kingdom', [P[2].id], [900]));
    expect(await medals('empire_pve_res')).toEqual(want('empire', [E[2]], [900]));

    // The medal counters: one per medal won.
    const kCount = new Map<number, number>();
    const eCount = new Map<number, number>();
    for (const m of await db()('medals').select('scope', 'subject_id')) {
      const c = m.scope === 'kingdom' ? kCount : eCount;
      c.set(m.subject_id, (c.get(m.subject_id) ?? 0) + 1);
    }
    expect(kCount.get(P[2].id)).toBe(2);
    expect(eCount.get(E[2])).toBe(2);
    for (const p of [...P, L, D]) {
      const row = await db()('kingdom_stats').where({ user_id: p.id }).first('medals', 'medals_at');
      expect(row?.medals ?? 0, p.username).toBe(kCount.get(p.id) ?? 0);
      if (kCount.has(p.id)) expect(new Date(row.medals_at).getTime()).toBe(end);
    }
    for (const e of E) expect((await db()('empire_stats').where({ empire_id: e }).first('medals'))?.medals ?? 0).toBe(eCount.get(e) ?? 0);

    // One message per medal: the kingdom's to its Empire (none for the lone kingdom or D, whose Empire is
    // gone), the Empire's to itself; values [kingdom or Empire, category, week, rank].
    const msgs = await db()('empire_messages').whereIn('type', ['medal_kingdom_gained', 'medal_empire_gained'])
      .orderBy('id').select('empire_id', 'type', 'value1', 'value2', 'value3', 'value4', 'created_at');
    const empireOf = new Map(P.map((p, i) => [p.id, E[i]]));
    const names = new Map((await db()('empires').whereIn('id', E).select('id', 'name')).map((e) => [e.id, e.name]));
    const expected: string[] = [];
    for (const m of await db()('medals').orderBy(['type', 'rank']).select('scope', 'subject_id', 'type', 'rank')) {
      const category = m.type.replace(/^(kingdom|empire)_/, '');
      if (m.scope === 'kingdom') {
        const empire = empireOf.get(m.subject_id);
        const user = [...P, L, D].find((p) => p.id === m.subject_id)!;
        if (empire !== undefined) expected.push(JSON.stringify([empire, 'medal_kingdom_gained', user.username, category, '1', String(m.rank)]));
      } else {
        expected.push(JSON.stringify([m.subject_id, 'medal_empire_gained', names.get(m.subject_id), category, '1', String(m.rank)]));
      }
    }
    const got = msgs.map((m) => JSON.stringify([m.empire_id, m.type, m.value1, m.value2, m.value3, m.value4]));
    expect(got.sort()).toEqual(expected.sort());
    expect(msgs.filter((m) => m.type === 'medal_kingdom_gained')).toHaveLength(9 + 1 + 1 + 1);
    expect(msgs.filter((m) => m.type === 'medal_empire_gained')).toHaveLength(10 + 1 + 1 + 1);
    for (const m of msgs) expect(new Date(m.created_at).getTime()).toBe(end);

    // As players read them (value1 week, value2 rank, value3 amount): the kingdom's profile and the Empire's.
    const profile = await s.api('GET', `/profiles/${P[5].id}`, { token: L.token });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(profile.body.profile.medals).toEqual([{ type: 'kingdom_pvp_att', week: 1, rank: 3, amount: 500 }]);
    const empire = await s.api('GET', `/empires/${E[2]}`, { token: L.token });
    expect(empire.status, JSON.stringify(empire.body)).toBe(200);
    expect(empire.body.medals).toEqual([{ type: 'empire_pve_res', week: 1, rank: 1, amount: 900 }, { type: 'empire_pve_win', week: 1, rank: 1, amount: 3 }]);

    // Again, from both instances and through the testing call: nothing more.
    const again = await Promise.all([processDueMedals(here(), { now }), processDueMedals(elsewhere(), { now })]);
    expect(again).toEqual([{ weeks: [], medals: 0 }, { weeks: [], medals: 0 }]);
    const tool = await s.api('POST', '/testing/rankings', { body: {} });
    expect(tool.status, JSON.stringify(tool.body)).toBe(200);
    expect(tool.body).toMatchObject({ medal_weeks: [], medals: 0 });
    expect(Number((await db()('medals').count({ n: '*' }))[0].n)).toBe(total);
    expect(Number((await db()('empire_messages').whereIn('type', ['medal_kingdom_gained', 'medal_empire_gained']).count({ n: '*' }))[0].n)).toBe(msgs.length);

    // The week reads as final; week 2 started from zero: only what was earned from its first instant on.
    const final = statisticsWeekResponse.parse((await s.api('GET', '/statistics/week?week=1', { token: P[0].token })).body);
    expect(final.awarded).toBe(true);
    expect(final.categories.find((c) => c.category === 'pvp_att')!.kingdoms.map((k) => k.id)).toEqual(kp);
    await earn(P[0].id, { pvp_att: 7 }, s.clock.t);
    const week2 = await db()('weekly_stats').where({ week: 2 }).orderBy(['scope', 'subject_id']).select('scope', 'subject_id', 'pvp_att', 'pvp_def', 'pve_win', 'pve_res');
    expect(week2.map((w) => [w.scope, w.subject_id, Number(w.pvp_att), Number(w.pvp_def), Number(w.pve_win), Number(w.pve_res)])).toEqual([
      ['empire', E[0], 7, 0, 0, 0], ['empire', E[1], 1000, 0, 0, 0],
      ['kingdom', P[0].id, 7, 0, 0, 0], ['kingdom', P[1].id, 1000, 0, 0, 0],
    ].sort((x, y) => String(x[0]).localeCompare(String(y[0])) || Number(x[1]) - Number(y[1])));
    expect(Number((await db()('weekly_stats').where({ week: 1, scope: 'kingdom', subject_id: P[0].id }).first('pvp_att')).pvp_att)).toBe(210);
    const live2 = statisticsWeekResponse.parse((await s.api('GET', '/statistics/week', { token: P[0].token })).body);
    expect(live2).toMatchObject({ week: 2, current_week: 2, awarded: false });
    expect(live2.categories.find((c) => c.category === 'pvp_att')!.kingdoms.map((k) => [k.id, k.amount])).toEqual([[P[1].id, 1000], [P[0].id, 7]]);
  });

  it('milestones pay vps prestige once per threshold, even with two refreshes racing', async () => {
    const m = await spawnPlayer(s, 'NE');
    miles = m;
    const em = await found(s, m, 'Miles');
    // Land: 25 claimed tiles (the database keeps the kingdom's land with them); earned: events and kills.
    await db()('village_tiles').insert(Array.from({ length: 25 }, (_, i) => ({
      village_id: m.village.id, x: m.village.x + 1 + (i % 5), y: m.village.y + 1 + Math.floor(i / 5), claimed_at: s.clock.now(),
    })));
    expect((await db()('kingdom_stats').where({ user_id: m.id }).first('land')).land).toBe(25);
    await earn(m.id, { events: 25, pvp_att: 999 }, s.clock.t);
    await earn(m.id, { pvp_att: 1 }, s.clock.t);

    const now = s.clock.now();
    const milestonesPaid = async () => Number((await db()('prestige_awards').where('award_key', 'like', 'milestone:%').count({ n: '*' }))[0].n);
    const before = await milestonesPaid();
    const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => refreshRankings(i % 2 ? elsewhere() : here(), now, { force: true })));
    const paidMsgs = async (empireId: number) => (await db()('empire_messages').where({ empire_id: empireId, type: 'milestone_vp_gained' })
      .orderBy('id').select('value1', 'value2', 'value3')).map((x) => [x.value1, x.value2, x.value3]);
    expect((await paidMsgs(em)).sort()).toEqual([['events', '25', '2'], ['events', '5', '1'], ['land', '25', '1'], ['pvp_att', '1000', '1']]);
    expect((await db()('empire_prestige').where({ empire_id: em }).first('vps', 'total'))).toEqual({ vps: 5, total: 5 });
    const keys = (await db()('prestige_awards').where({ empire_id: em }).select('award_key', 'type', 'amount')).map((x) => `${x.award_key}:${x.type}:${x.amount}`);
    expect(keys.sort()).toEqual([
      `milestone:events:25:empire:${em}:vps:2`, `milestone:events:5:empire:${em}:vps:1`, `milestone:land:25:empire:${em}:vps:1`,
      `milestone:pvp_att:1000:empire:${em}:vps:1`,
    ]);
    // Week 1's medal winners reached the first medals milestone (paid by the testing call's refresh), once
    // each (E2 holds two medals: one milestone); E1's kills reached 1,000 with its week-2 gain.
    for (const e of [E[0], E[2], E[3], E[4], E[11]]) expect(await paidMsgs(e)).toEqual([['medals', '1', '1']]);
    expect((await paidMsgs(E[1])).sort()).toEqual([['medals', '1', '1'], ['pvp_att', '1000', '1']]);
    // Both instances together paid each of EM's four once (the others were paid before).
    expect(runs.reduce((n, r) => n + r.milestones, 0)).toBe(4);
    expect(await milestonesPaid()).toBe(before + 4);

    // A refresh later pays only the threshold newly reached.
    await earn(m.id, { events: 75 }, s.clock.t);
    s.clock.advance(120_000);
    const later = await Promise.all([refreshRankings(here(), s.clock.now(), { force: true }), refreshRankings(elsewhere(), s.clock.now(), { force: true })]);
    expect(later[0].milestones + later[1].milestones).toBe(1);
    expect((await paidMsgs(em)).at(-1)).toEqual(['events', '100', '3']);
    expect((await db()('empire_prestige').where({ empire_id: em }).first('vps')).vps).toBe(8);
    // The rank table of the same refresh has it (milestones are paid before the table is rebuilt).
    expect(Number((await db()('rankings').where({ scope: 'empire', type: 'prestige', subject_id: em }).first('value')).value)).toBe(8);
  });

  it('the rank refresh runs once per minute across instances (an instance whose clock is behind takes none)', async () => {
    s.clock.advance(5 * 60_000);
    const t = s.clock.t;
    const at = (ms: number) => new Date(ms);
    const first = await Promise.all([refreshRankings(elsewhere(), at(t)), refreshRankings(elsewhere(), at(t)), refreshRankings({ ...here() }, at(t))]);
    expect(first.filter((r) => r.refreshed)).toHaveLength(1);
    expect(new Date((await db()('world').first('rankings_at')).rankings_at).getTime()).toBe(t);
    // Within the minute: nobody, whatever instance; nor one whose clock runs 5 s behind.
    expect((await refreshRankings(elsewhere(), at(t + 30_000))).refreshed).toBe(false);
    expect((await refreshRankings(elsewhere(), at(t - 5_000))).refreshed).toBe(false);
    expect((await refreshRankings(elsewhere(), at(t + 59_999))).refreshed).toBe(false);
    // A minute on: once again.
    const next = await Promise.all([refreshRankings(elsewhere(), at(t + 60_000)), refreshRankings(elsewhere(), at(t + 60_000))]);
    expect(next.filter((r) => r.refreshed)).toHaveLength(1);
    // A clock set back by more than the minute (an operator's fix) refreshes again rather than waiting.
    expect((await refreshRankings(elsewhere(), at(t - 10 * 60_000))).refreshed).toBe(true);
  });

  it('a week that ends after the world finished is not awarded', async () => {
    expect((await s.api('POST', '/testing/finish', { body: { finished: true } })).status).toBe(200);
    s.clock.set(new Date(start + 2 * WEEK + 3_600_000).toISOString());
    const now = s.clock.now();
    expect(await Promise.all([processDueMedals(here(), { now }), processDueMedals(elsewhere(), { now })])).toEqual([{ weeks: [], medals: 0 }, { weeks: [], medals: 0 }]);
    expect(Number((await db()('medals').where({ week: 2 }).count({ n: '*' }))[0].n)).toBe(0);
    expect((await db()('world').first('medals_week')).medals_week).toBe(1);
    // Reopened, week 2 is due and awarded (only the finish held it back).
    expect((await s.api('POST', '/testing/finish', { body: { finished: false } })).status).toBe(200);
    const r = await processDueMedals(here(), { now });
    expect(r.weeks).toEqual([2]);
    // P1's 1,000 at the week's first instant ties with the milestone kingdom's 1,000 earned later: P1 first.
    expect((await medals('kingdom_pvp_att', 2)).map((x) => [x.id, x.rank, x.amount, x.at])).toEqual([
      [P[1].id, 1, 1000, start + 2 * WEEK], [miles!.id, 2, 1000, start + 2 * WEEK], [P[0].id, 3, 7, start + 2 * WEEK],
    ]);
  });

  it('a counter\'s instant is when it reached its amount, whatever order the gains are counted in', async () => {
    // A kingdom with a village: its row was made by the map's trigger (its earned counters' instants are the
    // row's creation then, on the database's clock, not the game's).
    const x = await spawnPlayer(s, 'SW');
    const y = await createPlayer(s);
    const t = s.clock.t;
    // x's later gain is counted first (a battle applied by the tick before an earlier one settled by a read).
    await earn(x.id, { pvp_att: 60 }, t + 10_000);
    await earn(x.id, { pvp_att: 40 }, t + 5_000);
    await earn(y.id, { pvp_att: 100 }, t + 7_000);
    const at = async (table: string, where: object) => new Date((await db()(table).where(where).first('pvp_att_at')).pvp_att_at).getTime();
    expect(await at('kingdom_stats', { user_id: x.id })).toBe(t + 10_000);
    const week = Math.floor((t - start) / WEEK) + 1;
    expect(await at('weekly_stats', { week, scope: 'kingdom', subject_id: x.id })).toBe(t + 10_000);
    // y reached 100 at +7 s, x only at +10 s: y first.
    const standings = statisticsWeekResponse.parse((await s.api('GET', '/statistics/week', { token: y.token })).body);
    const ids = standings.categories.find((c) => c.category === 'pvp_att')!.kingdoms.filter((k) => k.id === x.id || k.id === y.id).map((k) => k.id);
    expect(ids).toEqual([y.id, x.id]);
  });
});
