import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario } from '../support/world';
import { profileResponse } from '../../server/contract/profile';
import { mapResponse, worldMapResponse } from '../../server/contract/world';
import { SCOUT_KEY } from '../../server/game/battle';
import { englishDateTime, PROTECTION_TEXT } from '../../server/game/movement/protection';
import { processDueMovements } from '../../server/jobs/dueMovements';

const HOUR = 3_600_000;
const PERIOD = 72 * HOUR; // BEGINNER_PROTECTION_HOURS 72 at GAME_SPEED 1
const ARMY = { melee1: 200, [SCOUT_KEY]: 50, cav4: 50 };

/**
 * Beginner protection (issue 13, point 6), over real HTTP: a kingdom founded through POST
 * user/spawnVillage cannot be attacked, scouted or besieged until its founding + 72 h / speed (403
 * error_units with refusals.send.protectedTarget), shown on its profile and on the map; its own attack,
 * scout or siege on another player ends it at once, in the send's transaction; its instant ends it too.
 */
describe('beginner protection', () => {
  let s: TestServer;
  let w: Scenario;
  let n = 0;

  const send = (village: number, token: string | undefined, body: Record<string, unknown>) =>
    s.api('POST', `/units/village/${village}/send`, { token, body });
  const at = (name: string) => ({ x: w.place(name).x, y: w.place(name).y });
  const attack = (from: string, to: string, moveType = 'attack', extra: Record<string, unknown> = {}) => {
    const units = moveType === 'scout' ? { [SCOUT_KEY]: 1 } : moveType === 'siege' ? { cav4: 1 } : { melee1: 1 };
    return send(w.village(from), w.token(from), { units, ...at(to), moveType, ...(moveType === 'siege' ? { targets: ['town_hall'] } : {}), ...extra });
  };
  const untilOf = async (name: string): Promise<number | null> => {
    const row = await s.testDb.db('users').where({ id: w.player(name).id }).first('protected_until');
    return row.protected_until === null ? null : new Date(row.protected_until).getTime();
  };
  const profileOf = async (name: string) => profileResponse.parse((await s.api('GET', '/profiles/user', { token: w.token(name) })).body).profile;
  const movementsTo = (name: string) => s.testDb.db('movements').where({ to_village_id: w.village(name) }).count<{ n: number }[]>({ n: '*' }).then((r) => Number(r[0].n));
  /** A kingdom founded now through the real spawn (protected), with an army at home and a sitter. */
  const newcomer = async (quadrant: 'NE' | 'NW' | 'SE' | 'SW' = 'SW') => {
    const name = `new${++n}`;
    w = await w.and().withPlayer(name).withVillage(name, { quadrant, units: ARMY, buildings: { siege_workshop: 1 } }).withSitter(name).build();
    return name;
  };
  const refusedFor = (r: { status: number; body: any }, until: number) => {
    expect(r.status).toBe(403);
    const said = PROTECTION_TEXT.protectedTarget(new Date(until).toISOString());
    expect(r.body).toEqual({ error: 'error_units', message: said.message, text: { key: said.key, params: { until: new Date(until).toISOString() } } });
    expect(r.body.message).toBe(`That kingdom is under beginner protection until ${englishDateTime(new Date(until).toISOString())} UTC`);
  };

  beforeAll(async () => {
    s = await startTestServer({ BEGINNER_PROTECTION_HOURS: '72', GAME_SPEED: '1' });
    w = await aWorld(s).at('2026-06-01T12:00:00Z')
      .withPlayer('vet').withVillage('vet', { quadrant: 'NE', units: ARMY, buildings: { siege_workshop: 1 } }).withSitter('vet')
      .withPlayer('outsider').withVillage('outsider', { quadrant: 'NW' })
      .build();
    // The veteran's own protection has long ended (as the game leaves it 72 h after founding).
    await s.testDb.db('users').whereIn('id', [w.player('vet').id, w.player('outsider').id]).update({ protected_until: null });
  });
  afterAll(async () => { await s?.stop(); });

  it('founding starts it at founding + 72 h / speed; the profile and the map show it', async () => {
    const founded = s.clock.now().getTime();
    const name = await newcomer();
    expect(await untilOf(name)).toBe(founded + PERIOD);
    expect((await profileOf(name)).protected_until).toBe(new Date(founded + PERIOD).toISOString());
    expect((await profileOf('vet')).protected_until).toBeNull();

    const world = worldMapResponse.parse((await s.api('GET', '/map/world', { token: w.token('vet') })).body);
    expect(world.villages.find((v) => v.id === w.village(name))!.protected_until).toBe(new Date(founded + PERIOD).toISOString());
    expect(world.villages.find((v) => v.id === w.village('vet'))).not.toHaveProperty('protected_until');

    const tile = mapResponse.parse((await s.api('GET', `/map?x=${at(name).x}&y=${at(name).y}&viewSize=1`, { token: w.token('vet') })).body).tiles[0];
    expect(tile.village).toEqual({ id: w.village(name), name: w.place(name).name, tier: 'village', protected_until: new Date(founded + PERIOD).toISOString() });
    const vetTile = mapResponse.parse((await s.api('GET', `/map?villageId=${w.village('vet')}&viewSize=1`, { token: w.token('vet') })).body).tiles[0];
    expect(vetTile.village).not.toHaveProperty('protected_until');
  });

  it('refuses attack, scout and siege on a protected kingdom (and their validation) with 403 and the instant', async () => {
    const founded = s.clock.now().getTime();
    const name = await newcomer();
    for (const mt of ['attack', 'scout', 'siege']) {
      refusedFor(await attack('vet', name, mt), founded + PERIOD);
      refusedFor(await attack('vet', name, mt, { validate: true }), founded + PERIOD);
      // The veteran's sitter meets the same refusal.
      refusedFor(await send(w.village('vet'), w.sitter('vet'), { units: mt === 'scout' ? { [SCOUT_KEY]: 1 } : { melee1: 1 }, ...at(name), moveType: mt === 'siege' ? 'attack' : mt }), founded + PERIOD);
    }
    expect(await movementsTo(name)).toBe(0);
    const home = await s.testDb.db('village_units').where({ village_id: w.village('vet'), location_village_id: w.village('vet'), unit: 'melee1' }).first('amount');
    expect(home.amount).toBe(ARMY.melee1);
    expect(await untilOf(name)).toBe(founded + PERIOD);
  });

  it('lets reinforcements in, and moves between the protected player\'s own villages go on (without ending it)', async () => {
    const name = await newcomer();
    const until = await untilOf(name);
    w = await w.and().withVillage(name, { as: `${name}-b`, at: { from: name, dx: 2, dy: 1 } }).build();
    const reinforce = await send(w.village('vet'), w.token('vet'), { units: { melee1: 1 }, ...at(name), moveType: 'reinforce' });
    expect(reinforce.status).toBe(200);
    for (const moveType of ['move', 'reinforce', 'attack', 'scout']) {
      const units = moveType === 'scout' ? { [SCOUT_KEY]: 1 } : { melee1: 1 };
      const r = await send(w.village(name), w.token(name), { units, ...at(`${name}-b`), moveType });
      expect(r.status, moveType).toBe(200);
    }
    expect(await untilOf(name)).toBe(until);
  });

  it('ends at its instant: refused a millisecond before, let through at it; profile and map no longer show it', async () => {
    const founded = s.clock.now().getTime();
    const name = await newcomer();
    s.clock.set(new Date(founded + PERIOD - 1).toISOString());
    refusedFor(await attack('vet', name), founded + PERIOD);
    s.clock.set(new Date(founded + PERIOD).toISOString());
    expect((await attack('vet', name)).status).toBe(200);
    expect((await attack('vet', name, 'scout')).status).toBe(200);
    expect((await attack('vet', name, 'siege')).status).toBe(200);
    expect((await profileOf(name)).protected_until).toBeNull();
    const world = worldMapResponse.parse((await s.api('GET', '/map/world', { token: w.token('vet') })).body);
    expect(world.villages.find((v) => v.id === w.village(name))).not.toHaveProperty('protected_until');
    const tile = mapResponse.parse((await s.api('GET', `/map?x=${at(name).x}&y=${at(name).y}&viewSize=1`, { token: w.token('vet') })).body).tiles[0];
    expect(tile.village).not.toHaveProperty('protected_until');
  });

  it('the protected player\'s own attack (and scout, and siege) on another player lifts it at once; validating does not', async () => {
    for (const mt of ['attack', 'scout', 'siege']) {
      const name = await newcomer();
      const v = await attack(name, 'vet', mt, { validate: true });
      expect(v.status).toBe(200);
      expect(v.body.warnings).toContainEqual({ key: PROTECTION_TEXT.endsOwn.key, params: {} });
      expect(await untilOf(name)).toBeGreaterThan(s.clock.now().getTime());
      expect((await attack(name, 'vet', mt)).status, mt).toBe(200);
      expect(await untilOf(name)).toBe(s.clock.now().getTime());
      expect((await profileOf(name)).protected_until).toBeNull();
      expect((await attack('vet', name, mt)).status).toBe(200);
    }
  });

  it('attacking a village without owner does not lift it, and such a village is never protected', async () => {
    const name = await newcomer();
    const until = await untilOf(name);
    w = await w.and().withPlayer(`natives${n}`).withVillage(`natives${n}`, { as: `camp${n}`, at: { from: name, dx: -2, dy: 2 } }).build();
    await s.testDb.db('villages').where({ id: w.village(`camp${n}`) }).update({ user_id: null });
    const r = await send(w.village(name), w.token(name), { units: { melee1: 1 }, ...at(`camp${n}`), moveType: 'attack' });
    expect(r.status).toBe(200);
    expect(r.body.warnings).not.toContainEqual({ key: PROTECTION_TEXT.endsOwn.key, params: {} });
    expect(await untilOf(name)).toBe(until);
    expect((await send(w.village('vet'), w.token('vet'), { units: { melee1: 1 }, ...at(`camp${n}`), moveType: 'attack' })).status).toBe(200);
  });

  it('on the protected player\'s send: the owner and the sitter lift it; another player and no token are refused and change nothing', async () => {
    const owner = await newcomer();
    expect((await attack(owner, 'vet')).status).toBe(200);
    expect(await untilOf(owner)).toBe(s.clock.now().getTime());

    const sat = await newcomer();
    const bySitter = await send(w.village(sat), w.sitter(sat), { units: { melee1: 1 }, ...at('vet'), moveType: 'attack' });
    expect(bySitter.status).toBe(200);
    expect(await untilOf(sat)).toBe(s.clock.now().getTime());

    const kept = await newcomer();
    const until = await untilOf(kept);
    for (const o of w.others(kept).filter((x) => x.who !== `${kept}-sitter`)) {
      const r = await send(w.village(kept), o.token, { units: { melee1: 1 }, ...at('vet'), moveType: 'attack' });
      expect(r.status, o.who).toBe(o.token === undefined ? 401 : 403);
      expect(r.body.error, o.who).toBe(o.token === undefined ? 'error_401' : 'error_units');
    }
    // The sitter's own token acts for the sitter's account, not the sat one.
    expect((await send(w.village(kept), w.token(`${kept}-sitter`), { units: { melee1: 1 }, ...at('vet'), moveType: 'attack' })).status).toBe(403);
    expect(await untilOf(kept)).toBe(until);
  });

  it('a 50-way race of the protected player\'s attacks and attacks on it ends consistent', async () => {
    const name = await newcomer();
    await s.testDb.db('village_units').where({ village_id: w.village('vet'), location_village_id: w.village('vet'), unit: 'melee1' }).update({ amount: 1000 });
    const race = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? attack(name, 'vet') : attack('vet', name)));
    const rs = await Promise.all(race);
    const own = rs.filter((_, i) => i % 2 === 0);
    const on = rs.filter((_, i) => i % 2 === 1);
    expect(own.map((r) => r.status)).toEqual(own.map(() => 200));
    for (const r of on) {
      expect([200, 403]).toContain(r.status);
      if (r.status === 403) expect(r.body.text.key).toBe('refusals.send.protectedTarget');
    }
    expect(await untilOf(name)).toBe(s.clock.now().getTime());
    const accepted = on.filter((r) => r.status === 200).length;
    expect(await movementsTo(name)).toBe(accepted);
    // Every accepted attack lands on an account whose protection ended before it left.
    const lifted = (await untilOf(name))!;
    const landing = await s.testDb.db('movements').where({ to_village_id: w.village(name), kind: 'attack' }).select('started_at');
    for (const m of landing) expect(new Date(m.started_at).getTime()).toBeGreaterThanOrEqual(lifted);
    // After it, an attack on the kingdom is let through.
    expect((await attack('vet', name)).status).toBe(200);
  });

  it('a 50-way race of attacks on the kingdom while it only validates its own: every attack is refused, the protection stays', async () => {
    const name = await newcomer();
    const until = await untilOf(name);
    const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? attack(name, 'vet', 'attack', { validate: true }) : attack('vet', name))));
    rs.forEach((r, i) => (i % 2 === 0 ? expect(r.status).toBe(200) : refusedFor(r, until!)));
    expect(await untilOf(name)).toBe(until);
    expect(await movementsTo(name)).toBe(0);
  });

  it('an accepted attack arrives and is fought as usual (no arrival check)', async () => {
    const name = await newcomer();
    expect((await attack(name, 'vet')).status).toBe(200);
    const r = await attack('vet', name);
    expect(r.status).toBe(200);
    s.clock.set(new Date(Date.parse(r.body.arrival) + 1000).toISOString());
    await processDueMovements(s.running.deps);
    expect(await s.testDb.db('movements').where({ id: r.body.movement_id }).first()).toBeFalsy();
  });
});

