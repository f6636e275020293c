import type { Trx } from '../../db/knex';
import type { Deps } from '../../http/context';
import { setStarvesAt, type VillageRow } from '../../db/villages';
import { groupArmies, takeUnits, type StandingRow } from '../../db/units';
import { insertReport } from '../../db/reports';
import { effectiveRates } from '../../game/economy';
import { starvesAt, starveStanding } from '../../game/battle';
import { economyFrom } from '../economy/villageEconomy';
import { lockWithInputs, touchVillage } from './touch';

/**
 * Starvation on the server (GAME.md section 3): `villages.starves_at` names the instant the stored
 * food reaches 0 at the current net rate; at that instant the village's own standing troops starve
 * (game/battle starveStanding: home first, hungriest first) and the owner gets a 'starvation' report.
 */

const date = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/**
 * Recomputes and writes the village's starves_at from its stored stock (exact at
 * resources_updated_at) and the rates its rows give now. Call it in the transaction that changed what
 * the food rate depends on, after the change, with the stock settled to the change's instant. Locks
 * the village row. Returns the instant (null: not starving), or undefined for a village that is gone.
 */
export async function refreshStarvation(trx: Trx, deps: Deps, villageId: number): Promise<Date | null | undefined> {
  return (await refreshStarvations(trx, deps, [villageId])).get(villageId);
}

/** A stock the caller computed at `at` and has not written yet: refreshStarvations writes it with starves_at. */
export interface PendingStock {
  stock: { wood: number; stone: number; iron: number; food: number };
  at: Date;
}

/**
 * refreshStarvation for several villages in two round trips whatever their number: the rows locked
 * in id order with their economy inputs (one statement), the changed starves_at written in one.
 * Villages that are gone are missing from the result. Every caller holds the rows' locks already
 * (see lockWithInputs: inputs read after waiting for a lock could be stale). `stocks`: villages whose
 * stock the caller settled at an instant but left unwritten (an arrival's loot): starves_at follows
 * from it and it is written in the same statement.
 */
export async function refreshStarvations(trx: Trx, deps: Deps, villageIds: readonly number[], stocks?: ReadonlyMap<number, PendingStock>): Promise<Map<number, Date | null>> {
  const out = new Map<number, Date | null>();
  const ids = [...new Set(villageIds)].sort((a, b) => a - b);
  if (ids.length === 0) return out;
  const changed: Array<{ id: number; at: Date | null; stock?: PendingStock }> = [];
  for (const { v, inputs } of await lockWithInputs(trx, ids)) {
    // Only the rates are needed: no queue rows (economyFrom with none).
    const loaded = economyFrom(deps, v, inputs, []);
    const rates = loaded.env.rates(loaded.economy.buildings);
    const pending = stocks?.get(v.id);
    const food = pending ? pending.stock.food : Number(v.food);
    const since = pending ? pending.at : new Date(v.resources_updated_at);
    const at = date(starvesAt(food, since.getTime(), rates));
    const old = v.starves_at ? new Date(v.starves_at).getTime() : null;
    if (pending || old !== (at?.getTime() ?? null)) changed.push({ id: v.id, at, stock: pending });
    out.set(v.id, at);
  }
  if (changed.length === 1 && !changed[0].stock) await setStarvesAt(trx, changed[0].id, changed[0].at);
  else if (changed.length > 0) {
    // Villages without a pending stock keep theirs (null columns in the list).
    await trx.raw(
      `UPDATE villages v SET starves_at = x.at, wood = coalesce(x.wood, v.wood), stone = coalesce(x.stone, v.stone),
              iron = coalesce(x.iron, v.iron), food = coalesce(x.food, v.food), resources_updated_at = coalesce(x.since, v.resources_updated_at)
         FROM (VALUES ${changed.map(() => '(?::int, ?::timestamptz, ?::float8, ?::float8, ?::float8, ?::float8, ?::timestamptz)').join(', ')})
              AS x(id, at, wood, stone, iron, food, since) WHERE v.id = x.id`,
      changed.flatMap((c) => [c.id, c.at, c.stock?.stock.wood ?? null, c.stock?.stock.stone ?? null, c.stock?.stock.iron ?? null, c.stock?.stock.food ?? null, c.stock?.at ?? null]),
    );
  }
  return out;
}

export interface Starved {
  at: Date;
  lost: Record<string, number>;
}

/**
 * Applies the starvation of a village whose starves_at is due by `cutoff` (the row locked by the
 * caller). The village is brought to its starves_at instant (queue work due by then completes first;
 * never before the stock's own instant), and re-validated there: food at 0 and net food negative.
 * Then the troops starve at that instant, the owner is told, and starves_at is recomputed (null once
 * net food is >= 0 or no standing troop is left to starve). A stale starves_at only re-checks and
 * writes the right one. Returns what starved, or null when nothing did.
 */
export async function applyStarvation(trx: Trx, deps: Deps, village: VillageRow, cutoff: Date): Promise<Starved | null> {
  if (!village.starves_at || new Date(village.starves_at).getTime() > cutoff.getTime()) return null;
  const t = await touchVillage(trx, deps, village.id, new Date(village.starves_at), { held: true });
  if (!t) return null;
  const net = effectiveRates(t.rates).food;
  let starved: Starved | null = null;
  if (t.stock.food <= 0 && net < 0) {
    const rows: StandingRow[] = await trx('village_units').where({ village_id: t.v.id }).where('amount', '>', 0)
      .orderBy(['location_village_id', 'unit']).forUpdate();
    const groups = [...groupArmies(rows, 'location_village_id')].map(([location, units]) => ({ location, units }));
    const out = starveStanding(t.v.id, groups, net);
    for (const r of out.removed) {
      // The rows are locked above, so the counts are there.
      if (!(await takeUnits(trx, t.v.id, r.location, r.units))) throw new Error(`starvation: units of village ${t.v.id} changed under its lock`);
    }
    if (Object.keys(out.lost).length > 0) {
      starved = { at: t.at, lost: out.lost };
      if (t.v.user_id !== null) {
        await insertReport(trx, {
          userId: t.v.user_id, kind: 'starvation', title: `Troops starved in ${t.v.name}`,
          data: { village_id: t.v.id, name: t.v.name, x: t.v.x, y: t.v.y, lost: out.lost }, at: t.at,
        });
      }
    }
  }
  const next = await refreshStarvation(trx, deps, t.v.id);
  // Still at 0 with a negative net: nothing standing is left to starve (the troops eating are on the
  // move, or the inhabitants alone eat more than the farms give). Nothing to do until the rates change,
  // and every such change recomputes starves_at (a returning army is set to starve on arrival).
  if (next && next.getTime() <= t.at.getTime()) await setStarvesAt(trx, t.v.id, null);
  return starved;
}
