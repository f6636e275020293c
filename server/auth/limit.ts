import type { Limiter } from './rateLimit';

/**
 * One rate limit as enforce() (server/auth/limits.ts) uses it: the in-memory token buckets of one
 * process, or counts in Redis shared by every instance (server/auth/redisLimit.ts). Async because the
 * shared one asks Redis.
 */
export interface Limit {
  /** Milliseconds until `key` may make one more request (0: it may now); charges nothing. */
  wait(key: string): Promise<number>;
  /** Takes one request for `key`: 0 when taken, else the milliseconds until it may try again. */
  take(key: string): Promise<number>;
  /** Returns a request `take` charged (the same call was refused by another of its limits). */
  giveBack(key: string): Promise<void>;
}

/** The token buckets of this process, on the server's clock (tests move it). */
export function memoryLimit(limiter: Limiter, nowMs: () => number): Limit {
  return {
    wait: async (key) => limiter.retryAfterMs(key, nowMs()),
    take: async (key) => {
      const now = nowMs();
      // An empty bucket refuses without charging, so the wait it reports is the bucket's own.
      return limiter.take(key, now) ? 0 : Math.max(1, limiter.retryAfterMs(key, now));
    },
    giveBack: async (key) => limiter.giveBack(key, nowMs()),
  };
}
