import type { Deps } from '../deps';
import type { Trx } from '../../db/knex';
import { setStarvesAt, type VillageRow } from '../../db/villages';
import {
  accountVillagesMany, addHomeUnitsMany, deleteQueueItems, economyInputsMany, insertQueueEntries, lockAccounts,
  lockDueVillages, lockQueueRowsMany, saveAccounts, saveStocks, setBuildingLevels, updateQueueEntries,
} from '../../db/queue';
import { recordResearchDone } from '../researchDone';
import { accountState, researchSnapshot } from '../../db/account';
import { completeGroup, type GroupVillage, type QueueEntry } from '../../game/queue';
import { accountAfterCompletions, runDueAt } from '../../game/research';
import { economyFrom, starvationAfter, type Loaded } from './load';
import { tellDone } from './told';

/** What a batch of groups did: items applied (with their completion instant), and what to pass over next time. */
export interface GroupsApplied {
  claimed: number;
  applied: Array<{ id: number; village_id: number; at: number }>;
  failed: number;
  /** Groups not to claim again in this run (busy, or failed alone). */
  skipGroups: number[];
  /** Villages not to claim again in this run (their rule threw). */
  skipVillages: number[];
}

/**
 * The tick's queue step for claimed groups (an account with its due villages, or one ownerless village),
 * inside the claim's transaction: the due villages are locked (a group with a due village held elsewhere
 * is passed over whole), each group's items complete in memory in (due_at, id) order (completeGroup, the
 * same rules the read path settles with), the accounts accrue by the one rule (accountAfterCompletions),
 * and everything is written in a few multi-row statements.
 */
