/**
 * The player's game state (profile with its villages' incoming marks, the current village, its troops)
 * is refreshed on its own: every PLAYER_REFRESH_MS while the tab is visible, and at the due time of the
 * next movement the client knows of, so a defender sees an attack coming (and a result) without Reload.
 * A refresh that falls while the tab is hidden is made up as soon as it is visible again.
 */

export const PLAYER_REFRESH_MS = 30_000;
/** After a movement's due time: the server's tick (a few passes per second) has applied the arrival. */
export const ARRIVAL_GRACE_MS = 1_500;
/** setTimeout's largest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Milliseconds until the next refresh at `now` (server time): the period, or sooner when a known
 * movement falls due (plus the grace). Due times already past their grace are ignored, so a movement
 * the server still lists after its time never makes the client refresh in a loop.
 */
export function nextRefreshDelay(now: number, dueTimes: readonly number[], periodMs = PLAYER_REFRESH_MS, graceMs = ARRIVAL_GRACE_MS): number {
  let delay = periodMs;
  for (const due of dueTimes) {
    const at = due + graceMs - now;
    if (Number.isFinite(at) && at > 0 && at < delay) delay = at;
  }
  return Math.min(MAX_DELAY_MS, Math.max(0, Math.ceil(delay)));
}

export interface RefreshSchedulerOptions {
  refresh: () => void;
  /** Whether the page is visible (document.visibilityState === 'visible'). */
  isVisible: () => boolean;
  /** The server's time in ms (client clock plus skew). */
  now: () => number;
  periodMs?: number;
  graceMs?: number;
}

export interface RefreshScheduler {
  /** The due times (ms) of the movements now known; re-arms the timer from now. */
  setDueTimes: (dueTimes: readonly number[]) => void;
  /** Call on visibilitychange: a refresh missed while hidden is made now. */
  visibilityChanged: () => void;
  stop: () => void;
}

export function createRefreshScheduler(o: RefreshSchedulerOptions): RefreshScheduler {
  let due: readonly number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let missed = false;
  let stopped = false;
  const arm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = stopped ? undefined : setTimeout(fire, nextRefreshDelay(o.now(), due, o.periodMs, o.graceMs));
  };
  const fire = () => {
    timer = undefined;
    if (o.isVisible()) o.refresh();
    else missed = true;
    arm();
  };
  arm();
  return {
    setDueTimes: (list) => { due = [...list]; arm(); },
    visibilityChanged: () => {
      if (!o.isVisible() || !missed) return;
      missed = false;
      o.refresh();
      arm();
    },
    stop: () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
