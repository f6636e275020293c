import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { setStarvesAt, setStarvesAtMany } from '../../db/villages';
import { lockWithInputs } from '../../db/villageInputs';
import { starvesAt } from '../../game/battle';
import { economyFrom } from './load';

/**
 * starves_at (GAME.md section 3): the instant the stored food of a village reaches 0 at its current
 * net rate. Whoever changes what the food rate depends on recomputes it here, in the same transaction.
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
    await setStarvesAtMany(trx, changed);
  }
  return out;
}

