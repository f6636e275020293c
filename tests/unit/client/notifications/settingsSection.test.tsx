// @vitest-environment jsdom
// The Notifications section of /settings (issue 18): the permission is asked within the button's click (a
// browser prompts only inside a user gesture), the state follows the answer, and a switch's tap is stored
// for this browser. jsdom has no Notification: the class below stands for the browser's.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../../client/i18n';
import { NotificationSettings } from '../../../../client/routes/settings/NotificationSettings';
import { NOTIFICATION_SETTINGS_KEY } from '../../../../client/app/notifications/settings';

let answer: (p: NotificationPermission) => void;
class BrowserNotification {
  static permission: NotificationPermission = 'default';
  static asked = 0;
  static requestPermission() {
    BrowserNotification.asked++;
    return new Promise<NotificationPermission>((resolve) => {
      answer = (p) => { BrowserNotification.permission = p; resolve(p); };
    });
  }
}

beforeAll(async () => { await initI18n(); });
beforeEach(() => {
  BrowserNotification.permission = 'default';
  BrowserNotification.asked = 0;
  (window as unknown as { Notification: unknown }).Notification = BrowserNotification;
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  delete (window as unknown as { Notification?: unknown }).Notification;
});

describe('NotificationSettings', () => {
  it('asks within the click, waits for the browser, then shows the answer', async () => {
    render(<NotificationSettings />);
    expect(screen.getByText('Notifications have not been allowed yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(BrowserNotification.asked, 'asked synchronously in the click handler').toBe(1);
    expect(screen.getByRole('button', { name: 'Waiting for your browser…' })).toBeTruthy();
    await act(async () => { answer('granted'); });
    expect(screen.getByText('Notifications are allowed in this browser.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Allow notifications|Waiting/ })).toBeNull();
  });

  it('a refusal shows how to unblock', async () => {
    render(<NotificationSettings />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    await act(async () => { answer('denied'); });
    expect(screen.getByText('Your browser blocks notifications for this site.')).toBeTruthy();
    expect(screen.getByText(/set Notifications to Allow/)).toBeTruthy();
  });

  it('a tap on a switch turns it over and stores it for this browser', () => {
    BrowserNotification.permission = 'granted';
    render(<NotificationSettings />);
    const reports = screen.getByRole('switch', { name: /New reports/ });
    expect(reports.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(reports);
    expect(screen.getByRole('switch', { name: /New reports/ }).getAttribute('aria-checked')).toBe('true');
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY)!).types).toMatchObject({ report: true, attack_incoming: true });
  });

  it('without a Notification API the switches are disabled and the section says why', () => {
    delete (window as unknown as { Notification?: unknown }).Notification;
    render(<NotificationSettings />);
    expect(screen.getByText(/This browser cannot show notifications here/)).toBeTruthy();
    expect(screen.getAllByRole('switch').every((s) => (s as HTMLButtonElement).disabled)).toBe(true);
  });
});
