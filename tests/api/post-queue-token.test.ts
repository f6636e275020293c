import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { onPostgres } from '../support/db';
import type { Player, PlayerWithVillage } from '../support/players';
import { aWorld } from '../support/world';
import { issueToken } from '../../server/db/tokens';
import { buildingId, queueRows } from './queueSupport';

/**
 * The queue POSTs (building, building/{id}, culture, science, and training: queue/unit/{unit} and its alias
 * units/village/{id}/buy) read their token in their first round trip
 * (routes declared with readsOwnToken in server/http/auth.ts; server/world/queueCalls.ts, server/db/queueFastPath.ts). The rules stay the
 * middleware's: an unknown, revoked or expired token is a 401 at once, before any 400 (bad id or body),
 * 404 or 403; a sitter acts for the sat account; every call counts against the per-token limit, and a
 * 429 comes before a 400. A dead token locks nothing and writes nothing.
 */
const UNAUTHORIZED = { error: 'error_401', message: 'Your session has expired, please log in again', text: { key: 'refusals.status.expired', params: {} } };
const ID_TEXT = 'The id must be a positive whole number';
const RICH = { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 };

/** Every queue POST of a village, with a body each accepts. */
async function calls(s: TestServer, p: PlayerWithVillage): Promise<Array<[string, Record<string, unknown>]>> {
  const farm = await buildingId(s, p.village.id, 'farm');
  return [
    [`/villages/${p.village.id}/queue/building`, { buildingType: 'marketplace' }],
    [`/villages/${p.village.id}/queue/building/${farm}`, {}],
    [`/villages/${p.village.id}/queue/culture`, { amount: 1 }],
    [`/villages/${p.village.id}/queue/science`, { amount: 1 }],
    [`/villages/${p.village.id}/queue/unit/melee1`, { amount: 1 }],
    [`/units/village/${p.village.id}/buy`, { unit_id: 'melee1', amount: 1 }],
  ];
}

