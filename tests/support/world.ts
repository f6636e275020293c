import type { TestServer } from './server';
import type { Quadrant } from '../../server/contract/world';
import { createPlayer, placeVillage, sitterToken, type Player } from './players';
import { researchOf } from '../../server/game/data/research';
import { settleAccount } from '../../server/world/account';
import { refreshStarvation } from '../../server/world/economy/starvesAt';
import { insertMovement } from '../../server/db/movements';
import { tileAt } from '../../server/game/world/terrain';

/**
 * A scenario builder for the API tests, read like the game:
 *
 *   const w = await aWorld(s)
 *     .at('2026-06-01T12:00:00Z')
 *     .withPlayer('ann').withVillage('ann', { buildings: { barracks: 5 }, stock: { food: 0 }, units: { melee1: 20 } })
 *     .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
 *     .withVillage('bob', { as: 'near', at: { from: 'ann', dx: 2, dy: 1 } })
 *     .withTroops('ann', { melee2: 5 }, { standingAt: 'near' })
 *     .withSitter('ann', 'sid')
 *     .withResearch('ann', ['riding'])
 *     .withAccount('ann', { culture: 1e9 })
 *     .withDistricts('near', ['economy']).withTier('near', 'town').withTiles('near', [{ x: 10, y: 11 }])
 *     .build();
 *   w.village('ann')          // the id of ann's first village; w.village('ann', 1) her second
 *   w.village('near')         // a village by the label its plan gave it; w.place('near') its id, name and tile
 *   w.token('ann')            // ann's own token; w.sitter('ann') the sitter's token for her account
 *   w.others('ann')           // every token that may not act for ann: another player's, no token
 *   await w.and().withTroops('ann', { cav1: 50 }).build()   // more of the world, later in a test
 *
 * A player's first village is founded through the real POST user/spawnVillage (in a quadrant) unless
 * `at` places it on a tile; later villages need `at`. Buildings, districts, stock, units, movements,
 * culture and research are written to the test database as the game would have left them (levels with
 * the account settled, a stock exact at the clock's now, troops at home or standing at another village
 * as a named group, starves_at recomputed), so a test states only what it is about.
 *
 * Where a plan names a village (`VillageRef`) it is a label given with `as`, or a player's name for
 * that player's first village.
 */
export type VillageRef = string;

type Stock = Partial<Record<'wood' | 'stone' | 'iron' | 'food', number>>;

export interface VillagePlan {
  /** A label to name the village by in later plans and in w.village / w.place. */
  as?: string;
  /** Where the first village is founded (spawnVillage); ignored with `at`. Default NE. */
  quadrant?: Quadrant;
  /**
   * An exact tile (the caller picks a land tile), or one `dx`, `dy` from another planned village; with
   * an optional name (default "<username>'s village") and tier.
   */
  at?: ({ x: number; y: number } | { from: VillageRef; dx: number; dy: number }) & { name?: string; tier?: 'village' | 'town' | 'city' };
  /** Building levels to set (others keep the new-village setup). */
  buildings?: Record<string, number>;
  /** Districts the village has (GAME.md: a district's buildings need it). */
  districts?: string[];
  /** The stock, exact at the scenario's instant. */
  stock?: Stock;
  /** Troops of this village standing at home. */
  units?: Record<string, number>;
  /** Loyalty (0-100) at the scenario's instant. */
  loyalty?: number;
}

/** A movement on its way (see withMovement). */
export interface MovementPlan {
  /** A label to read its id by (w.movement). */
  as?: string;
  kind: 'attack' | 'reinforce' | 'scout' | 'settle' | 'move' | 'siege' | 'returning';
  /** For a return trip: what the trip was (attack, reinforce, ...). */
  originKind?: string;
  /** Where it goes: a planned village, or a tile. */
  to: VillageRef | { x: number; y: number };
  /** Where it left from, when not the home village's tile (a return trip starts at its target): a tile or a planned village's. */
  fromTile?: VillageRef | { x: number; y: number };
  units: Record<string, number>;
  resources?: Stock;
  /** The player the army belongs to, when not the home village's owner (one sent before the village changed hands). */
  by?: string;
  /** When it arrives. */
  due: string | Date;
  /** When it left (default the scenario's now). */
  startedAt?: string | Date;
}

