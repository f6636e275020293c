import { accountRates, type AccountState } from '../account';
import { findBuilding } from '../data/buildings';
import { QUEUE_AMOUNT_CAP } from '../data/constants';
import { RESEARCH } from '../data/research';
import { RESOURCES, type Cost } from '../data/resources';
import { tierOf, type TierKey } from '../data/tiers';
import { costAt, populationAt, effectivePoints, effectiveRates, newVillageSetup, villageRates } from '../economy';
import {
  materialise, productionOf, queueBuilding, queuePoints, settleQueue, type EconomyEnv, type QueueContext, type VillageEconomy,
} from '../queue';
import { accountAfterCompletions, advanceRun, runOf, startResearch, startRun, type AccountRun } from '../research';
import { claimThreshold, villagePopulation } from '../tiles/claim';
import { commissionDistrict } from '../village/districts';

/**
 * The balance of a new village (docs/RULES.md "First hour"): a pure simulation of one village founded at
 * t = 0 following a sensible greedy plan, using the real rules (queue, economy, research) and data tables.
 * Every `stepMinutes` it settles the queue and the account, starts the cheapest available technology when
 * none runs, and fills the queue:
 *   1. science while the running research still needs more than is queued (at most the cap, at most what
 *      the stock pays);
 *   2. the cheapest next level (total resources) among the plan's buildings, with a farm first when the
 *      level would leave the net food under FOOD_MARGIN and a warehouse / food cellar first when the
 *      level's cost would need more than STORAGE_MARGIN of the storage.
 * Nothing reads a clock: times are milliseconds from founding.
 */

/** The buildings the plan raises (core and the Academic district's Library). */
export const PLAN_BUILDINGS = ['town_hall', 'library', 'forester', 'quarry', 'iron_mine', 'farm', 'warehouse', 'food_cellar'] as const;
/** A level is not queued if it leaves less than this net food per hour (x speed): a farm comes first. */
export const FOOD_MARGIN = 10;
/** A cost above this share of the storage raises the warehouse (food cellar) first. */
export const STORAGE_MARGIN = 0.8;

export type BalanceEvent =
  | { at: number; kind: 'queued'; what: string; level: number | null; amount: number; cost: Cost }
  | { at: number; kind: 'completed'; what: string; level: number | null; amount: number }
  | { at: number; kind: 'research_started'; what: string; science_base: number }
  | { at: number; kind: 'research_done'; what: string };

export interface BalanceRun {
  events: BalanceEvent[];
  /** Completion instants (ms from founding) of the researches, in order. */
  researchDone: Array<{ key: string; at: number }>;
  /** Items the plan wanted whose cost exceeded the storage then (never paid while it does). */
  storageBlocked: Array<{ at: number; what: string; cost: Cost; store_res: number; store_food: number }>;
  /** The first instant the village's population reached the first paid claim's threshold, or null. */
  firstPaidClaimAt: number | null;
  /** That threshold: tileThresholds[...] x n for n = the tier's free claims + 1. */
  paidClaimPopulation: number;
  /** The village at the end. */
  end: { buildings: Array<{ type: string; level: number }>; population: number; stock: Cost; food_net: number; production: number; science: number };
  /** Samples every hour (and at 0): population, production, science rate, net food, stock. */
  hourly: Array<{ hour: number; population: number; production: number; science: number; food_net: number; stock: Cost; store_res: number }>;
}

export interface BalanceOptions {
  hours: number;
  speed?: number;
  stepMinutes?: number;
  /** Technologies the plan researches before it only builds (default 2: the first two). */
  researches?: number;
  /** The world's tileThresholds (SPEC.md default [600]). */
  tileThresholds?: readonly number[];
}

const MIN = 60_000;
const HOUR = 3_600_000;
const TIER: TierKey = 'village';
const total = (c: Cost) => RESOURCES.reduce((s, r) => s + c[r], 0);

