import type { TestServer } from '../support/server';
import type { PlayerWithVillage } from '../support/players';
import { insertMovement } from '../../server/db/movements';
import { processDueMovements } from '../../server/jobs/dueMovements';

/**
 * Helpers of the objectives API tests (objectives-capture, objectives-prestige): armies marching on an
 * objective's tile as the send makes them (to_village_id null, objective_id set), and the tick applying them.
 */

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;

/** A movement of `kind` from the player's village to the objective, arriving `inMs` from now (default a minute). */
export async function march(
  s: TestServer, p: PlayerWithVillage, o: { id: number; x: number; y: number }, kind: string, units: Record<string, number>, inMs = MINUTE,
): Promise<number> {
  const now = s.clock.now();
  return s.testDb.db.transaction((trx) => insertMovement(trx, {
    kind, userId: p.id, from: { villageId: p.village.id, x: p.village.x, y: p.village.y }, to: { villageId: null, x: o.x, y: o.y },
    units, startedAt: now, dueAt: new Date(now.getTime() + inMs), objectiveId: o.id,
  }));
}

/** Moves the clock by `ms` and runs the arrivals due by then. */
export async function tick(s: TestServer, ms = MINUTE) {
  s.clock.advance(ms);
  return processDueMovements(s.running.deps, { now: s.clock.now() });
}

/** The objective's native garrison set to `units` (a small one makes a capture cheap). */
export async function setGarrison(s: TestServer, id: number, units: Record<string, number>) {
  await s.testDb.db('objectives').where({ id }).update({ garrison: JSON.stringify(units) });
}

/** Captures the objective for the player at once: its natives cleared, an army of Horsemen arrives a minute later. */
export async function capture(s: TestServer, p: PlayerWithVillage, o: { id: number; x: number; y: number }, units: Record<string, number> = { cav1: 10 }) {
  await setGarrison(s, o.id, {});
  await march(s, p, o, 'attack', units);
  await tick(s);
  return s.testDb.db('objectives').where({ id: o.id }).first();
}