export interface ScenarioVillage {
  id: number;
  name: string;
  x: number;
  y: number;
}

export interface ScenarioPlayer extends Player {
  /** The player's villages in the order they were planned. */
  villages: ScenarioVillage[];
  /** The player's first village (throws when none is planned). */
  readonly village: ScenarioVillage;
}

function scenarioPlayer(p: Player): ScenarioPlayer {
  const villages: ScenarioVillage[] = [];
  return Object.defineProperty({ ...p, villages }, 'village', {
    enumerable: false,
    get: () => {
      if (!villages[0]) throw new Error(`aWorld: ${p.username} has no village`);
      return villages[0];
    },
  }) as ScenarioPlayer;
}

export interface Scenario {
  s: TestServer;
  player(name: string): ScenarioPlayer;
  /** The id of a labelled village, or of a player's n-th planned village (default the first). */
  village(ref: VillageRef, n?: number): number;
  /** A planned village's id, name and tile (by label or player's name, as village()). */
  place(ref: VillageRef, n?: number): ScenarioVillage;
  /** The player's own token. */
  token(name: string): string;
  /** A sitter's token for the player's account (planned with withSitter). */
  sitter(name: string): string;
  /** The ways to call that may not act for the player's account: each other player's token, and none. */
  others(name: string): Array<{ who: string; token: string | undefined }>;
  /** The id of a movement planned with `as`. */
  movement(label: string): number;
  /** A builder that adds to this same world (players, labels and sitters stay known). */
  and(): WorldBuilder;
}

type Step = (ctx: BuildCtx) => Promise<void>;

interface BuildCtx {
  s: TestServer;
  players: Map<string, ScenarioPlayer>;
  sitters: Map<string, string>;
  labels: Map<string, { owner: string; village: ScenarioVillage }>;
  movements: Map<string, number>;
}

export class WorldBuilder {
  private readonly steps: Step[] = [];

  constructor(private readonly s: TestServer, private readonly ctx?: BuildCtx) {}

  /** A player (an account with an owner token; a password makes login possible). */
  withPlayer(name: string, opts: { password?: string; username?: string } = {}): this {
    this.steps.push(async (c) => {
      if (c.players.has(name)) throw new Error(`aWorld: player ${name} is planned twice`);
      const p = await createPlayer(c.s, { password: opts.password, username: opts.username });
      c.players.set(name, scenarioPlayer(p));
    });
    return this;
  }

