import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { processDueResearch } from '../../server/jobs/dueResearch';
import { HOUR, cast, type Cast } from './queueSupport';
import { accountOf, researchedOf } from './accountSupport';

/** Races on the real PostgreSQL through real HTTP: the account row lock serialises research starts and completions. */
describe('research concurrency', () => {
  let s: TestServer;
  let c: Cast;

  beforeAll(async () => {
    s = await startTestServer();
    c = await cast(s);
  });
  afterAll(async () => { await s?.stop(); });

  it('runs on PostgreSQL (row locks need a second connection)', () => {
    expect(s.testDb.kind).toBe('postgresql');
  });

  it('40 parallel starts of six different technologies by owner and sitter: exactly one succeeds', async () => {
    await c.w.and().withAccount('owner', {}).build();
    const ids = [1, 2, 3, 4, 5, 6];
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      s.api('POST', `/research/${ids[i % ids.length]}`, { token: i % 2 ? c.owner.token : c.sitter, body: {} })));
    const ok = rs.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.error === 'error_research_start'
      && r.body.message === 'Another research is ongoing')).toBe(true);
    expect((await accountOf(s, c.owner.id)).researching).toBe(ok[0].body.researching.id);
  });

  it('a due research completed by the tick and by many reads at once is recorded once, at its instant', async () => {
    await c.w.and().withBuildings('other', { library: 10 }).build(); // 400 science/h, the account settled
    const t0 = s.clock.t;
    expect((await s.api('POST', '/research/2', { token: c.other.token, body: {} })).status).toBe(200);
    s.clock.advance(10 * HOUR);
    const [tick, ...reads] = await Promise.all([
      processDueResearch(s.running.deps),
      ...Array.from({ length: 12 }, (_, i) => s.api('GET', i % 2 ? '/research' : '/profiles/user', { token: c.other.token })),
    ]);
    expect(tick.failed).toBe(0);
    expect(reads.every((r) => r.status === 200)).toBe(true);
    const rows = await researchedOf(s, c.other.id);
    expect(rows.map((r) => [r.research_id, new Date(r.completed_at).getTime()])).toEqual([[2, t0 + (250 / 400) * HOUR]]);
    expect(await accountOf(s, c.other.id)).toMatchObject({ researching: null, science: 0, research_due_at: null });
  });
});
