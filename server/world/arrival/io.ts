import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { deleteMovement, deleteMovements, turnHome, turnHomeMany, type ArmyMovement, type ReturnTrip } from '../../db/movements';
import { addUnits, setUnits, unitsAt, writeUnitsMany, type Army, type StandingRow } from '../../db/units';
import type { NewReport } from '../../db/reports';
import { addReports } from '../reports';
import { openStations } from '../../db/stations';
import { usernames } from '../../db/users';
import { villageById, type VillageRow } from '../../db/villages';
import { saveStock, saveStocks } from '../../db/queue';
import type { Cost } from '../../game/data/resources';
import { settleRead, touchVillage, touchVillages, type Read, type Touched } from '../touch';
import { refreshStarvations, type PendingStock } from '../economy/starvesAt';
import { countEarned, type Earned } from '../statistics/count';

/**
 * What an arrival (arrival.ts) reads and writes, besides the few rare steps that go to the database
 * directly (settling, sieges, conquest: never in a batch). Two implementations:
 * - `immediateIO`: every call is its statement, now (settle-on-read and the one-by-one tick path).
 * - `BatchIO`: the tick's batch path. The villages of every arrival of the batch were read in one
 *   statement beforehand (and the units standing at its battle targets in another) and their touches
 *   and battles use those rows; the writes are collected and sent in a few
 *   multi-row statements after the last arrival (flush). The arrivals of a batch share no village
 *   (claimBatch), and an arrival writes only rows of its own villages and movement, so none reads what
 *   another one of the batch writes; within one arrival, no read follows a write of the rows it reads
 *   (touches first, then units at the target, then the writes), which the batch keeps by ordering its
 *   writes per row as they were made.
 */
export interface ArrivalIO {
  trx: Trx;
  deps: Deps;
  /** touchVillage (the caller holds the row lock). */
  touch(id: number, at: Date, opts?: { writeStock?: boolean }): Promise<Touched | undefined>;
  /** touchVillages: each brought to `at` in the order given (the caller holds the row locks). */
  touchMany(villages: ReadonlyArray<{ id: number; writeStock?: boolean }>, at: Date): Promise<Map<number, Touched>>;
  /** A village's row, for its identity (owner, name, place): never its stock. */
  village(id: number): Promise<VillageRow | undefined>;
  /** Units standing at a village (its own and reinforcements), rows locked. */
  standingAt(id: number): Promise<StandingRow[]>;
  usernames(ids: number[]): Promise<Map<number, string>>;
  /** saveStock with starves_at. */
  saveStock(id: number, stock: Cost, at: Date, starvesAt: Date | null): Promise<void>;
  deleteMovement(id: number): Promise<void>;
  turnHome(m: ArmyMovement, r: ReturnTrip): Promise<void>;
  addUnits(owner: number, location: number, army: Army): Promise<void>;
  setUnits(owner: number, location: number, army: Army): Promise<void>;
  /** Names the group of `owner` standing at `location` by movement `id`, unless it has a name already. */
  station(id: number, owner: number, location: number): Promise<void>;
  reports(list: NewReport[]): Promise<void>;
  /**
   * What the kingdoms of one arrival earned (statistics: a battle's kills, losses and loot, an event's
   * completion and rewards), counted with countEarned in this transaction; a batch counts all its arrivals'
   * in one call at its flush, so its kingdoms and Empires are locked once, in order.
   */
  earned(list: Earned[]): Promise<void>;
}

export function immediateIO(trx: Trx, deps: Deps): ArrivalIO {
  return {
    trx, deps,
    touch: (id, at, opts = {}) => touchVillage(trx, deps, id, at, { ...opts, held: true }),
    touchMany: (villages, at) => touchVillages(trx, deps, villages, at),
    village: (id) => villageById(trx, id),
    standingAt: (id) => unitsAt(trx, id, true),
    usernames: (ids) => usernames(trx, ids),
    saveStock: (id, stock, at, starvesAt) => saveStock(trx, id, stock, at, starvesAt),
    deleteMovement: (id) => deleteMovement(trx, id),
    turnHome: (m, r) => turnHome(trx, m, r),
    addUnits: (o, l, a) => addUnits(trx, o, l, a),
    setUnits: (o, l, a) => setUnits(trx, o, l, a),
    station: (id, owner, location) => openStations(trx, [{ id, owner, location }]),
    reports: async (list) => { await addReports(trx, deps, list); },
    earned: (list) => countEarned(trx, deps, list),
  };
}

export class BatchIO implements ArrivalIO {
  /** Rows read for the batch, each used by the first touch of its village (a later one reads again). */
  private readonly fresh: Map<number, Read>;
  private readonly rows: Map<number, VillageRow>;
  private readonly names: Map<number, string>;
  private readonly deleted: number[] = [];
  private readonly turned: Array<{ m: ArmyMovement; r: ReturnTrip }> = [];
  /** Per (owner, location): replaced (set) or added to, in the order the arrival wrote it. */
  private readonly units = new Map<string, { owner: number; location: number; set: boolean; army: Army }>();
  private readonly reportRows: NewReport[] = [];
  private readonly earnedRows: Earned[] = [];
  private readonly stations: Array<{ id: number; owner: number; location: number }> = [];
  /** Stocks settled by touches, in the order written (a later one replaces an earlier one). */
  readonly stocks = new Map<number, { stock: Cost; at: Date; starvesAt: Date | null }>();

