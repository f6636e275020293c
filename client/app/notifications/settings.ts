import { useSyncExternalStore } from 'react';
import { NOTIFIABLE_PUSH_TYPES } from '../../../server/contract/push';

/**
 * Which push events the player wants as browser notifications while the page is in the background (issue
 * 18). Kept per browser, not per account: the permission they depend on is the browser's too. The key is
 * versioned so a later change of meaning starts from the defaults instead of misreading old values.
 */
export type NotifiableType = (typeof NOTIFIABLE_PUSH_TYPES)[number];
export type NotificationSwitches = Record<NotifiableType, boolean>;

export const NOTIFICATION_SETTINGS_KEY = 'ak.notifications.v1';

/** An incoming attack is the one thing a player must not miss; the rest would be noise unless asked for. */
export const DEFAULT_SWITCHES: NotificationSwitches = {
  attack_incoming: true, report: false, message: false, empire_message: false, invite: false, queue_done: false, research_done: false,
};

export const isNotifiableType = (type: string): type is NotifiableType => (NOTIFIABLE_PUSH_TYPES as readonly string[]).includes(type);

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** The stored switches over the defaults; anything unreadable counts as not stored. */
export function parseSwitches(raw: string | null | undefined): NotificationSwitches {
  const out = { ...DEFAULT_SWITCHES };
  if (!raw) return out;
  try {
    const stored = (JSON.parse(raw) as { types?: Record<string, unknown> }).types ?? {};
    for (const type of NOTIFIABLE_PUSH_TYPES) {
      if (typeof stored[type] === 'boolean') out[type] = stored[type] as boolean;
    }
  } catch { /* a damaged value: the defaults */ }
  return out;
}

let cached: { raw: string | null; value: NotificationSwitches } | undefined;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try { return storage()?.getItem(NOTIFICATION_SETTINGS_KEY) ?? null; } catch { return null; }
}

/** The switches now (the same object until they change, as useSyncExternalStore needs). */
export function notificationSwitches(): NotificationSwitches {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, value: parseSwitches(raw) };
  return cached.value;
}

/** Turns one type on or off for this browser; other tabs hear it through the storage event. */
export function setNotificationSwitch(type: NotifiableType, on: boolean): void {
  const next = { ...notificationSwitches(), [type]: on };
  try {
    storage()?.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify({ types: next }));
  } catch { /* storage full or blocked: the change lasts for this page only */ }
  // Blocked storage would make the read above ignore the change: keep it in memory then.
  const raw = readRaw();
  cached = { raw, value: raw === null ? next : parseSwitches(raw) };
  for (const l of [...listeners]) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => { if (e.key === NOTIFICATION_SETTINGS_KEY || e.key === null) listener(); };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The switches for a component, re-rendering when this or another tab changes them. */
export function useNotificationSwitches(): [NotificationSwitches, (type: NotifiableType, on: boolean) => void] {
  const value = useSyncExternalStore(subscribe, notificationSwitches, notificationSwitches);
  return [value, setNotificationSwitch];
}
