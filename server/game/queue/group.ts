import type { Completed, EconomyEnv, VillageEconomy } from './types';
import { completeHead } from './settle';

/** A village as a group step reads it: its id, its economy and the rates its rows give. */
export interface GroupMember {
  village: { id: number };
  economy: VillageEconomy;
  env: EconomyEnv;
}

/** One village of a tick batch after its due items completed in memory. */
export interface GroupVillage<L extends GroupMember = GroupMember> {
  loaded: L;
  economy: VillageEconomy;
  completed: Completed[];
}

/**
 * The tick's pure step for one group (an account's villages, or one ownerless village): completes
 * every item due by `cutoff` across the villages in (due_at, id) order, as one-at-a-time claims in
 * that order would (each next item starting at its predecessor's instant), so the account sees the
 * completions of its villages in time order. A village whose rule throws is left out (in `failed`)
 * with nothing of it applied; the others go on.
 */
export function completeGroup<L extends GroupMember>(loaded: L[], cutoff: number): {
  villages: Array<GroupVillage<L>>;
  order: Array<{ villageId: number; completed: Completed }>;
  failed: Array<{ villageId: number; err: unknown }>;
} {
  const state = new Map<number, GroupVillage<L>>(loaded.map((l) => [l.village.id, { loaded: l, economy: l.economy, completed: [] }]));
  const failed: Array<{ villageId: number; err: unknown }> = [];
  const live = new Set(state.keys());
  const headDue = (g: GroupVillage<L>) => {
    const h = g.economy.queue[0];
    return h && h.item.value === 'active' && h.item.context.dueAt !== null && h.item.context.dueAt <= cutoff ? h.item.context.dueAt : null;
  };
  for (;;) {
    let next: GroupVillage<L> | undefined;
    let nextDue = Infinity;
    for (const id of live) {
      const g = state.get(id)!;
      let due: number | null;
      try {
        due = headDue(g);
      } catch (err) {
        failed.push({ villageId: id, err });
        live.delete(id);
        continue;
      }
      if (due === null) { live.delete(id); continue; }
      if (due < nextDue || (due === nextDue && g.economy.queue[0].id < next!.economy.queue[0].id)) { next = g; nextDue = due; }
    }
    if (!next) break;
    const id = next.loaded.village.id;
    try {
      const step = completeHead(next.economy, cutoff, next.loaded.env);
      if (!step) { live.delete(id); continue; }
      next.economy = step.economy;
      next.completed.push(step.completed);
    } catch (err) {
      failed.push({ villageId: id, err });
      live.delete(id);
    }
  }
  const bad = new Set(failed.map((f) => f.villageId));
  const villages = [...state.values()].filter((g) => !bad.has(g.loaded.village.id));
  const order = villages.flatMap((g) => g.completed.map((completed) => ({ villageId: g.loaded.village.id, completed })))
    .sort((a, b) => a.completed.at - b.completed.at || a.completed.entry.id - b.completed.entry.id);
  return { villages, order, failed };
}

