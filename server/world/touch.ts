import type { Trx } from '../db/knex';
import { lockWithInputs, type Read } from '../db/villageInputs';
import type { Deps } from './deps';
import { lockVillage, type VillageRow } from '../db/villages';
import { saveStock } from '../db/queue';
import { settleStock, type Stock, type VillageRates } from '../game/economy';
import { starvesAt } from '../game/battle';
import { economyFrom, settleLoaded } from './economy/load';
import { saveEconomy } from './economy/save';

export interface Touched {
  v: VillageRow;
  stock: Stock;
  rates: VillageRates;
  at: Date;
  /** The village's building levels at `at` (after its due queue work). */
  buildings: Array<{ type: string; level: number }>;
}

/**
 * Brings a village to the instant `at` before an arrival changes what its rates depend on (units
 * eat, loot leaves the stock, siege lowers buildings): its due queue work is completed and its stock
 * is materialised and written at `at` (never before the stock's own instant). Locks the village row.
 * The row is locked and the economy read once: the rates come from the rows the queue was settled
 * with; only when queue work completed (levels, trained units or the stock changed) are they re-read.
 */
export async function touchVillage(trx: Trx, deps: Deps, villageId: number, at: Date, opts: TouchOpts & { held?: boolean } = {}): Promise<Touched | undefined> {
  // `held`: the caller holds the row lock already (an arrival's lockInvolved, the starvation claim).
  // Otherwise it is taken first on its own: lockWithInputs reads the inputs in its statement's
  // snapshot, which a wait for the lock would leave from before the holder's commit.
  if (!opts.held && !(await lockVillage(trx, villageId))) return undefined;
  // The row, its economy inputs and its queue rows (locked) in one statement.
  const [first] = await lockWithInputs(trx, [villageId], { queue: true });
  if (!first) return undefined;
  return settleRead(trx, deps, first, at, opts);
}

/**
 * touchVillage for several villages whose locks the caller holds, their rows, inputs and queue rows
 * read in one statement; each is then brought to `at` in the order given, as touchVillage does (a
 * village's due queue work changes only its own inputs). Villages that do not exist are missing.
 */
export async function touchVillages(trx: Trx, deps: Deps, villages: ReadonlyArray<{ id: number; writeStock?: boolean }>, at: Date, opts: Omit<TouchOpts, 'writeStock'> = {}): Promise<Map<number, Touched>> {
  const out = new Map<number, Touched>();
  const read = new Map((await lockWithInputs(trx, villages.map((x) => x.id), { queue: true })).map((r) => [r.v.id, r]));
  for (const x of villages) {
    const r = read.get(x.id);
    if (r && !out.has(x.id)) out.set(x.id, await settleRead(trx, deps, r, at, { ...opts, writeStock: x.writeStock }));
  }
  return out;
}

/** How a touch writes the stock it settled: at once (saveStock), or handed to the caller (an arrival batch writes them together). */
export type StockWriter = (villageId: number, stock: Stock, at: Date, starvesAt: Date | null) => Promise<void> | void;

export interface TouchOpts {
  writeStock?: boolean;
  /** Writes the settled stock (default: saveStock now). */
  save?: StockWriter;
  /** Told when due queue work completed and was written (the village's rows changed in the database). */
  onQueueWork?: (villageId: number) => void;
}

/** touchVillage's settle of a row read by lockWithInputs (with its queue rows): the caller holds the lock. */
export async function settleRead(trx: Trx, deps: Deps, first: Read, at: Date, opts: TouchOpts): Promise<Touched> {
  let v = first.v;
  let loaded = economyFrom(deps, v, first.inputs, first.queue ?? []);
  const settled = settleLoaded(loaded, deps, at);
  if (settled.economy !== loaded.economy) {
    await saveEconomy(trx, v, loaded.economy, settled.economy, settled.completed, at, deps, loaded.env);
    opts.onQueueWork?.(v.id);
    // The queue rows are not needed for the rates.
    const [again] = await lockWithInputs(trx, [v.id]);
    v = again.v;
    loaded = economyFrom(deps, v, again.inputs, []);
  }
  const since = new Date(v.resources_updated_at);
  const when = since.getTime() > at.getTime() ? since : at;
  const buildings = loaded.economy.buildings.map((b) => ({ type: b.type, level: b.level }));
  const rates = loaded.env.rates(loaded.economy.buildings);
  const stock = settleStock({ wood: Number(v.wood), stone: Number(v.stone), iron: Number(v.iron), food: Number(v.food) }, since, rates, when);
  // `writeStock: false`: the caller writes the stock at `when` itself (an arrival unloading or losing
  // loot) and recomputes starves_at after its change (refreshStarvation): one write instead of two.
  if (opts.writeStock === false) return { v, stock, rates, at: when, buildings };
  // starves_at from these rates; a caller that then changes them recomputes it (refreshStarvation).
  const starves = starvesAt(stock.food, when.getTime(), rates);
  const starvesDate = starves === null ? null : new Date(starves);
  if (opts.save) await opts.save(v.id, stock, when, starvesDate);
  else await saveStock(trx, v.id, stock, when, starvesDate);
  return { v, stock, rates, at: when, buildings };
}

export type { Read } from '../db/villageInputs';

