import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, freeLandNear, type Scenario } from '../support/world';
import { createPlayer, type Player } from '../support/players';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { anEmpireOf, feedMark } from './alliesSupport';
import { join } from './empiresSupport';

/**
 * Lock order between the game and the Empire calls, over real HTTP and PostgreSQL (regression test of the
 * deadlock fixed in server/db/empires.ts lockEmpire). A member's tier up or settle arrival holds the member's
 * users row (the account lock) and then writes the Empire feed, taking the Empire row FOR KEY SHARE
 * (empireIdOfUser). An Empire call by that member (an invite: lockEmpire, then the invite's invited_by foreign
 * key takes KEY SHARE on the member's users row) holds the Empire row and needs that users row. With the
 * Empire row locked FOR UPDATE the two waited on each other and PostgreSQL killed one (the tier up answered
 * 500); FOR NO KEY UPDATE lets the feed's KEY SHARE pass. Officer changes and kicks of others crowd the
 * Empire lock meanwhile. Many rounds, since each deadlock needs the two transactions interleaved. The
 * Empire calls and arrivals retry a deadlock victim (server/world/transaction.ts, the tick), so besides the
 * answers the last test reads PostgreSQL's own deadlock count for the database. With `.forUpdate()` put
 * back in lockEmpire the tier up answered 500 in round 0 and the settles alone counted 100 deadlocks.
 */
