// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Countdown, elapsedShare, secondsLeft } from '../../../../client/panels/Countdown';

afterEach(() => { cleanup(); vi.useRealTimers(); });

const T0 = Date.parse('2030-01-01T00:00:00.000Z');

describe('Countdown past a day', () => {
  it('shows whole days first and keeps the datetime attribute in seconds', () => {
    vi.useFakeTimers({ now: T0 });
    render(<Countdown until={new Date(T0 + (7 * 86_400) * 1000)} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('7d 00:00:00');
    expect(timer.getAttribute('datetime')).toBe('PT604800S');
    act(() => { vi.advanceTimersByTime(47_000); });
    expect(timer.textContent).toBe('6d 23:59:13');
    expect(timer.getAttribute('datetime')).toBe('PT604753S');
    // A day later, a second before the last day: the clock jumps, the next tick shows it.
    act(() => { vi.setSystemTime(T0 + (6 * 86_400 - 2) * 1000); vi.advanceTimersByTime(1000); });
    expect(timer.textContent).toBe('1d 00:00:01');
    act(() => { vi.advanceTimersByTime(1000); });
    expect(timer.textContent).toBe('1d 00:00:00');
    act(() => { vi.advanceTimersByTime(1000); });
    expect(timer.textContent).toBe('23:59:59');
  });
});

describe('secondsLeft and elapsedShare', () => {
  it('count from Dates, ISO strings and ms alike', () => {
    expect(secondsLeft('2030-01-01T00:00:10.000Z', T0)).toBe(10);
    expect(secondsLeft(new Date(T0 + 1500), T0)).toBe(2);
    expect(secondsLeft(T0 - 5000, T0)).toBe(0);
    expect(secondsLeft('not a time', T0)).toBe(0);
  });
  it('give the share of a span already gone, 0..1', () => {
    const from = '2030-01-01T00:00:00.000Z';
    const until = '2030-01-01T00:16:40.000Z';
    expect(elapsedShare(from, until, T0)).toBe(0);
    expect(elapsedShare(from, until, T0 + 250_000)).toBe(0.25);
    expect(elapsedShare(new Date(T0), T0 + 1000_000, T0 + 1000_000)).toBe(1);
    expect(elapsedShare(from, until, T0 - 60_000)).toBe(0);
    expect(elapsedShare(from, until, T0 + 2000_000)).toBe(1);
  });
  it('count a span without length or with a time that does not parse as done', () => {
    expect(elapsedShare(T0, T0, T0 - 1)).toBe(1);
    expect(elapsedShare(T0 + 5, T0, T0)).toBe(1);
    expect(elapsedShare('soon', T0, T0)).toBe(1);
  });
});
