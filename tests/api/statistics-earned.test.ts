import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, freeLandNear, type Scenario } from '../support/world';
import { eventNear, objectiveNear } from '../support/objectives';
import { spawnPlayer } from '../support/players';
import { march, tick } from './objectivesSupport';
import { found, join } from './empiresSupport';
import { insertMovement } from '../../server/db/movements';
import { processDueMovements } from '../../server/jobs/dueMovements';
import { killValue, supplyTarget } from '../../server/game/events';
import { splitByShare } from '../../server/game/statistics/battle';
import { profilesRankingResponse } from '../../server/contract/statistics';

/**
 * The earned counters (GAME.md section 10, issue 17) kept in the transaction of the change that earns them,
 * on the real PostgreSQL: a PvP attack with a reinforcement on the defending side, a cleared attack event,
 * a won defend event, a completed supply event and a trade (which counts nothing); every kingdom's and
 * Empire's counters and weekly rows equal what the battle reports and payouts say, and the rankings agree
 * after POST testing/rankings. 50 attacks racing on one village count exactly once each.
 */

type Army = Record<string, number>;
type Counters = { pvp_att: number; pvp_def: number; pve_att: number; pve_def: number; losses: number; events: number; resources: number };
type Weekly = { pvp_att: number; pvp_def: number; pve_win: number; pve_res: number };
const COUNTERS = ['pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'losses', 'events', 'resources'] as const;
const zero = (): Counters => ({ pvp_att: 0, pvp_def: 0, pve_att: 0, pve_def: 0, losses: 0, events: 0, resources: 0 });
const sum = (armies: Army[]): Army => {
  const out: Army = {};
  for (const a of armies) for (const [k, n] of Object.entries(a ?? {})) out[k] = (out[k] ?? 0) + n;
  return out;
};
const goods = (r: Record<string, number> | null | undefined) => (r?.wood ?? 0) + (r?.stone ?? 0) + (r?.iron ?? 0) + (r?.food ?? 0);

describe('earned statistics counters', () => {
  let s: TestServer;
  let w: Scenario;
  const db = () => s.testDb.db;
  /** Expected counters per kingdom (and rewards from events, the weekly pve_res), built from the reports. */
  const want = new Map<number, Counters>();
  const rewardsOf = new Map<number, number>();
  const add = (userId: number | null, c: Partial<Counters>) => {
    if (userId === null) return;
    const x = want.get(userId) ?? zero();
    for (const k of COUNTERS) x[k] += c[k] ?? 0;
    want.set(userId, x);
  };

  const troops = async (villageId: number, units: Army, at = villageId) => {
    for (const [unit, amount] of Object.entries(units)) {
      await db()('village_units').insert({ village_id: villageId, location_village_id: at, unit, amount })
        .onConflict(['village_id', 'location_village_id', 'unit']).merge({ amount });
    }
  };
  const send = async (token: string, villageId: number, to: { x: number; y: number }, units: Army, moveType = 'attack') => {
    const r = await s.api('POST', `/units/village/${villageId}/send`, { token, body: { units, x: to.x, y: to.y, moveType } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { movement_id: number; arrival: string };
  };
  /** Moves the clock to `at` (never back) and runs the arrival processor until nothing is left due. */
  const runTo = async (at: string | Date | number) => {
    const t = new Date(at).getTime();
    if (t > s.clock.t) s.clock.t = t;
    for (let i = 0; i < 200; i++) if ((await processDueMovements(s.running.deps, { now: s.clock.now() })).applied === 0) break;
  };
  const ownerOfVillage = async (id: number): Promise<number | null> => (await db()('villages').where({ id }).first('user_id'))?.user_id ?? null;
  const kingdom = async (userId: number): Promise<Counters> => {
    const r = await db()('kingdom_stats').where({ user_id: userId }).first();
    return Object.fromEntries(COUNTERS.map((k) => [k, Number(r?.[k] ?? 0)])) as Counters;
  };
  const empire = async (empireId: number): Promise<Counters> => {
    const r = await db()('empire_stats').where({ empire_id: empireId }).first();
    return Object.fromEntries(COUNTERS.map((k) => [k, Number(r?.[k] ?? 0)])) as Counters;
  };
  const weekly = async (scope: 'kingdom' | 'empire', id: number): Promise<Weekly> => {
    const rows = await db()('weekly_stats').where({ scope, subject_id: id });
    const out: Weekly = { pvp_att: 0, pvp_def: 0, pve_win: 0, pve_res: 0 };
    for (const r of rows) for (const k of Object.keys(out) as Array<keyof Weekly>) out[k] += Number(r[k] ?? 0);
    return out;
  };
  /** The battle report of a movement (the attacker's copy, or the first one). */
  const battleReport = async (movementId: number) => {
    const r = await db()('reports').where({ kind: 'battle' }).whereRaw("(data->>'movement_id')::int = ?", [movementId]).orderBy('id').first();
    expect(r, `battle report of movement ${movementId}`).toBeDefined();
    return r.data;
  };
  /** Adds what a battle report at a village or objective says each kingdom earned (kills by unit value, split, losses, loot). */
  const countReport = async (data: any) => {
    const groups: Array<{ owner: 'home' | number; units: Army }> = data.defender.groups;
    const lost: Array<{ owner: 'home' | number; units: Army }> = data.defender.lost;
    const homeOwner: number | null = data.defender.user_id;
    const owners = await Promise.all(groups.map(async (g) => (g.owner === 'home' ? homeOwner : ownerOfVillage(g.owner as number))));
    // Per kingdom (null: natives), in the order of the groups.
    const parties: Array<{ user: number | null; units: Army; lost: Army }> = [];
    groups.forEach((g, i) => {
      const p = parties.find((x) => x.user === owners[i]) ?? (parties.push({ user: owners[i], units: {}, lost: {} }), parties.at(-1)!);
      p.units = sum([p.units, g.units]);
      p.lost = sum([p.lost, lost.find((l) => l.owner === g.owner)?.units ?? {}]);
    });
    const attacker: number | null = data.attacker.user_id;
    add(attacker, {
      pvp_att: killValue(sum(parties.filter((p) => p.user !== null).map((p) => p.lost))),
      pve_att: killValue(sum(parties.filter((p) => p.user === null).map((p) => p.lost))),
      losses: killValue(data.attacker.lost), resources: goods(data.loot),
    });
    const parts = splitByShare(killValue(data.attacker.lost), parties.map((p) => killValue(p.units)));
    parties.forEach((p, i) => add(p.user, { [attacker === null ? 'pve_def' : 'pvp_def']: parts[i], losses: killValue(p.lost) }));
  };
  /** Adds an ended event's payouts (rewards as resources) and, when it completed, 1 event for each kingdom paid. */
  const countPayouts = async (objectiveId: number) => {
    const ev = await db()('objectives').where({ id: objectiveId }).first();
    const rows = await db()('objective_payouts').where({ objective_id: objectiveId });
    const users = new Set<number>();
    for (const r of rows) {
      for (const p of r.payouts as Array<{ userId: number; rewards: Record<string, number> }>) {
        users.add(p.userId);
        add(p.userId, { resources: goods(p.rewards) });
        rewardsOf.set(p.userId, (rewardsOf.get(p.userId) ?? 0) + goods(p.rewards));
      }
    }
    if (ev.state === 'cleared' || ev.state === 'rewarded') for (const u of users) add(u, { events: 1 });
    return ev;
  };
  const weeklyWant = (ids: number[]): Weekly => {
    const out: Weekly = { pvp_att: 0, pvp_def: 0, pve_win: 0, pve_res: 0 };
    for (const id of ids) {
      const c = want.get(id) ?? zero();
      out.pvp_att += c.pvp_att; out.pvp_def += c.pvp_def; out.pve_win += c.events; out.pve_res += rewardsOf.get(id) ?? 0;
    }
    return out;
  };
  const total = (ids: number[]): Counters => {
    const out = zero();
    for (const id of ids) for (const k of COUNTERS) out[k] += want.get(id)?.[k] ?? 0;
    return out;
  };

  beforeAll(async () => {
    s = await startTestServer({ TESTING_TOOLS: 'on' });
    const stock = { wood: 30000, stone: 30000, iron: 30000, food: 30000 };
    w = await aWorld(s)
      .withPlayer('att').withVillage('att', { quadrant: 'NE', buildings: { marketplace: 5, warehouse: 15, granary: 15 }, stock })
      .withPlayer('def').withVillage('def', { quadrant: 'NE', buildings: { warehouse: 15, granary: 15 }, stock })
      .withPlayer('ally').withVillage('ally', { quadrant: 'NE', stock })
      .build();
  });
  afterAll(async () => { await s?.stop(); });

  it('a PvP attack, a cleared attack event, a won defend event, a completed supply event and a trade: counters, Empires, weeks and rankings as the reports say', async () => {
    const att = w.player('att');
    const def = w.player('def');
    const ally = w.player('ally');
    // Empires first: what a member earns while a member counts for its Empire.
    const eAtt = await found(s, att);
    const eDef = await found(s, def);
    await join(s, def, ally);

    // 1. PvP: att attacks def's village, where ally's troops stand as reinforcements.
    await troops(def.village.id, { melee1: 120, ranged1: 40 });
    await troops(ally.village.id, { melee2: 60 }, def.village.id);
    await troops(att.village.id, { melee3: 400, cav1: 100 });
    const pvp = await send(att.token, att.village.id, def.village, { melee3: 400, cav1: 100 });
    await runTo(pvp.arrival);
    const pvpReport = await battleReport(pvp.movement_id);
    expect(pvpReport.defender.groups).toHaveLength(2);
    expect(killValue(pvpReport.attacker.lost)).toBeGreaterThan(0);
    expect(pvpReport.value).toBeGreaterThan(0);
    expect(goods(pvpReport.loot)).toBeGreaterThan(0);
    await countReport(pvpReport);
    expect(want.get(ally.id)!.pvp_def).toBeGreaterThan(0);
    expect(want.get(def.id)!.pvp_def).toBeGreaterThan(0);
    expect(want.get(def.id)!.pvp_def + want.get(ally.id)!.pvp_def).toBe(killValue(pvpReport.attacker.lost));

    // 2. An attack event (two stages): att clears stage 1, def the final stage; both completed it.
    const ev = await eventNear(s, att.village, 'attack2', 1, 4);
    await troops(att.village.id, { melee3: 1000 });
    const m1 = await send(att.token, att.village.id, ev, { melee3: 1000 });
    await runTo(m1.arrival);
    await troops(def.village.id, { melee3: 1000 });
    const m2 = await send(def.token, def.village.id, ev, { melee3: 1000 });
    await runTo(m2.arrival);
    for (const id of [m1.movement_id, m2.movement_id]) {
      const r = await battleReport(id);
      expect(r.natives).toBeDefined();
      add(r.attacker.user_id, { pve_att: r.value, losses: killValue(r.attacker.lost) });
    }
    expect((await countPayouts(ev.id)).state).toBe('cleared');

    // 3. A defend event: the natives march on a village; its owner and another kingdom's troops hold it.
    const de = await eventNear(s, ally.village, 'defend1', 1, 3);
    const deRow = await db()('objectives').where({ id: de.id }).first();
    const target = await db()('villages').where({ id: deRow.target_village_id }).first();
    const helper = [att, def, ally].find((p) => p.id !== target.user_id)!;
    await db()('village_units').where({ location_village_id: target.id }).delete();
    await troops(target.id, { melee2: 300 });
    await troops(helper.village.id, { melee2: 200, ranged1: 100 }, target.id);
    const natives = await db()('movements').where({ objective_id: de.id, kind: 'attack' }).whereNull('user_id').first();
    await runTo(natives.due_at);
    const held = await db()('reports').where({ kind: 'battle', title_key: 'reports.titles.eventDefended' }).whereRaw("(data->'objective'->>'id')::int = ?", [de.id]).orderBy('id');
    expect(held.map((r: { user_id: number }) => r.user_id).sort()).toEqual([target.user_id, helper.id].sort());
    {
      const d = held[0].data;
      expect(d.value).toBeGreaterThan(0);
      // The natives' value split by each kingdom's defence, in the order of the groups.
      const order: number[] = [];
      for (const g of d.defender.groups) {
        const u = g.owner === 'home' ? target.user_id : await ownerOfVillage(g.owner);
        if (!order.includes(u)) order.push(u);
      }
      const shares = order.map((u) => held.find((r: { user_id: number }) => r.user_id === u).data.contribution.defence);
      const parts = splitByShare(d.value, shares);
      order.forEach((u, i) => add(u, { pve_def: parts[i] }));
      for (const g of d.defender.lost) add(g.owner === 'home' ? target.user_id : await ownerOfVillage(g.owner), { losses: killValue(g.units) });
    }
    expect((await countPayouts(de.id)).state).toBe('rewarded');

    // 4. A supply event: ally's merchants bring the whole target (the excess comes back).
    const se = await eventNear(s, ally.village, 'supply1', 1, 5);
    const goal = supplyTarget('supply1', 1);
    await insertMovement(db(), {
      kind: 'supplies', userId: ally.id, from: { villageId: ally.village.id, x: ally.village.x, y: ally.village.y }, to: { villageId: null, x: se.x, y: se.y },
      units: {}, resources: { wood: goal, stone: 0, iron: 0, food: 0 }, startedAt: s.clock.now(), dueAt: new Date(s.clock.t + 60_000), merchants: 1, objectiveId: se.id,
    });
    await runTo(s.clock.t + 60_000);
    expect((await countPayouts(se.id)).state).toBe('rewarded');
    expect(want.get(ally.id)!.events).toBeGreaterThanOrEqual(1);

    // 5. A trade: att's merchants carry goods to its second village; it counts nothing.
    const second = await w.and().withVillage('att', { as: 'att2', at: await freeLandNear(s, att.village) }).build();
    const to = second.place('att2');
    const before = await Promise.all([att, def, ally].map((p) => kingdom(p.id)));
    const trade = await s.api('POST', `/merchants/village/${att.village.id}/outgoing`, { token: att.token, body: { wood: 1000, stone: 500, iron: 0, food: 0, x: to.x, y: to.y } });
    expect(trade.status, JSON.stringify(trade.body)).toBe(200);
    await runTo(s.clock.t + 7 * 24 * 3_600_000);
    expect(await db()('reports').where({ user_id: att.id, kind: 'merchants', title_key: 'reports.titles.merchantsArrived' })).toHaveLength(1);
    expect(await Promise.all([att, def, ally].map((p) => kingdom(p.id)))).toEqual(before);

    // Every kingdom's counters as the reports and payouts say; each kingdom earned in every category it should.
    for (const p of [att, def, ally]) expect(await kingdom(p.id), p.username).toEqual(want.get(p.id));
    for (const k of ['pvp_att', 'pve_att', 'losses', 'events', 'resources'] as const) expect(want.get(att.id)![k], k).toBeGreaterThan(0);
    for (const k of ['pvp_def', 'pve_att', 'losses', 'events', 'resources'] as const) expect(want.get(def.id)![k], k).toBeGreaterThan(0);
    for (const p of [target.user_id, helper.id]) expect(want.get(p)!.pve_def).toBeGreaterThan(0);
    // The Empires: the sums of their members'.
    expect(await empire(eAtt)).toEqual(total([att.id]));
    expect(await empire(eDef)).toEqual(total([def.id, ally.id]));
    // The weekly medal categories (all weeks together): pvp kills, events won, rewards from events (no loot).
    for (const p of [att, def, ally]) expect(await weekly('kingdom', p.id), p.username).toEqual(weeklyWant([p.id]));
    expect(await weekly('empire', eAtt)).toEqual(weeklyWant([att.id]));
    expect(await weekly('empire', eDef)).toEqual(weeklyWant([def.id, ally.id]));
    expect(weeklyWant([att.id]).pve_res).toBeLessThan(want.get(att.id)!.resources);

    // The rankings (after a refresh) agree with the counters, in order.
    expect((await s.api('POST', '/testing/rankings', { body: {} })).status).toBe(200);
    for (const type of ['pvp_att', 'pvp_def', 'pve_att', 'pve_def', 'events', 'resources'] as const) {
      const rows: Array<{ id: number; rank: number; value: number }> = [];
      for (let page = 0; ; page++) {
        const r = await s.api('GET', `/profiles?type=${type}&page=${page}&limit=50`, { token: att.token });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const body = profilesRankingResponse.parse(r.body);
        rows.push(...body.items);
        if (body.items.length < 50) break;
      }
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i].rank).toBeGreaterThan(rows[i - 1].rank);
        expect(rows[i].value).toBeLessThanOrEqual(rows[i - 1].value);
      }
      for (const p of [att, def, ally]) expect(rows.find((x) => x.id === p.id)?.value ?? 0, `${type} of ${p.username}`).toBe(want.get(p.id)![type]);
      const ours = rows.filter((x) => [att.id, def.id, ally.id].includes(x.id) && x.value > 0).map((x) => x.id);
      const byCounter = [att, def, ally].filter((p) => want.get(p.id)![type] > 0).sort((a, b) => want.get(b.id)![type] - want.get(a.id)![type]);
      if (new Set(byCounter.map((p) => want.get(p.id)![type])).size === byCounter.length) expect(ours).toEqual(byCounter.map((p) => p.id));
    }
  });

  it('a battle at an objective held by a kingdom and its Empire ally: pvp kills, split defence, losses; the natives\' garrison counts pve', async () => {
    const [holder, ally, raider] = [await spawnPlayer(s, 'SE'), await spawnPlayer(s, 'SE'), await spawnPlayer(s, 'SE')];
    const eh = await found(s, holder);
    await join(s, holder, ally);
    const o = await objectiveNear(s, holder.village, 'landmark', 3);
    // The holder takes it from a small native garrison (pve), then its ally reinforces it.
    await db()('objectives').where({ id: o.id }).update({ garrison: JSON.stringify({ melee1: 5 }) });
    const taken = await march(s, holder, o, 'attack', { cav1: 40 });
    await tick(s);
    const first = await battleReport(taken.id);
    expect(first.natives).toBeDefined();
    expect((await db()('objectives').where({ id: o.id }).first()).holder_user_id).toBe(holder.id);
    await countReport(first);
    await march(s, ally, o, 'reinforce', { melee2: 80, ranged1: 30 });
    await tick(s);
    expect(await db()('objective_troops').where({ objective_id: o.id })).toHaveLength(2);
    const hit = await march(s, raider, o, 'attack', { melee3: 150, cav1: 60 });
    await tick(s);
    const r = await battleReport(hit.id);
    expect(r.defender.groups).toHaveLength(2);
    expect(killValue(r.attacker.lost)).toBeGreaterThan(0);
    await countReport(r);
    expect(want.get(holder.id)!.pvp_def).toBeGreaterThan(0);
    expect(want.get(ally.id)!.pvp_def).toBeGreaterThan(0);
    expect(want.get(raider.id)!.pvp_att).toBeGreaterThan(0);
    for (const p of [holder, ally, raider]) expect(await kingdom(p.id), p.username).toEqual(want.get(p.id));
    expect(await empire(eh)).toEqual(total([holder.id, ally.id]));
    expect(await weekly('empire', eh)).toEqual(weeklyWant([holder.id, ally.id]));
  });

  it('50 attacks racing on one village: the counters equal the sums over the 50 reports (no update lost or doubled)', async () => {
    let b = aWorld(s).withPlayer('target').withVillage('target', { quadrant: 'SW', stock: { wood: 50000, stone: 50000, iron: 50000, food: 50000 }, units: { melee1: 3000, ranged1: 2000 } });
    for (let i = 0; i < 10; i++) b = b.withPlayer(`raider${i}`).withVillage(`raider${i}`, { quadrant: 'SW' });
    const v = await b.build();
    const tv = v.place('target');
    const due = new Date(s.clock.t + 60_000);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const p = v.player(`raider${i % 10}`);
      ids.push(await insertMovement(db(), {
        kind: 'attack', userId: p.id, from: { villageId: p.village.id, x: p.village.x, y: p.village.y }, to: { villageId: tv.id, x: tv.x, y: tv.y },
        units: { melee3: 20 + i, cav1: 10 }, startedAt: s.clock.now(), dueAt: due,
      }));
    }
    s.clock.t = due.getTime();
    // Two tick runners and the owner's read (settle-on-read) at once, then whatever is left.
    const run = () => processDueMovements(s.running.deps, { now: s.clock.now() });
    await Promise.all([run(), run(), s.api('GET', `/villages/${tv.id}`, { token: v.token('target') }), run()]);
    await runTo(s.clock.t);
    const reports = await db()('reports').where({ kind: 'battle', user_id: v.player('target').id }).whereRaw("(data->>'movement_id')::int = ANY(?)", [ids]);
    expect(new Set(reports.map((r: { data: { movement_id: number } }) => r.data.movement_id)).size).toBe(50);
    expect(reports).toHaveLength(50);
    const expected = new Map<number, Counters>();
    const plus = (u: number, c: Partial<Counters>) => {
      const x = expected.get(u) ?? zero();
      for (const k of COUNTERS) x[k] += c[k] ?? 0;
      expected.set(u, x);
    };
    for (const { data } of reports) {
      plus(data.attacker.user_id, { pvp_att: data.value, losses: killValue(data.attacker.lost), resources: goods(data.loot) });
      plus(data.defender.user_id, { pvp_def: killValue(data.attacker.lost), losses: killValue(sum(data.defender.lost.map((g: { units: Army }) => g.units))) });
    }
    const target = v.player('target').id;
    expect(expected.get(target)!.pvp_def).toBeGreaterThan(0);
    expect(expected.get(target)!.losses).toBeGreaterThan(0);
    for (const [u, c] of expected) expect(await kingdom(u), `kingdom ${u}`).toEqual(c);
    const week = await db()('weekly_stats').where({ scope: 'kingdom', subject_id: target });
    expect(week.reduce((a: number, r: { pvp_def: number }) => a + Number(r.pvp_def), 0)).toBe(expected.get(target)!.pvp_def);
  });
});
