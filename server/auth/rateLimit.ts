/**
 * In-memory token buckets: `limit` requests per `windowMs`, refilled continuously. A bucket starts
 * full, so a burst of `limit` passes and then one request per windowMs/limit. Time is passed in
 * (deps.now() on the server) so tests move the clock instead of waiting. One process only: with
 * REDIS_URL the server counts in Redis instead (server/auth/redisLimit.ts), so instances share a limit.
 */
export interface Limiter {
  /** Takes one request for `key`; false when the bucket is empty (answer 429). */
  take(key: string, nowMs: number): boolean;
  /** Milliseconds until `key` may make one more request (0 when it may now). */
  retryAfterMs(key: string, nowMs: number): number;
  /** Returns one request taken from `key` (a call refused by another of its limits is not charged). */
  giveBack(key: string, nowMs: number): void;
  /** Number of keys held (for tests of the clean-up). */
  size(): number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Keys whose bucket has refilled completely are dropped once the map grows past this. */
const SWEEP_AT = 10_000;

export function createLimiter(limit: number, windowMs: number): Limiter {
  const buckets = new Map<string, Bucket>();
  const perMs = limit / windowMs;

  const refill = (b: Bucket, nowMs: number) => {
    // A clock moved backwards (tests may set it) must not add or remove tokens.
    const elapsed = Math.max(0, nowMs - b.at);
    b.tokens = Math.min(limit, b.tokens + elapsed * perMs);
    b.at = Math.max(b.at, nowMs);
  };

  const sweep = (nowMs: number) => {
    for (const [k, b] of buckets) {
      if (b.tokens + Math.max(0, nowMs - b.at) * perMs >= limit) buckets.delete(k);
    }
  };

  return {
    take(key, nowMs) {
      if (limit <= 0) return true; // 0 turns the limit off
      let b = buckets.get(key);
      if (!b) {
        if (buckets.size >= SWEEP_AT) sweep(nowMs);
        b = { tokens: limit, at: nowMs };
        buckets.set(key, b);
      } else {
        refill(b, nowMs);
      }
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
    retryAfterMs(key, nowMs) {
      const b = buckets.get(key);
      if (limit <= 0 || !b) return 0;
      refill(b, nowMs);
      return b.tokens >= 1 ? 0 : Math.ceil((1 - b.tokens) / perMs);
    },
    giveBack(key, nowMs) {
      const b = buckets.get(key);
      if (!b) return;
      refill(b, nowMs);
      b.tokens = Math.min(limit, b.tokens + 1);
    },
    size: () => buckets.size,
  };
}