  /** A village of `owner` (see VillagePlan). */
  withVillage(owner: string, plan: VillagePlan = {}): this {
    this.steps.push(async (c) => {
      const p = playerOf(c, owner);
      if (plan.as !== undefined && (c.labels.has(plan.as) || c.players.has(plan.as))) throw new Error(`aWorld: the label ${plan.as} is taken`);
      let village: ScenarioVillage;
      if (plan.at) {
        const name = plan.at.name ?? `${p.username}'s village`;
        const tile = 'from' in plan.at
          ? { x: villageOf(c, plan.at.from).x + plan.at.dx, y: villageOf(c, plan.at.from).y + plan.at.dy }
          : { x: plan.at.x, y: plan.at.y };
        village = { id: await placeVillage(c.s, p, { ...tile, name, tier: plan.at.tier }), name, ...tile };
      } else if (p.villages.length === 0) {
        const r = await c.s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: plan.quadrant ?? 'NE' } });
        if (r.status !== 200) throw new Error(`aWorld: spawnVillage for ${owner} answered ${r.status} ${JSON.stringify(r.body)}`);
        village = r.body.village;
      } else throw new Error(`aWorld: ${owner}'s second village needs \`at\``);
      p.villages.push(village);
      if (plan.as !== undefined) c.labels.set(plan.as, { owner, village });
      const id = village.id;
      const db = c.s.testDb.db;
      await addDistricts(c, id, plan.districts ?? []);
      if (plan.buildings) await setLevels(c, owner, id, plan.buildings);
      if (plan.stock) await setStock(c, id, plan.stock);
      if (plan.units) await setTroops(c, id, id, plan.units);
      if (plan.loyalty !== undefined) await db('villages').where({ id }).update({ loyalty: plan.loyalty, loyalty_at: c.s.clock.now() });
    });
    return this;
  }

  /** Building levels of a planned village, reached by now (the owner's account settled, as after a real build). */
  withBuildings(village: VillageRef, levels: Record<string, number>): this {
    this.steps.push(async (c) => { await setLevels(c, ownerOf(c, village), villageOf(c, village).id, levels); });
    return this;
  }

  /** Districts a planned village has (added to those it has; a district is permanent in the game). */
  withDistricts(village: VillageRef, districts: string[]): this {
    this.steps.push(async (c) => { await addDistricts(c, villageOf(c, village).id, districts); });
    return this;
  }

  /** A planned village's tier (village, town, city), as after a tier up; the owner's account is settled (rates follow the tier). */
  withTier(village: VillageRef, tier: 'village' | 'town' | 'city'): this {
    this.steps.push(async (c) => {
      await c.s.testDb.db('villages').where({ id: villageOf(c, village).id }).update({ tier });
      await c.s.testDb.db.transaction((trx) => settleAccount(trx, c.s.running.deps, playerOf(c, ownerOf(c, village)).id, c.s.clock.now()));
    });
    return this;
  }

  /** Tiles a planned village has claimed (village_tiles), as a claim leaves them. */
  withTiles(village: VillageRef, tiles: Array<{ x: number; y: number }>): this {
    this.steps.push(async (c) => {
      if (tiles.length === 0) return;
      const id = villageOf(c, village).id;
      await c.s.testDb.db('village_tiles').insert(tiles.map((t) => ({ village_id: id, x: t.x, y: t.y, claimed_at: c.s.clock.now() })));
    });
    return this;
  }

  /** A planned village's stock, exact at the scenario's now (its starves_at follows, as after a real write). */
  withStock(village: VillageRef, stock: Stock): this {
    this.steps.push(async (c) => { await setStock(c, villageOf(c, village).id, stock); });
    return this;
  }

  /**
   * Troops of a planned village: at home, or standing at another village (`standingAt`) as a named
   * group, as an arrived reinforcement's are (db/stations.ts). Each amount is set, not added; the
   * village's starves_at is recomputed (its troops eat for it wherever they stand).
   */
  withTroops(village: VillageRef, units: Record<string, number>, opts: { standingAt?: VillageRef } = {}): this {
    this.steps.push(async (c) => {
      const id = villageOf(c, village).id;
      await setTroops(c, id, opts.standingAt === undefined ? id : villageOf(c, opts.standingAt).id, units);
    });
    return this;
  }

  /**
   * The account of `player` at the scenario's now: culture, science, the technology being researched,
   * aether and free builders (as stored, then settled so that the research due time follows the levels standing).
   */
  withAccount(player: string, fields: { culture?: number; science?: number; researching?: number | null; aether?: number; builders?: number }): this {
    this.steps.push(async (c) => {
      const p = playerOf(c, player);
      await c.s.testDb.db('users').where({ id: p.id }).update({ account_updated_at: c.s.clock.now(), ...fields });
      await c.s.testDb.db.transaction((trx) => settleAccount(trx, c.s.running.deps, p.id, c.s.clock.now()));
    });
    return this;
  }

  /**
   * An army of a planned village on its way (a row as POST units/village/{id}/send or a turned-around
   * trip leaves it: no units at home for it); its home's starves_at is recomputed (it eats on the way).
   * `by` makes it another player's army (sent from the village before it changed hands).
   */
  withMovement(from: VillageRef, m: MovementPlan): this {
    this.steps.push(async (c) => {
      const home = villageOf(c, from);
      const to = typeof m.to === 'string' ? villageOf(c, m.to) : { id: null, ...m.to };
      const fromTile = typeof m.fromTile === 'string' ? villageOf(c, m.fromTile) : m.fromTile ?? home;
      if (m.as !== undefined && c.movements.has(m.as)) throw new Error(`aWorld: movement ${m.as} is planned twice`);
      const id = await c.s.testDb.db.transaction(async (trx) => {
        const mid = await insertMovement(trx, {
          kind: m.kind, originKind: m.originKind ?? null, userId: playerOf(c, m.by ?? ownerOf(c, from)).id,
          from: { villageId: home.id, x: fromTile.x, y: fromTile.y },
          to: { villageId: to.id, x: to.x, y: to.y },
          units: m.units, resources: m.resources ?? {},
          startedAt: m.startedAt ? new Date(m.startedAt) : c.s.clock.now(), dueAt: new Date(m.due),
        });
        await refreshStarvation(trx, c.s.running.deps, home.id);
        return mid;
      });
      if (m.as !== undefined) c.movements.set(m.as, id);
    });
    return this;
  }

  /** `sitter` (a player of its own, made when not planned) sits `owner`'s account. */
  withSitter(owner: string, sitter = `${owner}-sitter`): this {
    this.steps.push(async (c) => {
      if (!c.players.has(sitter)) c.players.set(sitter, scenarioPlayer(await createPlayer(c.s)));
      c.sitters.set(owner, await sitterToken(c.s, playerOf(c, owner), playerOf(c, sitter)));
    });
    return this;
  }

  /** Technologies `owner` has completed (by key), at the scenario's instant. */
  withResearch(owner: string, keys: string[]): this {
    this.steps.push(async (c) => {
      const p = playerOf(c, owner);
      if (keys.length === 0) return;
      await c.s.testDb.db('user_research')
        .insert(keys.map((k) => ({ user_id: p.id, research_id: researchOf(k).id, completed_at: c.s.clock.now() })))
        .onConflict(['user_id', 'research_id']).ignore();
    });
    return this;
  }

  /** Sets the test clock (the scenario is built at this instant; later steps see it). */
  at(instant: string | Date | number): this {
    this.steps.push(async (c) => { c.s.clock.set(new Date(instant).toISOString()); });
    return this;
  }

  async build(): Promise<Scenario> {
    const c: BuildCtx = this.ctx ?? { s: this.s, players: new Map(), sitters: new Map(), labels: new Map(), movements: new Map() };
    for (const step of this.steps) await step(c);
    const player = (name: string) => playerOf(c, name);
    const place = (ref: VillageRef, n = 0) => {
      if (c.labels.has(ref)) {
        if (n !== 0) throw new Error(`aWorld: ${ref} is one village`);
        return c.labels.get(ref)!.village;
      }
      const v = player(ref).villages[n];
      if (v === undefined) throw new Error(`aWorld: ${ref} has no village ${n}`);
      return v;
    };
    return {
      s: this.s,
      player,
      place,
      village: (ref, n = 0) => place(ref, n).id,
      token: (name) => player(name).token,
      sitter: (name) => {
        const t = c.sitters.get(name);
        if (!t) throw new Error(`aWorld: no sitter planned for ${name}`);
        return t;
      },
      // A sitter's own token acts for the sitter's account, not the sat one: it is among the others too.
      others: (name) => [
        ...[...c.players].filter(([n]) => n !== name).map(([n, p]) => ({ who: n, token: p.token })),
        { who: 'no token', token: undefined },
      ],
      movement: (label) => {
        const id = c.movements.get(label);
        if (id === undefined) throw new Error(`aWorld: no movement ${label}`);
        return id;
      },
      and: () => new WorldBuilder(this.s, c),
    };
  }
}