describe('Empire lock order: a member\'s tier ups and settles racing that member\'s Empire calls', () => {
  let s: TestServer;
  let w: Scenario;
  let empire: number;
  /** Kingdoms the officer invites every round (the invites are removed between rounds). */
  let targets: Player[];
  const T0 = Date.parse('2026-03-01T00:00:00Z');
  const ROUNDS = 40;
  const db = () => s.testDb.db;

  /** Deadlocks PostgreSQL counted in this test server's database (the handlers retry a deadlock victim, so
   * an Empire call killed in the cycle still answers 200: the count is what shows the cycle happened). */
  const deadlocks = async (): Promise<number> => {
    await db().raw('select pg_stat_clear_snapshot()');
    const r = await db().raw('select deadlocks from pg_stat_database where datname = current_database()');
    return Number(r.rows[0].deadlocks);
  };
  let deadlocksBefore = 0;

  beforeAll(async () => { s = await startTestServer(); deadlocksBefore = await deadlocks(); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    await db()('movements').del();
    w = await aWorld(s)
      .withPlayer('emp').withVillage('emp', { quadrant: 'SE' })
      .withPlayer('off').withVillage('off', { quadrant: 'NE', units: { special1: 60 } })
      .withAccount('off', { culture: 1e9 })
      .withPlayer('cal').withVillage('cal', { quadrant: 'SW' })
      .build();
    targets = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createPlayer(s)));
    empire = await anEmpireOf(s, [w.player('emp')], 'Lockstep');
    await join(s, w.player('emp'), w.player('off'));
    await join(s, w.player('emp'), w.player('cal'));
    const named = await s.api('POST', `/empires/members/${w.player('off').id}/officer`, { token: w.token('emp') });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
  });

  /** Two of the targets put into the Empire directly, for the officer to kick during the round. */
  const seatKickable = async (): Promise<Player[]> => {
    const kick = targets.slice(4);
    await db()('empire_members').whereIn('user_id', kick.map((p) => p.id)).del();
    await db()('empire_members').insert(kick.map((p) => ({ user_id: p.id, empire_id: empire, role: 'member', joined_at: new Date(T0) })));
    return kick;
  };

  /** The officer's Empire calls of one round: invites of four kingdoms, the Emperor toggling cal's office, two kicks. */
  const empireCalls = (round: number, kick: Player[]) => {
    const off = w.token('off');
    return [
      ...targets.slice(0, 4).map((p) => s.api('POST', `/empires/invites/${p.id}`, { token: off })),
      s.api(round % 2 ? 'DELETE' : 'POST', `/empires/members/${w.player('cal').id}/officer`, { token: w.token('emp') }),
      ...kick.map((p) => s.api('DELETE', `/empires/members/${p.id}`, { token: off })),
    ];
  };

  /** Every Empire call answered 200, every invite is a row; then the invites are cleared for the next round. */
  const checkEmpireCalls = async (rs: Array<{ status: number; body: any }>, round: number) => {
    expect(rs.map((r) => r.status), `round ${round}: ${JSON.stringify(rs.filter((r) => r.status !== 200).map((r) => r.body))}`).toEqual(rs.map(() => 200));
    const invited = await db()('empire_invites').where({ empire_id: empire, invited_by: w.player('off').id }).whereIn('user_id', targets.slice(0, 4).map((p) => p.id));
    expect(invited, `round ${round}`).toHaveLength(4);
    for (const r of rs.slice(0, 4)) expect(invited.map((i) => Number(i.id))).toContain(r.body.invite.id);
    await db()('empire_invites').where({ empire_id: empire }).del();
  };

  it(`${ROUNDS} rounds: the officer's tier up racing its invites, officer changes and kicks; no 500, one village_tier_up per tier up, every invite made`, async () => {
    const v = w.village('off');
    let tierUps = 0;
    const mark = await feedMark(s);
    for (let round = 0; round < ROUNDS; round += 1) {
      await db()('villages').where({ id: v }).update({ tier: 'village' });
      const kick = await seatKickable();
      // The tier up is sent among the Empire calls so that it starts before some and after others.
      const calls = empireCalls(round, kick);
      const at = round % calls.length;
      const tier = (async () => { await new Promise((r) => setTimeout(r, round % 3)); return s.api('POST', `/villages/${v}/tier`, { token: w.token('off'), body: {} }); })();
      const [t, ...rs] = await Promise.all([tier, ...calls.slice(at), ...calls.slice(0, at)]);
      expect(t!.status, `round ${round}: ${JSON.stringify(t!.body)}`).toBe(200);
      tierUps += 1;
      const ordered = [...rs.slice(calls.length - at), ...rs.slice(0, calls.length - at)];
      await checkEmpireCalls(ordered, round);
    }
    const ups = await db()('empire_messages').where({ empire_id: empire, type: 'village_tier_up' }).where('id', '>', mark);
    expect(ups).toHaveLength(tierUps);
    expect(ups.every((m) => m.value1 === w.player('off').username && m.value2 === w.place('off').name && m.value3 === 'town')).toBe(true);
  });

  it('settle arrivals of the officer racing its invites, officer changes and kicks: every settling founds its village and writes village_settled once', async () => {
    const home = w.place('off');
    const mark = await feedMark(s);
    const SETTLES = 12;
    for (let round = 0; round < SETTLES; round += 1) {
      const spot = await freeLandNear(s, home, 2 + (round % 6));
      const sent = await s.api('POST', `/units/village/${w.village('off')}/send`, { token: w.token('off'), body: { units: { special1: 1 }, ...spot, moveType: 'settle' } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      s.clock.advance(sent.body.duration_ms);
      const kick = await seatKickable();
      const [, ...rs] = await Promise.all([processDueMovements(s.running.deps, { now: s.clock.now() }), ...empireCalls(round, kick)]);
      await checkEmpireCalls(rs, round);
      expect((await db()('villages').where(spot).first())?.user_id, `round ${round}`).toBe(w.player('off').id);
    }
    const settled = await db()('empire_messages').where({ empire_id: empire, type: 'village_settled' }).where('id', '>', mark);
    expect(settled).toHaveLength(SETTLES);
  });

  it('PostgreSQL counted no deadlock during all those races', async () => {
    // A backend flushes its statistics (the deadlock count among them) within 10 s of going idle.
    await new Promise((r) => setTimeout(r, 11_000));
    expect(await deadlocks()).toBe(deadlocksBefore);
  }, 30_000);
});