export async function completeDueGroups(trx: Trx, deps: Deps, groups: number[], a: { cutoff: Date; now: Date; excludeVillages: number[] }): Promise<GroupsApplied> {
  const out: GroupsApplied = { claimed: groups.length, applied: [], failed: 0, skipGroups: [], skipVillages: [] };
  if (groups.length === 0) return out;
  const { villages, dueCount } = await lockDueVillages(trx, groups, a.cutoff, a.excludeVillages);
  const byGroup = new Map<number, VillageRow[]>();
  for (const v of villages) {
    const g = v.user_id ?? -v.id;
    byGroup.set(g, [...(byGroup.get(g) ?? []), v]);
  }
  for (const g of groups) {
    if ((byGroup.get(g)?.length ?? 0) < (dueCount.get(g) ?? 0)) {
      // Someone holds one of its due villages: applying the rest now could put the account's completions out of order.
      byGroup.delete(g);
      out.skipGroups.push(g);
    }
  }
  const ids = [...byGroup.values()].flat().map((v) => v.id);
  const [inputs, rows] = [await economyInputsMany(trx, ids), await lockQueueRowsMany(trx, ids)];
  const cutoff = a.cutoff.getTime();
  const touched: Array<{ userId: number | null; villages: GroupVillage[]; order: ReturnType<typeof completeGroup>['order'] }> = [];
  for (const vs of byGroup.values()) {
    const loaded: Loaded[] = [];
    for (const v of vs) {
      try {
        loaded.push(economyFrom(deps, v, inputs.get(v.id)!, rows.get(v.id) ?? []));
      } catch (err) {
        out.failed += 1;
        out.skipVillages.push(v.id);
        deps.log.error({ err, village: v.id }, 'queue tick: village failed');
      }
    }
    const r = completeGroup(loaded, cutoff);
    for (const f of r.failed) {
      out.failed += 1;
      out.skipVillages.push(f.villageId);
      deps.log.error({ err: f.err, village: f.villageId, queueItem: loaded.find((l) => l.village.id === f.villageId)?.economy.queue[0]?.id }, 'queue tick: item failed');
    }
    for (const g of r.villages) {
      if (g.completed.length > 0) continue;
      // A due row that is not an active head its rules complete (inconsistent data): left for a person to look at.
      out.skipVillages.push(g.loaded.village.id);
      deps.log.warn({ village: g.loaded.village.id }, 'queue tick: a due item that is not its village\'s due head');
    }
    touched.push({ userId: vs[0].user_id, villages: r.villages, order: r.order });
  }

  // The accounts: one lock and one read for all, one write each (lock order: villages first, then accounts).
  const users = touched.filter((t) => t.userId !== null && t.order.length > 0).map((t) => t.userId!);
  // The loaded villages' buildings are in hand (accountAfterCompletions takes them from `before`): not read twice.
  const loadedIds = touched.flatMap((t) => t.villages.map((g) => g.loaded.village.id));
  const [accounts, accountVs] = [await lockAccounts(trx, users), await accountVillagesMany(trx, users, loadedIds)];
  const accountRows: Parameters<typeof saveAccounts>[1][number][] = [];
  for (const t of touched) {
    if (t.userId === null || t.order.length === 0) continue;
    const row = accounts.get(t.userId);
    if (!row) continue;
    const before = new Map(t.villages.map((g) => [g.loaded.village.id, g.loaded.economy.buildings]));
    const r = accountAfterCompletions(() => ({ state: accountState(row), snapshot: researchSnapshot(row) }), accountVs.get(t.userId) ?? [], before, t.order, deps.config.gameSpeed);
    if (!r) continue;
    accountRows.push({ userId: t.userId, state: r.run.state, dueAt: runDueAt(r.run.run), run: r.run.run });
    await recordResearchDone(trx, deps, t.userId, r.done);
  }
  await saveAccounts(trx, accountRows);

  // The villages: what changed between the loaded economy and the settled one.
  const deleted: number[] = [];
  const levels: Array<{ villageId: number; type: string; level: number }> = [];
  const stocks: Parameters<typeof saveStocks>[1][number][] = [];
  const inserted: Array<{ villageId: number; entry: QueueEntry }> = [];
  const updated: QueueEntry[] = [];
  const units: Array<{ villageId: number; unit: string; amount: number }> = [];
  for (const t of touched) {
    for (const g of t.villages) {
      if (g.completed.length === 0) continue;
      const v = g.loaded.village;
      const before = g.loaded.economy;
      const after = g.economy;
      if (after.stockAt !== before.stockAt || (['wood', 'stone', 'iron', 'food'] as const).some((r) => after.stock[r] !== before.stock[r])) {
        stocks.push({ villageId: v.id, stock: after.stock, at: new Date(after.stockAt), starvesAt: starvationAfter(after, g.completed, g.loaded.env) });
      } else {
        // Trained units eat: starves_at follows (as saveEconomy writes it).
        await setStarvesAt(trx, v.id, starvationAfter(after, g.completed, g.loaded.env));
      }
      for (const b of after.buildings) {
        const old = before.buildings.find((x) => x.type === b.type);
        if (!old || old.level !== b.level) levels.push({ villageId: v.id, type: b.type, level: b.level });
      }
      const kept = new Set(after.queue.filter((e) => e.id > 0).map((e) => e.id));
      deleted.push(...before.queue.filter((e) => !kept.has(e.id)).map((e) => e.id));
      for (const e of after.queue) {
        if (e.id === 0) inserted.push({ villageId: v.id, entry: e });
        // Entries are replaced, never mutated: an unchanged entry is the same object.
        else if (!before.queue.includes(e)) updated.push(e);
      }
      for (const c of g.completed) {
        if (c.effect.kind === 'unit') units.push({ villageId: v.id, unit: c.effect.unit, amount: c.effect.amount });
        out.applied.push({ id: c.entry.id, village_id: v.id, at: c.at });
      }
      tellDone(trx, deps, { id: v.id, user_id: t.userId }, g.completed);
    }
  }
  await saveStocks(trx, stocks);
  await setBuildingLevels(trx, levels);
  await deleteQueueItems(trx, deleted);
  await updateQueueEntries(trx, updated);
  await insertQueueEntries(trx, inserted, a.now);
  await addHomeUnitsMany(trx, units);
  return out;
}
