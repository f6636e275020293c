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

describe('toasts with a timer (client/app/toasts.ts)', () => {
  const timer = { until: '2030-01-01T10:05:09.000Z', from: '2030-01-01T10:00:00.000Z', label: 'Time left', clockSkewMs: 0 };

  it('keep their timer as given; toasts without one have none', () => {
    const store = createToastStore(() => undefined);
    store.push('error', 'Incoming attack', { thing: 'attack:1', timer });
    store.push('info', 'Resources arrive in 10 minutes');
    expect(store.getSnapshot().map((t) => t.timer)).toEqual([timer, undefined]);
    expect('timer' in store.getSnapshot()[1]).toBe(false);
  });

  it('about one thing show once, the first timer kept; another thing with the same text is another toast', () => {
    const store = createToastStore(() => undefined);
    const a = store.push('error', 'Incoming attack', { thing: 'attack:1', timer });
    const again = store.push('error', 'Incoming attack', { thing: 'attack:1', timer: { ...timer, until: '2030-01-01T11:00:00.000Z' } });
    store.push('error', 'Incoming attack', { thing: 'attack:2', timer });
    expect(again).toBe(a);
    expect(store.getSnapshot().map((t) => [t.thing, t.timer?.until])).toEqual([['attack:1', timer.until], ['attack:2', timer.until]]);
  });
});
