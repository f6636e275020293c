// The map's beginner-protection shield (issue 13, point 6): drawn while the owner's protection lasts and
// gone once its instant passed, even on a cached world map that still carries the field.
import { describe, expect, it } from 'vitest';
import { isProtectedAt } from '../../../../client/map/world';

describe('isProtectedAt', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('is true before the end, false at and after it, and false without the field or with a bad one', () => {
    expect(isProtectedAt({ protected_until: '2026-11-25T12:00:01Z' }, now)).toBe(true);
    expect(isProtectedAt({ protected_until: '2026-11-25T12:00:00Z' }, now)).toBe(false);
    expect(isProtectedAt({ protected_until: '2026-11-25T11:00:00Z' }, now)).toBe(false);
    expect(isProtectedAt({}, now)).toBe(false);
    expect(isProtectedAt({ protected_until: 'soon' }, now)).toBe(false);
  });
});
