import type { TestServer } from '../support/server';

/** Scenario helpers for the units, movements and reports tests (rows written directly in the test database). */

export async function giveUnits(s: TestServer, villageId: number, army: Record<string, number>, at = villageId): Promise<void> {
  for (const [unit, amount] of Object.entries(army)) {
    await s.testDb.db('village_units').insert({ village_id: villageId, location_village_id: at, unit, amount })
      .onConflict(['village_id', 'location_village_id', 'unit']).merge({ amount });
  }
  // Troops standing at another village are a named group, as an arrived reinforcement's are (db/stations.ts).
  if (at !== villageId) {
    await s.testDb.db.raw(
      `INSERT INTO stations (id, village_id, location_village_id)
       VALUES (nextval(pg_get_serial_sequence('movements', 'id')), ?, ?) ON CONFLICT DO NOTHING`, [villageId, at]);
  }
}

export async function unitsRows(s: TestServer, villageId: number): Promise<Record<string, number>> {
  const rows = await s.testDb.db('village_units').where({ village_id: villageId, location_village_id: villageId });
  return Object.fromEntries(rows.filter((r: { amount: number }) => r.amount > 0).map((r: { unit: string; amount: number }) => [r.unit, r.amount]));
}
