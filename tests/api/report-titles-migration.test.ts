import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer } from '../support/players';
import * as m012 from '../../server/db/migrations/012_report_titles';
import { insertReports } from '../../server/db/reports';
import { troopsStarved } from '../../server/game/reports/titles';

/**
 * Migration 012 turns the English report titles stored before it into `reports.titles.legacy` with the
 * English as its `text` parameter (the catalogue renders "{{text}}"), and drops the English column.
 */
describe('migration 012 (report titles)', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  it('backfills every stored title as a legacy key with its English; GET reports shows it; down gives the English back', async () => {
    const db = s.testDb.db;
    const p = await createPlayer(s);
    await m012.down(db);
    expect(await db.schema.hasColumn('reports', 'title_key')).toBe(false);
    const at = new Date('2030-01-01T00:00:00Z');
    const old = ['Victory at Ravensford - village conquered', "Troops starved in Aldric's village 2", 'A new village was founded at (3|-4)'];
    await db('reports').insert(old.map((title, i) => ({ user_id: p.id, kind: 'battle', title, data: {}, read: i > 0, created_at: new Date(at.getTime() + i) })));
    await m012.up(db);

    expect(await db.schema.hasColumn('reports', 'title')).toBe(false);
    const rows = await db('reports').where({ user_id: p.id }).orderBy('id').select('title_key', 'title_params', 'read');
    expect(rows).toEqual(old.map((text, i) => ({ title_key: 'reports.titles.legacy', title_params: { text }, read: i > 0 })));
    // New reports are written with keys beside them.
    await insertReports(db, [{ userId: p.id, kind: 'starvation', title: troopsStarved('Highmoor'), data: {}, at: new Date(at.getTime() + 10) }]);
    const list = await s.api('GET', '/reports/0', { token: p.token });
    expect(list.status).toBe(200);
    expect(list.body.reports.map((r: { title: unknown }) => r.title)).toEqual([
      { key: 'reports.titles.troopsStarved', params: { name: 'Highmoor' } },
      ...[...old].reverse().map((text) => ({ key: 'reports.titles.legacy', params: { text } })),
    ]);

    // Down: a legacy title gets its English back; a keyed one keeps its key (the server has no catalogue).
    await m012.down(db);
    expect((await db('reports').where({ user_id: p.id }).orderBy('id').select('title')).map((r: { title: string }) => r.title))
      .toEqual([...old, 'reports.titles.troopsStarved']);
    await m012.up(db);
    expect(await db.schema.hasColumn('reports', 'title_key')).toBe(true);
  });
});
