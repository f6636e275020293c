// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PushEventOf } from '../../../../server/contract/push';
import { Toaster } from '../../../../client/app/Toaster';
import { createToastStore } from '../../../../client/app/toasts';
import { showAttackToast } from '../../../../client/app/push/attackToast';

afterEach(() => { cleanup(); vi.useRealTimers(); });

const START = Date.parse('2030-01-01T10:00:00.000Z');
const attack: PushEventOf<'attack_incoming'> = {
  type: 'attack_incoming', village_id: 11, village_name: 'Highmoor', attacker: 'Brenna',
  movement: {
    id: 9, kind: 'attack', own: false, from: { village_id: 90, x: 1, y: 2 }, to: { village_id: 11, x: 12, y: -7 },
    // 1000 s of march: each second is a tenth of a percent of the bar.
    units: null, resources: null, started_at: '2030-01-01T10:00:00.000Z', due_at: '2030-01-01T10:16:40.000Z',
  },
};

function shown(serverNow: number, pageNow: number) {
  vi.useFakeTimers({ now: pageNow });
  const store = createToastStore(() => undefined);
  render(<MemoryRouter><Toaster store={store} /></MemoryRouter>);
  act(() => { showAttackToast(attack, serverNow, store); });
  return { store, toast: screen.getByRole('alert') };
}

describe('the incoming attack toast in the Toaster', () => {
  it('counts its time left down every second while it is shown, its bar filling with the march', () => {
    const { toast } = shown(START + 400_000, START + 400_000);
    expect(toast.textContent).toContain('Incoming attack on Highmoor from Brenna, arrives 10:16:40');
    expect(within(toast).getByRole('timer').textContent).toBe('0:10:00');
    const bar = within(toast).getByRole('progressbar', { name: 'Distance the attack has covered' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(0.4, 5);
    act(() => { vi.advanceTimersByTime(12_000); });
    expect(within(toast).getByRole('timer').textContent).toBe('0:09:48');
    expect(within(toast).getByText(/Time left/).textContent).toBe('Time left 0:09:48');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(0.412, 5);
  });

  it('runs on the server clock: a page clock 5 minutes behind shows the same time left', () => {
    const { toast } = shown(START + 400_000, START + 100_000);
    expect(within(toast).getByRole('timer').textContent).toBe('0:10:00');
    expect(Number(within(toast).getByRole('progressbar').getAttribute('aria-valuenow'))).toBeCloseTo(0.4, 5);
  });

  it('shows days for a march of more than a day', () => {
    const { toast } = shown(Date.parse('2029-12-25T10:00:00.000Z'), Date.parse('2029-12-25T10:00:00.000Z'));
    expect(within(toast).getByRole('timer').textContent).toBe('7d 00:16:40');
  });

  it('is dismissed by a click on its text, its time left or its bar', () => {
    for (const part of ['text', 'timer', 'progressbar'] as const) {
      const { store } = shown(START + 400_000, START + 400_000);
      const toast = screen.getByRole('alert');
      const target = part === 'text' ? within(toast).getByRole('button', { name: /Incoming attack on Highmoor/ })
        : within(toast).getByRole(part);
      fireEvent.click(target);
      expect(screen.queryByRole('alert'), part).toBeNull();
      expect(store.getSnapshot()).toEqual([]);
      cleanup();
    }
  });

  it('leaves toasts without a timer as they were: one button, no timer, no bar', () => {
    vi.useFakeTimers({ now: START });
    const store = createToastStore(() => undefined);
    render(<MemoryRouter><Toaster store={store} /></MemoryRouter>);
    act(() => { store.push('success', 'Your profile is saved'); });
    const toast = screen.getByRole('status');
    expect(toast.tagName).toBe('BUTTON');
    expect(within(toast).queryByRole('timer')).toBeNull();
    expect(within(toast).queryByRole('progressbar')).toBeNull();
    fireEvent.click(toast);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
