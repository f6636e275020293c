import type { TestServer } from './server';
import type { Quadrant } from '../../server/contract/world';
import { createPlayer, placeVillage, sitterToken, type Player } from './players';
import { researchOf } from '../../server/game/data/research';
import { settleAccount } from '../../server/world/account';

/**
 * A scenario builder for the API tests, read like the game:
 *
 *   const w = await aWorld(s)
 *     .withPlayer('ann').withVillage('ann', { buildings: { barracks: 5 }, stock: { food: 0 }, units: { melee1: 20 } })
 *     .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
 *     .withSitter('ann', 'sid')
 *     .withResearch('ann', ['riding'])
 *     .at('2026-06-01T12:00:00Z')
 *     .build();
 *   w.village('ann')          // the id of ann's first village
 *   w.token('ann')            // ann's own token; w.sitter('ann') the sitter's token for her account
 *   w.others('ann')           // every token that may not act for ann: another player's, no token
 *
 * A player's first village is founded through the real POST user/spawnVillage (in a quadrant) unless
 * `at` places it on a tile; later villages need `at`. Buildings, stock, units and research are written
 * to the test database as the game would have left them (levels, a stock exact at the clock's now,
 * troops at home or standing at another village), so a test states only what it is about.
 */
export interface VillagePlan {
  /** Where the first village is founded (spawnVillage); ignored with `at`. Default NE. */
  quadrant?: Quadrant;
  /** An exact tile (the caller picks a land tile), with an optional name and tier. */
  at?: { x: number; y: number; name?: string; tier?: 'village' | 'town' | 'city' };
  /** Building levels to set (others keep the new-village setup). */
  buildings?: Record<string, number>;
  /** The stock, exact at the scenario's instant. */
  stock?: Partial<Record<'wood' | 'stone' | 'iron' | 'food', number>>;
  /** Troops of this village standing at home. */
  units?: Record<string, number>;
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
}

export interface Scenario {
  s: TestServer;
  player(name: string): ScenarioPlayer;
  /** The id of a player's n-th planned village (default the first). */
  village(name: string, n?: number): number;
  /** The player's own token. */
  token(name: string): string;
  /** A sitter's token for the player's account (planned with withSitter). */
  sitter(name: string): string;
  /** The ways to call that may not act for the player's account: each other player's token, and none. */
  others(name: string): Array<{ who: string; token: string | undefined }>;
}

type Step = (ctx: BuildCtx) => Promise<void>;

interface BuildCtx {
  s: TestServer;
  players: Map<string, ScenarioPlayer>;
  sitters: Map<string, string>;
}

class WorldBuilder {
  private readonly steps: Step[] = [];

  constructor(private readonly s: TestServer) {}

  /** A player (an account with an owner token; a password makes login possible). */
  withPlayer(name: string, opts: { password?: string } = {}): this {
    this.steps.push(async (c) => {
      if (c.players.has(name)) throw new Error(`aWorld: player ${name} is planned twice`);
      const p = await createPlayer(c.s, { password: opts.password });
      c.players.set(name, { ...p, villages: [] });
    });
    return this;
  }

  /** A village of `owner` (see VillagePlan). */
  withVillage(owner: string, plan: VillagePlan = {}): this {
    this.steps.push(async (c) => {
      const p = playerOf(c, owner);
      let village: ScenarioVillage;
      if (plan.at) {
        const name = plan.at.name ?? `${p.username}'s village`;
        village = { id: await placeVillage(c.s, p, { ...plan.at, name }), name, x: plan.at.x, y: plan.at.y };
      } else if (p.villages.length === 0) {
        const r = await c.s.api('POST', '/user/spawnVillage', { token: p.token, body: { quadrant: plan.quadrant ?? 'NE' } });
        if (r.status !== 200) throw new Error(`aWorld: spawnVillage for ${owner} answered ${r.status} ${JSON.stringify(r.body)}`);
        village = r.body.village;
      } else throw new Error(`aWorld: ${owner}'s second village needs \`at\``);
      p.villages.push(village);
      const id = village.id;
      const db = c.s.testDb.db;
      for (const [type, level] of Object.entries(plan.buildings ?? {})) {
        await db('village_buildings').insert({ village_id: id, type, level }).onConflict(['village_id', 'type']).merge({ level });
      }
      if (plan.stock) await db('villages').where({ id }).update({ ...plan.stock, resources_updated_at: c.s.clock.now() });
      for (const [unit, amount] of Object.entries(plan.units ?? {})) {
        await db('village_units').insert({ village_id: id, location_village_id: id, unit, amount })
          .onConflict(['village_id', 'location_village_id', 'unit']).merge({ amount });
      }
      // Levels change the account's culture and science rates: its research due time follows, as after a real build.
      if (plan.buildings) await db.transaction((trx) => settleAccount(trx, c.s.running.deps, p.id, c.s.clock.now()));
    });
    return this;
  }

  /** `sitter` (a player of its own, made when not planned) sits `owner`'s account. */
  withSitter(owner: string, sitter = `${owner}-sitter`): this {
    this.steps.push(async (c) => {
      if (!c.players.has(sitter)) c.players.set(sitter, { ...(await createPlayer(c.s)), villages: [] });
      c.sitters.set(owner, await sitterToken(c.s, playerOf(c, owner), playerOf(c, sitter)));
    });
    return this;
  }

  /** Technologies `owner` has completed (by key), at the scenario's instant. */
  withResearch(owner: string, keys: string[]): this {
    this.steps.push(async (c) => {
      const p = playerOf(c, owner);
      await c.s.testDb.db('user_research')
        .insert(keys.map((k) => ({ user_id: p.id, research_id: researchOf(k).id, completed_at: c.s.clock.now() })))
        .onConflict(['user_id', 'research_id']).ignore();
    });
    return this;
  }

  /** Sets the test clock (the scenario is built at this instant; later steps see it). */
  at(instant: string | Date): this {
    this.steps.push(async (c) => { c.s.clock.set(typeof instant === 'string' ? instant : instant.toISOString()); });
    return this;
  }

  async build(): Promise<Scenario> {
    const c: BuildCtx = { s: this.s, players: new Map(), sitters: new Map() };
    for (const step of this.steps) await step(c);
    const player = (name: string) => playerOf(c, name);
    return {
      s: this.s,
      player,
      village: (name, n = 0) => {
        const v = player(name).villages[n];
        if (v === undefined) throw new Error(`aWorld: ${name} has no village ${n}`);
        return v.id;
      },
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
    };
  }
}

function playerOf(c: BuildCtx, name: string): ScenarioPlayer {
  const p = c.players.get(name);
  if (!p) throw new Error(`aWorld: no player ${name} (plan it with withPlayer first)`);
  return p;
}

/** Starts a scenario on a running test server. */
export function aWorld(s: TestServer): WorldBuilder {
  return new WorldBuilder(s);
}
