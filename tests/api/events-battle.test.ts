import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createPlayer, placeVillage, spawnPlayer, type PlayerWithVillage } from '../support/players';
import { eventNear, freeTileNear } from '../support/objectives';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { processDueEvents } from '../../server/jobs/dueEvents';
import { campGarrison, killValue, outpostAether, stageGarrison, stageRewards } from '../../server/game/events';
import { REWARD_SPLIT } from '../../server/game/data/events';

/**
 * Armies at native events over real HTTP and PostgreSQL (issue 16, GAME.md section 8): attacks clear
 * stages (rewards paid once), lost attacks count kills, the final stage pays the outpost's aether, a
 * battle at a stage's last instant counts once, 50 attacks at one instant clear a stage once with capped
 * shares, defend events are won, lost or undefended, scouts report the garrison, camps are destroyed.
 */
describe('armies at events', () => {
  let s: TestServer;
  let p: PlayerWithVillage;
  const db = () => s.testDb.db;
  const row = (id: number) => db()('objectives').where({ id }).first();

  const troops = async (villageId: number, units: Record<string, number>) => {
    for (const [unit, amount] of Object.entries(units)) {
      await db()('village_units').insert({ village_id: villageId, location_village_id: villageId, unit, amount })
        .onConflict(['village_id', 'location_village_id', 'unit']).merge({ amount });
    }
  };
  const send = async (token: string, villageId: number, to: { x: number; y: number }, units: Record<string, number>, moveType = 'attack') => {
    const r = await s.api('POST', `/units/village/${villageId}/send`, { token, body: { units, x: to.x, y: to.y, moveType } });
    if (r.status !== 200) throw new Error(`send failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as { movement_id: number; arrival: string };
  };
  /** Moves the clock to `iso` (never back) and runs the arrival processor until nothing is left due. */
  const runTo = async (iso: string | Date) => {
    const t = new Date(iso).getTime();
    if (t > s.clock.t) s.clock.t = t;
    let applied = 0;
    for (let i = 0; i < 20; i++) {
      const r = await processDueMovements(s.running.deps, { now: s.clock.now() });
      applied += r.applied;
      if (r.applied === 0) break;
    }
    return applied;
  };
  const reportsOf = async (userId: number) => (await db()('reports').where({ user_id: userId }).orderBy('id'))
    .map((r) => ({ ...r, title: { key: r.title_key, params: r.title_params } }));
  const aetherOf = async (userId: number) => Number((await db()('users').where({ id: userId }).first('aether')).aether);

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    p = await spawnPlayer(s);
  });
  afterAll(async () => { await s?.stop(); });
  beforeEach(async () => {
    await db()('village_units').delete();
    await db()('movements').whereNotNull('user_id').delete();
    await db()('reports').delete();
  });

  it('an attack that destroys stage 1 clears it: rewards paid once (delivery and report), the next stage starts', async () => {
    const e = await eventNear(s, p.village, 'attack1', 1, 4);
    await troops(p.village.id, { melee3: 400 });
    const m = await send(p.token, p.village.id, e, { melee3: 400 });
    const aether0 = await aetherOf(p.id);
    expect(await runTo(m.arrival)).toBeGreaterThanOrEqual(1);
    const r = await row(e.id);
    expect(r).toMatchObject({ state: 'active', stage: 2, garrison: stageGarrison('attack1', 1, 2) });
    expect(r.contributors).toEqual({ [String(p.id)]: p.village.id });
    const hist = r.snapshot.context.history;
    expect(hist.map((h: { stage: number; result: string }) => [h.stage, h.result])).toEqual([[1, 'cleared']]);
    const kills = killValue(stageGarrison('attack1', 1, 1));
    expect(hist[0].contributions).toEqual({ [String(p.id)]: kills });
    const payouts = await db()('objective_payouts').where({ objective_id: e.id });
    expect(payouts).toHaveLength(1);
    const pool = stageRewards('attack1', 1, 1);
    expect(payouts[0].payouts).toEqual([{ userId: p.id, share: 1, rewards: pool }]);
    // The reward travels as a delivery (due at once) to the village it fought from: applied, with its report.
    const delivered = () => reportsOf(p.id).then((l) => l.filter((x) => x.kind === 'merchants' && x.data.village_id === p.village.id));
    expect(await delivered()).toHaveLength(1);
    expect((await delivered())[0].data.resources).toMatchObject({ wood: pool.wood, stone: pool.stone, iron: pool.iron, food: pool.food });
    // Reported as the event's rewards, from its tile (not as an exchange).
    expect((await delivered())[0]).toMatchObject({ title: { key: 'reports.titles.eventRewards', params: { x: e.x, y: e.y } }, data: { origin: 'event', from: { x: e.x, y: e.y } } });
    expect(await aetherOf(p.id)).toBe(aether0 + pool.aether);
    // The battle report: natives, contribution, value, rewards, objective; the survivors are on their way home.
    const reps = await reportsOf(p.id);
    const battle = reps.find((x) => x.kind === 'battle');
    expect(battle.title).toMatchObject({ key: 'reports.titles.eventBattleVictory', params: { x: e.x, y: e.y } });
    expect(battle.data).toMatchObject({
      natives: { units: stageGarrison('attack1', 1, 1), lost: stageGarrison('attack1', 1, 1) },
      contribution: { kills, stage: kills, total: kills, share: 1 }, value: kills, rewards: pool,
      objective: { id: e.id, type: 'attack1', x: e.x, y: e.y, stage: 1 }, winner: 'attacker',
    });
    expect(battle.data.attacker).toMatchObject({ user_id: p.id, units: { melee3: 400 } });
    const home = await db()('movements').where({ id: m.movement_id }).first();
    expect(home).toMatchObject({ kind: 'returning', to_village_id: p.village.id });
    // The report reads through the API.
    const list = await s.api('GET', '/reports/0', { token: p.token });
    expect(list.status).toBe(200);
    // Processing again pays nothing more.
    await runTo(new Date(s.clock.t + 1000));
    expect(await db()('objective_payouts').where({ objective_id: e.id })).toHaveLength(1);
    expect(await delivered()).toHaveLength(1);
    expect(await aetherOf(p.id)).toBe(aether0 + pool.aether);
    await db()('objectives').where({ id: e.id }).update({ removed_at: s.clock.now() });
  });

  it('a lost attack counts its kills for the stage; the natives keep their survivors', async () => {
    const e = await eventNear(s, p.village, 'attack1', 1, 4);
    await troops(p.village.id, { melee1: 12 });
    const m = await send(p.token, p.village.id, e, { melee1: 12 });
    await runTo(m.arrival);
    const r = await row(e.id);
    expect(r).toMatchObject({ state: 'active', stage: 1 });
    const before = stageGarrison('attack1', 1, 1);
    const lost = Object.fromEntries(Object.entries(before).map(([k, n]) => [k, n - (r.garrison[k] ?? 0)]).filter(([, n]) => (n as number) > 0));
    const kills = killValue(lost);
    expect(kills).toBeGreaterThan(0);
    expect(r.snapshot.context.contributions).toEqual({ [String(p.id)]: kills });
    expect(r.snapshot.context.history).toEqual([]);
    expect(await db()('objective_payouts').where({ objective_id: e.id })).toHaveLength(0);
    const battle = (await reportsOf(p.id)).find((x) => x.kind === 'battle');
    expect(battle.title.key).toBe('reports.titles.eventBattleDefeat');
    expect(battle.data).toMatchObject({ winner: 'defender', value: kills, contribution: { kills, share: 1 }, rewards: null });
    // Nobody came back.
    expect(await db()('movements').where({ id: m.movement_id }).first()).toBeUndefined();
    await db()('objectives').where({ id: e.id }).update({ removed_at: s.clock.now() });
  });

  it('clearing the final stage removes the event and pays the outpost aether to the conqueror', async () => {
    const e = await eventNear(s, p.village, 'attack2', 1, 4);
    await troops(p.village.id, { melee3: 2000 });
    const aether0 = await aetherOf(p.id);
    const m1 = await send(p.token, p.village.id, e, { melee3: 1000 });
    await runTo(m1.arrival);
    expect(await row(e.id)).toMatchObject({ stage: 2, state: 'active' });
    const m2 = await send(p.token, p.village.id, e, { melee3: 1000 });
    await runTo(m2.arrival);
    const r = await row(e.id);
    expect(r).toMatchObject({ state: 'cleared', garrison: {} });
    expect(r.removed_at).not.toBeNull();
    expect(r.snapshot.context.conqueror).toBe(p.id);
    expect(r.snapshot.context.history.map((h: { result: string }) => h.result)).toEqual(['cleared', 'cleared']);
    const paid = stageRewards('attack2', 1, 1).aether + stageRewards('attack2', 1, 2).aether + outpostAether('attack2', 1);
    expect(await aetherOf(p.id)).toBe(aether0 + paid);
    expect(await db()('objective_payouts').where({ objective_id: e.id })).toHaveLength(2);
  });

  it('a battle at the stage end instant counts for the stage: one outcome, paid once, no expiry', async () => {
    const e = await eventNear(s, p.village, 'attack1', 1, 4);
    await troops(p.village.id, { melee3: 400 });
    const m = await send(p.token, p.village.id, e, { melee3: 400 });
    // The stage ends exactly when the army arrives.
    const due = new Date(m.arrival);
    const r0 = await row(e.id);
    const snap = { ...r0.snapshot, context: { ...r0.snapshot.context, stageEndsAt: due.getTime() } };
    await db()('objectives').where({ id: e.id }).update({ snapshot: JSON.stringify(snap), due_at: due });
    s.clock.t = Math.max(s.clock.t, due.getTime());
    // The stage timer waits for the arrival at its instant.
    const [ev, mv] = await Promise.all([
      processDueEvents(s.running.deps, { now: s.clock.now() }),
      processDueMovements(s.running.deps, { now: s.clock.now() }),
    ]);
    expect(mv.applied).toBeGreaterThanOrEqual(1);
    expect(ev.applied).toBe(0);
    await processDueEvents(s.running.deps, { now: s.clock.now() });
    const r = await row(e.id);
    expect(r.snapshot.context.history.map((h: { stage: number; result: string; at: number }) => [h.stage, h.result, h.at])).toEqual([[1, 'cleared', due.getTime()]]);
    expect(r).toMatchObject({ stage: 2, state: 'active' });
    expect(await db()('objective_payouts').where({ objective_id: e.id })).toHaveLength(1);
    await db()('objectives').where({ id: e.id }).update({ removed_at: s.clock.now() });
  });

  it('50 attacks of 50 kingdoms arriving at one instant: stage 1 is cleared once, paid once, shares capped', async () => {
    const e = await eventNear(s, p.village, 'attack1', 1, 4);
    const players = await Promise.all(Array.from({ length: 50 }, () => createPlayer(s)));
    const villages: number[] = [];
    for (const [i, pl] of players.entries()) {
      const tile = await freeTileNear(s, e, 2 + (i % 4));
      villages.push(await placeVillage(s, pl, tile));
    }
    for (const v of villages) await troops(v, { melee1: 25 });
    const sent = await Promise.all(players.map((pl, i) => send(pl.token, villages[i], e, { melee1: 25 })));
    const at = new Date(Math.max(...sent.map((x) => new Date(x.arrival).getTime())));
    await db()('movements').whereIn('id', sent.map((x) => x.movement_id)).update({ due_at: at });
    s.clock.t = Math.max(s.clock.t, at.getTime());
    // Three runners at once, then until nothing is due.
    await Promise.all([1, 2, 3].map(() => processDueMovements(s.running.deps, { now: s.clock.now() })));
    await runTo(at);
    expect(await db()('movements').whereIn('id', sent.map((x) => x.movement_id)).whereNot({ kind: 'returning' }).count('* as n').first()).toMatchObject({ n: 0 });
    const r = await row(e.id);
    const hist: Array<{ stage: number; result: string; contributions: Record<string, number> }> = r.snapshot.context.history;
    expect(hist.filter((h) => h.stage === 1)).toHaveLength(1);
    expect(hist[0].result).toBe('cleared');
    const payouts = await db()('objective_payouts').where({ objective_id: e.id, stage: 1 });
    expect(payouts).toHaveLength(1);
    const list: Array<{ userId: number; share: number; rewards: Record<string, number> }> = payouts[0].payouts;
    expect(list.length).toBe(Object.keys(hist[0].contributions).length);
    expect(list.length).toBeGreaterThan(1);
    for (const x of list) expect(x.share).toBeLessThanOrEqual(REWARD_SPLIT.shareCap);
    const pool = stageRewards('attack1', 1, 1);
    expect(list.reduce((a, x) => a + x.rewards.wood, 0)).toBeLessThanOrEqual(pool.wood);
    // One delivery per paid contributor, never two.
    // Every stage paid (later stages may have been cleared by the later attacks): one delivery per paid contributor each.
    const deliveries = await db()('reports').where({ kind: 'merchants' }).whereIn('user_id', players.map((x) => x.id));
    const all = await db()('objective_payouts').where({ objective_id: e.id });
    expect(all.map((x) => x.stage).sort()).toEqual([...new Set(all.map((x) => x.stage))].sort());
    const paidUsers = all.flatMap((x) => (x.payouts as typeof list).filter((y) => y.rewards.wood + y.rewards.stone + y.rewards.iron + y.rewards.food > 0).map((y) => y.userId));
    expect(deliveries.map((d) => d.user_id).sort((a, b) => a - b)).toEqual(paidUsers.sort((a, b) => a - b));
    await db()('objectives').where({ id: e.id }).update({ removed_at: s.clock.now() });
  }, 120_000);

  it('a read of a village whose army waits for an earlier arrival at the event answers; the tick applies both in order', async () => {
    const e = await eventNear(s, p.village, 'attack1', 1, 4);
    const q = await createPlayer(s);
    const qv = await placeVillage(s, q, await freeTileNear(s, e, 2));
    await troops(p.village.id, { melee1: 20 });
    await troops(qv, { melee1: 20 });
    const first = await send(p.token, p.village.id, e, { melee1: 20 });
    const second = await send(q.token, qv, e, { melee1: 20 });
    const at = new Date(Math.max(new Date(first.arrival).getTime(), new Date(second.arrival).getTime()));
    await db()('movements').where({ id: first.movement_id }).update({ due_at: new Date(at.getTime() - 1000) });
    await db()('movements').where({ id: second.movement_id }).update({ due_at: at });
    s.clock.t = Math.max(s.clock.t, at.getTime());
    // Settle-on-read of q's village alone: its army's arrival waits for p's (not in the read's scope).
    const read = await s.api('GET', `/units/village/${qv}`, { token: q.token });
    expect(read.status).toBe(200);
    expect(await db()('movements').where({ id: second.movement_id }).first()).toMatchObject({ kind: 'attack' });
    await runTo(at);
    const r = await row(e.id);
    expect(Object.keys(r.snapshot.context.contributions).sort()).toEqual([String(p.id), String(q.id)].sort());
    const [a, b] = await Promise.all([first, second].map((x) => db()('reports').where({ kind: 'battle' }).whereRaw("(data->>'movement_id')::int = ?", [x.movement_id]).first()));
    expect(new Date(a.created_at).getTime()).toBeLessThan(new Date(b.created_at).getTime());
    await db()('objectives').where({ id: e.id }).update({ removed_at: s.clock.now() });
  });

  it('scouting an event reports its garrison and records what was seen', async () => {
    const e = await eventNear(s, p.village, 'attack1', 1, 4);
    await troops(p.village.id, { cav2: 20 });
    const m = await send(p.token, p.village.id, e, { cav2: 20 }, 'scout');
    await runTo(m.arrival);
    const rep = (await reportsOf(p.id)).find((x) => x.kind === 'scout');
    expect(rep.title).toMatchObject({ key: 'reports.titles.eventScouted' });
    expect(rep.data).toMatchObject({ success: true, seen: stageGarrison('attack1', 1, 1) });
    expect(await db()('objective_scouts').where({ objective_id: e.id, user_id: p.id }).first()).toMatchObject({ seen: stageGarrison('attack1', 1, 1) });
    expect(await db()('movements').where({ id: m.movement_id }).first()).toMatchObject({ kind: 'returning' });
    await db()('objectives').where({ id: e.id }).update({ removed_at: s.clock.now() });
  });

  it('attacking a supply event finds nothing to fight: home with a nothing-there report', async () => {
    const e = await eventNear(s, p.village, 'supply1', 1, 4);
    await troops(p.village.id, { melee1: 5 });
    const m = await send(p.token, p.village.id, e, { melee1: 5 });
    await runTo(m.arrival);
    expect(await db()('movements').where({ id: m.movement_id }).first()).toMatchObject({ kind: 'returning', units: { melee1: 5 } });
    const rep = (await reportsOf(p.id)).find((x) => x.kind === 'battle');
    expect(rep.title).toMatchObject({ key: 'reports.titles.nothingThere', params: { x: e.x, y: e.y } });
    await db()('objectives').where({ id: e.id }).update({ removed_at: s.clock.now() });
  });

  it('a camp destroyed leaves the map', async () => {
    const e = await eventNear(s, p.village, 'attack1', 1, 4);
    await db()('objectives').where({ id: e.id }).update({
      state: 'camp', due_at: null, garrison: JSON.stringify(campGarrison('attack1', 1)),
      snapshot: db().raw(`jsonb_set(snapshot, '{value}', '"camp"')`),
    });
    await troops(p.village.id, { melee3: 600 });
    const m = await send(p.token, p.village.id, e, { melee3: 600 });
    await runTo(m.arrival);
    const r = await row(e.id);
    expect(r.removed_at).not.toBeNull();
    expect(r.garrison).toEqual({});
    const rep = (await reportsOf(p.id)).find((x) => x.kind === 'battle');
    expect(rep.title.key).toBe('reports.titles.eventBattleVictory');
    expect(rep.data.objective).toMatchObject({ camp: true, outcome: 'destroyed' });
    expect(await db()('objective_payouts').where({ objective_id: e.id })).toHaveLength(0);
  });

  describe('defend events', () => {
    /** A defend event near `at` and the village its natives march on (troops there cleared). */
    const defendEvent = async (at: { x: number; y: number }) => {
      const e = await eventNear(s, at, 'defend1', 1, 3);
      const r = await row(e.id);
      const target = await db()('villages').where({ id: r.target_village_id }).first();
      const natives = await db()('movements').where({ objective_id: e.id, kind: 'attack' }).whereNull('user_id').first();
      return { e, target, natives };
    };

    it('held: the defence pays the defenders by their defence; event_defending troops stand and share', async () => {
      const helper = await spawnPlayer(s);
      const { e, target, natives } = await defendEvent(helper.village);
      const helperVillage = target.id === helper.village.id ? p.village : helper.village;
      const helperToken = target.id === helper.village.id ? p.token : helper.token;
      const helperUser = target.id === helper.village.id ? p.id : helper.id;
      await troops(target.id, { melee2: 300 });
      await troops(helperVillage.id, { melee2: 300 });
      const sent = await send(helperToken, helperVillage.id, e, { melee2: 300 }, 'reinforce');
      const mv = await db()('movements').where({ id: sent.movement_id }).first();
      expect(mv).toMatchObject({ kind: 'event_defending', to_village_id: target.id, objective_id: e.id });
      // They arrive before the natives (the test moves the natives' arrival later if needed).
      if (new Date(sent.arrival).getTime() >= new Date(natives.due_at).getTime()) {
        const later = new Date(new Date(sent.arrival).getTime() + 60_000);
        await db()('movements').where({ id: natives.id }).update({ due_at: later });
        const r0 = await row(e.id);
        await db()('objectives').where({ id: e.id }).update({ snapshot: JSON.stringify({ ...r0.snapshot, context: { ...r0.snapshot.context, stageEndsAt: later.getTime() } }) });
        natives.due_at = later;
      }
      await runTo(sent.arrival);
      expect(await db()('village_units').where({ village_id: helperVillage.id, location_village_id: target.id, unit: 'melee2' }).first()).toMatchObject({ amount: 300 });
      await runTo(natives.due_at);
      const r = await row(e.id);
      expect(r.state).toBe('rewarded');
      expect(r.removed_at).not.toBeNull();
      const payouts = await db()('objective_payouts').where({ objective_id: e.id });
      expect(payouts).toHaveLength(1);
      const list: Array<{ userId: number; share: number }> = payouts[0].payouts;
      expect(list.map((x) => x.userId).sort()).toEqual([target.user_id, helperUser].sort());
      for (const x of list) expect(x.share).toBeCloseTo(0.5, 5);
      expect(r.contributors).toEqual({ [String(target.user_id)]: target.id, [String(helperUser)]: helperVillage.id });
      for (const u of [target.user_id, helperUser]) {
        const rep = (await reportsOf(u)).find((x) => x.title.key === 'reports.titles.eventDefended');
        expect(rep, `report of ${u}`).toBeDefined();
        expect(rep.data).toMatchObject({ held: true, objective: { id: e.id, type: 'defend1' } });
        expect(rep.data.rewards).not.toBeNull();
      }
      // Rewards go where each defended from.
      const deliveries = await db()('reports').where({ kind: 'merchants' }).whereIn('user_id', [target.user_id, helperUser]);
      expect(deliveries.map((d) => [d.user_id, d.data.village_id]).sort()).toEqual([[target.user_id, target.id], [helperUser, helperVillage.id]].sort());
      expect(await db()('movements').where({ id: natives.id }).first()).toBeUndefined();
    });

    it('lost: a weak defence falls and the natives make camp at the event tile', async () => {
      const other = await spawnPlayer(s);
      const { e, target, natives } = await defendEvent(other.village);
      await troops(target.id, { melee1: 2 });
      await runTo(natives.due_at);
      const r = await row(e.id);
      expect(r).toMatchObject({ state: 'camp', garrison: campGarrison('defend1', 1), removed_at: null });
      const left = await db()('village_units').where({ village_id: target.id, location_village_id: target.id }).sum('amount as n').first();
      expect(Number(left?.n ?? 0)).toBe(0);
      const rep = (await reportsOf(target.user_id)).find((x) => x.title.key === 'reports.titles.eventDefenceLost');
      expect(rep.data).toMatchObject({ held: false, rewards: null });
      expect(await db()('objective_payouts').where({ objective_id: e.id })).toHaveLength(0);
    });

    it('the target village gone: the natives find no village and make camp', async () => {
      const other = await spawnPlayer(s);
      const { e, target, natives } = await defendEvent(other.village);
      await db()('villages').where({ id: target.id }).delete();
      expect(await db()('movements').where({ id: natives.id }).first()).toMatchObject({ to_village_id: null, objective_id: e.id });
      await runTo(natives.due_at);
      expect(await row(e.id)).toMatchObject({ state: 'camp', garrison: campGarrison('defend1', 1), removed_at: null });
      expect(await db()('movements').where({ id: natives.id }).first()).toBeUndefined();
    });

    it('undefended: the natives find no troops and make camp', async () => {
      const other = await spawnPlayer(s);
      const { e, natives } = await defendEvent(other.village);
      await runTo(natives.due_at);
      expect(await row(e.id)).toMatchObject({ state: 'camp', garrison: campGarrison('defend1', 1), removed_at: null });
      const hist = (await row(e.id)).snapshot.context.history;
      expect(hist).toHaveLength(1);
    });
  });
});
