import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { serverStateResponse } from '../../server/contract/server';
import { TEXT } from '../../server/game/accounts';

const PW = 'Secret123';
const DAY = 24 * 3600 * 1000;

describe('server state (GET on the API root) and the phases', () => {
  let s: TestServer;
  let ownerToken: string;
  let sitterToken: string;
  beforeAll(async () => {
    s = await startTestServer({ GAME_SPEED: '2', MAX_COORD: '20', TESTING_TOOLS: 'on' });
    for (const u of ['Queen', 'Steward']) {
      const r = await s.api('POST', '/auth/register', { body: { username: u, password: PW, passwordConfirm: PW, email: `${u}@example.com` } });
      expect(r.status).toBe(201);
    }
    const q = await s.api('POST', '/auth/login', { body: { username: 'Queen', password: PW } });
    ownerToken = q.body.userTokens[0].token;
    await s.api('POST', '/user/sitters', { token: ownerToken, body: { username: 'Steward' } });
    const st = await s.api('POST', '/auth/login', { body: { username: 'Steward', password: PW } });
    sitterToken = st.body.userTokens[1].token;
  });
  afterAll(async () => { await s?.stop(); });

  it('answers /api and /api/ without a token, matching the contract', async () => {
    for (const path of ['', '/']) {
      const r = await s.api('GET', path);
      expect(r.status).toBe(200);
      expect(serverStateResponse.parse(r.body)).toEqual(r.body);
      expect(r.body).toMatchObject({
        phase: 'running', startTime: '2026-01-01T00:00:00.000Z', finishedAt: null,
        now: s.clock.now().toISOString(), speed: 2, maxCoord: 20, mapSize: 41,
      });
    }
  });

  it('answers the same with an owner or a sitter token, and a 401 with a dead one', async () => {
    expect((await s.api('GET', '/', { token: ownerToken })).body.phase).toBe('running');
    expect((await s.api('GET', '/', { token: sitterToken })).body.phase).toBe('running');
    expect((await s.api('GET', '/', { token: 'dead-token-dead-token' })).status).toBe(401);
  });

  it('lists the timeline: start, then +7/+14/+21/+28 days divided by the speed', async () => {
    const r = await s.api('GET', '/');
    const start = Date.parse('2026-01-01T00:00:00Z');
    // `spawned`: the world acted on the entry (the spawns processor; no tick runs here, so only the start has).
    expect(r.body.timeline).toEqual([
      { type: 'game_start', at: new Date(start).toISOString(), spawned: true },
      { type: 'landmarks', at: new Date(start + 3.5 * DAY).toISOString(), spawned: false },
      { type: 'monument_sites', at: new Date(start + 7 * DAY).toISOString(), spawned: false },
      { type: 'monument_activation', at: new Date(start + 10.5 * DAY).toISOString(), spawned: false },
      { type: 'artifacts', at: new Date(start + 14 * DAY).toISOString(), spawned: false },
    ]);
  });

  describe('before the start', () => {
    const future = '2026-06-01T18:00:00.000Z'; // 6 hours ahead: the tokens of beforeAll stay alive
    beforeAll(async () => { await s.api('POST', '/testing/startTime', { body: { startTime: future } }); });
    afterAll(async () => { await s.api('POST', '/testing/startTime', { body: { startTime: '2026-01-01T00:00:00Z' } }); });

    it('says before_start and the coming start time', async () => {
      const r = await s.api('GET', '/');
      expect(r.body.phase).toBe('before_start');
      expect(r.body.startTime).toBe(future);
      expect(r.body.timeline[0]).toEqual({ type: 'game_start', at: future, spawned: false });
    });

    it('refuses registration with a 403 error_register, even for a valid form', async () => {
      const r = await s.api('POST', '/auth/register', { body: { username: 'Early', password: PW, passwordConfirm: PW, email: 'early@example.com' } });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ error: 'error_register', message: TEXT.registrationClosed.message });
    });

    it('still lets an existing account log in', async () => {
      expect((await s.api('POST', '/auth/login', { body: { username: 'Queen', password: PW } })).status).toBe(200);
    });

    it('opens registration when the start arrives', async () => {
      s.clock.set(future);
      const r = await s.api('POST', '/auth/register', { body: { username: 'OnTime', password: PW, passwordConfirm: PW, email: 'ontime@example.com' } });
      expect(r.status).toBe(201);
    });
  });

  describe('when finished', () => {
    beforeAll(async () => {
      const r = await s.api('POST', '/testing/finish', { body: { finished: true } });
      expect(r.status).toBe(200);
    });
    afterAll(async () => { await s.api('POST', '/testing/finish', { body: { finished: false } }); });

    it('the root says finished with the time', async () => {
      const r = await s.api('GET', '/');
      expect(r.body.phase).toBe('finished');
      expect(r.body.finishedAt).toBe(s.clock.now().toISOString());
    });

    it.each([
      ['register', 'POST', '/auth/register', { username: 'Late', password: PW, passwordConfirm: PW, email: 'late@example.com' }, undefined],
      ['change password (owner)', 'PUT', '/auth/user/changePassword', { password: PW, newPassword: 'Other789!', newPasswordConfirm: 'Other789!' }, 'owner'],
      ['change password (sitter)', 'PUT', '/auth/user/changePassword', { password: PW, newPassword: 'Other789!', newPasswordConfirm: 'Other789!' }, 'sitter'],
      ['add a sitter', 'POST', '/user/sitters', { username: 'OnTime' }, 'owner'],
      ['remove a sitter', 'DELETE', '/user/sitters/2', undefined, 'owner'],
      ['an unknown mutating call', 'POST', '/no-such-call', {}, undefined],
    ])('refuses %s with 551 error_game_finished', async (_w, method, path, b, who) => {
      const token = who === 'owner' ? ownerToken : who === 'sitter' ? sitterToken : undefined;
      const r = await s.api(method, path, { token, ...(b === undefined ? {} : { body: b }) });
      expect(r.status).toBe(551);
      expect(r.body).toMatchObject({ error: 'error_game_finished', message: "Can't do this, the game is finished" });
    });

    it('reads still work, and so does logging in', async () => {
      expect((await s.api('GET', '/user', { token: ownerToken })).status).toBe(200);
      expect((await s.api('GET', '/user', { token: sitterToken })).status).toBe(200);
      expect((await s.api('GET', '/user')).status).toBe(401);
      expect((await s.api('POST', '/auth/login', { body: { username: 'Queen', password: PW } })).status).toBe(200);
    });

    it('nothing refused was done', async () => {
      expect(await s.testDb.db('users').whereRaw('lower(username) = ?', ['late']).first()).toBeUndefined();
      const me = await s.api('GET', '/user', { token: ownerToken });
      expect(me.body.sitters.map((x: { username: string }) => x.username)).toEqual(['Steward']);
    });
  });

  it('after the finish is cleared the world runs again', async () => {
    expect((await s.api('GET', '/')).body.phase).toBe('running');
    const r = await s.api('POST', '/user/sitters', { token: ownerToken, body: { username: 'OnTime' } });
    expect(r.status).toBe(200);
  });
});
