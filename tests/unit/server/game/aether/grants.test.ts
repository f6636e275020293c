import { describe, expect, it } from 'vitest';
import { AETHER_TEXT, findAetherPackage, grantDay, grantState, nextGrantAt } from '../../../../../server/game/aether/grants';
import { AETHER_PACKAGES } from '../../../../../server/game/data/aetherPackages';

/** The alpha's aether grant rule (GAME.md section 7): one per account and UTC day. */
describe('aether grants: one a day', () => {
  it('the day is the UTC date, whatever the hour', () => {
    expect(grantDay(Date.parse('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
    expect(grantDay(Date.parse('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(grantDay(Date.parse('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
    // A local evening in UTC-5 is already the next UTC day.
    expect(grantDay(Date.parse('2026-03-01T20:30:00-05:00'))).toBe('2026-03-02');
  });

  it('the next grant is at the next UTC midnight, across months and years', () => {
    expect(nextGrantAt(Date.parse('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(nextGrantAt(Date.parse('2026-02-28T23:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(nextGrantAt(Date.parse('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('taken today: refused until midnight; at midnight free again', () => {
    const t = Date.parse('2026-03-01T10:00:00Z');
    expect(grantState('2026-03-01', t)).toEqual({ grantedToday: true, nextAt: new Date('2026-03-02T00:00:00Z') });
    expect(grantState('2026-03-01', Date.parse('2026-03-01T23:59:59.999Z')).grantedToday).toBe(true);
    const midnight = Date.parse('2026-03-02T00:00:00Z');
    expect(grantState('2026-03-01', midnight)).toEqual({ grantedToday: false, nextAt: new Date(midnight) });
  });

  it('never taken, or taken on an earlier day: free now', () => {
    const t = Date.parse('2026-03-05T08:00:00Z');
    expect(grantState(null, t)).toEqual({ grantedToday: false, nextAt: new Date(t) });
    expect(grantState('2026-03-04', t).grantedToday).toBe(false);
  });

  it('packages: unique lower-case ids, positive whole aether, catalogue names; unknown ids are not found', () => {
    expect(new Set(AETHER_PACKAGES.map((p) => p.id)).size).toBe(AETHER_PACKAGES.length);
    for (const p of AETHER_PACKAGES) {
      expect(p.id).toMatch(/^[a-z]{1,32}$/);
      expect(Number.isInteger(p.aether) && p.aether > 0).toBe(true);
      expect(p.name).toBe(`aetherStore.packages.${p.id}`);
      expect(findAetherPackage(p.id)).toBe(p);
    }
    expect(findAetherPackage('diamond')).toBeUndefined();
    expect(AETHER_TEXT.grantedToday.key).toBe('refusals.aether.grantedToday');
  });
});
