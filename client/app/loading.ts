import { useEffect, useState } from 'react';

/** The loading screen shows for at least 1 s; with no session it is held 3 s (SPEC.md section 9). */
export const LOADING_MIN_MS = 1000;
export const LOADING_NO_SESSION_MS = 3000;

export function loadingHoldMs(hasSession: boolean): number {
  return hasSession ? LOADING_MIN_MS : LOADING_NO_SESSION_MS;
}

/** Whether the loading screen is up: while busy, and until `holdMs` has passed since it appeared. */
export function loadingVisible(busy: boolean, shownAt: number, now: number, holdMs: number): boolean {
  return busy || now - shownAt < holdMs;
}

/**
 * Keeps a loading screen up while `busy`: at the start for at least `firstHoldMs` (1 s, or 3 s without a
 * session), and for at least 1 s each later time it appears (after a login, after founding a Kingdom).
 */
export function useLoadingScreen(busy: boolean, firstHoldMs: number): boolean {
  const [shownAt, setShownAt] = useState(() => Date.now());
  const [held, setHeld] = useState(true);
  const [holdMs, setHoldMs] = useState(firstHoldMs);
  useEffect(() => {
    if (busy && !held) {
      setShownAt(Date.now());
      setHoldMs(LOADING_MIN_MS);
      setHeld(true);
    }
  }, [busy, held]);
  useEffect(() => {
    if (!held) return;
    const left = holdMs - (Date.now() - shownAt);
    const timer = setTimeout(() => setHeld(false), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [held, shownAt, holdMs]);
  return busy || held;
}
