// @vitest-environment jsdom
// The mounted listener (issue 18): a push event on the page's bus becomes a browser Notification while the
// page is hidden, one per tag; a click focuses the window and opens the event's page (selecting the village
// under attack first); a cancelled attack closes its notification. jsdom has no Notification API: the
// class below records what the page asks of it (Chromium's real one is driven by tests/e2e/notifications).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n } from '../../../../client/i18n';
import { PushNotifications } from '../../../../client/app/notifications/PushNotifications';
import { NOTIFICATION_SETTINGS_KEY } from '../../../../client/app/notifications/settings';
import { CurrentVillageContext, type CurrentVillageState } from '../../../../client/app/state/currentVillage';
import { emitPushEvent } from '../../../../client/app/push/bus';
import { SAMPLES, attackIncoming } from './events';

class RecordingNotification {
  static permission: NotificationPermission = 'granted';
  static made: RecordingNotification[] = [];
  static requestPermission = async () => RecordingNotification.permission;
  onclick: (() => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly title: string, readonly options: NotificationOptions) { RecordingNotification.made.push(this); }
  close() { this.closed = true; this.onclose?.(); }
}

function setVisibility(v: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: v, configurable: true });
}

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

let selectVillage: ReturnType<typeof vi.fn>;
function mount() {
  selectVillage = vi.fn();
  const village = { village: undefined, currentVillageId: 1, loading: false, selectVillage, buildersActive: false, setBuildersActive: () => {} } as CurrentVillageState;
  render(
    <MemoryRouter initialEntries={['/map']}>
      <CurrentVillageContext.Provider value={village}>
        <PushNotifications />
        <Routes><Route path="*" element={<Where />} /></Routes>
      </CurrentVillageContext.Provider>
    </MemoryRouter>,
  );
}

beforeAll(async () => { await initI18n(); });
beforeEach(() => {
  RecordingNotification.made = [];
  RecordingNotification.permission = 'granted';
  (window as unknown as { Notification: unknown }).Notification = RecordingNotification;
  localStorage.clear();
  setVisibility('hidden');
  window.focus = vi.fn();
});
afterEach(() => { cleanup(); setVisibility('visible'); });

describe('PushNotifications', () => {
  it('shows an incoming attack while the page is hidden, with its text and the movement as tag', () => {
    mount();
    act(() => emitPushEvent(attackIncoming));
    expect(RecordingNotification.made).toHaveLength(1);
    const [n] = RecordingNotification.made;
    expect(n.title).toBe('Incoming attack on Oakhollow');
    expect(n.options).toMatchObject({ body: 'Attack from Brannoc, arriving at 14:03:09 server time', tag: 'attack:345' });
  });

  it('a click focuses the window, selects the attacked village and opens its army overview', () => {
    mount();
    act(() => emitPushEvent(attackIncoming));
    act(() => RecordingNotification.made[0].onclick!());
    expect(window.focus).toHaveBeenCalled();
    expect(selectVillage).toHaveBeenCalledWith(12);
    expect(screen.getByTestId('path').textContent).toBe('/village/army/overview');
    expect(RecordingNotification.made[0].closed).toBe(true);
  });

  it('nothing while the page is visible, or without the permission', () => {
    mount();
    setVisibility('visible');
    act(() => emitPushEvent(attackIncoming));
    setVisibility('hidden');
    RecordingNotification.permission = 'denied';
    act(() => emitPushEvent(attackIncoming));
    expect(RecordingNotification.made).toHaveLength(0);
  });

  it('follows the switches stored for this browser', () => {
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify({ types: { attack_incoming: false, message: true } }));
    mount();
    act(() => { emitPushEvent(attackIncoming); emitPushEvent(SAMPLES.report); emitPushEvent(SAMPLES.message); });
    expect(RecordingNotification.made.map((n) => n.title)).toEqual(['New message from Ysolde']);
    act(() => RecordingNotification.made[0].onclick!());
    expect(screen.getByTestId('path').textContent).toBe('/messages/9');
    expect(selectVillage).not.toHaveBeenCalled();
  });

  it('a cancelled attack closes that attack\'s notification', () => {
    mount();
    act(() => emitPushEvent(attackIncoming));
    act(() => emitPushEvent(SAMPLES.attack_cancelled));
    expect(RecordingNotification.made[0].closed).toBe(true);
  });

  it('stops listening when unmounted', () => {
    mount();
    cleanup();
    emitPushEvent(attackIncoming);
    expect(RecordingNotification.made).toHaveLength(0);
  });
});
