import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario } from '../support/world';
import { insertMovement } from '../../server/db/movements';
import { medalWeek } from '../../server/db/statistics';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { awardDueMedals } from '../../server/world/statistics/medals';
import { MEDAL_HOLD_MS } from '../../server/game/data/statistics';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

/**
 * Late gains and the week's medals (GAME.md section 10, docs/RULES.md section 18): a battle is dated by its
 * movement's due_at, and the tick counts it into that week's weekly row whenever it applies the arrival. An
 * attack due in the last hour of week 1 and not yet applied when week 1 ended (a lagging tick, an instance
 * down): week 1's medals wait for it, and the attacker's kills in it win its medal. Awarded at once, the
 * medals left the battle out (and the weekly row then held more than the medal said). Due work that is never
 * applied holds a week for MEDAL_HOLD_MS only.
 */
describe('medals wait for due work dated in their week', () => {
  let s: TestServer;
  let w: Scenario;
  let start: number;
  const db = () => s.testDb.db;
  const deps = () => s.running.deps;
  const attack = (due: number) => insertMovement(db(), {
    kind: 'attack', userId: w.player('att').id,
    from: { villageId: w.place('att').id, x: w.place('att').x, y: w.place('att').y },
    to: { villageId: w.place('def').id, x: w.place('def').x, y: w.place('def').y },
    units: { cav1: 40 }, startedAt: new Date(due - HOUR), dueAt: new Date(due),
  });
  const weeklyPvpAtt = async (week: number, userId: number) =>
    Number((await db()('weekly_stats').where({ week, scope: 'kingdom', subject_id: userId }).first('pvp_att'))?.pvp_att ?? 0);

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    w = await aWorld(s)
      .withPlayer('att').withVillage('att', { quadrant: 'NE', units: { cav1: 200 } })
      .withPlayer('def').withVillage('def', { quadrant: 'NE', units: { melee1: 10 } })
      .build();
    // Week 1 ended an hour ago.
    start = s.clock.t - WEEK - HOUR;
    expect((await s.api('POST', '/testing/startTime', { body: { startTime: new Date(start).toISOString() } })).status).toBe(200);
  }, 60_000);
  afterAll(async () => { await s?.stop(); });

  it('an attack due in week 1 and applied after its end: week 1 waits for it, and its kills are in the medal', async () => {
    await attack(start + WEEK - 30 * 60_000);
    const held = await awardDueMedals(deps(), s.clock.now());
    expect(held.weeks).toEqual([]);
    expect(await medalWeek(db())).toBe(0);

    // The tick catches up: the battle counts into week 1.
    expect((await processDueMovements(deps(), { now: s.clock.now() })).applied).toBeGreaterThanOrEqual(1);
    const kills = await weeklyPvpAtt(1, w.player('att').id);
    expect(kills).toBeGreaterThan(0);
    const awarded = await awardDueMedals(deps(), s.clock.now());
    expect(awarded.weeks).toEqual([1]);
    const medal = await db()('medals').where({ type: 'kingdom_pvp_att', week: 1, rank: 1 }).first('subject_id', 'amount');
    expect({ id: medal?.subject_id, amount: Number(medal?.amount) }).toEqual({ id: w.player('att').id, amount: kills });
  });

  it('due work that is never applied holds a week for MEDAL_HOLD_MS, then the week is awarded without it', async () => {
    // Week 2 ends; an attack of its last hour stays due (the tick never applies it here).
    s.clock.t = start + 2 * WEEK + HOUR;
    await attack(start + 2 * WEEK - HOUR);
    expect((await awardDueMedals(deps(), s.clock.now())).weeks).toEqual([]);
    s.clock.t += MEDAL_HOLD_MS - 1;
    expect((await awardDueMedals(deps(), s.clock.now())).weeks).toEqual([]);
    s.clock.t += 1;
    expect((await awardDueMedals(deps(), s.clock.now())).weeks).toEqual([2]);
    expect(await medalWeek(db())).toBe(2);
  });
});
