import { expect } from 'vitest';
import type { TestServer } from '../support/server';
import type { PlayerWithVillage } from '../support/players';
import { insertMovement } from '../../server/db/movements';
import { processDueMovements } from '../../server/jobs/dueMovements';

/**
 * Helpers of the objectives API tests (objectives-capture, objectives-prestige): armies marching on an
 * objective's tile through POST units/village/{id}/send (the units granted first by the testing tools), or
 * made directly as the send makes them (to_village_id null, objective_id set) where a test needs what the
 * send refuses or an exact instant, and the tick applying them.
 */

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;

/** The player's village gets `units` and sends them to the objective (POST units send): the movement id and its arrival. */
export async function march(
  s: TestServer, p: PlayerWithVillage, o: { x: number; y: number }, kind: 'attack' | 'scout' | 'reinforce', units: Record<string, number>,
): Promise<{ id: number; dueAt: Date }> {
  expect((await s.api('POST', '/testing/units', { body: { village_id: p.village.id, units } })).status).toBe(200);
  const r = await s.api('POST', `/units/village/${p.village.id}/send`, { token: p.token, body: { units, x: o.x, y: o.y, moveType: kind } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { id: r.body.movement_id, dueAt: new Date(r.body.arrival) };
}

/**
 * A movement of `kind` from the player's village to the objective made directly (as the send would),
 * arriving `inMs` from now: for what the send refuses since (a holder that changed) or arrivals at one instant.
 */
export async function marchRaw(
  s: TestServer, p: PlayerWithVillage, o: { id: number; x: number; y: number }, kind: string, units: Record<string, number>, inMs = MINUTE,
): Promise<number> {
  const now = s.clock.now();
  return s.testDb.db.transaction((trx) => insertMovement(trx, {
    kind, userId: p.id, from: { villageId: p.village.id, x: p.village.x, y: p.village.y }, to: { villageId: null, x: o.x, y: o.y },
    units, startedAt: now, dueAt: new Date(now.getTime() + inMs), objectiveId: o.id,
  }));
}

/**
 * Moves the clock by `ms` (default: to the last arrival heading for an event or objective, at least a
 * minute) and runs the arrivals due by then.
 */
export async function tick(s: TestServer, ms?: number) {
  if (ms === undefined) {
    const last = await s.testDb.db('movements').whereNotNull('objective_id').whereNull('to_village_id').max({ due: 'due_at' }).first();
    ms = Math.max(MINUTE, last?.due ? new Date(last.due).getTime() - s.clock.now().getTime() : 0);
  }
  s.clock.advance(ms);
  return processDueMovements(s.running.deps, { now: s.clock.now() });
}

/** The objective's native garrison set to `units` (a small one makes a capture cheap). */
export async function setGarrison(s: TestServer, id: number, units: Record<string, number>) {
  await s.testDb.db('objectives').where({ id }).update({ garrison: JSON.stringify(units) });
}

/** Captures the objective for the player: its natives cleared, an army of Horsemen sent there and arrived. */
export async function capture(s: TestServer, p: PlayerWithVillage, o: { id: number; x: number; y: number }, units: Record<string, number> = { cav1: 10 }) {
  await setGarrison(s, o.id, {});
  await march(s, p, o, 'attack', units);
  await tick(s);
  return s.testDb.db('objectives').where({ id: o.id }).first();
}
