import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { sitterToken, spawnPlayer, type PlayerWithVillage } from '../support/players';
import { objectiveNear } from '../support/objectives';
import { found, join } from './empiresSupport';
import { capture, march, marchRaw, setGarrison, tick, WEEK } from './objectivesSupport';
import { applyArrival, ArrivalBlocked } from '../../server/world/arrival/arrival';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { objectiveDef } from '../../server/game/data/objectives';

/**
 * Objectives held by kingdoms over real HTTP and PostgreSQL (issue 16, GAME.md section 8): a won battle at
 * an objective captures it for the attacker's kingdom (its survivors stay as the garrison, a landmark gives
 * its Empire 1 prestige, Empire messages and reports on both sides), a lost one leaves it as it was, the
 * holder's allies reinforce it, scouts see who stands there, and arrivals there apply in (due_at, id) order.
 */
describe('objectives: capture, loss, garrisons, scouting', () => {
  let s: TestServer;
  let a: PlayerWithVillage;
  let b: PlayerWithVillage;
  let ally: PlayerWithVillage;
  let outsider: PlayerWithVillage;
  let ea: number;
  let eb: number;
  let landmark: { id: number; x: number; y: number };
  const row = (id: number) => s.testDb.db('objectives').where({ id }).first();
  const troops = (id: number) => s.testDb.db('objective_troops').where({ objective_id: id }).orderBy('village_id').select('village_id', 'user_id', 'units');
  const feed = (empireId: number) => s.testDb.db('empire_messages').where({ empire_id: empireId }).orderBy('id').select('type', 'value1', 'value2');
  const reportsOf = (userId: number, kind: string) => s.testDb.db('reports').where({ user_id: userId, kind }).orderBy('id');
  const prestige = async (empireId: number) => (await s.api('GET', `/empires/${empireId}`, { token: a.token })).body.empire;
  const label = (o: { x: number; y: number }) => `(${o.x}|${o.y})`;

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    a = await spawnPlayer(s, 'NE');
    b = await spawnPlayer(s, 'NW');
    ally = await spawnPlayer(s, 'SE');
    outsider = await spawnPlayer(s, 'SW');
    ea = await found(s, a, 'Holders');
    eb = await found(s, b, 'Raiders');
    await join(s, b, ally);
    landmark = await objectiveNear(s, a.village, 'landmark', 4);
  });
  afterAll(async () => { await s?.stop(); });

  it('a won battle against the natives captures a landmark: holder, garrison, prestige 1, messages and reports', async () => {
    expect(await row(landmark.id)).toMatchObject({ state: 'native', holder_user_id: null, garrison: objectiveDef('landmark').garrison });
    // 1,000 Horsemen (attack 40 000) against the landmark's natives (about 11 350 against cavalry): a clear win.
    const sent = { cav1: 1000 };
    const { id: mid, dueAt: t } = await march(s, a, landmark, 'attack', sent);
    await tick(s);
    expect(await s.testDb.db('movements').where({ id: mid }).first()).toBeUndefined();

    const held = await row(landmark.id);
    expect(held).toMatchObject({ state: 'held', holder_user_id: a.id, garrison: {}, damaged: false });
    expect(new Date(held.held_since).toISOString()).toBe(t.toISOString());
    expect(new Date(held.prestige_at).toISOString()).toBe(new Date(t.getTime() + WEEK).toISOString());
    const standing = await troops(landmark.id);
    expect(standing).toHaveLength(1);
    expect(standing[0]).toMatchObject({ village_id: a.village.id, user_id: a.id });
    expect(standing[0].units.cav1).toBeGreaterThan(700);
    expect(standing[0].units.cav1).toBeLessThan(1000);

    // The Empire's prestige: landmark 1 on capture, with landmark_captured and landmark_vp_gained in its feed.
    expect(await prestige(ea)).toMatchObject({ prestige: 1, prestige_by_type: { landmark: 1 } });
    expect(await feed(ea)).toEqual(expect.arrayContaining([
      { type: 'landmark_captured', value1: a.username, value2: label(landmark) },
      { type: 'landmark_vp_gained', value1: label(landmark), value2: '1' },
    ]));

    const [rep] = await reportsOf(a.id, 'battle');
    expect(rep).toMatchObject({ title_key: 'reports.titles.objectiveCaptured', title_params: { x: landmark.x, y: landmark.y } });
    expect(rep.data).toMatchObject({
      winner: 'attacker', objective_captured: { id: landmark.id, type: 'landmark', x: landmark.x, y: landmark.y },
      natives: { units: objectiveDef('landmark').garrison }, attacker: { user_id: a.id, units: sent }, wall: 0,
    });

    // The map and the overview name the holder and its Empire; the holder sees its garrison, others do not.
    const map = await s.api('GET', '/map/objectives', { token: b.token });
    expect(map.body.find((o: { id: number }) => o.id === landmark.id)).toMatchObject({ state: 'held', holder: { user_id: a.id } });
    const own = await s.api('GET', `/objectives/${landmark.id}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.body.objective).toMatchObject({ state: 'held', garrison: standing[0].units, prestige: { next_at: new Date(t.getTime() + WEEK).toISOString() } });
    const theirs = await s.api('GET', `/objectives/${landmark.id}`, { token: b.token });
    expect(theirs.body.objective.garrison).toBeNull();
  });

  it('scouts see who stands at a held objective and the overview shows it as last seen', async () => {
    await march(s, b, landmark, 'scout', { cav2: 20 });
    await tick(s);
    const seen = await s.testDb.db('objective_scouts').where({ objective_id: landmark.id, user_id: b.id }).first();
    const garrison = (await troops(landmark.id))[0].units;
    expect(seen.seen).toEqual(garrison);
    const [rep] = await reportsOf(b.id, 'scout');
    expect(rep.title_key).toBe('reports.titles.objectiveScouted');
    expect(rep.data).toMatchObject({ success: true, seen: garrison, natives: false });
    // The scouts come home (a return trip from the tile).
    const back = await s.testDb.db('movements').where({ user_id: b.id, kind: 'returning' }).first();
    expect(back).toMatchObject({ to_village_id: b.village.id, from_x: landmark.x, from_y: landmark.y });
    const view = await s.api('GET', `/objectives/${landmark.id}`, { token: b.token });
    expect(view.body.objective.garrison).toEqual(garrison);
    expect(view.body.objective.garrison_seen_at).not.toBeNull();
  });

  it('a failed attack leaves the holder: the attacker reads objectiveAttackFailed, the holder objectiveHeld', async () => {
    const before = (await troops(landmark.id))[0].units.cav1;
    await march(s, outsider, landmark, 'attack', { melee1: 10 });
    await tick(s);
    expect(await row(landmark.id)).toMatchObject({ holder_user_id: a.id, state: 'held' });
    expect((await troops(landmark.id))[0].units.cav1).toBe(before);
    const [lost] = await reportsOf(outsider.id, 'battle');
    expect(lost.title_key).toBe('reports.titles.objectiveAttackFailed');
    expect(lost.data).toMatchObject({ winner: 'defender', attacker: { lost: { melee1: 10 } } });
    expect(lost.data.objective_captured).toBeUndefined();
    const held = await reportsOf(a.id, 'battle');
    expect(held.at(-1).title_key).toBe('reports.titles.objectiveHeld');
    // Nobody survived: no return trip.
    expect(await s.testDb.db('movements').where({ user_id: outsider.id })).toHaveLength(0);
  });

  it('another Empire recaptures it: the old holder loses it (landmark_lost, objectiveLost), the new one gains it', async () => {
    await march(s, b, landmark, 'attack', { cav1: 3000 });
    await tick(s);
    const now = await row(landmark.id);
    expect(now).toMatchObject({ holder_user_id: b.id, state: 'held' });
    const standing = await troops(landmark.id);
    expect(standing.map((g: { village_id: number }) => g.village_id)).toEqual([b.village.id]);
    expect(await feed(ea)).toEqual(expect.arrayContaining([{ type: 'landmark_lost', value1: label(landmark), value2: b.username }]));
    expect(await feed(eb)).toEqual(expect.arrayContaining([
      { type: 'landmark_captured', value1: b.username, value2: label(landmark) },
      { type: 'landmark_vp_gained', value1: label(landmark), value2: '1' },
    ]));
    expect((await reportsOf(a.id, 'battle')).at(-1).title_key).toBe('reports.titles.objectiveLost');
    const won = (await reportsOf(b.id, 'battle')).at(-1);
    expect(won.title_key).toBe('reports.titles.objectiveCaptured');
    expect(won.data.natives).toBeUndefined();
    expect(won.data.defender).toMatchObject({ user_id: a.id, lost: [{ owner: a.village.id }] });
    expect((await prestige(eb)).prestige).toBe(1);
    // A's Empire keeps what it earned (prestige never goes down).
    expect((await prestige(ea)).prestige).toBe(1);
    const map = await s.api('GET', '/map/objectives', { token: a.token });
    expect(map.body.find((o: { id: number }) => o.id === landmark.id).holder).toMatchObject({ user_id: b.id, empire_id: eb });
  });

  it('an ally of the holder reinforces it; a kingdom outside the Empire is sent home', async () => {
    await march(s, ally, landmark, 'reinforce', { melee2: 50 });
    // Made directly: the send refuses it now (it would have been allowed when the holder was its ally).
    await marchRaw(s, outsider, landmark, 'reinforce', { melee2: 40 });
    await tick(s);
    const standing = await troops(landmark.id);
    expect(standing).toEqual(expect.arrayContaining([{ village_id: ally.village.id, user_id: ally.id, units: { melee2: 50 } }]));
    expect(standing.some((g: { user_id: number }) => g.user_id === outsider.id)).toBe(false);
    expect((await reportsOf(ally.id, 'reinforce')).at(-1).title_key).toBe('reports.titles.objectiveReinforced');
    expect((await reportsOf(b.id, 'reinforce')).at(-1).title_key).toBe('reports.titles.objectiveReinforced');
    expect((await reportsOf(outsider.id, 'reinforce')).at(-1).title_key).toBe('reports.titles.nothingThere');
    // They turned home from the tile (home already, or once their return trip arrives).
    const back = await s.testDb.db('movements').where({ user_id: outsider.id, kind: 'returning' }).first();
    if (back) await tick(s, Math.max(0, new Date(back.due_at).getTime() - s.clock.now().getTime()));
    expect((await s.api('GET', `/units/village/${outsider.village.id}`, { token: outsider.token })).body.home).toMatchObject({ melee2: 40 });
    // The holder's Empire sees every group together.
    const view = await s.api('GET', `/objectives/${landmark.id}`, { token: ally.token });
    expect(view.body.objective.garrison.melee2).toBe(50);

    // A battle there fights every group: both owners read objectiveLost when it falls.
    await march(s, a, landmark, 'attack', { cav1: 5000 });
    await tick(s);
    expect(await row(landmark.id)).toMatchObject({ holder_user_id: a.id });
    expect((await reportsOf(ally.id, 'battle')).at(-1).title_key).toBe('reports.titles.objectiveLost');
    expect((await troops(landmark.id)).map((g: { user_id: number }) => g.user_id)).toEqual([a.id]);
  });

  it('a holder without an Empire captures a landmark but its prestige goes nowhere', async () => {
    const lone = await spawnPlayer(s, 'NE');
    const o = await objectiveNear(s, lone.village, 'landmark', 5);
    const held = await capture(s, lone, o);
    expect(held).toMatchObject({ holder_user_id: lone.id, state: 'held' });
    expect(await s.testDb.db('prestige_awards').whereLike('award_key', `objective:${o.id}:%`)).toHaveLength(0);
    expect((await reportsOf(lone.id, 'battle'))[0].title_key).toBe('reports.titles.objectiveCaptured');
  });

  it('a captured completed monument is damaged and pays no periodic prestige until repaired', async () => {
    const o = await objectiveNear(s, outsider.village, 'monument', 5);
    await s.testDb.db('objectives').where({ id: o.id }).update({ completed_at: s.clock.now() });
    const held = await capture(s, b, o);
    expect(held).toMatchObject({ holder_user_id: b.id, damaged: true, prestige_at: null });
    expect(await feed(eb)).toEqual(expect.arrayContaining([{ type: 'monument_captured', value1: b.username, value2: label(o) }]));
    // No capture prestige for a monument.
    expect(await s.testDb.db('prestige_awards').whereLike('award_key', `objective:${o.id}:%`)).toHaveLength(0);
    // A monument not completed yet: captured undamaged, nothing due until its completion.
    const fresh = await objectiveNear(s, outsider.village, 'monument', 7);
    expect(await capture(s, b, fresh)).toMatchObject({ damaged: false, prestige_at: null });
  });

  it('an arrival waits for an earlier one at the same objective; the tick applies them in (due_at, id) order', async () => {
    const o = await objectiveNear(s, b.village, 'artifact', 5);
    await setGarrison(s, o.id, {});
    const first = await marchRaw(s, a, o, 'attack', { cav1: 10 });
    const second = await marchRaw(s, b, o, 'attack', { cav1: 30 });
    s.clock.advance(60_000);
    const m2 = await s.testDb.db('movements').where({ id: second }).first();
    await expect(s.testDb.db.transaction((trx) => applyArrival(trx, s.running.deps, m2))).rejects.toBeInstanceOf(ArrivalBlocked);
    expect(await s.testDb.db('movements').where({ id: second }).first()).toBeDefined();
    await tick(s, 0);
    // The first captured it, the second took it from the first.
    expect(await s.testDb.db('movements').whereIn('id', [first, second]).whereNot('kind', 'returning')).toHaveLength(0);
    expect(await row(o.id)).toMatchObject({ holder_user_id: b.id });
    expect((await reportsOf(a.id, 'battle')).at(-1).title_key).toBe('reports.titles.objectiveLost');
  });

  it('a village lists its troops at objectives and calls them home: owner and sitter may, others may not, 50 racing recalls send them once', async () => {
    const o = await objectiveNear(s, outsider.village, 'artifact', 6);
    await capture(s, outsider, o, { cav1: 40 });
    await march(s, outsider, o, 'reinforce', { melee2: 7 });
    await tick(s);
    const list = await s.api('GET', `/objectives/village/${outsider.village.id}/troops`, { token: outsider.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const mine = list.body.items.find((i: { objective_id: number }) => i.objective_id === o.id);
    expect(mine).toMatchObject({ type: 'artifact', x: o.x, y: o.y, units: { cav1: 40, melee2: 7 } });
    const sitter = await sitterToken(s, outsider, a);
    expect((await s.api('GET', `/objectives/village/${outsider.village.id}/troops`, { token: sitter })).status).toBe(200);
    expect((await s.api('GET', `/objectives/village/${outsider.village.id}/troops`, { token: b.token })).status).toBe(403);
    expect((await s.api('GET', `/objectives/village/${outsider.village.id}/troops`)).status).toBe(401);
    expect((await s.api('GET', '/objectives/village/abc/troops', { token: outsider.token })).status).toBe(400);
    expect((await s.api('GET', '/objectives/village/999999/troops', { token: outsider.token })).status).toBe(404);

    // Refusals: another player, no token, an objective or village that does not exist, a village with nothing there.
    expect((await s.api('POST', `/objectives/${o.id}/recall/${outsider.village.id}`, { token: b.token })).status).toBe(403);
    expect((await s.api('POST', `/objectives/${o.id}/recall/${outsider.village.id}`)).status).toBe(401);
    expect((await s.api('POST', `/objectives/999999/recall/${outsider.village.id}`, { token: outsider.token })).status).toBe(404);
    expect((await s.api('POST', `/objectives/${o.id}/recall/x`, { token: outsider.token })).status).toBe(400);
    const none = await s.api('POST', `/objectives/${o.id}/recall/${b.village.id}`, { token: b.token });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('error_objectives');

    // 50 racing recalls by the owner and its sitter: one return trip, the others find nothing there.
    const all = await Promise.all(Array.from({ length: 50 }, (_, i) => s.api('POST', `/objectives/${o.id}/recall/${outsider.village.id}`, { token: i % 2 ? sitter : outsider.token })));
    const ok = all.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(all.filter((r) => r.status !== 200).every((r) => r.status === 404)).toBe(true);
    expect(ok[0].body.units).toEqual({ cav1: 40, melee2: 7 });
    const trip = await s.testDb.db('movements').where({ id: ok[0].body.movement_id }).first();
    expect(trip).toMatchObject({ kind: 'returning', from_village_id: outsider.village.id, to_village_id: outsider.village.id, from_x: o.x, from_y: o.y, objective_id: null });
    expect(await troops(o.id)).toHaveLength(0);
    // Still held, with nobody standing there; the troops come home and stand there again.
    expect(await row(o.id)).toMatchObject({ holder_user_id: outsider.id, state: 'held' });
    s.clock.advance(new Date(ok[0].body.due_at).getTime() - s.clock.now().getTime());
    await tick(s, 0);
    const home = await s.api('GET', `/units/village/${outsider.village.id}`, { token: outsider.token });
    // With the 40 Spearmen home since their reinforcement was turned back.
    expect(home.body.home).toMatchObject({ cav1: 40, melee2: 47 });
  });

  it('troops standing at an objective eat nothing at home; recalled, they eat for it again', async () => {
    const z = await spawnPlayer(s, 'SE');
    const o = await objectiveNear(s, z.village, 'artifact', 5);
    await setGarrison(s, o.id, {});
    const eats = async () => (await s.api('GET', `/villages/${z.village.id}`, { token: z.token })).body.village.consumption as number;
    const base = await eats();
    await march(s, z, o, 'attack', { cav1: 50 });
    const underWay = await eats();
    expect(underWay).toBeGreaterThan(base);
    await tick(s);
    expect(await row(o.id)).toMatchObject({ holder_user_id: z.id });
    expect(await eats()).toBe(base);
    const r = await s.api('POST', `/objectives/${o.id}/recall/${z.village.id}`, { token: z.token });
    expect(r.status).toBe(200);
    expect(await eats()).toBe(underWay);
  });

  it('a conquest disbands the old owner\'s troops of the village standing at objectives (listed in its report)', async () => {
    const victim = await spawnPlayer(s, 'NW');
    const conqueror = await spawnPlayer(s, 'NW');
    const o = await objectiveNear(s, victim.village, 'artifact', 5);
    await capture(s, victim, o, { cav1: 12 });
    expect((await troops(o.id)).map((g: { user_id: number }) => g.user_id)).toEqual([victim.id]);
    await s.testDb.db('villages').where({ id: victim.village.id }).update({ loyalty: 5 });
    expect((await s.api('POST', '/testing/account', { body: { user_id: conqueror.id, culture: 1e9 } })).status).toBe(200);
    expect((await s.api('POST', '/testing/units', { body: { village_id: conqueror.village.id, units: { cav4: 100, special2: 1 } } })).status).toBe(200);
    const r = await s.api('POST', `/units/village/${conqueror.village.id}/send`, {
      token: conqueror.token, body: { units: { cav4: 100, special2: 1 }, x: victim.village.x, y: victim.village.y, moveType: 'attack' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await tick(s, Date.parse(r.body.arrival) - s.clock.now().getTime());
    expect((await s.testDb.db('villages').where({ id: victim.village.id }).first('user_id')).user_id).toBe(conqueror.id);
    expect(await troops(o.id)).toEqual([]);
    const rep = (await reportsOf(victim.id, 'battle')).at(-1);
    expect(rep.data.disbanded.objectives).toEqual([{ objective_id: o.id, units: { cav1: 12 } }]);
    // The objective stays the old owner's (held, with nobody standing there).
    expect(await row(o.id)).toMatchObject({ holder_user_id: victim.id, state: 'held' });
  });

  it('twelve armies landing at one objective at one instant, applied by racing runners, fight in (due_at, id) order', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, (_, i) => spawnPlayer(s, (['NE', 'NW', 'SE', 'SW'] as const)[i % 4])));
    const o = await objectiveNear(s, players[0].village, 'artifact', 6);
    await setGarrison(s, o.id, { melee1: 30 });
    const ids: number[] = [];
    for (const [i, p] of players.entries()) ids.push(await marchRaw(s, p, o, 'attack', { cav1: 20 + ((i * 37) % 60) }));
    s.clock.advance(60_000);
    const r = await processDueMovements(s.running.deps, { now: s.clock.now(), runners: 4, perBatch: 0 });
    expect(r.failed).toBe(0);
    expect(await s.testDb.db('movements').whereIn('id', ids).whereNot('kind', 'returning')).toHaveLength(0);
    // Each battle met the holder the battle before it left, in movement id order (one instant).
    let holder: number | null = null;
    for (const [i, p] of players.entries()) {
      const rep = await s.testDb.db('reports').where({ user_id: p.id, kind: 'battle' })
        .whereIn('title_key', ['reports.titles.objectiveCaptured', 'reports.titles.objectiveAttackFailed']).first();
      expect(rep.data.movement_id).toBe(ids[i]);
      expect(rep.data.defender.user_id).toBe(holder);
      if (rep.data.objective_captured) holder = p.id;
    }
    const final = await row(o.id);
    expect(final.holder_user_id).toBe(holder);
    expect((await troops(o.id)).every((g: { user_id: number }) => g.user_id === holder)).toBe(true);
  });
});
