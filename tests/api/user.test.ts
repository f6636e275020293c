import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { MAX_SITTERS, TEXT } from '../../server/game/accounts';

const PW = 'Secret123';
type Login = { userTokens: Array<{ user_id: number; token: string; is_sitter: boolean }>; expires: string };

describe('user: account and sitters', () => {
  let s: TestServer;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  const registerUser = async (username: string) => {
    const r = await s.api('POST', '/auth/register', { body: { username, password: PW, passwordConfirm: PW, email: `${username}@example.com` } });
    expect(r.status).toBe(201);
    ids[username] = r.body.id;
  };
  const login = async (username: string): Promise<Login> => {
    const r = await s.api('POST', '/auth/login', { body: { username, password: PW } });
    expect(r.status).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    s = await startTestServer();
    for (const u of ['Owner', 'Sitter', 'Other']) {
      await registerUser(u);
      tokens[u] = (await login(u)).userTokens[0].token;
    }
  });
  afterAll(async () => { await s?.stop(); });

  describe('GET user', () => {
    it('answers the owner account with its email', async () => {
      const r = await s.api('GET', '/user', { token: tokens.Owner });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        id: ids.Owner, username: 'Owner', email: 'Owner@example.com', description: '', public_profile: true,
        is_sitter: false, actor: { id: ids.Owner, username: 'Owner' }, sitters: [], sitting: [],
      });
    });

    it('another player sees only their own account', async () => {
      const r = await s.api('GET', '/user', { token: tokens.Other });
      expect(r.body.id).toBe(ids.Other);
      expect(r.body.username).toBe('Other');
    });

    it('needs a live token', async () => {
      expect((await s.api('GET', '/user')).status).toBe(401);
      const garbage = await s.api('GET', '/user', { token: 'not-a-real-token-at-all' });
      expect(garbage.status).toBe(401);
      expect(garbage.body).toMatchObject({ error: 'error_401', message: expect.any(String) });
      const badHeader = await s.api('GET', '/user', { headers: { authorization: 'Basic abc' } });
      expect(badHeader.status).toBe(401);
    });
  });

  describe('sitters', () => {
    let sitterLogin: Login;

    it('the owner adds a sitter by username in any letter case', async () => {
      const r = await s.api('POST', '/user/sitters', { token: tokens.Owner, body: { username: 'sItTeR' } });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ sitters: [{ id: ids.Sitter, username: 'Sitter' }] });
    });

    it('the sitter\'s login answers the own token first, then one sitter token for the sat account', async () => {
      sitterLogin = await login('Sitter');
      expect(sitterLogin.userTokens).toEqual([
        { user_id: ids.Sitter, token: expect.any(String), is_sitter: false },
        { user_id: ids.Owner, token: expect.any(String), is_sitter: true },
      ]);
      const lists = await s.api('GET', '/user', { token: sitterLogin.userTokens[0].token });
      expect(lists.body.sitting).toEqual([{ id: ids.Owner, username: 'Owner' }]);
    });

    it('a sitter token reads the sat account with the sitter as actor, without its email', async () => {
      const r = await s.api('GET', '/user', { token: sitterLogin.userTokens[1].token });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ id: ids.Owner, username: 'Owner', is_sitter: true, actor: { id: ids.Sitter, username: 'Sitter' } });
      expect(r.body.email).toBeUndefined();
      expect(r.body.sitters).toEqual([{ id: ids.Sitter, username: 'Sitter' }]);
    });

    it('a sitter token may not manage sitters or change the password (403)', async () => {
      const t = sitterLogin.userTokens[1].token;
      const add = await s.api('POST', '/user/sitters', { token: t, body: { username: 'Other' } });
      expect(add.status).toBe(403);
      expect(add.body.error).toBe('error_403');
      const del = await s.api('DELETE', `/user/sitters/${ids.Sitter}`, { token: t });
      expect(del.status).toBe(403);
      const pw = await s.api('PUT', '/auth/user/changePassword', { token: t, body: { password: PW, newPassword: 'Other789!', newPasswordConfirm: 'Other789!' } });
      expect(pw.status).toBe(403);
      // Nothing changed: the sitter is still there and the owner's password still works.
      expect((await s.api('GET', '/user', { token: tokens.Owner })).body.sitters).toHaveLength(1);
      await login('Owner');
    });

    it('refuses yourself, a duplicate and an unknown username', async () => {
      const self = await s.api('POST', '/user/sitters', { token: tokens.Owner, body: { username: 'owner' } });
      expect(self.status).toBe(400);
      expect(self.body).toMatchObject({ error: 'error_user_update', message: TEXT.sitterSelf.message });
      const dup = await s.api('POST', '/user/sitters', { token: tokens.Owner, body: { username: 'Sitter' } });
      expect(dup.status).toBe(400);
      expect(dup.body).toMatchObject({ error: 'error_user_update', message: TEXT.sitterDuplicate.message });
      const unknown = await s.api('POST', '/user/sitters', { token: tokens.Owner, body: { username: 'Ghost' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ error: 'error_user_update', message: TEXT.sitterUnknown.message });
    });

    it.each([
      ['no body', undefined],
      ['an empty username', { username: '' }],
      ['a number', { username: 7 }],
      ['a huge username', { username: 'z'.repeat(20_000) }],
    ])('answers %s with a 400 error_user_update', async (_w, b) => {
      const r = await s.api('POST', '/user/sitters', b === undefined ? { token: tokens.Owner } : { token: tokens.Owner, body: b });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_user_update');
    });

    it('needs a token to add or remove a sitter', async () => {
      expect((await s.api('POST', '/user/sitters', { body: { username: 'Sitter' } })).status).toBe(401);
      expect((await s.api('DELETE', `/user/sitters/${ids.Sitter}`)).status).toBe(401);
    });

    it('another player cannot remove the owner\'s sitter: it is not theirs (404)', async () => {
      const r = await s.api('DELETE', `/user/sitters/${ids.Sitter}`, { token: tokens.Other });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ error: 'error_user_update', message: TEXT.sitterNotFound.message });
      expect((await s.api('GET', '/user', { token: sitterLogin.userTokens[1].token })).status).toBe(200);
    });

    it.each([['abc'], ['0'], ['-1'], ['1.5'], ['99999999999']])('refuses the id %s with a 400', async (id) => {
      const r = await s.api('DELETE', `/user/sitters/${id}`, { token: tokens.Owner });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_user_update');
    });

    it('removing a sitter revokes that person\'s sitter tokens for this account, not their own', async () => {
      const r = await s.api('DELETE', `/user/sitters/${ids.Sitter}`, { token: tokens.Owner });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ sitters: [] });
      expect((await s.api('GET', '/user', { token: sitterLogin.userTokens[1].token })).status).toBe(401);
      expect((await s.api('GET', '/user', { token: sitterLogin.userTokens[0].token })).status).toBe(200);
      expect((await login('Sitter')).userTokens).toHaveLength(1);
      const again = await s.api('DELETE', `/user/sitters/${ids.Sitter}`, { token: tokens.Owner });
      expect(again.status).toBe(404);
    });

    it('logout of a sitter\'s login revokes the sitter tokens issued with it', async () => {
      await s.api('POST', '/user/sitters', { token: tokens.Owner, body: { username: 'Sitter' } });
      const l = await login('Sitter');
      expect(l.userTokens).toHaveLength(2);
      const r = await s.api('POST', '/auth/logout', { token: l.userTokens[0].token });
      expect(r.body).toEqual({ revoked: 2 });
      expect((await s.api('GET', '/user', { token: l.userTokens[1].token })).status).toBe(401);
    });

    it('logout with the sitter token ends that whole login too, and nobody else\'s', async () => {
      const l = await login('Sitter');
      const ownerBefore = await s.api('GET', '/user', { token: tokens.Owner });
      const r = await s.api('POST', '/auth/logout', { token: l.userTokens[1].token });
      expect(r.body).toEqual({ revoked: 2 });
      expect((await s.api('GET', '/user', { token: l.userTokens[0].token })).status).toBe(401);
      expect((await s.api('GET', '/user', { token: tokens.Owner })).body).toEqual(ownerBefore.body);
    });

    it(`allows at most ${MAX_SITTERS} sitters`, async () => {
      for (let i = 0; i < MAX_SITTERS; i++) await registerUser(`Helper${i}`);
      // Sitter is already one; four more fill the list.
      for (let i = 0; i < MAX_SITTERS - 1; i++) {
        const r = await s.api('POST', '/user/sitters', { token: tokens.Owner, body: { username: `Helper${i}` } });
        expect(r.status).toBe(200);
      }
      const full = await s.api('POST', '/user/sitters', { token: tokens.Owner, body: { username: `Helper${MAX_SITTERS - 1}` } });
      expect(full.status).toBe(400);
      expect(full.body).toMatchObject({ error: 'error_user_update', message: TEXT.sitterTooMany.message });
    });

    it('one person sitting two accounts gets a token for each', async () => {
      await s.api('POST', '/user/sitters', { token: tokens.Other, body: { username: 'Sitter' } });
      const l = await login('Sitter');
      expect(l.userTokens.map((t) => [t.user_id, t.is_sitter])).toEqual([
        [ids.Sitter, false], [ids.Owner, true], [ids.Other, true],
      ]);
    });
  });
});