describe('queue POSTs: the token read by the route', () => {
  let s: TestServer;
  let alice: PlayerWithVillage;
  let bob: PlayerWithVillage;
  let sitter: Player;
  let sitting: string;

  beforeAll(async () => {
    s = await startTestServer();
    const w = await aWorld(s)
      .withPlayer('alice').withVillage('alice', { quadrant: 'NE', stock: RICH })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW', stock: RICH })
      .withSitter('alice', 'sitter')
      .build();
    [alice, bob, sitter, sitting] = [w.player('alice'), w.player('bob'), w.player('sitter'), w.sitter('alice')];
  });
  afterAll(async () => { await s?.stop(); });

  it('a live token queues; revoked (logout) or expired a moment later it is a 401 at once and writes nothing', async () => {
    const token = await issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 60_000) });
    const r = await s.api('POST', `/villages/${alice.village.id}/queue/culture`, { token, body: { amount: 1 } });
    expect(r.status).toBe(200);
    const revoked = await issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 60_000) });
    expect((await s.api('POST', `/villages/${alice.village.id}/queue/culture`, { token: revoked, body: { amount: 1 } })).status).toBe(200);
    expect((await s.api('POST', '/auth/logout', { token: revoked })).status).toBe(200);
    const before = await queueRows(s, alice.village.id);
    for (const [path, body] of await calls(s, alice)) {
      const x = await s.api('POST', path, { token: revoked, body });
      expect([path, x.status, x.body]).toEqual([path, 401, UNAUTHORIZED]);
    }
    // Expired: the token of 60 s stops at its instant.
    s.clock.advance(60_000);
    for (const [path, body] of await calls(s, alice)) {
      const x = await s.api('POST', path, { token, body });
      expect([path, x.status, x.body]).toEqual([path, 401, UNAUTHORIZED]);
    }
    s.clock.advance(-60_000);
    expect(await queueRows(s, alice.village.id)).toEqual(before);
  });

  it('is a 401 for an unknown, malformed, revoked or missing token, before any 400, 403 or 404', async () => {
    const revoked = await issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 60_000) });
    expect((await s.api('POST', '/auth/logout', { token: revoked })).status).toBe(200);
    const a = alice.village.id;
    const farm = await buildingId(s, a, 'farm');
    const requests: Array<[string, unknown]> = [
      ...(await calls(s, alice)), ...(await calls(s, bob)),
      ['/villages/999999/queue/building', { buildingType: 'marketplace' }],
      ['/villages/999999/queue/culture', { amount: 1 }],
      ['/villages/abc/queue/building', { buildingType: 'marketplace' }],
      ['/villages/0/queue/culture', { amount: 1 }],
      ['/villages/99999999999/queue/science', { amount: 1 }],
      [`/villages/${a}/queue/building/abc`, {}],
      [`/villages/${a}/queue/building/999999`, {}],
      [`/villages/${a}/queue/building`, { buildingType: 'no such building' }],
      [`/villages/${a}/queue/building`, { buildingType: 7 }],
      [`/villages/${a}/queue/building/${farm}`, { withBuilders: 'lots' }],
      [`/villages/${a}/queue/culture`, { amount: 'ten' }],
      [`/villages/${a}/queue/science`, { amount: -1 }],
      ['/villages/999999/queue/unit/melee1', { amount: 1 }],
      ['/villages/abc/queue/unit/melee1', { amount: 1 }],
      [`/villages/${a}/queue/unit/dragon`, { amount: 1 }],
      [`/villages/${a}/queue/unit/melee1`, { amount: 'ten' }],
      ['/units/village/abc/buy', { unit_id: 'melee1', amount: 1 }],
      [`/units/village/${a}/buy`, { unit_id: 'dragon', amount: 1 }],
      [`/units/village/${a}/buy`, { unit_id: 'melee1', amount: -3 }],
    ];
    const before = await queueRows(s, a);
    for (const [path, body] of requests) {
      for (const headers of [{ authorization: `Bearer ${'A'.repeat(43)}` }, { authorization: `Bearer ${revoked}` }, { authorization: 'Bearer short' }, {} as Record<string, string>]) {
        const r = await s.api('POST', path, { headers, body });
        expect([path, headers.authorization, r.status, r.body]).toEqual([path, headers.authorization, 401, UNAUTHORIZED]);
      }
    }
    expect(await queueRows(s, a)).toEqual(before);
  });

  it('with a live token: 400 for bad input (its key and text), 404 for an unknown village or building, 403 for another player\'s', async () => {
    const t = alice.token;
    const a = alice.village.id;
    const bad = async (path: string, body: unknown, key: string, message?: string) => {
      const r = await s.api('POST', path, { token: t, body });
      expect([path, r.status, r.body.error]).toEqual([path, 400, key]);
      if (message) expect(r.body.message).toBe(message);
      return r;
    };
    await bad('/villages/abc/queue/building', { buildingType: 'marketplace' }, 'error_buildings', ID_TEXT);
    await bad('/villages/0/queue/culture', { amount: 1 }, 'error_village_modify', ID_TEXT);
    await bad('/villages/99999999999/queue/science', { amount: 1 }, 'error_village_modify', ID_TEXT);
    await bad(`/villages/${a}/queue/building/abc`, {}, 'error_buildings', ID_TEXT);
    await bad(`/villages/${a}/queue/building`, { buildingType: 7 }, 'error_buildings');
    await bad(`/villages/${a}/queue/culture`, { amount: 'ten' }, 'error_village_modify');
    // The bad id is answered before the body (as before: idParam, then the body).
    await bad('/villages/abc/queue/culture', { amount: 'ten' }, 'error_village_modify', ID_TEXT);
    // Training: the id, then the body, then the unit type.
    await bad('/villages/abc/queue/unit/dragon', { amount: 'ten' }, 'error_units', ID_TEXT);
    await bad(`/villages/${a}/queue/unit/melee1`, { amount: 0 }, 'error_units');
    await bad(`/villages/${a}/queue/unit/dragon`, { amount: 1 }, 'error_units', 'There is no unit of that type');
    await bad(`/units/village/${a}/buy`, { unit_id: 'dragon', amount: 1 }, 'error_units', 'There is no unit of that type');
    await bad(`/villages/${a}/queue/unit/cav5`, { amount: 1 }, 'error_units', 'Requirements not met');
    expect(await s.api('POST', '/villages/999999/queue/unit/melee1', { token: t, body: { amount: 1 } })).toMatchObject({ status: 404, body: { error: 'error_units' } });
    const status = async (path: string, body: unknown) => (await s.api('POST', path, { token: t, body })).status;
    expect(await status('/villages/999999/queue/building', { buildingType: 'marketplace' })).toBe(404);
    expect(await status('/villages/999999/queue/culture', { amount: 1 })).toBe(404);
    expect(await status(`/villages/${a}/queue/building/999999`, {})).toBe(404);
    for (const [path, body] of await calls(s, bob)) expect([path, await status(path, body)]).toEqual([path, 403]);
    const nf = await s.api('POST', '/villages/999999/queue/building', { token: t, body: { buildingType: 'marketplace' } });
    expect(nf.body.error).toBe('error_buildings');
    const fb = await s.api('POST', `/villages/${bob.village.id}/queue/culture`, { token: t, body: { amount: 1 } });
    expect(fb.body.error).toBe('error_village_modify');
  });

  it('a sitter token queues in the sat account\'s village and is refused elsewhere; a revoked one is a 401', async () => {
    const token = sitting;
    const r = await s.api('POST', `/villages/${alice.village.id}/queue/culture`, { token, body: { amount: 1 } });
    expect(r.status).toBe(200);
    expect((await queueRows(s, alice.village.id)).map((x) => x.id)).toContain(r.body.item.id);
    for (const [path, body] of await calls(s, bob)) {
      expect([path, (await s.api('POST', path, { token, body })).status]).toEqual([path, 403]);
    }
    // The sitter's own account has no village here: its own token is refused at alice's village.
    const own = await issueToken(s.testDb.db, { userId: sitter.id, actorId: sitter.id, isSitter: false, expiresAt: new Date(s.clock.t + 60_000) });
    expect((await s.api('POST', `/villages/${alice.village.id}/queue/culture`, { token: own, body: { amount: 1 } })).status).toBe(403);
    // What a sitter may not do stays refused (an owner-only call of the same account).
    expect((await s.api('POST', '/profiles/builders', { token, body: { amount: 1 } })).status).toBe(403);
    expect((await s.api('POST', '/auth/logout', { token })).status).toBe(200);
    const x = await s.api('POST', `/villages/${alice.village.id}/queue/culture`, { token, body: { amount: 1 } });
    expect([x.status, x.body]).toEqual([401, UNAUTHORIZED]);
  });

  it.skipIf(!onPostgres)('a dead token neither waits for nor takes the village lock', async () => {
    const revoked = await issueToken(s.testDb.db, { userId: bob.id, actorId: bob.id, isSitter: false, expiresAt: new Date(s.clock.t + 60_000) });
    expect((await s.api('POST', '/auth/logout', { token: revoked })).status).toBe(200);
    const trx = await s.testDb.db.transaction();
    try {
      await trx.raw('SELECT id FROM villages WHERE id = ? FOR UPDATE', [bob.village.id]);
      // Answered while another transaction holds the lock (a lock taken first would wait for it).
      const r = await s.api('POST', `/villages/${bob.village.id}/queue/culture`, { token: revoked, body: { amount: 1 } });
      expect(r.status).toBe(401);
    } finally {
      await trx.rollback();
    }
    // And it left nothing locked: a live token queues at once.
    expect((await s.api('POST', `/villages/${bob.village.id}/queue/culture`, { token: bob.token, body: { amount: 1 } })).status).toBe(200);
  });
});

