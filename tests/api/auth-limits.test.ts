import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

const PW = 'Secret123';
const TOO_FAST = { error: 'error_429', message: 'You are too fast for the server (too many requests)', text: { key: 'refusals.status.tooFast', params: {} } };

/** Low limits through the environment; X-Forwarded-For stands for different players' addresses. */
describe('rate limits (429)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_LOGIN_IP: '5',
      RATE_LIMIT_LOGIN_USERNAME: '3',
      RATE_LIMIT_REGISTER_IP: '3',
      RATE_LIMIT_REGISTER_USERNAME: '2',
      RATE_LIMIT_TOKEN: '10',
    });
  });
  afterAll(async () => { await s?.stop(); });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const registerFrom = (ip: string, username: string) => s.api('POST', '/auth/register', {
    headers: from(ip), body: { username, password: PW, passwordConfirm: PW, email: `${username}@example.com` },
  });
  const loginFrom = (ip: string, username: string, password = PW) =>
    s.api('POST', '/auth/login', { headers: from(ip), body: { username, password } });

  it('register: per IP, counting refused forms too', async () => {
    expect((await registerFrom('10.0.0.1', 'Reg1')).status).toBe(201);
    expect((await registerFrom('10.0.0.1', 'x')).status).toBe(400);
    expect((await registerFrom('10.0.0.1', 'Reg2')).status).toBe(201);
    const r = await registerFrom('10.0.0.1', 'Reg3');
    expect(r.status).toBe(429);
    expect(r.body).toEqual(TOO_FAST);
    expect(Number((await s.api('POST', '/auth/register', { headers: from('10.0.0.1'), body: {} })).status)).toBe(429);
    // Another address is not affected; nothing was created by the refused call.
    expect((await registerFrom('10.0.0.2', 'Reg3')).status).toBe(201);
  });

  it('register: per username, across addresses', async () => {
    expect((await registerFrom('10.0.1.1', 'Popular')).status).toBe(201);
    expect((await registerFrom('10.0.1.2', 'popular')).status).toBe(409);
    const r = await registerFrom('10.0.1.3', 'POPULAR');
    expect(r.status).toBe(429);
    expect(r.body).toEqual(TOO_FAST);
  });

  it('login: per username across addresses, then free again after the window', async () => {
    expect((await loginFrom('10.1.0.1', 'Reg1', 'Wrong1234')).status).toBe(400);
    expect((await loginFrom('10.1.0.2', 'Reg1', 'Wrong1234')).status).toBe(400);
    expect((await loginFrom('10.1.0.3', 'reg1')).status).toBe(200);
    const r = await loginFrom('10.1.0.4', 'REG1');
    expect(r.status).toBe(429);
    expect(r.body).toEqual(TOO_FAST);
    const raw = await fetch(`${s.url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...from('10.1.0.5') }, body: JSON.stringify({ username: 'Reg1', password: PW }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    // A different account from the same address still works.
    expect((await loginFrom('10.1.0.4', 'Reg2')).status).toBe(200);
    s.clock.advance(60_000);
    expect((await loginFrom('10.1.0.4', 'Reg1')).status).toBe(200);
  });

  it('login: per IP across usernames', async () => {
    const ip = '10.2.0.1';
    for (const u of ['Reg1', 'Reg2', 'Reg3', 'Popular', 'Nobody']) {
      expect([200, 400]).toContain((await loginFrom(ip, u)).status);
    }
    const r = await loginFrom(ip, 'Reg3');
    expect(r.status).toBe(429);
    expect(r.body).toEqual(TOO_FAST);
  });

  it('every API call counts against its token; other tokens and anonymous reads are not affected', async () => {
    s.clock.advance(60_000);
    const a = (await loginFrom('10.3.0.1', 'Reg2')).body.userTokens[0].token;
    const b = (await loginFrom('10.3.0.2', 'Reg3')).body.userTokens[0].token;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await s.api('GET', i % 2 ? '/user' : '/', { token: a })).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const limited = await s.api('GET', '/user', { token: a });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_FAST);
    expect((await s.api('POST', '/auth/logout', { token: a })).status).toBe(429);
    expect((await s.api('GET', '/user', { token: b })).status).toBe(200);
    expect((await s.api('GET', '/')).status).toBe(200);
    // The bucket refills at 10 per minute: one call after 6 seconds, all ten after a minute.
    s.clock.advance(6_100);
    expect((await s.api('GET', '/user', { token: a })).status).toBe(200);
    expect((await s.api('GET', '/user', { token: a })).status).toBe(429);
    s.clock.advance(60_000);
    expect((await s.api('GET', '/user', { token: a })).status).toBe(200);
  });
});

describe('default limits leave room for a normal test file', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  it('registers and logs in 40 players from one address without a 429', async () => {
    for (let i = 0; i < 40; i++) {
      const username = `Bulk${i}`;
      const r = await s.api('POST', '/auth/register', { body: { username, password: PW, passwordConfirm: PW, email: `${username}@example.com` } });
      expect(r.status).toBe(201);
      expect((await s.api('POST', '/auth/login', { body: { username, password: PW } })).status).toBe(200);
    }
  });
});