/** Runs the plan for `hours` (see the module comment). */
export function simulateNewVillage(opts: BalanceOptions): BalanceRun {
  const speed = opts.speed ?? 1;
  const step = (opts.stepMinutes ?? 1) * MIN;
  const thresholds = opts.tileThresholds ?? [600];
  const env: EconomyEnv = { rates: (b) => villageRates({ tier: TIER, buildings: [...b], tiles: [], unitConsumption: 0 }, speed) };
  const setup = newVillageSetup();
  let v: VillageEconomy = { tier: TIER, stock: setup.stock, stockAt: 0, buildings: setup.buildings, queue: [] };
  const districts = commissionDistrict(TIER, [], 'research');
  const districtList = districts.ok ? districts.districts : [];
  const rates = () => accountRates([{ tier: TIER, buildings: v.buildings }], speed);
  const state0: AccountState = { culture: 0, science: 0, researching: null, updatedAt: 0 };
  let acc: AccountRun = { state: state0, run: runOf(null, state0, rates()) };
  const researched = new Set<number>();
  const out: BalanceRun = {
    events: [], researchDone: [], storageBlocked: [], firstPaidClaimAt: null,
    paidClaimPopulation: claimThreshold(tierOf(TIER).freeClaims + 1, thresholds),
    end: undefined as never, hourly: [],
  };
  const noteDone = (done: Array<{ researchId: number; at: number }>) => {
    for (const d of done) {
      researched.add(d.researchId);
      const key = RESEARCH.find((r) => r.id === d.researchId)!.key;
      out.researchDone.push({ key, at: d.at });
      out.events.push({ at: d.at, kind: 'research_done', what: key });
    }
  };

  for (let t = 0; t <= opts.hours * HOUR; t += step) {
    // Settle: queue completions (the account accrues across them), then the account to t.
    const before = v.buildings;
    const settled = settleQueue(v, t, env);
    v = materialise(settled.economy, t, env);
    for (const c of settled.completed) {
      out.events.push({ at: c.at, kind: 'completed', what: c.entry.target ?? c.entry.kind, level: c.entry.level, amount: c.entry.amount });
    }
    const order = settled.completed.map((completed) => ({ villageId: 1, completed }));
    const after = accountAfterCompletions({ state: acc.state, snapshot: acc.run }, [{ id: 1, tier: TIER, buildings: v.buildings }], new Map([[1, before]]), order, speed);
    if (after) { acc = after.run; noteDone(after.done); }
    const adv = advanceRun(acc, rates(), t);
    acc = adv; noteDone(adv.done);

    // Research: the cheapest available technology when none runs.
    if (acc.state.researching === null && out.researchDone.length + 0 < (opts.researches ?? 2)) {
      const next = RESEARCH.filter((r) => !researched.has(r.id) && r.requires.every((k) => researched.has(RESEARCH.find((x) => x.key === k)!.id)) && r.tier === 1)
        .sort((a, b) => a.science_base - b.science_base || a.id - b.id)[0];
      if (next && startResearch(acc.state, next.id, { researched, highestTier: TIER }, t).ok) {
        const started = startRun(acc, next.id, rates(), t);
        if (started.ok) {
          acc = started.value;
          out.events.push({ at: t, kind: 'research_started', what: next.key, science_base: next.science_base });
        }
      }
    }

    // Fill the queue.
    const ctx: QueueContext = { now: t, districts: districtList, researched: new Set(), researching: acc.state.researching !== null, builders: 0, env };
    for (let tries = 0; tries < 3 && v.queue.length < tierOf(TIER).queueLength; tries++) {
      const item = choose(v, acc, env, speed);
      if (!item) break;
      const r = env.rates(v.buildings);
      const cost = item.kind === 'science' ? { wood: item.amount, stone: item.amount, iron: item.amount, food: item.amount } : costAt(findBuilding(item.type)!, item.level);
      if (RESOURCES.some((res) => cost[res] > (res === 'food' ? r.store_food : r.store_res))) {
        if (!out.storageBlocked.some((b) => b.what === label(item))) out.storageBlocked.push({ at: t, what: label(item), cost, store_res: r.store_res, store_food: r.store_food });
        break;
      }
      const q = item.kind === 'science'
        ? queuePoints(v, { kind: 'science', amount: item.amount, builders: 0 }, ctx)
        : queueBuilding(v, { type: item.type, builders: 0, isNew: false }, ctx);
      if (!q.ok) break; // not affordable yet: wait
      v = q.economy;
      out.events.push({ at: t, kind: 'queued', what: label(item), level: q.entry.level, amount: q.entry.amount, cost: q.entry.cost });
    }

    const population = villagePopulation(v.buildings);
    if (out.firstPaidClaimAt === null && population >= out.paidClaimPopulation) out.firstPaidClaimAt = t;
    if (t % HOUR === 0) {
      const r = env.rates(v.buildings);
      out.hourly.push({ hour: t / HOUR, population, production: effectivePoints(r).production, science: rates().science, food_net: effectiveRates(r).food, stock: roundCost(v.stock), store_res: r.store_res });
    }
  }
  const r = env.rates(v.buildings);
  out.end = {
    buildings: v.buildings.map((b) => ({ ...b })), population: villagePopulation(v.buildings), stock: roundCost(v.stock),
    food_net: effectiveRates(r).food, production: effectivePoints(r).production, science: rates().science,
  };
  return out;
}

