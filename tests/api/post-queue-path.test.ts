import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { onPostgres } from '../support/db';
import { economyInputColumns } from '../../server/db/queue';
import pg from 'pg';
import { writeLiterals, type QueuedWrite } from '../../server/db/queueWrite';
import { hashToken } from '../../server/db/tokens';
import { aWorld } from '../support/world';
import { buildingId, freshVillage, HOUR, queueRows, userRow } from './queueSupport';

/**
 * The queue calls' two-round-trip path (server/db/queueFastPath.ts through server/world/queueCalls.ts queueOnVillage, migration 009): which
 * statements a POST sends (the token read in the first message: two round trips in all), that refusals and failures leave no transaction open, that due work goes the
 * general way, and that the SQL functions read and write what the general path's statements did.
 */
interface Sent { text: string }

describe.skipIf(!onPostgres)('queue POST: two round trips in the transaction', () => {
  let s: TestServer;
  const sent: Sent[] = [];
  let recording = false;

  beforeAll(async () => {
    s = await startTestServer();
    // Every statement any pooled connection sends (knex's and the raw ones) while recording.
    const client = s.testDb.db.client as { acquireConnection: () => Promise<{ query: (...a: unknown[]) => unknown; __spied?: boolean }> };
    const acquire = client.acquireConnection.bind(client);
    client.acquireConnection = async () => {
      const conn = await acquire();
      if (!conn.__spied) {
        const query = conn.query.bind(conn);
        conn.query = (...a: unknown[]) => {
          const q = a[0] as string | { text: string };
          if (recording) sent.push({ text: typeof q === 'string' ? q : q.text });
          return query(...a);
        };
        conn.__spied = true;
      }
      return conn;
    };
  });
  afterAll(async () => { await s?.stop(); });

  const record = async <T>(f: () => Promise<T>): Promise<T> => {
    sent.length = 0;
    recording = true;
    try { return await f(); } finally { recording = false; }
  };
  const openTransactions = async () => {
    const r = await s.testDb.db.raw("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'");
    return r.rows[0].n as number;
  };

  it('POST queue/building: two messages, token + BEGIN + lock + read, then write + COMMIT', async () => {
    const { village: v, token } = await freshVillage(s, { stock: { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 } });
    const r = await record(() => s.api('POST', `/villages/${v.id}/queue/building`, { token, body: { buildingType: 'marketplace' } }));
    expect(r.status).toBe(200);
    // The token is read in the first message (routes declared with readsOwnToken, server/db/queueFastPath.ts):
    // nothing else is sent, so the call is two round trips to PostgreSQL in all.
    const tok = `'${hashToken(token)}', '${s.clock.now().toISOString()}'::timestamptz`;
    expect(sent.map((x) => x.text)).toEqual([
      `BEGIN; SELECT * FROM villages WHERE id = ${v.id} AND ak_token_live(${tok}) FOR UPDATE; SELECT * FROM ak_queue_read_tok(${v.id}, false, ${tok})`,
      expect.stringMatching(/^SELECT \* FROM ak_queue_write\(.*\); COMMIT$/s),
    ]);
    const rows = await queueRows(s, v.id);
    expect(rows.map((x) => [x.id, x.target])).toEqual([[r.body.item.id, 'marketplace']]);
    expect(await openTransactions()).toBe(0);
    // The other queue POSTs take the same first message (science reads the account's villages too); science
    // without a research under way is refused by its rule after the read (ROLLBACK).
    const farm = await buildingId(s, v.id, 'farm');
    const calls = [[`queue/building/${farm}`, {}, false, 200], ['queue/culture', { amount: 1 }, false, 200], ['queue/science', { amount: 1 }, true, 400]] as const;
    for (const [path, body, science, status] of calls) {
      const q = await record(() => s.api('POST', `/villages/${v.id}/${path}`, { token, body }));
      expect([path, q.status]).toEqual([path, status]);
      expect(sent).toHaveLength(2);
      expect(sent[0].text).toBe(`BEGIN; SELECT * FROM villages WHERE id = ${v.id} AND ak_token_live(${tok}) FOR UPDATE; SELECT * FROM ak_queue_read_tok(${v.id}, ${science}, ${tok})`);
      expect(sent[1].text).toMatch(status === 200 ? /; COMMIT$/ : /^ROLLBACK$/);
    }
    expect(await openTransactions()).toBe(0);
  });

  it('training (queue/unit/{unit} and units/village/{id}/buy): the same two messages', async () => {
    const { village: v, token } = await freshVillage(s, { stock: { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 }, buildings: { barracks: 1 } });
    const tok = `'${hashToken(token)}', '${s.clock.now().toISOString()}'::timestamptz`;
    for (const [path, body] of [['queue/unit/melee1', { amount: 2 }], ['buy', { unit_id: 'melee1', amount: 1 }]] as const) {
      const url = path === 'buy' ? `/units/village/${v.id}/buy` : `/villages/${v.id}/${path}`;
      const r = await record(() => s.api('POST', url, { token, body }));
      expect([path, r.status]).toEqual([path, 200]);
      expect(sent.map((x) => x.text)).toEqual([
        `BEGIN; SELECT * FROM villages WHERE id = ${v.id} AND ak_token_live(${tok}) FOR UPDATE; SELECT * FROM ak_queue_read_tok(${v.id}, false, ${tok})`,
        expect.stringMatching(/^SELECT \* FROM ak_queue_write\(.*\); COMMIT$/s),
      ]);
    }
    const rows = await s.testDb.db('queue_items').where({ village_id: v.id }).orderBy('id').select('kind', 'target', 'amount');
    expect(rows.map((x: { kind: string; target: string; amount: number }) => [x.kind, x.target, x.amount])).toEqual([['unit', 'melee1', 2], ['unit', 'melee1', 1]]);
    expect(await openTransactions()).toBe(0);
  });

  it('a dead token: 401 after the first message (which locked and read nothing), then ROLLBACK', async () => {
    const { village: v, token } = await freshVillage(s, { stock: { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 } });
    expect((await s.api('POST', '/auth/logout', { token })).status).toBe(200);
    const r = await record(() => s.api('POST', `/villages/${v.id}/queue/building`, { token, body: { buildingType: 'marketplace' } }));
    expect(r.status).toBe(401);
    expect(sent.map((x) => x.text.replace(/ak_token_live\(.*$/, ''))).toEqual([`BEGIN; SELECT * FROM villages WHERE id = ${v.id} AND `, 'ROLLBACK']);
    expect(await queueRows(s, v.id)).toEqual([]);
    expect(await openTransactions()).toBe(0);
  });

  it('a refusal rolls back at once and the connection serves the next call', async () => {
    const { village: v, token, w } = await freshVillage(s, { stock: { wood: 0, stone: 0, iron: 0, food: 0 } });
    const r = await record(() => s.api('POST', `/villages/${v.id}/queue/building`, { token, body: { buildingType: 'marketplace' } }));
    expect(r.status).toBe(400);
    expect(sent.map((x) => x.text).filter((t) => t === 'ROLLBACK')).toHaveLength(1);
    expect(await openTransactions()).toBe(0);
    expect(await queueRows(s, v.id)).toEqual([]);
    // Someone else's village and an unknown one: 403 and 404, nothing left open.
    const other = await freshVillage(s);
    expect((await s.api('POST', `/villages/${other.village.id}/queue/building`, { token, body: { buildingType: 'marketplace' } })).status).toBe(403);
    expect((await s.api('POST', '/villages/999999999/queue/building', { token, body: { buildingType: 'marketplace' } })).status).toBe(404);
    expect((await s.api('POST', '/villages/99999999999/queue/building', { token, body: { buildingType: 'marketplace' } })).status).toBeLessThan(500);
    expect(await openTransactions()).toBe(0);
    await w.and().withStock('fresh', { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 }).build();
    const ok = await Promise.all(Array.from({ length: 30 }, () => s.api('POST', `/villages/${v.id}/queue/culture`, { token, body: { amount: 1 } })));
    expect(ok.filter((x) => x.status === 200).length).toBeGreaterThan(0);
    expect(ok.every((x) => x.status === 200 || (x.status === 400 && x.body.message === 'Queue is full'))).toBe(true);
    expect(await openTransactions()).toBe(0);
  });

  it('builder charges the account lacks: nothing written, 400, no transaction left', async () => {
    const p = await freshVillage(s, { stock: { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 } });
    await p.w.and().withAccount('fresh', { builders: 0 }).build();
    const r = await s.api('POST', `/villages/${p.village.id}/queue/culture`, { token: p.token, body: { amount: 1, withBuilders: true } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Not enough builder charges');
    expect(await queueRows(s, p.village.id)).toEqual([]);
    await p.w.and().withAccount('fresh', { builders: 1 }).build();
    const r2 = await s.api('POST', `/villages/${p.village.id}/queue/culture`, { token: p.token, body: { amount: 1, withBuilders: true } });
    expect(r2.status).toBe(200);
    expect(r2.body.builders).toBe(0);
    expect((await userRow(s, p.id)).builders).toBe(0);
    expect(await openTransactions()).toBe(0);
  });

  it('due work found by the read: rolled back and run on the general path (settled, then queued)', async () => {
    const { village: v, token } = await freshVillage(s, { stock: { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 } });
    const farm = await buildingId(s, v.id, 'farm');
    const level = (await s.testDb.db('village_buildings').where({ id: farm }).first('level')).level as number;
    const first = await s.api('POST', `/villages/${v.id}/queue/building/${farm}`, { token, body: {} });
    expect(first.status).toBe(200);
    s.clock.advance(100 * HOUR);
    const r = await record(() => s.api('POST', `/villages/${v.id}/queue/building/${farm}`, { token, body: {} }));
    expect(r.status).toBe(200);
    const texts = sent.map((x) => x.text);
    expect(texts.filter((t) => t.startsWith('BEGIN; SELECT * FROM villages'))).toHaveLength(1);
    expect(texts.filter((t) => t === 'ROLLBACK')).toHaveLength(1);
    expect(texts.some((t) => /^BEGIN;?$/.test(t.trim()))).toBe(true);
    expect((await s.testDb.db('village_buildings').where({ id: farm }).first('level')).level).toBe(level + 1);
    const rows = await queueRows(s, v.id);
    expect(rows.map((x) => [x.target, x.level])).toEqual([['farm', level + 2]]);
    expect(await openTransactions()).toBe(0);
  });

  it('ak_queue_read reads the economy inputs exactly as economyInputColumns does', async () => {
    const w = await aWorld(s).withPlayer('p').withVillage('p', { quadrant: 'NW', units: { melee1: 7, ranged1: 0 } })
      .withPlayer('other').withVillage('other', { quadrant: 'NW' })
      .withMovement('p', { kind: 'attack', to: 'other', units: { melee1: 3 }, due: new Date(s.clock.t + HOUR) })
      .withMovement('p', { kind: 'attack', to: 'other', units: { melee1: 99 }, due: new Date(s.clock.t + HOUR), by: 'other' })
      .build();
    const [p, other] = [w.player('p'), w.player('other')];
    const db = s.testDb.db;
    const v = p.village.id;
    const fn = (await db.raw('SELECT * FROM ak_queue_read(?, false)', [v])).rows[0];
    const cols = (await db.raw(`SELECT ${economyInputColumns('')} FROM villages v WHERE v.id = ?`, [v])).rows[0];
    for (const k of ['buildings', 'tiles', 'units', 'moving']) {
      const sort = (x: unknown[]) => x.map((e) => JSON.stringify(e)).sort();
      expect(sort(fn[k]), k).toEqual(sort(cols[k]));
    }
    expect(fn.units).toEqual([{ unit: 'melee1', amount: 7 }]);
    expect(fn.moving).toEqual([{ melee1: 3 }]);
    expect(fn.account.id).toBe(p.id);
    expect(fn.account_villages).toBeNull();
    const sci = (await db.raw('SELECT * FROM ak_queue_read(?, true)', [v])).rows[0];
    expect(sci.account_villages.map((x: { id: number }) => x.id)).toEqual([v]);
  });

  it('ak_token_live and ak_queue_read_tok (migration 010): the token conditions of resolveToken, the read of ak_queue_read', async () => {
    const p = await freshVillage(s);
    const db = s.testDb.db;
    const v = p.village.id;
    const h = hashToken(p.token);
    const now = s.clock.now();
    const live = async (hash: string, at: Date) => (await db.raw('SELECT ak_token_live(?, ?) AS ok', [hash, at])).rows[0].ok;
    const readTok = async (hash: string, at: Date, science = false) => (await db.raw('SELECT * FROM ak_queue_read_tok(?, ?, ?, ?)', [v, science, hash, at])).rows;
    const tokenRow = await db('auth_tokens').where({ token_hash: h }).first();
    expect(await live(h, now)).toBe(true);
    const [row] = await readTok(h, now);
    expect([row.tok_id, row.tok_user_id, row.tok_actor_id, row.tok_is_sitter]).toEqual([tokenRow.id, p.id, p.id, false]);
    const plain = (await db.raw('SELECT * FROM ak_queue_read(?, false)', [v])).rows[0];
    const { tok_id: _a, tok_user_id: _b, tok_actor_id: _c, tok_is_sitter: _d, ...rest } = row;
    expect(rest).toEqual(plain);
    expect((await readTok(h, now, true))[0].account_villages.map((x: { id: number }) => x.id)).toEqual([v]);
    // Unknown, expired (at its instant) and revoked: false and no row.
    expect(await live('0'.repeat(64), now)).toBe(false);
    expect(await readTok('0'.repeat(64), now)).toEqual([]);
    expect(await live(h, tokenRow.expires_at)).toBe(false);
    expect(await readTok(h, tokenRow.expires_at)).toEqual([]);
    await db('auth_tokens').where({ id: tokenRow.id }).update({ revoked_at: now });
    expect(await live(h, now)).toBe(false);
    expect(await readTok(h, now)).toEqual([]);
  });

  it('the write as literals stores exactly what it was given (quotes, backslashes, floats, null dates)', async () => {
    const { village: v, id: userId } = await freshVillage(s);
    const odd = `it's a "test" \\ back\\slash ? $1 :x ${'\u00e9\u4e2d'}`;
    const w: QueuedWrite = {
      villageId: v.id, userId, spent: 0, building: null,
      stock: { wood: 0.1, stone: 1e21, iron: 1 / 3, food: 123456.789e-7 },
      stockAt: new Date('2026-06-01T12:00:00.123Z'), starvesAt: null,
      now: new Date('2026-06-01T12:00:01.5Z'),
      entry: {
        id: 0, kind: 'culture', target: null, amount: 3, level: null, cost: { wood: 1.5, stone: 0, iron: 0, food: 0 }, work: 2.25, builders: 0,
        dueAt: null, item: { context: { workDone: 0.75, startedAt: null }, note: odd },
      } as unknown as QueuedWrite['entry'],
    };
    const client = s.testDb.db.client as { acquireConnection: () => Promise<{ query: (t: string) => Promise<any>; escapeLiteral: (x: string) => string }>; releaseConnection: (c: unknown) => Promise<void> };
    const conn = await client.acquireConnection();
    let id: number;
    try {
      const r = await conn.query(`BEGIN; ${writeLiterals(w, pg.escapeLiteral)}; COMMIT`);
      id = r[1].rows[0].item_id;
    } finally {
      await client.releaseConnection(conn);
    }
    const row = await s.testDb.db('queue_items').where({ id }).first();
    expect(row.snapshot.note).toBe(odd);
    expect(row.cost).toEqual({ wood: 1.5, stone: 0, iron: 0, food: 0 });
    expect([row.kind, row.target, row.amount, row.level, row.work, row.work_done, row.started_at, row.due_at]).toEqual(['culture', null, 3, null, 2.25, 0.75, null, null]);
    expect(row.created_at.toISOString()).toBe('2026-06-01T12:00:01.500Z');
    const vr = await s.testDb.db('villages').where({ id: v.id }).first();
    expect([vr.wood, vr.stone, vr.iron, vr.food]).toEqual([0.1, 1e21, 1 / 3, 123456.789e-7]);
    expect(vr.resources_updated_at.toISOString()).toBe('2026-06-01T12:00:00.123Z');
    expect(vr.starves_at).toBeNull();
    const pool = client;
    // The speed path's literals are pg's own escapeLiteral: any text comes back as it went in.
    for (const x of [odd, '', "'", '\\', "\\'", 'a\\\\b', '\u00e9', "O'Brien's \\ village"]) {
      const back = await pool.acquireConnection();
      try { expect((await back.query(`SELECT ${pg.escapeLiteral(x)}::text AS t`)).rows[0].t).toBe(x); } finally { await pool.releaseConnection(back); }
    }
    expect(() => writeLiterals({ ...w, stock: { ...w.stock, wood: NaN } }, (x) => x)).toThrow();
    expect(() => writeLiterals({ ...w, spent: 2 ** 31 }, (x) => x)).toThrow();
    expect(() => writeLiterals({ ...w, stockAt: new Date(NaN) }, (x) => x)).toThrow();
  });
});
