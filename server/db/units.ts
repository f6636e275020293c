import type { Conn } from './knex';

/** village_units: units of owner village `village_id` standing at `location_village_id` (home or reinforcing). */

export type Army = Record<string, number>;

export interface StandingRow {
  village_id: number;
  location_village_id: number;
  unit: string;
  amount: number;
}

/** Groups rows by a key into armies. */
export function groupArmies(rows: StandingRow[], by: 'village_id' | 'location_village_id'): Map<number, Army> {
  const out = new Map<number, Army>();
  for (const r of rows) {
    if (!(r.amount > 0)) continue;
    const a = out.get(r[by]) ?? {};
    a[r.unit] = (a[r.unit] ?? 0) + r.amount;
    out.set(r[by], a);
  }
  return out;
}

/** Every unit standing at a village (its own and reinforcements), rows locked when `lock`. */
export async function unitsAt(db: Conn, locationId: number, lock = false): Promise<StandingRow[]> {
  const q = db('village_units').where({ location_village_id: locationId }).where('amount', '>', 0)
    .orderBy(['village_id', 'unit']);
  if (lock) q.forUpdate();
  return q;
}

/** A village's own troops at home (unlocked). */
export async function homeUnits(db: Conn, villageId: number): Promise<Array<{ unit: string; amount: number }>> {
  return db('village_units').where({ village_id: villageId, location_village_id: villageId }).select('unit', 'amount');
}

/** unitsAt (locked) for several villages in one statement, by village; every one asked for is in the map. */
export async function standingAtMany(db: Conn, locationIds: readonly number[]): Promise<Map<number, StandingRow[]>> {
  const out = new Map<number, StandingRow[]>(locationIds.map((id) => [id, []]));
  if (locationIds.length === 0) return out;
  const rows: StandingRow[] = await db('village_units').whereRaw('location_village_id = ANY(?::int[])', [[...locationIds]]).where('amount', '>', 0)
    .orderBy(['location_village_id', 'village_id', 'unit']).forUpdate();
  for (const r of rows) out.get(r.location_village_id)!.push(r);
  return out;
}

/** Units owned by a village standing elsewhere. */
export async function unitsAbroad(db: Conn, villageId: number): Promise<StandingRow[]> {
  return db('village_units').where({ village_id: villageId }).whereNot({ location_village_id: villageId })
    .where('amount', '>', 0).orderBy(['location_village_id', 'unit']);
}

/** Adds an army to (owner, location) in one statement; zero counts are skipped. */
export async function addUnits(trx: Conn, ownerId: number, locationId: number, army: Army): Promise<void> {
  const rows = Object.entries(army).filter(([, amount]) => amount > 0)
    .map(([unit, amount]) => ({ village_id: ownerId, location_village_id: locationId, unit, amount }));
  if (rows.length === 0) return;
  await trx('village_units').insert(rows)
    .onConflict(['village_id', 'location_village_id', 'unit'])
    .merge({ amount: trx.raw('village_units.amount + excluded.amount') });
}

/**
 * Removes an army from (owner, location) when every count is there; false (nothing changed) when
 * some unit is missing. The rows are locked first, so two removals never take the same troops.
 */
export async function takeUnits(trx: Conn, ownerId: number, locationId: number, army: Army): Promise<boolean> {
  const rows: StandingRow[] = await trx('village_units').where({ village_id: ownerId, location_village_id: locationId }).forUpdate();
  const have = new Map(rows.map((r) => [r.unit, r.amount]));
  for (const [unit, n] of Object.entries(army)) if (n > 0 && (have.get(unit) ?? 0) < n) return false;
  for (const [unit, n] of Object.entries(army)) {
    if (!(n > 0)) continue;
    const left = (have.get(unit) ?? 0) - n;
    const q = trx('village_units').where({ village_id: ownerId, location_village_id: locationId, unit });
    if (left === 0) await q.delete();
    else await q.update({ amount: left });
  }
  return true;
}

/**
 * Several setUnits (`set`) and addUnits in three statements at most: the replaced (owner, location)
 * pairs emptied, then every army added. Each pair appears once.
 */
export async function writeUnitsMany(trx: Conn, groups: ReadonlyArray<{ owner: number; location: number; set: boolean; army: Army }>): Promise<void> {
  const replaced = groups.filter((g) => g.set);
  if (replaced.length) {
    await trx.raw(
      `DELETE FROM village_units u USING unnest(?::int[], ?::int[]) AS x(owner, location)
        WHERE u.village_id = x.owner AND u.location_village_id = x.location`,
      [replaced.map((g) => g.owner), replaced.map((g) => g.location)],
    );
  }
  const rows = groups.flatMap((g) => Object.entries(g.army).filter(([, n]) => n > 0).map(([unit, n]) => ({ g, unit, n })));
  if (rows.length === 0) return;
  await trx.raw(
    `INSERT INTO village_units (village_id, location_village_id, unit, amount)
     SELECT * FROM unnest(?::int[], ?::int[], ?::text[], ?::int[])
     ON CONFLICT (village_id, location_village_id, unit) DO UPDATE SET amount = village_units.amount + excluded.amount`,
    [rows.map((r) => r.g.owner), rows.map((r) => r.g.location), rows.map((r) => r.unit), rows.map((r) => r.n)],
  );
}

/** Replaces what (owner, location) holds with `army` (a battle's survivors). */
export async function setUnits(trx: Conn, ownerId: number, locationId: number, army: Army): Promise<void> {
  await trx('village_units').where({ village_id: ownerId, location_village_id: locationId }).delete();
  await addUnits(trx, ownerId, locationId, army);
}
