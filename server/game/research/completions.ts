import type { PersistedResearch } from '../../../machines/research';
import type { TierKey } from '../data/tiers';
import { accountRates, buildingTouchesAccount, villagePoints, type AccountState, type ResearchDone } from '../account';
import type { Completed } from '../queue';
import { addRunPoints, advanceRun, rerateRun, runOf, type AccountRun } from './run';

/** The account as stored: its state and its research run (null: a row from before the run was kept). */
export interface StoredAccount {
  state: AccountState;
  snapshot: PersistedResearch | null;
}

/** A village of the account with its tier and building levels (what culture and science rates come from). */
export interface AccountVillageLevels {
  id: number;
  tier: TierKey;
  buildings: ReadonlyArray<{ type: string; level: number }>;
}

/** Whether a completion changes the account: points, or a building that changes culture or science rates. */
export const touchesAccount = (c: Completed): boolean =>
  c.effect.kind === 'science' || c.effect.kind === 'culture' || (c.effect.kind === 'building' && buildingTouchesAccount(c.effect.type));

function withLevel(buildings: ReadonlyArray<{ type: string; level: number }>, type: string, level: number) {
  return buildings.some((b) => b.type === type)
    ? buildings.map((b) => (b.type === type ? { ...b, level } : b))
    : [...buildings, { type, level }];
}

/**
 * The account after queue completions (`order`, in time order across its villages): the one rule of
 * account accrual across completions, for a single village's save and the tick's batches alike. Before each
 * completion that touches culture or science the account advances to its instant at the rates of the
 * levels standing then (every village's), points are added at that instant, and the research run is
 * re-rated to the new levels. `before`: the batch villages' building levels before their first
 * completion (the other villages' come from `villages`). Null when nothing touches the account.
 */
export function accountAfterCompletions(
  stored: StoredAccount | (() => StoredAccount), villages: readonly AccountVillageLevels[], before: ReadonlyMap<number, ReadonlyArray<{ type: string; level: number }>>,
  order: ReadonlyArray<{ villageId: number; completed: Completed }>, gameSpeed: number,
): { run: AccountRun; done: ResearchDone[] } | null {
  if (!order.some((o) => touchesAccount(o.completed))) return null;
  const levels = new Map<number, { tier: AccountVillageLevels['tier']; buildings: ReadonlyArray<{ type: string; level: number }> }>(
    villages.map((v) => [v.id, { tier: v.tier, buildings: before.get(v.id) ?? v.buildings }]),
  );
  // A village's points change only when its levels do (a new entry in `levels`): computed once per entry.
  const points = new Map<object, { culture: number; science: number }>();
  const pointsOf = (v: AccountVillageLevels | { tier: AccountVillageLevels['tier']; buildings: ReadonlyArray<{ type: string; level: number }> }, speed: number) => {
    let p = points.get(v);
    if (!p) points.set(v, (p = villagePoints(v, speed)));
    return p;
  };
  const ratesWith = (id: number) => accountRates(
    [...villages.filter((v) => v.id !== id).map((v) => levels.get(v.id)!), levels.get(id)!], gameSpeed, pointsOf,
  );
  let acc: AccountRun | undefined;
  const done: ResearchDone[] = [];
  for (const { villageId, completed: c } of order) {
    const mine = levels.get(villageId);
    if (!mine) continue; // a village no longer the account's (cannot be: the batch holds its row)
    if (!touchesAccount(c)) {
      if (c.effect.kind === 'building') levels.set(villageId, { ...mine, buildings: withLevel(mine.buildings, c.effect.type, c.effect.level) });
      continue;
    }
    const rates = ratesWith(villageId);
    if (!acc) {
      // Read (a stored run is parsed) only when a completion touches the account.
      const st = typeof stored === 'function' ? stored() : stored;
      acc = { state: st.state, run: runOf(st.snapshot, st.state, rates) };
    }
    const adv = advanceRun(acc, rates, c.at);
    acc = adv;
    done.push(...adv.done);
    const e = c.effect;
    if (e.kind === 'building') levels.set(villageId, { ...mine, buildings: withLevel(mine.buildings, e.type, e.level) });
    else if (e.kind === 'culture' || e.kind === 'science') {
      const added = addRunPoints(acc, rates, { culture: e.kind === 'culture' ? e.amount : 0, science: e.kind === 'science' ? e.amount : 0 }, c.at);
      acc = added;
      done.push(...added.done);
    }
    acc = rerateRun(acc, ratesWith(villageId));
  }
  return acc ? { run: acc, done } : null;
}
