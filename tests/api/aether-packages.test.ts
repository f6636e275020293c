import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aetherPackagesResponse, grantAetherResponse } from '../../server/contract/aether';
import { AETHER_PACKAGES } from '../../server/game/data/aetherPackages';
import { cast, userRow, type Cast } from './queueSupport';

/**
 * GET aether/packages and POST aether/packages/{id} (issue 14, GAME.md section 7) over real HTTP and
 * PostgreSQL: during the alpha a package is granted without payment, at most once per account and UTC
 * day (the grant's row keyed by user and day, then the aether added, in one transaction); owner only.
 */
describe('aether packages: the alpha grant', () => {
  let s: TestServer;
  let c: Cast;
  const T0 = Date.parse('2026-03-01T10:00:00Z');
  const pouch = AETHER_PACKAGES[0];
  const chest = AETHER_PACKAGES[1];

  const read = (token?: string) => s.api('GET', '/aether/packages', { token });
  const grant = (id: string, token?: string) => s.api('POST', `/aether/packages/${id}`, { token });
  const grantsOf = (userId: number) => s.testDb.db('aether_grants').where({ user_id: userId }).select('*');

  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on' }); });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    s.clock.t = T0;
    c = await cast(s, (b) => b.withAccount('owner', { aether: 20 }));
  });

  it('reads the packages, the balance, today not yet taken and the next grant now', async () => {
    const r = await read(c.owner.token);
    expect(r.status).toBe(200);
    const body = aetherPackagesResponse.parse(r.body);
    expect(body.packages).toEqual(AETHER_PACKAGES.map((p) => ({ id: p.id, aether: p.aether, name: p.name })));
    expect(body).toMatchObject({ aether: 20, free: true, granted_today: false, next_grant_at: new Date(T0).toISOString() });
  });

  it('owner: a grant adds its aether, the profile shows it; a second the same day is refused; the next UTC day allowed', async () => {
    const r = await grant(chest.id, c.owner.token);
    expect(r.status).toBe(200);
    const body = grantAetherResponse.parse(r.body);
    expect(body).toMatchObject({ aether: 20 + chest.aether, granted_today: true, next_grant_at: '2026-03-02T00:00:00.000Z', granted: { id: chest.id } });
    expect((await userRow(s, c.owner.id)).aether).toBe(20 + chest.aether);
    const profile = (await s.api('GET', '/profiles/user', { token: c.owner.token })).body;
    expect(profile.profile.aether).toBe(20 + chest.aether);
    expect((await read(c.owner.token)).body).toMatchObject({ granted_today: true, next_grant_at: '2026-03-02T00:00:00.000Z' });

    // Same UTC day, a minute before midnight: refused, nothing added.
    s.clock.t = Date.parse('2026-03-01T23:59:00Z');
    const again = await grant(pouch.id, c.owner.token);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('error_aether_purchase');
    expect(again.body.text).toEqual({ key: 'refusals.aether.grantedToday', params: {} });
    expect((await userRow(s, c.owner.id)).aether).toBe(20 + chest.aether);

    // The next UTC day: allowed.
    s.clock.t = Date.parse('2026-03-02T00:00:00Z');
    expect((await read(c.owner.token)).body).toMatchObject({ granted_today: false });
    const next = await grant(pouch.id, c.owner.token);
    expect(next.status).toBe(200);
    expect(next.body.aether).toBe(20 + chest.aether + pouch.aether);
    expect((await grantsOf(c.owner.id)).map((g: { package_id: string }) => g.package_id).sort()).toEqual([chest.id, pouch.id].sort());
  });

  it('a sitter reads but may not take a grant (403); another account grants for itself only', async () => {
    expect((await read(c.sitter)).status).toBe(200);
    const r = await grant(pouch.id, c.sitter);
    expect(r.status).toBe(403);
    expect((await userRow(s, c.owner.id)).aether).toBe(20);
    expect(await grantsOf(c.owner.id)).toHaveLength(0);
    const before = (await userRow(s, c.other.id)).aether;
    expect((await grant(pouch.id, c.other.token)).status).toBe(200);
    expect((await userRow(s, c.other.id)).aether).toBe(before + pouch.aether);
    expect((await userRow(s, c.owner.id)).aether).toBe(20);
    // The other's grant does not take the owner's day.
    expect((await grant(pouch.id, c.owner.token)).status).toBe(200);
  });

  it('no token 401 for both calls', async () => {
    expect((await read()).status).toBe(401);
    expect((await grant(pouch.id)).status).toBe(401);
  });

  it('an unknown package is a 404, a bad id a 400, both with the key and nothing granted', async () => {
    const unknown = await grant('diamond', c.owner.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('error_aether_purchase');
    expect(unknown.body.text).toEqual({ key: 'refusals.aether.unknownPackage', params: {} });
    for (const bad of ['Pouch', '12', 'pouch-1', 'a'.repeat(40), '%20', 'pouch%21']) {
      const r = await grant(bad, c.owner.token);
      expect(r.status, bad).toBe(400);
      expect(r.body.error, bad).toBe('error_aether_purchase');
    }
    expect(await grantsOf(c.owner.id)).toHaveLength(0);
    expect((await userRow(s, c.owner.id)).aether).toBe(20);
  });

  it('once the world is finished the packages still read and a grant is 551, granting nothing', async () => {
    expect((await s.api('POST', '/testing/finish', { body: { finished: true } })).status).toBe(200);
    try {
      expect((await read(c.owner.token)).status).toBe(200);
      const r = await grant(pouch.id, c.owner.token);
      expect(r.status).toBe(551);
      expect(r.body.error).toBe('error_game_finished');
      expect(await grantsOf(c.owner.id)).toHaveLength(0);
    } finally {
      expect((await s.api('POST', '/testing/finish', { body: { finished: false } })).status).toBe(200);
    }
    expect((await grant(pouch.id, c.owner.token)).status).toBe(200);
  });

  it('50 parallel grants: exactly one is made and paid', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => AETHER_PACKAGES[i % AETHER_PACKAGES.length].id);
    const rs = await Promise.all(ids.map((id) => grant(id, c.owner.token)));
    const ok = rs.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(rs.filter((r) => r.status === 400)).toHaveLength(49);
    const rows = await grantsOf(c.owner.id);
    expect(rows).toHaveLength(1);
    expect((await userRow(s, c.owner.id)).aether).toBe(20 + Number(rows[0].aether));
    expect(ok[0].body.granted.id).toBe(rows[0].package_id);
  });
});
