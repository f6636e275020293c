import { RESEARCH, findResearch, type ResearchDef } from '../data/research';
import { TIERS, tierAtLeast, type TierKey } from '../data/tiers';
import type { AccountState } from '../account/accrual';
import { refusalsOf, type Said } from '../texts';

/**
 * Starting a research (GAME.md section 5, SPEC.md sections 4 and 8). One at a time; a technology needs
 * its prerequisites completed and a kingdom advanced enough for its tier: a tier-N technology needs a
 * settlement of at least RESEARCH_TIER_NEEDS[N] (tier 1: any village, tier 2: a town, tier 3: a city).
 */

const say = refusalsOf('research');
export const RESEARCH_TEXT = {
  ongoing: say('ongoing', 'Another research is ongoing'),
  requirements: say('requirements', 'Requirements not met'),
  done: say('done', 'That research is already completed'),
  unknown: say('unknown', 'There is no research with that id'),
} as const;

/** The settlement tier a technology's tier needs somewhere in the kingdom. */
export const RESEARCH_TIER_NEEDS: Readonly<Record<number, TierKey>> = { 1: 'village', 2: 'town', 3: 'city' };

export function tierNeededFor(r: ResearchDef): TierKey {
  return RESEARCH_TIER_NEEDS[r.tier] ?? 'city';
}

/** The highest tier among the kingdom's settlements, or null without any. */
export function highestTier(tiers: readonly TierKey[]): TierKey | null {
  let best: TierKey | null = null;
  for (const t of tiers) if (best === null || tierAtLeast(t, best)) best = t;
  return best;
}

export interface ResearchContext {
  /** Ids of the technologies completed. */
  researched: ReadonlySet<number>;
  /** The kingdom's highest settlement tier (null: no village). */
  highestTier: TierKey | null;
}

export type ResearchState = 'done' | 'researching' | 'available' | 'locked';

export interface ResearchStatus {
  state: ResearchState;
  /** Prerequisites not completed yet. */
  missing: ResearchDef[];
  /** The settlement tier the kingdom still lacks for this technology, or null. */
  needsTier: TierKey | null;
}

/** One technology's state for the account: done, researching, available (could start now if nothing runs), or locked. */
export function researchStatus(r: ResearchDef, s: Pick<AccountState, 'researching'>, ctx: ResearchContext): ResearchStatus {
  const missing = r.requires.map((k) => findResearch(k)!).filter((p) => !ctx.researched.has(p.id));
  const need = tierNeededFor(r);
  const needsTier = ctx.highestTier !== null && tierAtLeast(ctx.highestTier, need) ? null : need;
  if (ctx.researched.has(r.id)) return { state: 'done', missing: [], needsTier: null };
  if (s.researching === r.id) return { state: 'researching', missing, needsTier };
  return { state: missing.length === 0 && needsTier === null ? 'available' : 'locked', missing, needsTier };
}

export type Started = { ok: true; state: AccountState } | { ok: false; error: Said };

/**
 * Starts research `id` at `now` (the account settled to `now`): refused when it is done already,
 * when any research runs ('Another research is ongoing'), or when a prerequisite or the tier is
 * missing ('Requirements not met'). The new research starts with 0 science.
 */
export function startResearch(s: AccountState, id: number, ctx: ResearchContext, now: number): Started {
  const r = findResearch(id);
  if (!r) return { ok: false, error: RESEARCH_TEXT.unknown };
  if (ctx.researched.has(r.id)) return { ok: false, error: RESEARCH_TEXT.done };
  if (s.researching !== null) return { ok: false, error: RESEARCH_TEXT.ongoing };
  const st = researchStatus(r, s, ctx);
  if (st.state !== 'available') return { ok: false, error: RESEARCH_TEXT.requirements };
  return { ok: true, state: { ...s, researching: r.id, science: 0, updatedAt: Math.max(s.updatedAt, now) } };
}

/** Technologies grouped by tier, lowest tier first, each in id order (GET research). */
export function researchTiers(): Array<{ tier: number; needsTier: TierKey; research: ResearchDef[] }> {
  const tiers = [...new Set(RESEARCH.map((r) => r.tier))].sort((a, b) => a - b);
  return tiers.map((tier) => ({
    tier,
    needsTier: RESEARCH_TIER_NEEDS[tier] ?? TIERS[TIERS.length - 1].key,
    research: RESEARCH.filter((r) => r.tier === tier),
  }));
}