function playerOf(c: BuildCtx, name: string): ScenarioPlayer {
  const p = c.players.get(name);
  if (!p) throw new Error(`aWorld: no player ${name} (plan it with withPlayer first)`);
  return p;
}

function villageOf(c: BuildCtx, ref: VillageRef): ScenarioVillage {
  const labelled = c.labels.get(ref);
  if (labelled) return labelled.village;
  const v = playerOf(c, ref).villages[0];
  if (!v) throw new Error(`aWorld: ${ref} has no village yet`);
  return v;
}

function ownerOf(c: BuildCtx, ref: VillageRef): string {
  return c.labels.get(ref)?.owner ?? (playerOf(c, ref), ref);
}

async function setLevels(c: BuildCtx, owner: string, id: number, levels: Record<string, number>): Promise<void> {
  const db = c.s.testDb.db;
  for (const [type, level] of Object.entries(levels)) {
    await db('village_buildings').insert({ village_id: id, type, level }).onConflict(['village_id', 'type']).merge({ level });
  }
  // Levels change the account's culture and science rates: its research due time follows, as after a real build.
  await db.transaction((trx) => settleAccount(trx, c.s.running.deps, playerOf(c, owner).id, c.s.clock.now()));
}

async function addDistricts(c: BuildCtx, id: number, districts: string[]): Promise<void> {
  for (const district of districts) {
    await c.s.testDb.db('village_districts').insert({ village_id: id, district, created_at: c.s.clock.now() }).onConflict(['village_id', 'district']).ignore();
  }
}