describe('queue POSTs: per-token limit', () => {
  let s: TestServer;
  let alice: PlayerWithVillage;
  beforeAll(async () => {
    s = await startTestServer({ RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_TOKEN: '4' });
    alice = (await aWorld(s).withPlayer('alice').withVillage('alice', { quadrant: 'NE', stock: RICH }).build()).player('alice');
  });
  afterAll(async () => { await s?.stop(); });

  it('counts them with every other call of the token; 429 before 400, 404 and 403; 401 before 429', async () => {
    // spawnVillage used one call of alice's token.
    const t = alice.token;
    const a = alice.village.id;
    expect((await s.api('POST', `/villages/${a}/queue/culture`, { token: t, body: { amount: 1 } })).status).toBe(200);
    expect((await s.api('POST', '/villages/abc/queue/culture', { token: t, body: { amount: 1 } })).status).toBe(400);
    expect((await s.api('POST', '/villages/999999/queue/culture', { token: t, body: { amount: 1 } })).status).toBe(404);
    const before = await queueRows(s, a);
    for (const [path, body] of [
      [`/villages/${a}/queue/culture`, { amount: 1 }], [`/villages/${a}/queue/building`, { buildingType: 'marketplace' }],
      ['/villages/abc/queue/culture', { amount: 1 }], [`/villages/${a}/queue/culture`, { amount: 'ten' }],
      ['/villages/999999/queue/culture', { amount: 1 }], [`/villages/${a}`, undefined],
      [`/villages/${a}/queue/unit/melee1`, { amount: 1 }], [`/villages/${a}/queue/unit/dragon`, { amount: 1 }],
      [`/units/village/${a}/buy`, { unit_id: 'melee1', amount: -3 }],
    ] as const) {
      const r = await fetch(`${s.url}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect([path, r.status]).toEqual([path, 429]);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await queueRows(s, a)).toEqual(before);
    // Another token of the same player has its own bucket.
    const other = await issueToken(s.testDb.db, { userId: alice.id, actorId: alice.id, isSitter: false, expiresAt: new Date(s.clock.t + 86400_000) });
    expect((await s.api('POST', `/villages/${a}/queue/culture`, { token: other, body: { amount: 1 } })).status).toBe(200);
    // A token over its limit and then revoked is a 401, not a 429.
    for (let i = 0; i < 3; i++) await s.api('GET', '/profiles/user', { token: other });
    expect((await s.api('POST', `/villages/${a}/queue/culture`, { token: other, body: { amount: 1 } })).status).toBe(429);
    await s.testDb.db('auth_tokens').update({ revoked_at: s.clock.now() }).whereNull('revoked_at').where({ user_id: alice.id }).whereNot({ token_hash: '' });
    expect((await s.api('POST', `/villages/${a}/queue/culture`, { token: other, body: { amount: 1 } })).status).toBe(401);
  });
});
