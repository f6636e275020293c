import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

const password = 'Valid-pass1';

describe('a finished world', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer({ TESTING_TOOLS: 'on' }); });
  afterAll(async () => { await s?.stop(); });

  it('still lets a player log in and out, reads still work, and other writes answer 551', async () => {
    expect((await s.api('POST', '/auth/register', { body: { username: 'latecomer', password, passwordConfirm: password, email: 'l@example.com' } })).status).toBe(201);
    expect((await s.api('POST', '/testing/finish', { body: { finished: true } })).status).toBe(200);

    const login = await s.api('POST', '/auth/login', { body: { username: 'latecomer', password } });
    expect(login.status).toBe(200);
    const token = login.body.userTokens[0].token;
    expect((await s.api('GET', '/user', { token })).status).toBe(200);

    const write = await s.api('PUT', '/auth/user/changePassword', { token, body: { password, newPassword: 'Other-pass2', newPasswordConfirm: 'Other-pass2' } });
    expect(write.status).toBe(551);
    expect(write.body).toMatchObject({ error: 'error_game_finished', message: "Can't do this, the game is finished" });

    expect((await s.api('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await s.api('GET', '/user', { token })).status).toBe(401);
  });
});