async function setStock(c: BuildCtx, id: number, stock: Stock): Promise<void> {
  await c.s.testDb.db.transaction(async (trx) => {
    await trx('villages').where({ id }).update({ ...stock, resources_updated_at: c.s.clock.now() });
    await refreshStarvation(trx, c.s.running.deps, id);
  });
}

async function setTroops(c: BuildCtx, id: number, location: number, units: Record<string, number>): Promise<void> {
  await c.s.testDb.db.transaction(async (trx) => {
    for (const [unit, amount] of Object.entries(units)) {
      await trx('village_units').insert({ village_id: id, location_village_id: location, unit, amount })
        .onConflict(['village_id', 'location_village_id', 'unit']).merge({ amount });
    }
    // Troops standing at another village are a named group, as an arrived reinforcement's are (db/stations.ts).
    if (location !== id) {
      await trx.raw(
        `INSERT INTO stations (id, village_id, location_village_id)
         VALUES (nextval(pg_get_serial_sequence('movements', 'id')), ?, ?) ON CONFLICT DO NOTHING`, [id, location]);
    }
    await refreshStarvation(trx, c.s.running.deps, id);
  });
}

/** Starts a scenario on a running test server. */
export function aWorld(s: TestServer): WorldBuilder {
  return new WorldBuilder(s);
}

/**
 * A free land tile `r` rings from `from` (no village, no claim, on the map), for a planned village or an
 * empty target: spawns are random and every test adds villages, so a fixed offset could land on one (or
 * on water).
 */
export async function freeLandNear(s: TestServer, from: { x: number; y: number }, r = 3): Promise<{ x: number; y: number }> {
  const seed = s.running.deps.world.seed;
  const max = s.running.deps.config.maxCoord;
  const taken = new Set((await s.testDb.db('villages').select('x', 'y')).concat(await s.testDb.db('village_tiles').select('x', 'y'))
    .map((t: { x: number; y: number }) => `${t.x},${t.y}`));
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const t = { x: from.x + dx, y: from.y + dy };
      if (Math.max(Math.abs(dx), Math.abs(dy)) === r && Math.abs(t.x) <= max && Math.abs(t.y) <= max
        && tileAt(seed, t.x, t.y) !== 'water' && !taken.has(`${t.x},${t.y}`)) return t;
    }
  }
  throw new Error(`no free land ${r} tiles from (${from.x}|${from.y})`);
}
