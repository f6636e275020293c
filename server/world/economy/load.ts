import type { Conn } from '../../db/knex';
import type { Deps } from '../deps';
import type { VillageRow } from '../../db/villages';
import { economyInputs, entryFromRow, lockQueueRows, queueRowsOf, type EconomyInputs, type QueueItemRow } from '../../db/queue';
import { unitConsumption, villageRates } from '../../game/economy';
import { ensureHeadStarted, settleQueue, type Completed, type EconomyEnv, type VillageEconomy } from '../../game/queue';
import { starvesAt } from '../../game/battle';
import { terrainLookup } from '../terrain';
import { dueCutoff } from '../cutoff';

/**
 * A village's economy loaded into the pure queue model (server/game/queue), and the one settle of it:
 * settleLoaded, which every read, write and tick processor uses to bring a village's queue to an instant.
 */

export interface Loaded {
  village: VillageRow;
  economy: VillageEconomy;
  env: EconomyEnv;
}

/**
 * The village's buildings, stock and queue, and its rates as a function of building levels.
 * `lock: false` for reads (GET buildings): the queue rows are read without a row lock.
 */
export async function loadEconomy(trx: Conn, deps: Deps, v: VillageRow, opts: { lock?: boolean } = {}): Promise<Loaded> {
  const inputs = await economyInputs(trx, v);
  const rows = opts.lock === false
    ? await queueRowsOf(trx, v.id)
    : await lockQueueRows(trx, v.id);
  return economyFrom(deps, v, inputs, rows);
}

/** The pure part of loadEconomy: the economy and its rates from the rows read (the tick reads them in bulk). */
export function economyFrom(deps: Deps, v: VillageRow, inputs: EconomyInputs, rows: QueueItemRow[]): Loaded {
  const typeAt = terrainLookup(deps.world.seed, deps.config.maxCoord);
  const tileTypes = inputs.tiles.map((t) => ({ type: typeAt(t.x, t.y) }));
  // Same inputs as the village read path (server/api/villages/view.ts loadRates): own units, home or moving.
  const consumption = unitConsumption(inputs.units, inputs.moving);
  const env: EconomyEnv = {
    rates: (b) => villageRates({ tier: v.tier, buildings: [...b], tiles: tileTypes, unitConsumption: consumption }, deps.config.gameSpeed),
  };
  const economy: VillageEconomy = {
    tier: v.tier,
    stock: { wood: Number(v.wood), stone: Number(v.stone), iron: Number(v.iron), food: Number(v.food) },
    stockAt: new Date(v.resources_updated_at).getTime(),
    buildings: inputs.buildings.map((b) => ({ type: b.type, level: b.level })),
    queue: rows.map(entryFromRow),
  };
  return { village: v, economy, env };
}

/** The pure part of settling: starts a head left waiting, then completes what is due. */
export function settleLoaded(loaded: Loaded, deps: Deps, now: Date): { economy: VillageEconomy; completed: Completed[] } {
  const started = ensureHeadStarted(loaded.economy, now.getTime(), loaded.env);
  const r = settleQueue(started, dueCutoff(deps, now), loaded.env);
  return { economy: r.economy, completed: r.completed };
}

/**
 * starves_at of a saved economy: its stock and rates, plus what the units trained by `completed` eat.
 * Whoever writes a settled economy's stock writes this with it (saveStock's last argument).
 */
export function starvationAfter(after: VillageEconomy, completed: Completed[], env: EconomyEnv): Date | null {
  const trained = completed.flatMap((c) => (c.effect.kind === 'unit' ? [{ unit: c.effect.unit, amount: c.effect.amount }] : []));
  const at = starvesAt(after.stock.food, after.stockAt, env.rates(after.buildings), unitConsumption(trained, []));
  return at === null ? null : new Date(at);
}

