import { describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from '../../../client/app/toasts';

describe('toast store', () => {
  it('keeps a toast 6000 ms, then drops it', () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore();
      store.push('success', 'Your profile is saved');
      expect(TOAST_DURATION_MS).toBe(6000);
      vi.advanceTimersByTime(5999);
      expect(store.getSnapshot()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(store.getSnapshot()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('dismisses on demand (a click) and tells subscribers', () => {
    const store = createToastStore(() => undefined);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().length));
    const a = store.push('error', 'one');
    store.push('info', 'two');
    store.dismiss(a);
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['two']);
    expect(seen).toEqual([1, 2, 1]);
  });

  it('shows the same text of the same kind once', () => {
    const store = createToastStore(() => undefined);
    const a = store.push('error', 'Could not make a connection to the server');
    const b = store.push('error', 'Could not make a connection to the server');
    expect(a).toBe(b);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
