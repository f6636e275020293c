import { describe, expect, it } from 'vitest';
import { LOADING_MIN_MS, LOADING_NO_SESSION_MS, loadingHoldMs, loadingVisible } from '../../../client/app/loading';

describe('loading screen timing (SPEC.md section 9)', () => {
  it('holds 1 s with a session and 3 s without', () => {
    expect(LOADING_MIN_MS).toBe(1000);
    expect(LOADING_NO_SESSION_MS).toBe(3000);
    expect(loadingHoldMs(true)).toBe(1000);
    expect(loadingHoldMs(false)).toBe(3000);
  });
  it('stays while busy, and until the hold has passed', () => {
    expect(loadingVisible(true, 0, 10_000, 1000)).toBe(true);
    expect(loadingVisible(false, 0, 999, 1000)).toBe(true);
    expect(loadingVisible(false, 0, 1000, 1000)).toBe(false);
    expect(loadingVisible(false, 0, 2999, 3000)).toBe(true);
  });
});
