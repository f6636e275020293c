import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld } from '../support/world';
import { insertReport } from '../../server/db/reports';
import { lockArrivals } from '../../server/db/movements';

/**
 * A read whose snapshot saw due work, while another request applies that work, must not answer its
 * stale snapshot: found in the armies journey on a loaded machine, where the village read applied the
 * battle and the profile read beside it answered 0 unread reports, and nothing asked again.
 */
describe('settle-on-read beside another request applying the same work', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  it('GET profiles/user waits for the arrival another request is applying and counts its report', async () => {
    const w = await aWorld(s)
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', units: { melee1: 5 } })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
      .withMovement('ann', { as: 'raid', kind: 'attack', to: 'bob', units: { melee1: 5 }, due: new Date(s.clock.t + 60_000) })
      .build();
    s.clock.t += 61_000;
    const ann = w.player('ann');
    const db = s.testDb.db;
    const waiting = async () => Number((await db.raw("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).rows[0].n);

    // Another request applies the arrival: it holds the arrivals lock and the movement while the profile is read.
    let release!: () => void;
    const released = new Promise<void>((r) => { release = r; });
    const applying = db.transaction(async (trx) => {
      await lockArrivals(trx);
      const m = await trx('movements').where({ id: w.movement('raid') }).forUpdate().first('id');
      expect(m).toBeDefined();
      await released;
      await trx('movements').where({ id: w.movement('raid') }).delete();
      await insertReport(trx, { userId: ann.id, kind: 'battle', title: { key: 'reports.titles.battleVictory', params: { name: 'x' } }, data: {}, at: s.clock.now() });
    });
    const profile = s.api('GET', '/profiles/user', { token: ann.token });
    // The profile's snapshot has been read (it saw the due arrival) and its settle waits for the lock.
    await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBe(1);
    release();
    await applying;
    const r = await profile;
    expect(r.status).toBe(200);
    expect(r.body.profile.reports).toBe(1);
  });
});