type Choice = { kind: 'science'; amount: number } | { kind: 'building'; type: string; level: number };

const label = (c: Choice) => (c.kind === 'science' ? 'science' : c.type);
const roundCost = (c: Cost): Cost => ({ wood: Math.floor(c.wood), stone: Math.floor(c.stone), iron: Math.floor(c.iron), food: Math.floor(c.food) });

/** The plan's next item (see the module comment), or null to wait. */
function choose(v: VillageEconomy, acc: AccountRun, env: EconomyEnv, speed: number): Choice | null {
  const r = env.rates(v.buildings);
  if (acc.state.researching !== null) {
    const base = RESEARCH.find((x) => x.id === acc.state.researching)!.science_base;
    const queued = v.queue.filter((e) => e.kind === 'science').reduce((s, e) => s + e.amount, 0);
    const need = Math.ceil(base - acc.state.science - queued);
    if (need > 0 && queued === 0) {
      const payable = Math.floor(Math.min(v.stock.wood, v.stock.stone, v.stock.iron, v.stock.food));
      const amount = Math.min(need, QUEUE_AMOUNT_CAP * productionOf(env, v.buildings), payable);
      // A small item when the stock is low is not worth a queue slot: wait for 1/4 of the cap.
      if (amount >= Math.min(need, Math.floor((QUEUE_AMOUNT_CAP * productionOf(env, v.buildings)) / 4))) return { kind: 'science', amount };
    }
  }
  const levelOf = (type: string) => (v.buildings.find((b) => b.type === type)?.level ?? 0) + v.queue.filter((e) => e.kind === 'building' && e.target === type).length;
  const next = (type: string): Choice => ({ kind: 'building', type, level: levelOf(type) + 1 });
  const popStep = (type: string, level: number) => populationAt(findBuilding(type)!, level) - populationAt(findBuilding(type)!, level - 1);
  const queuedPopulation = v.queue.filter((e) => e.kind === 'building').reduce((s, e) => s + popStep(e.target ?? '', e.level ?? 1), 0);
  const candidates = PLAN_BUILDINGS.map(next).filter((c) => c.kind === 'building' && c.level <= tierOf(v.tier).maxLevel) as Array<Extract<Choice, { kind: 'building' }>>;
  // The town hall first while it is not ahead of the producers: work is what a new village lacks most.
  const producers = Math.min(...['forester', 'quarry', 'iron_mine', 'farm'].map(levelOf));
  const th = candidates.find((c) => c.type === 'town_hall');
  const sorted = candidates.sort((a, b) => total(costAt(findBuilding(a.type)!, a.level)) - total(costAt(findBuilding(b.type)!, b.level)));
  for (const c of th && levelOf('town_hall') <= producers ? [th] : sorted) {
    const b = findBuilding(c.type)!;
    const cost = costAt(b, c.level);
    const farmQueued = v.queue.some((e) => e.target === 'farm');
    if (c.type !== 'farm' && !farmQueued && effectiveRates(r).food - queuedPopulation - popStep(c.type, c.level) < FOOD_MARGIN * speed) {
      return next('farm');
    }
    if (c.type !== 'warehouse' && Math.max(cost.wood, cost.stone, cost.iron) > STORAGE_MARGIN * r.store_res && levelOf('warehouse') < tierOf(v.tier).maxLevel) return next('warehouse');
    if (c.type !== 'food_cellar' && cost.food > STORAGE_MARGIN * r.store_food && levelOf('food_cellar') < tierOf(v.tier).maxLevel) return next('food_cellar');
    return c;
  }
  return null;
}