  /** Units standing at the battle targets of the batch, read with the villages (each used by the target's first read). */
  private readonly standing: Map<number, StandingRow[]>;
  /** Villages whose due queue work a touch completed and wrote: their units are read again (trained ones came home). */
  private readonly queueWorked = new Set<number>();

  constructor(readonly trx: Trx, readonly deps: Deps, read: Read[], names: Map<number, string>, standing: Map<number, StandingRow[]>) {
    this.fresh = new Map(read.map((r) => [r.v.id, r]));
    this.rows = new Map(read.map((r) => [r.v.id, r.v]));
    this.names = names;
    this.standing = standing;
  }

  private readonly save = (id: number, stock: Cost, at: Date, starvesAt: Date | null) => { this.stocks.set(id, { stock, at, starvesAt }); };

  private readonly onQueueWork = (id: number) => { this.queueWorked.add(id); };

  async touch(id: number, at: Date, opts: { writeStock?: boolean } = {}): Promise<Touched | undefined> {
    const r = this.fresh.get(id);
    const how = { ...opts, save: this.save, onQueueWork: this.onQueueWork };
    if (!r) return touchVillage(this.trx, this.deps, id, at, { ...how, held: true });
    this.fresh.delete(id);
    return settleRead(this.trx, this.deps, r, at, how);
  }

  async touchMany(villages: ReadonlyArray<{ id: number; writeStock?: boolean }>, at: Date): Promise<Map<number, Touched>> {
    const out = new Map<number, Touched>();
    for (const x of villages) {
      if (out.has(x.id)) continue;
      const t = await this.touch(x.id, at, x);
      if (t) out.set(x.id, t);
    }
    return out;
  }

  async village(id: number): Promise<VillageRow | undefined> {
    return this.rows.get(id) ?? villageById(this.trx, id);
  }

  async standingAt(id: number): Promise<StandingRow[]> {
    const rows = this.standing.get(id);
    this.standing.delete(id);
    // Read again when a touch wrote the village's due queue work since (trained units joined them).
    return rows && !this.queueWorked.has(id) ? rows : unitsAt(this.trx, id, true);
  }

  async usernames(ids: number[]): Promise<Map<number, string>> {
    if (ids.every((id) => this.names.has(id))) return new Map(ids.map((id) => [id, this.names.get(id)!]));
    return usernames(this.trx, ids);
  }

  async saveStock(id: number, stock: Cost, at: Date, starvesAt: Date | null): Promise<void> { this.save(id, stock, at, starvesAt); }

  async deleteMovement(id: number): Promise<void> { this.deleted.push(id); }

  async turnHome(m: ArmyMovement, r: ReturnTrip): Promise<void> { this.turned.push({ m, r }); }

  async addUnits(owner: number, location: number, army: Army): Promise<void> {
    const key = `${owner}:${location}`;
    const had = this.units.get(key);
    const sum: Army = { ...(had?.army ?? {}) };
    for (const [u, n] of Object.entries(army)) if (n > 0) sum[u] = (sum[u] ?? 0) + n;
    this.units.set(key, { owner, location, set: had?.set ?? false, army: sum });
  }

  async setUnits(owner: number, location: number, army: Army): Promise<void> {
    this.units.set(`${owner}:${location}`, { owner, location, set: true, army: { ...army } });
  }

  async station(id: number, owner: number, location: number): Promise<void> { this.stations.push({ id, owner, location }); }

  async reports(list: NewReport[]): Promise<void> { this.reportRows.push(...list); }

  async earned(list: Earned[]): Promise<void> { this.earnedRows.push(...list); }

  /**
   * Sends the collected writes, then recomputes starves_at of `refresh` (with the stocks `pending`
   * from the arrivals and those the touches settled) in refreshStarvations' two statements. A touched
   * village outside `refresh` gets its stock and starves_at as the touch computed them.
   */
  async flush(refresh: readonly number[], pending: ReadonlyMap<number, PendingStock>): Promise<void> {
    const trx = this.trx;
    await deleteMovements(trx, this.deleted);
    await turnHomeMany(trx, this.turned);
    await writeUnitsMany(trx, [...this.units.values()]);
    await openStations(trx, this.stations);
    await addReports(trx, this.deps, this.reportRows);
    await countEarned(trx, this.deps, this.earnedRows);
    const refreshed = new Set(refresh);
    const stocks = new Map<number, PendingStock>();
    for (const [id, s] of this.stocks) if (refreshed.has(id)) stocks.set(id, { stock: s.stock, at: s.at });
    for (const [id, s] of pending) stocks.set(id, s);
    await saveStocks(trx, [...this.stocks].filter(([id]) => !refreshed.has(id) && !pending.has(id))
      .map(([villageId, s]) => ({ villageId, stock: s.stock, at: s.at, starvesAt: s.starvesAt })));
    await refreshStarvations(trx, this.deps, refresh, stocks);
  }
}
