import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario } from '../support/world';
import { publicProfileResponse, saveProfileResponse, userSettingsResponse } from '../../server/contract/profilePublic';
import { DESCRIPTION_MAX, PROFILE_TEXT } from '../../server/game/profile/rules';
import { TEXT as ACCOUNT_TEXT } from '../../server/game/accounts';
import { villagePopulation } from '../../server/game/tiles/claim';

/**
 * Player profiles (issue 15) over real HTTP and PostgreSQL: GET profiles/{id} as the owner, its sitter,
 * another player and without a token; a private profile shows only name, rank and Empire; POST
 * profiles/user saves description and flags (owner only); PUT user/settings changes email and the
 * public flag (owner only, the email unique ignoring case, also when changes race).
 */
describe('profiles: GET profiles/{id}, POST profiles/user, PUT user/settings', () => {
  let s: TestServer;
  let w: Scenario;
  const get = (id: number, token?: string) => s.api('GET', `/profiles/${id}`, { token });
  const save = (b: unknown, token?: string) => s.api('POST', '/profiles/user', { token, body: b });
  const settings = (b: unknown, token?: string) => s.api('PUT', '/user/settings', { token, body: b });
  const user = (id: number) => s.testDb.db('users').where({ id }).first('description', 'flags', 'email', 'public_profile');

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    w = await aWorld(s)
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', buildings: { warehouse: 8, granary: 8, marketplace: 5 } })
      .withSitter('ann')
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
      .withSitter('bob')
      .withPlayer('cal')
      .build();
    const db = s.testDb.db;
    await db('users').where({ id: w.player('bob').id }).update({ public_profile: false, description: 'Secret plans', flags: 'raider,trader' });
    await db('users').where({ id: w.player('ann').id }).update({ description: 'Hello there', flags: 'builder,peaceful' });
    // bob is an officer of an Empire (E1's calls are not needed to read one).
    const [e] = await db('empires').insert({ name: 'Northern Reach', name_short: 'NR', founder_id: w.player('bob').id }).returning('id');
    await db('empire_members').insert({ user_id: w.player('bob').id, empire_id: Number(e.id ?? e), role: 'officer' });
  });
  afterAll(async () => { await s?.stop(); });

  it('a public profile shows everything to another player: rank, flags, medals, Empire, villages with population, description', async () => {
    const ann = w.player('ann');
    // Before the rank table's first refresh nobody is ranked.
    expect(publicProfileResponse.parse((await get(ann.id, w.token('cal'))).body).profile.rank).toBeNull();
    expect((await s.api('POST', '/testing/rankings', { body: {} })).status).toBe(200);
    const r = await get(ann.id, w.token('cal'));
    expect(r.status).toBe(200);
    const b = publicProfileResponse.parse(r.body);
    expect(b.profile).toMatchObject({ id: ann.id, username: ann.username, public: true, own: false, empire: null, flags: ['peaceful', 'builder'], medals: [], description: 'Hello there' });
    const levels = await s.testDb.db('village_buildings').where({ village_id: ann.village.id }).select('type', 'level');
    expect(b.profile.villages).toEqual([{ id: ann.village.id, name: ann.village.name, x: ann.village.x, y: ann.village.y, population: villagePopulation(levels) }]);
    expect(b.profile.statistics).toEqual({
      kills: { pvp_att: 0, pvp_def: 0, pve_att: 0, pve_def: 0 }, losses: 0, kill_death_ratio: null, events: 0, resources: 0,
      land: expect.any(Number), villages: 1, population: villagePopulation(levels),
    });
    // ann has the most population: first of the overall ranking; cal, without a village, is not ranked.
    expect(b.profile.rank).toBe(1);
    expect(publicProfileResponse.parse((await get(w.player('cal').id, w.token('ann'))).body).profile.rank).toBeNull();
    expect(b.viewer).toEqual({ empire: null });
  });

  it('a private profile shows another player only name, rank and Empire', async () => {
    const bob = w.player('bob');
    for (const token of [w.token('ann'), w.token('cal'), w.sitter('ann')]) {
      const r = await get(bob.id, token);
      expect(r.status).toBe(200);
      expect(r.body.profile).toEqual({
        id: bob.id, username: bob.username, rank: 2, public: false, own: false,
        empire: { id: expect.any(Number), name: 'Northern Reach', short: 'NR', role: 'officer' },
      });
    }
  });

  it('the owner and its sitter see the own private profile in full, with the viewer\'s Empire', async () => {
    const bob = w.player('bob');
    for (const token of [w.token('bob'), w.sitter('bob')]) {
      const b = publicProfileResponse.parse((await get(bob.id, token)).body);
      expect(b.profile).toMatchObject({ own: true, public: false, flags: ['trader', 'raider'], description: 'Secret plans', medals: [] });
      expect(b.profile.villages).toHaveLength(1);
      expect(b.viewer.empire).toMatchObject({ name: 'Northern Reach', role: 'officer' });
    }
  });

  it('no token 401, unknown id 404 error_profile, a bad id 400', async () => {
    expect((await get(w.player('ann').id)).status).toBe(401);
    const unknown = await get(999999, w.token('ann'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'error_profile', message: PROFILE_TEXT.noSuchPlayer.message });
    const bad = await s.api('GET', '/profiles/abc', { token: w.token('ann') });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('error_profile');
  });

  it('POST profiles/user saves description and flags (in the vocabulary\'s order) and GET reads them back', async () => {
    const cal = w.player('cal');
    const r = await save({ flags: ['diplomat', 'trader'], description: 'Line one\r\nLine two  ' }, w.token('cal'));
    expect(r.status).toBe(200);
    expect(saveProfileResponse.parse(r.body)).toEqual({ flags: ['trader', 'diplomat'], description: 'Line one\nLine two' });
    expect(await user(cal.id)).toMatchObject({ description: 'Line one\nLine two', flags: 'trader,diplomat' });
    const back = publicProfileResponse.parse((await get(cal.id, w.token('ann'))).body);
    expect(back.profile).toMatchObject({ flags: ['trader', 'diplomat'], description: 'Line one\nLine two' });
    // Clearing both.
    expect((await save({ flags: [], description: '' }, w.token('cal'))).body).toEqual({ flags: [], description: '' });
    expect(await user(cal.id)).toMatchObject({ description: '', flags: '' });
  });

  it('POST profiles/user: a sitter 403, no token 401, and bad bodies 400 error_profile_update, nothing saved', async () => {
    const ann = w.player('ann');
    const before = await user(ann.id);
    const sitter = await save({ flags: [], description: 'by the sitter' }, w.sitter('ann'));
    expect(sitter.status).toBe(403);
    expect((await save({ flags: [], description: 'x' })).status).toBe(401);
    const cases: Array<[unknown, string | undefined]> = [
      [{ flags: [], description: 'x'.repeat(DESCRIPTION_MAX + 1) }, PROFILE_TEXT.descriptionLength.message],
      [{ flags: ['pirate'], description: '' }, PROFILE_TEXT.unknownFlag.message],
      [{ flags: ['trader', 'trader'], description: '' }, PROFILE_TEXT.duplicateFlag.message],
      [{ flags: [], description: 'bell\u0007' }, PROFILE_TEXT.descriptionControl.message],
      [{ flags: 'trader', description: '' }, undefined],
      [{ description: 'no flags' }, undefined],
      [{ flags: [] }, undefined],
      [[], undefined],
    ];
    for (const [b, message] of cases) {
      const r = await save(b, w.token('ann'));
      expect(r.status, JSON.stringify(b).slice(0, 80)).toBe(400);
      expect(r.body.error).toBe('error_profile_update');
      if (message) expect(r.body.message).toBe(message);
    }
    // A NUL never reaches the database: the server's guard refuses it first.
    const nul = await save({ flags: [], description: 'a\u0000b' }, w.token('ann'));
    expect(nul.status).toBe(400);
    // Exactly the limit is fine (code points: an emoji counts once).
    expect((await save({ flags: [], description: '😀'.repeat(DESCRIPTION_MAX) }, w.token('ann'))).status).toBe(200);
    await s.testDb.db('users').where({ id: ann.id }).update({ description: before.description, flags: before.flags });
    expect(await user(ann.id)).toEqual(before);
  });

  it('PUT user/settings: the owner turns the profile private and back, and changes the email', async () => {
    const ann = w.player('ann');
    const r = await settings({ publicProfile: false }, w.token('ann'));
    expect(r.status).toBe(200);
    expect(userSettingsResponse.parse(r.body)).toEqual({ email: expect.any(String), public_profile: false });
    expect((await get(ann.id, w.token('cal'))).body.profile.description).toBeUndefined();
    const mail = await settings({ email: '  Ann.New@Example.org ', publicProfile: true }, w.token('ann'));
    expect(mail.body).toEqual({ email: 'Ann.New@Example.org', public_profile: true });
    expect((await s.api('GET', '/user', { token: w.token('ann') })).body).toMatchObject({ email: 'Ann.New@Example.org', public_profile: true });
    expect((await get(ann.id, w.token('cal'))).body.profile.description).toBe('Hello there');
    // The own email in another letter case is not 'taken'.
    expect((await settings({ email: 'ann.new@example.org' }, w.token('ann'))).status).toBe(200);
  });

  it('PUT user/settings: a taken email (any letter case) and bad bodies are 400 error_user_update; a sitter 403', async () => {
    const bobMail = (await user(w.player('bob').id)).email as string;
    const taken = await settings({ email: bobMail.toUpperCase() }, w.token('cal'));
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ error: 'error_user_update', message: ACCOUNT_TEXT.emailTaken.message });
    for (const [b, message] of [
      [{ email: 'not-an-email' }, ACCOUNT_TEXT.emailInvalid.message],
      [{}, PROFILE_TEXT.nothingToChange.message],
      [{ publicProfile: 'yes' }, undefined],
      [{ email: 5 }, undefined],
    ] as Array<[unknown, string | undefined]>) {
      const r = await settings(b, w.token('cal'));
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.body.error).toBe('error_user_update');
      if (message) expect(r.body.message).toBe(message);
    }
    const sitter = await settings({ publicProfile: false }, w.sitter('bob'));
    expect(sitter.status).toBe(403);
    expect((await settings({ publicProfile: false })).status).toBe(401);
    expect(await user(w.player('bob').id)).toMatchObject({ public_profile: false, email: bobMail });
  });

  it('50 players racing for one email: exactly one gets it, the others 400 error_user_update', async () => {
    const racers = await Promise.all(Array.from({ length: 50 }, async (_, i) => {
      const sc = await aWorld(s).withPlayer(`racer${i}`).build();
      return sc.token(`racer${i}`);
    }));
    const answers = await Promise.all(racers.map((t) => settings({ email: 'Wanted@Example.com' }, t)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 400 && a.body.error === 'error_user_update')).toBe(true);
    const holders = await s.testDb.db('users').whereRaw('lower(email) = ?', ['wanted@example.com']).count<Array<{ n: number }>>({ n: '*' });
    expect(Number(holders[0].n)).toBe(1);
  });
});
