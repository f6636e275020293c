/**
 * When the page tries its push connection again (issue 18): exponential back-off with jitter, so a
 * restarted instance is not met by every page at the same moment. Pure: the caller hands in the random.
 */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** A connection that stayed up this long was healthy: the next failure starts the schedule again. */
export const BACKOFF_STABLE_MS = 10_000;
/** The spread added to a server's `bye` hint, so the pages of a stopping instance do not reconnect together. */
export const BYE_SPREAD_MS = 1_000;

/**
 * The wait before try `attempt` (0 for the first retry): 1 s, 2 s, 4 s ... capped at 30 s, each drawn
 * in the upper half of its step ("equal jitter": never much sooner than planned, never together).
 */
export function backoffDelay(attempt: number, random: number, baseMs = BACKOFF_BASE_MS, maxMs = BACKOFF_MAX_MS): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(30, attempt)));
  return Math.round(step / 2 + (step / 2) * clamp01(random));
}

/** The wait after a `bye` that asked for `retryMs`: that long, plus up to BYE_SPREAD_MS. */
export function byeDelay(retryMs: number, random: number): number {
  return Math.max(0, retryMs) + Math.round(BYE_SPREAD_MS * clamp01(random));
}

const clamp01 = (r: number) => (Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0.5);
