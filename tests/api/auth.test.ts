import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { TEXT } from '../../server/game/accounts';

const PW = 'Secret123';
const DAY = 24 * 3600 * 1000;

describe('auth: register, login, logout, change password', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  const form = (over: Record<string, unknown> = {}) =>
    ({ username: 'Aldric', password: PW, passwordConfirm: PW, email: 'aldric@example.com', ...over });
  const registerUser = async (username: string, password = PW) => {
    const r = await s.api('POST', '/auth/register', { body: { username, password, passwordConfirm: password, email: `${username}@example.com` } });
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  const login = async (username: string, password = PW, stayLoggedIn?: boolean) => {
    const r = await s.api('POST', '/auth/login', { body: { username, password, ...(stayLoggedIn === undefined ? {} : { stayLoggedIn }) } });
    expect(r.status).toBe(200);
    return r.body as { userTokens: Array<{ user_id: number; token: string; is_sitter: boolean }>; expires: string };
  };
  const whoAmI = (token: string) => s.api('GET', '/user', { token });

  describe('register', () => {
    it('creates an account and stores the password as an argon2id hash', async () => {
      const r = await s.api('POST', '/auth/register', { body: form() });
      expect(r.status).toBe(201);
      expect(r.body).toEqual({ id: expect.any(Number), username: 'Aldric' });
      const row = await s.testDb.db('users').where({ id: r.body.id }).first();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(PW);
      expect(row.email).toBe('aldric@example.com');
    });

    it.each([
      ['a too short username', { username: 'ab' }, TEXT.usernameLength],
      ['a too long username', { username: 'a'.repeat(16) }, TEXT.usernameLength],
      ['a username with a space', { username: 'Al dric' }, TEXT.usernameChars],
      ['a username with an accent', { username: 'Émile' }, TEXT.usernameChars],
      ['a too short password', { password: 'Se1!', passwordConfirm: 'Se1!' }, TEXT.passwordLength],
      ['a too long password', { password: 'Aa1!'.repeat(16), passwordConfirm: 'Aa1!'.repeat(16) }, TEXT.passwordLength],
      ['a password of lowercase only', { password: 'abcdefghij', passwordConfirm: 'abcdefghij' }, TEXT.passwordClasses],
      ['a password of two classes', { password: 'abcdEFGHij', passwordConfirm: 'abcdEFGHij' }, TEXT.passwordClasses],
      ['a confirmation that differs', { passwordConfirm: 'Secret124' }, TEXT.passwordConfirm],
      ['an invalid email', { username: 'Other1', email: 'not-an-email' }, TEXT.emailInvalid],
      ['an email without a dotted domain', { username: 'Other2', email: 'a@localhost' }, TEXT.emailInvalid],
    ])('refuses %s with its own text', async (_what, over, text) => {
      const r = await s.api('POST', '/auth/register', { body: form({ username: 'Fresh1', email: 'fresh1@example.com', ...over }) });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'error_register', message: text.message, text: { key: text.key, params: text.params } });
    });

    it('refuses a taken username in any letter case, and a taken email in any letter case (409)', async () => {
      const a = await s.api('POST', '/auth/register', { body: form({ username: 'ALDRIC', email: 'new@example.com' }) });
      expect(a.status).toBe(409);
      expect(a.body).toMatchObject({ error: 'error_register', message: TEXT.usernameTaken.message });
      const b = await s.api('POST', '/auth/register', { body: form({ username: 'Brand_new', email: 'Aldric@Example.COM' }) });
      expect(b.status).toBe(409);
      expect(b.body).toMatchObject({ error: 'error_register', message: TEXT.emailTaken.message });
    });

    it('lets only one of two simultaneous registrations of one name through', async () => {
      const [a, b] = await Promise.all([
        s.api('POST', '/auth/register', { body: form({ username: 'Twin', email: 'twin1@example.com' }) }),
        s.api('POST', '/auth/register', { body: form({ username: 'twin', email: 'twin2@example.com' }) }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
    });

    it.each([
      ['an empty body', undefined],
      ['a missing email', { username: 'Fresh2', password: PW, passwordConfirm: PW }],
      ['a number as username', { ...form(), username: 12345 }],
      ['null fields', { username: null, password: null, passwordConfirm: null, email: null }],
      ['an array', [form()]],
      ['a huge username', { ...form(), username: 'x'.repeat(10_000) }],
      ['a huge password', { ...form(), password: 'Aa1!'.repeat(2500), passwordConfirm: 'Aa1!'.repeat(2500) }],
    ])('answers %s with a 400 and error_register', async (_what, bodyValue) => {
      const r = await s.api('POST', '/auth/register', bodyValue === undefined ? { raw: '{}' } : { body: bodyValue });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_register');
      expect(typeof r.body.message).toBe('string');
    });

    it('answers malformed JSON and an oversized body with a 4xx, never a 5xx', async () => {
      const bad = await s.api('POST', '/auth/register', { raw: '{"username": "x",' });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('error_400');
      const big = await s.api('POST', '/auth/register', { body: form({ username: 'y'.repeat(200_000) }) });
      expect(big.status).toBeGreaterThanOrEqual(400);
      expect(big.status).toBeLessThan(500);
      expect(big.body.error).toMatch(/^error_/);
    });
  });

  describe('login', () => {
    let cedricId: number;
    beforeAll(async () => { cedricId = await registerUser('Cedric'); });

    it('answers one own token that expires after 1 day, and a username in any letter case works', async () => {
      const r = await login('cEdRiC');
      expect(r.userTokens).toEqual([{ user_id: cedricId, token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/), is_sitter: false }]);
      expect(Date.parse(r.expires) - s.clock.now().getTime()).toBe(DAY);
      const me = await whoAmI(r.userTokens[0].token);
      expect(me.status).toBe(200);
      expect(me.body.username).toBe('Cedric');
    });

    it('with stayLoggedIn the tokens live 7 days', async () => {
      const r = await login('Cedric', PW, true);
      expect(Date.parse(r.expires) - s.clock.now().getTime()).toBe(7 * DAY);
    });

    it('stores only a hash of each token', async () => {
      const r = await login('Cedric');
      const raw = r.userTokens[0].token;
      const hit = await s.testDb.db('auth_tokens').where({ token_hash: raw }).first();
      expect(hit).toBeUndefined();
    });

    it.each([
      ['a wrong password', { username: 'Cedric', password: 'Secret124' }],
      ['an unknown user', { username: 'Nobody', password: PW }],
      ['an empty password', { username: 'Cedric', password: '' }],
    ])('refuses %s with a 400 error_auth, never a 401', async (_w, b) => {
      const r = await s.api('POST', '/auth/login', { body: b });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'error_auth', message: 'Wrong username or password' });
    });

    it.each([
      ['no body', undefined],
      ['a missing password', { username: 'Cedric' }],
      ['stayLoggedIn as a string', { username: 'Cedric', password: PW, stayLoggedIn: 'yes' }],
      ['a huge username', { username: 'c'.repeat(5000), password: PW }],
      ['an object as password', { username: 'Cedric', password: { $ne: '' } }],
    ])('answers %s with a 400 error_auth', async (_w, b) => {
      const r = await s.api('POST', '/auth/login', b === undefined ? {} : { body: b });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_auth');
    });

    it('a token stops working once it expires (1 day, or 7 days with stayLoggedIn)', async () => {
      const short = (await login('Cedric')).userTokens[0].token;
      const long = (await login('Cedric', PW, true)).userTokens[0].token;
      s.clock.advance(DAY - 1000);
      expect((await whoAmI(short)).status).toBe(200);
      s.clock.advance(1000);
      const dead = await whoAmI(short);
      expect(dead.status).toBe(401);
      expect(dead.body.error).toBe('error_401');
      expect((await whoAmI(long)).status).toBe(200);
      s.clock.advance(6 * DAY);
      expect((await whoAmI(long)).status).toBe(401);
    });
  });

  describe('logout', () => {
    beforeAll(async () => { await registerUser('Dagny'); });

    it('revokes the tokens of that login only', async () => {
      const a = (await login('Dagny')).userTokens[0].token;
      const b = (await login('Dagny')).userTokens[0].token;
      const r = await s.api('POST', '/auth/logout', { token: a });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ revoked: 1 });
      expect((await whoAmI(a)).status).toBe(401);
      expect((await whoAmI(b)).status).toBe(200);
      expect((await s.api('POST', '/auth/logout', { token: a })).status).toBe(401);
    });

    it('needs a live token', async () => {
      expect((await s.api('POST', '/auth/logout')).status).toBe(401);
      expect((await s.api('POST', '/auth/logout', { token: 'garbage-token-garbage' })).status).toBe(401);
    });
  });

  describe('change password', () => {
    const NEW = 'Better456!';
    beforeAll(async () => { await registerUser('Eldrin'); await registerUser('Faye'); });

    it('needs a token', async () => {
      const r = await s.api('PUT', '/auth/user/changePassword', { body: { password: PW, newPassword: NEW, newPasswordConfirm: NEW } });
      expect(r.status).toBe(401);
    });

    it.each([
      ['a wrong current password', { password: 'Wrong1234', newPassword: NEW, newPasswordConfirm: NEW }, TEXT.wrongCurrentPassword],
      ['a weak new password', { password: PW, newPassword: 'weakweak', newPasswordConfirm: 'weakweak' }, TEXT.passwordClasses],
      ['a short new password', { password: PW, newPassword: 'Ab1!', newPasswordConfirm: 'Ab1!' }, TEXT.passwordLength],
      ['a confirmation that differs', { password: PW, newPassword: NEW, newPasswordConfirm: 'Better457!' }, TEXT.passwordConfirm],
      ['the same password again', { password: PW, newPassword: PW, newPasswordConfirm: PW }, TEXT.passwordSame],
    ])('refuses %s with a 400 error_user_update', async (_w, b, text) => {
      const token = (await login('Faye')).userTokens[0].token;
      const r = await s.api('PUT', '/auth/user/changePassword', { token, body: b });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'error_user_update', message: text.message, text: { key: text.key, params: text.params } });
    });

    it.each([
      ['no body', undefined],
      ['a missing confirmation', { password: PW, newPassword: NEW }],
      ['numbers', { password: 1, newPassword: 2, newPasswordConfirm: 2 }],
      ['a huge new password', { password: PW, newPassword: 'A1!a'.repeat(3000), newPasswordConfirm: 'A1!a'.repeat(3000) }],
    ])('answers %s with a 400 error_user_update', async (_w, b) => {
      const token = (await login('Faye')).userTokens[0].token;
      const r = await s.api('PUT', '/auth/user/changePassword', b === undefined ? { token } : { token, body: b });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error_user_update');
    });

    it('changes the password, revokes every token the person holds and answers a fresh login', async () => {
      const first = await login('Eldrin', PW, true);
      const second = await login('Eldrin');
      const r = await s.api('PUT', '/auth/user/changePassword', {
        token: first.userTokens[0].token, body: { password: PW, newPassword: NEW, newPasswordConfirm: NEW },
      });
      expect(r.status).toBe(200);
      expect(r.body.userTokens).toHaveLength(1);
      expect(r.body.userTokens[0].is_sitter).toBe(false);
      // The session keeps the length the login asked for (stayLoggedIn: 7 days).
      expect(Date.parse(r.body.expires) - s.clock.now().getTime()).toBe(7 * DAY);
      expect((await whoAmI(first.userTokens[0].token)).status).toBe(401);
      expect((await whoAmI(second.userTokens[0].token)).status).toBe(401);
      expect((await whoAmI(r.body.userTokens[0].token)).status).toBe(200);
      const old = await s.api('POST', '/auth/login', { body: { username: 'Eldrin', password: PW } });
      expect(old.status).toBe(400);
      await login('Eldrin', NEW);
    });
  });
});
