import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario } from '../support/world';
import { openPush, type PushClient } from '../support/push';
import { objectivesChanged, publish } from '../../server/world/push/publish';

/**
 * publish() on the real database through the server's own deps (issue 18): an event queued on a
 * transaction reaches the page only when the outermost transaction commits; one queued in a savepoint
 * that rolled back is dropped while the rest of the transaction's go out; an outer rollback drops all.
 * The events are `report` events with made-up ids, told apart by report_id. Changed objectives are gathered
 * the same way into one `objectives_changed` per commit (made-up ids too).
 */
describe('publish: sent after commit, dropped on rollback', () => {
  let s: TestServer;
  let w: Scenario;
  let page: PushClient;
  const me = () => w.player('a').id;
  const tell = (trx: Parameters<typeof publish>[0], id: number) => publish(trx, s.running.deps, me(), { type: 'report', report_id: id, report_type: 'test' });
  const quiet = () => new Promise((r) => setTimeout(r, 300));
  const ids = () => page.all('report').map((e) => e.report_id);

  beforeAll(async () => {
    s = await startTestServer();
    w = await aWorld(s).withPlayer('a').withVillage('a', { quadrant: 'NE' }).build();
    page = await openPush(s.url, w.token('a'));
    await page.next('hello');
  });
  afterAll(async () => {
    page?.close();
    await s?.stop();
  });

  it('nothing goes out before the commit; then it does', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const done = s.running.deps.db.transaction(async (trx) => {
      tell(trx, 9001);
      await trx.raw('SELECT 1');
      await held;
    });
    await quiet();
    expect(ids()).not.toContain(9001);
    release();
    await done;
    await page.next('report', 5000, (e) => e.report_id === 9001);
  });

  it('a savepoint rolled back drops its events; the enclosing commit sends the others, and a released savepoint\'s', async () => {
    await s.running.deps.db.transaction(async (trx) => {
      tell(trx, 9101);
      await trx.transaction(async (sp) => { tell(sp, 9102); await sp.raw('SELECT 1'); });
      await trx.transaction(async (sp) => {
        tell(sp, 9103);
        await sp.raw('SELECT 1');
        throw new Error('rolled back');
      }).catch(() => undefined);
      await trx.transaction(async (sp) => {
        await sp.transaction(async (inner) => { tell(inner, 9104); await inner.raw('SELECT 1'); });
        throw new Error('the enclosing savepoint rolls back, with the released inner one');
      }).catch(() => undefined);
    });
    await page.next('report', 5000, (e) => e.report_id === 9101);
    await page.next('report', 5000, (e) => e.report_id === 9102);
    await quiet();
    expect(ids()).not.toContain(9103);
    expect(ids()).not.toContain(9104);
  });

  it('an outer rollback sends nothing, not even from released savepoints', async () => {
    await s.running.deps.db.transaction(async (trx) => {
      tell(trx, 9201);
      await trx.transaction(async (sp) => { tell(sp, 9202); await sp.raw('SELECT 1'); });
      throw new Error('rolled back');
    }).catch(() => undefined);
    // A later commit goes out: the rolled-back events would have been sent before it.
    await s.running.deps.db.transaction(async (trx) => { tell(trx, 9203); });
    await page.next('report', 5000, (e) => e.report_id === 9203);
    await quiet();
    expect(ids()).not.toContain(9201);
    expect(ids()).not.toContain(9202);
  });

  it('changed objectives make one objectives_changed per commit, ids and holders ascending and once; a rolled-back savepoint\'s are dropped', async () => {
    const deps = s.running.deps;
    await deps.db.transaction(async (trx) => {
      objectivesChanged(trx, deps, 9303);
      objectivesChanged(trx, deps, [9301, 9303], [me()]);
      await trx.transaction(async (sp) => { objectivesChanged(sp, deps, 9302); await sp.raw('SELECT 1'); });
      await trx.transaction(async (sp) => {
        objectivesChanged(sp, deps, 9309, [777]);
        await sp.raw('SELECT 1');
        throw new Error('rolled back');
      }).catch(() => undefined);
      objectivesChanged(trx, deps, []);
    });
    await s.running.deps.db.transaction(async (trx) => { objectivesChanged(trx, deps, 9401); });
    expect(await page.next('objectives_changed')).toMatchObject({ ids: [9301, 9302, 9303], holders: [me()] });
    expect(await page.next('objectives_changed')).toMatchObject({ ids: [9401], holders: [] });
    await quiet();
    expect(page.all('objectives_changed')).toHaveLength(2);
  });
});
