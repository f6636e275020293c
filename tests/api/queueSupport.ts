import type { TestServer } from '../support/server';
import type { PlayerWithVillage } from '../support/players';
import { aWorld, type Scenario, type ScenarioPlayer, type VillagePlan, type WorldBuilder } from '../support/world';

/** Helpers for the queue, district, tier and tick tests: their cast and fresh village (planned with aWorld), and reads of the test database. */

export const HOUR = 3_600_000;

export interface Cast {
  owner: PlayerWithVillage;
  /** A sitter's token for the owner's account. */
  sitter: string;
  /** Another player with a village of their own. */
  other: PlayerWithVillage;
  /** The scenario itself (players 'owner' and 'other', the sitter of 'owner'), to add to with w.and(). */
  w: Scenario;
}

/**
 * The owner (a village in the NE), another player (a village in the SW) and a sitter of the owner's
 * account; `more` plans the rest of the file's world on the same builder.
 */
export async function cast(s: TestServer, more: (b: WorldBuilder) => WorldBuilder = (b) => b): Promise<Cast> {
  const w = await more(aWorld(s).withPlayer('owner').withVillage('owner', { quadrant: 'NE' })
    .withPlayer('other').withVillage('other', { quadrant: 'SW' }).withSitter('owner')).build();
  return { owner: w.player('owner'), other: w.player('other'), sitter: w.sitter('owner'), w };
}

/**
 * A fresh player 'fresh' with a village founded in the NW (for tests that need a clean queue), planned
 * with aWorld: `plan` gives its levels, stock, troops...; `w` is the scenario, to change it later with
 * w.and() (e.g. `.withAccount('fresh', { builders: 0 })`).
 */
export async function freshVillage(s: TestServer, plan: Omit<VillagePlan, 'as' | 'at' | 'quadrant'> = {}): Promise<ScenarioPlayer & { w: Scenario }> {
  const w = await aWorld(s).withPlayer('fresh').withVillage('fresh', { ...plan, quadrant: 'NW' }).build();
  return Object.assign(w.player('fresh'), { w });
}

export async function buildingId(s: TestServer, villageId: number, type: string): Promise<number> {
  const row = await s.testDb.db('village_buildings').where({ village_id: villageId, type }).first('id');
  if (!row) throw new Error(`village ${villageId} has no ${type}`);
  return row.id;
}

export async function stockOf(s: TestServer, villageId: number): Promise<{ wood: number; stone: number; iron: number; food: number }> {
  const v = await s.testDb.db('villages').where({ id: villageId }).first('wood', 'stone', 'iron', 'food');
  return { wood: Number(v.wood), stone: Number(v.stone), iron: Number(v.iron), food: Number(v.food) };
}

/** A village's own troops standing at home, by unit (none left out: amounts > 0). */
export async function unitsRows(s: TestServer, villageId: number): Promise<Record<string, number>> {
  const rows = await s.testDb.db('village_units').where({ village_id: villageId, location_village_id: villageId });
  return Object.fromEntries(rows.filter((r: { amount: number }) => r.amount > 0).map((r: { unit: string; amount: number }) => [r.unit, r.amount]));
}

export async function userRow(s: TestServer, id: number): Promise<{ aether: number; builders: number; culture: number; science: number; researching: number | null }> {
  return s.testDb.db('users').where({ id }).first('aether', 'builders', 'culture', 'science', 'researching');
}

export async function queueRows(s: TestServer, villageId: number): Promise<Array<{ id: number; kind: string; target: string | null; level: number | null; due_at: Date | null; started_at: Date | null }>> {
  return s.testDb.db('queue_items').where({ village_id: villageId }).orderBy('id');
}

/** Bad bodies every call must answer with a 4xx and its key, never a 5xx. */
export const badNumbers: unknown[] = [-1, 0.5, 1.5, 'ten', '5', true, null, [], {}, 1e12, Number.MAX_SAFE_INTEGER * 10];
