import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { researchOf } from '../../server/game/data/research';
import { processDueResearch } from '../../server/jobs/dueResearch';
import type { PersistedResearch } from '../../machines/research';
import { HOUR, cast, type Cast } from './queueSupport';
import { accountOf, researchedOf } from './accountSupport';
import { settleAccount } from '../../server/world/account';

/** users.research_snapshot (migration 006): the research machine's run, stored by start, settle and the tick. */
describe('research snapshot', () => {
  let s: TestServer;
  let c: Cast;

  const snapshotOf = async (userId: number): Promise<PersistedResearch | null> => {
    const r = await s.testDb.db('users').where({ id: userId }).first('research_snapshot');
    return typeof r.research_snapshot === 'string' ? JSON.parse(r.research_snapshot) : r.research_snapshot;
  };

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s);
  });
  afterAll(async () => { await s?.stop(); });

  it('start, rate change and due completion go through the stored run; its columns mirror it', async () => {
    const smithing = researchOf('smithing');
    await c.w.and().withBuildings('owner', { library: 10 }).withAccount('owner', { researching: null, science: 0 }).build(); // 400 science/h
    expect((await snapshotOf(c.owner.id))?.value).toBe('idle');

    const t0 = s.clock.now().getTime();
    expect((await s.api('POST', `/research/${smithing.id}`, { token: c.owner.token, body: {} })).status).toBe(200);
    const started = (await snapshotOf(c.owner.id))!;
    expect(started.value).toBe('researching');
    expect(started.context).toMatchObject({ researchId: smithing.id, science: 0, scienceBase: smithing.science_base, rate: 400, updatedAt: t0 });
    const acc = await accountOf(s, c.owner.id);
    expect(acc.researching).toBe(smithing.id);
    expect(new Date(acc.research_due_at!).getTime()).toBe(started.context.dueAt);

    // A second start: the machine's guard refuses it, nothing is written.
    const again = await s.api('POST', `/research/${researchOf('smithing').id + 1}`, { token: c.owner.token, body: {} });
    expect(again.body).toMatchObject({ error: 'error_research_start', message: 'Another research is ongoing' });
    expect(await snapshotOf(c.owner.id)).toEqual(started);

    // After half an hour the library drops (settled first, as a level change does): the next settle sends
    // RATE_CHANGED with the new rate and the due time moves later.
    s.clock.advance(HOUR / 2);
    const settle = () => s.testDb.db.transaction((trx) => settleAccount(trx, s.running.deps, c.owner.id, s.clock.now()));
    await settle();
    await c.w.and().withBuildings('owner', { library: 1 }).build(); // the account settled again, at the new rate
    const slowed = (await snapshotOf(c.owner.id))!;
    expect(slowed.value).toBe('researching');
    expect(slowed.context.science).toBeCloseTo(200, 6);
    expect(slowed.context.rate).toBeLessThan(400);
    expect(slowed.context.dueAt!).toBeGreaterThan(started.context.dueAt!);
    expect(new Date((await accountOf(s, c.owner.id)).research_due_at!).getTime()).toBe(slowed.context.dueAt);

    // The tick completes it at its due instant (TICK) and leaves an idle run behind.
    s.clock.t = slowed.context.dueAt! + 10 * HOUR;
    expect((await processDueResearch(s.running.deps)).completed).toBe(1);
    const done = (await researchedOf(s, c.owner.id)).find((r) => r.research_id === smithing.id)!;
    expect(new Date(done.completed_at).getTime()).toBe(slowed.context.dueAt);
    expect((await snapshotOf(c.owner.id))?.value).toBe('idle');
    expect(await accountOf(s, c.owner.id)).toMatchObject({ researching: null, science: 0, research_due_at: null });
  });
});
