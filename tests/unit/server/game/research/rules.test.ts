import { describe, expect, it } from 'vitest';
import { said } from '../../../../support/said';
import { RESEARCH, researchOf } from '../../../../../server/game/data/research';
import {
  RESEARCH_TEXT, highestTier, researchStatus, researchTiers, startResearch, tierNeededFor, type ResearchContext,
} from '../../../../../server/game/research';
import type { AccountState } from '../../../../../server/game/account';

const T0 = Date.parse('2026-06-01T12:00:00Z');
const idle: AccountState = { culture: 0, science: 0, researching: null, updatedAt: T0 };
const ctx = (done: string[] = [], tier: ResearchContext['highestTier'] = 'village'): ResearchContext =>
  ({ researched: new Set(done.map((k) => researchOf(k).id)), highestTier: tier });

describe('research rules', () => {
  it('groups the 21 technologies by tier, seven each, with the settlement tier each needs', () => {
    const tiers = researchTiers();
    expect(tiers.map((t) => [t.tier, t.needsTier, t.research.length])).toEqual([[1, 'village', 7], [2, 'town', 7], [3, 'city', 7]]);
    expect(tiers.flatMap((t) => t.research.map((r) => r.id))).toEqual(RESEARCH.map((r) => r.id));
  });

  it('states: available, locked with the missing prerequisites and tier, researching, done', () => {
    expect(researchStatus(researchOf('smithing'), idle, ctx())).toEqual({ state: 'available', missing: [], needsTier: null });
    expect(researchStatus(researchOf('bureaucracy'), idle, ctx())).toMatchObject({ state: 'locked', missing: [researchOf('organised_labour')], needsTier: null });
    expect(researchStatus(researchOf('stirrups'), idle, ctx(['smithing']))).toMatchObject({
      state: 'locked', missing: [researchOf('riding_training')], needsTier: 'town',
    });
    expect(researchStatus(researchOf('stirrups'), idle, ctx(['smithing', 'riding_training'], 'town')).state).toBe('available');
    expect(researchStatus(researchOf('smithing'), { researching: researchOf('smithing').id }, ctx()).state).toBe('researching');
    expect(researchStatus(researchOf('smithing'), idle, ctx(['smithing'])).state).toBe('done');
    expect(researchStatus(researchOf('smithing'), idle, ctx([], null))).toMatchObject({ state: 'locked', needsTier: 'village' });
    expect(tierNeededFor(researchOf('crop_rotations'))).toBe('city');
  });

  it('starts an available research with 0 science', () => {
    const r = startResearch({ ...idle, science: 0, culture: 7 }, researchOf('smithing').id, ctx(), T0);
    expect(r).toEqual({ ok: true, state: { culture: 7, science: 0, researching: researchOf('smithing').id, updatedAt: T0 } });
  });

  it('refuses: unknown, already done, another ongoing, requirements (prerequisite or tier)', () => {
    expect(startResearch(idle, 99, ctx(), T0)).toEqual({ ok: false, error: RESEARCH_TEXT.unknown });
    expect(startResearch(idle, researchOf('smithing').id, ctx(['smithing']), T0)).toEqual({ ok: false, error: RESEARCH_TEXT.done });
    const running = { ...idle, researching: researchOf('apprenticeship').id };
    expect(startResearch(running, researchOf('smithing').id, ctx(), T0)).toEqual({ ok: false, error: said('Another research is ongoing') });
    expect(startResearch(running, researchOf('apprenticeship').id, ctx(), T0)).toEqual({ ok: false, error: said('Another research is ongoing') });
    expect(startResearch(idle, researchOf('bureaucracy').id, ctx(), T0)).toEqual({ ok: false, error: said('Requirements not met') });
    expect(startResearch(idle, researchOf('prospecting').id, ctx(['smithing'], 'village'), T0), 'tier 2 needs a town').toEqual({ ok: false, error: said('Requirements not met') });
    expect(startResearch(idle, researchOf('prospecting').id, ctx(['smithing'], 'town'), T0).ok).toBe(true);
  });

  it('the highest tier of the kingdom', () => {
    expect(highestTier([])).toBeNull();
    expect(highestTier(['village', 'city', 'town'])).toBe('city');
    expect(highestTier(['village', 'town'])).toBe('town');
  });

  it('every technology can be reached: completing all in id order never meets a missing prerequisite', () => {
    const done: string[] = [];
    for (const r of RESEARCH) {
      expect(startResearch(idle, r.id, ctx(done, 'city'), T0).ok, r.key).toBe(true);
      done.push(r.key);
    }
  });
});