describe('GET map response text with protected villages', () => {
  it('the direct JSON writes protected_until as JSON.stringify of the tiles does', async () => {
    const { buildTiles, mapResponseJson, shownAt } = await import('../../server/api/map/tiles');
    const { viewWindow } = await import('../../server/game/world/coords');
    const w = viewWindow(0, 0, 5, 20);
    const now = Date.parse('2026-06-01T12:00:00Z');
    const rows = shownAt({
      villages: [
        { id: 1, name: 'A', x: 0, y: 0, tier: 'village', user_id: 7, username: 'ann', protected_until: now + HOUR },
        { id: 2, name: 'B', x: 1, y: 1, tier: 'town', user_id: 8, username: 'bob', protected_until: now },
        { id: 3, name: 'C', x: -1, y: 1, tier: 'village', user_id: null, username: null, protected_until: null },
      ],
      claims: [],
    }, now);
    const expected = JSON.stringify({ x: 0, y: 0, viewSize: w.size, tiles: buildTiles(w, rows, 'aether', 20, 7) });
    expect(mapResponseJson({ x: 0, y: 0 }, w.size, w, rows, 'aether', 20, 7).toString('utf8')).toBe(expected);
    const tiles = JSON.parse(expected).tiles as Array<{ village: { id: number; protected_until?: string } | null }>;
    expect(tiles.filter((t) => t.village).map((t) => [t.village!.id, t.village!.protected_until])).toEqual([[3, undefined], [2, undefined], [1, new Date(now + HOUR).toISOString()]]);
  });
});
