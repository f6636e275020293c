import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARRIVAL_GRACE_MS, PLAYER_REFRESH_MS, createRefreshScheduler, nextRefreshDelay } from '../../../../client/app/refresh';

/** The player's state refreshes on its own: every 30 s while visible, and when a known movement falls due. */
describe('nextRefreshDelay', () => {
  it('is the period without movements', () => {
    expect(nextRefreshDelay(1_000, [])).toBe(PLAYER_REFRESH_MS);
  });
  it('is the next due time plus the grace when that comes sooner', () => {
    expect(nextRefreshDelay(1_000, [9_000, 5_000, 60_000])).toBe(4_000 + ARRIVAL_GRACE_MS);
  });
  it('ignores movements past their due time and grace (no refresh loop on a late arrival)', () => {
    expect(nextRefreshDelay(10_000, [1_000, 10_000 - ARRIVAL_GRACE_MS])).toBe(PLAYER_REFRESH_MS);
  });
  it('keeps the period when the next movement is further away', () => {
    expect(nextRefreshDelay(0, [PLAYER_REFRESH_MS * 3])).toBe(PLAYER_REFRESH_MS);
  });
});

describe('createRefreshScheduler (fake timers)', () => {
  let visible: boolean;
  let refresh: ReturnType<typeof vi.fn<() => void>>;
  const make = () => createRefreshScheduler({ refresh, isVisible: () => visible, now: () => Date.now() });

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    visible = true;
    refresh = vi.fn<() => void>();
  });
  afterEach(() => { vi.useRealTimers(); });

  it('refreshes every 30 s while visible', () => {
    const s = make();
    vi.advanceTimersByTime(PLAYER_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PLAYER_REFRESH_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(3);
    s.stop();
    vi.advanceTimersByTime(PLAYER_REFRESH_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('refreshes right after the next known movement falls due, then goes on every 30 s', () => {
    const s = make();
    s.setDueTimes([Date.now() + 7_000, Date.now() + 20_000]);
    vi.advanceTimersByTime(7_000 + ARRIVAL_GRACE_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The second movement is next (the refreshed data would re-set the list; here it stays).
    vi.advanceTimersByTime(20_000 - 7_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(PLAYER_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    s.stop();
  });

  it('skips refreshes while the tab is hidden and makes one up when it is visible again', () => {
    const s = make();
    visible = false;
    vi.advanceTimersByTime(PLAYER_REFRESH_MS * 3);
    expect(refresh).not.toHaveBeenCalled();
    s.visibilityChanged(); // still hidden
    expect(refresh).not.toHaveBeenCalled();
    visible = true;
    s.visibilityChanged();
    expect(refresh).toHaveBeenCalledTimes(1);
    s.visibilityChanged(); // nothing missed since
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PLAYER_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    s.stop();
  });
});
