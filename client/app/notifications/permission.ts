import { useSyncExternalStore } from 'react';

/**
 * The browser's notification permission as the settings show it: never asked ('default'), allowed,
 * blocked, or no Notification API at all (an old browser, or a page not served over HTTPS).
 */
export type NotificationPermissionState = 'unsupported' | 'default' | 'granted' | 'denied';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.Notification === 'function';
}

export function notificationPermission(): NotificationPermissionState {
  return notificationsSupported() ? window.Notification.permission : 'unsupported';
}

const listeners = new Set<() => void>();
const changed = () => { for (const l of [...listeners]) l(); };

// The player may change the permission in the browser's site settings while the page is open; Chromium and
// Firefox report it through the Permissions API (where it is missing, the next render reads it again).
let watching = false;
function watchBrowserChanges(): void {
  if (watching || typeof navigator === 'undefined' || !navigator.permissions?.query) return;
  watching = true;
  navigator.permissions.query({ name: 'notifications' as PermissionName }).then((status) => {
    status.addEventListener('change', changed);
  }, () => { /* not queryable here */ });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watchBrowserChanges();
  return () => { listeners.delete(listener); };
}

/**
 * Asks the browser for permission. Browsers only show the prompt inside a user gesture, so this is called
 * straight from the button's click handler, never from an effect.
 */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (!notificationsSupported()) return 'unsupported';
  try {
    await window.Notification.requestPermission();
  } catch {
    // A browser that refuses to ask (no user gesture, an embedded frame): the state shown stays as it is.
  }
  changed();
  return notificationPermission();
}

export function useNotificationPermission(): NotificationPermissionState {
  return useSyncExternalStore(subscribe, notificationPermission, notificationPermission);
}
