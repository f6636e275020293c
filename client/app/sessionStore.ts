import { STORAGE_KEYS, type RawStoredSession, type StoredSession } from '../../machines/sessionStorage';

/**
 * The browser side of the stored session (SPEC.md section 4): the session machine decides, this module
 * reads and writes localStorage. Storage may be unavailable (private mode, blocked): reads then give
 * nothing and writes are skipped, so the game still runs for this page's lifetime.
 */
function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

function get(key: string): string | null {
  try { return storage()?.getItem(key) ?? null; } catch { return null; }
}
function set(key: string, value: string): void {
  try { storage()?.setItem(key, value); } catch { /* storage full or blocked */ }
}
function remove(key: string): void {
  try { storage()?.removeItem(key); } catch { /* blocked */ }
}

export function readRawSession(): RawStoredSession {
  return {
    userTokens: get(STORAGE_KEYS.userTokens),
    expires: get(STORAGE_KEYS.expires),
    currentUser: get(STORAGE_KEYS.currentUser),
  };
}

export function writeSession(s: StoredSession): void {
  set(STORAGE_KEYS.userTokens, JSON.stringify(s.tokens));
  set(STORAGE_KEYS.expires, s.expires);
  set(STORAGE_KEYS.currentUser, String(s.currentUser));
}

/** The whole stored session (an invalid or corrupt one). */
export function clearStoredSession(): void {
  remove(STORAGE_KEYS.userTokens);
  remove(STORAGE_KEYS.expires);
  remove(STORAGE_KEYS.currentUser);
}

/** Logout and 401: the stored token and expiry (SPEC.md section 4). */
export function clearStoredToken(): void {
  remove(STORAGE_KEYS.userTokens);
  remove(STORAGE_KEYS.expires);
}

export function readAnnouncementDismissed(): boolean {
  return get(STORAGE_KEYS.announcementDismissed) === 'true';
}
export function storeAnnouncementDismissed(): void {
  set(STORAGE_KEYS.announcementDismissed, 'true');
}

export function readCurrentVillage(): number | undefined {
  const v = Number(get(STORAGE_KEYS.currentVillage));
  return Number.isInteger(v) && v > 0 ? v : undefined;
}
export function storeCurrentVillage(id: number | undefined): void {
  if (id === undefined) remove(STORAGE_KEYS.currentVillage);
  else set(STORAGE_KEYS.currentVillage, String(id));
}
