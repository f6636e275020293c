import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer } from '../support/players';
import * as m013 from '../../server/db/migrations/013_beginner_protection';
import { profileResponse } from '../../server/contract/profile';

/** Migration 013 adds users.protected_until; accounts that exist before it are unprotected (NULL). */
describe('migration 013 (beginner protection)', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer({ BEGINNER_PROTECTION_HOURS: '72' }); });
  afterAll(async () => { await s?.stop(); });

  it('leaves every existing account unprotected; a kingdom founded after it is protected; down drops the column', async () => {
    const db = s.testDb.db;
    await m013.down(db);
    expect(await db.schema.hasColumn('users', 'protected_until')).toBe(false);
    const before = await createPlayer(s);
    await db('users').where({ id: before.id }).update({ culture: 5 }); // an account with a history
    await m013.up(db);
    expect(await db('users').where({ id: before.id }).first('protected_until')).toEqual({ protected_until: null });
    expect(profileResponse.parse((await s.api('GET', '/profiles/user', { token: before.token })).body).profile.protected_until).toBeNull();

    const after = await createPlayer(s);
    expect((await s.api('POST', '/user/spawnVillage', { token: after.token, body: { quadrant: 'NE' } })).status).toBe(200);
    const row = await db('users').where({ id: after.id }).first('protected_until');
    expect(new Date(row.protected_until).getTime()).toBe(s.clock.now().getTime() + 72 * 3_600_000);
  });
});
