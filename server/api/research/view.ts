import type { ResearchResponse, ResearchView } from '../../contract/research';
import { buildingOf } from '../../game/data/buildings';
import { findResearch, unlockedBuildings, type ResearchDef } from '../../game/data/research';
import type { AccountRates, AccountState } from '../../game/account';
import { researchStatus, researchTiers, type ResearchContext } from '../../game/research';

const ref = (r: ResearchDef) => ({ id: r.id, key: r.key, name: r.name });

/** GET research's body: every technology by tier with its state for the account at `now`. */
export function researchBody(
  state: AccountState, rates: AccountRates, dueAt: number | null, ctx: ResearchContext,
  completedAt: ReadonlyMap<number, Date>, now: Date, queued: { amount: number; until: Date | null },
): ResearchResponse {
  const running = state.researching !== null ? findResearch(state.researching) : undefined;
  const view = (r: ResearchDef): ResearchView => {
    const st = researchStatus(r, state, ctx);
    const at = completedAt.get(r.id);
    return {
      id: r.id,
      key: r.key,
      name: r.name,
      description: r.description,
      tier: r.tier,
      science_base: r.science_base,
      unlocks_building: r.unlocks_building,
      unlocks: unlockedBuildings(r).map((k) => ({ key: k, name: buildingOf(k).name })),
      requires: r.requires.map((k) => findResearch(k)!).map((p) => ({ ...ref(p), done: ctx.researched.has(p.id) })),
      state: st.state,
      science: st.state === 'done' ? r.science_base : st.state === 'researching' ? state.science : 0,
      missing: st.missing.map(ref),
      needsTier: st.needsTier,
      completed_at: at ? new Date(at).toISOString() : null,
    };
  };
  return {
    researching: running
      ? {
        ...ref(running),
        science: state.science,
        science_base: running.science_base,
        percent: Math.min(100, (state.science / running.science_base) * 100),
        due_at: dueAt === null ? null : new Date(dueAt).toISOString(),
      }
      : null,
    science_queued: { amount: queued.amount, until: queued.until ? queued.until.toISOString() : null },
    science_per_hour: rates.science,
    culture_per_hour: rates.culture,
    culture: state.culture,
    tiers: researchTiers().map((t) => ({ tier: t.tier, needsTier: t.needsTier, research: t.research.map(view) })),
    computed_at: now.toISOString(),
  };
}
