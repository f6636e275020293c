import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import type { Limit } from './limit';

/** How long a limit waits for Redis before it counts in this process's memory instead. */
export const REDIS_LIMIT_TIMEOUT_MS = 500;

/**
 * `points` requests per `windowMs`, counted in Redis (rate-limiter-flexible, one atomic script per
 * request) under `keyPrefix`, so requests spread over several instances meet one limit. A fixed window:
 * the count starts with a key's first request and resets `windowMs` later (the memory limiter's buckets
 * refill continuously instead). When Redis is down or slow (not connected, an error, no answer within
 * the timeout) the request is counted in this process's memory, so the limit holds per instance and
 * requests are neither refused nor held up by an outage. Redis keeps real time: the server's clock
 * (moved by tests) does not apply here. 0 points turns the limit off.
 */
export function redisLimit(redis: Redis, keyPrefix: string, points: number, windowMs: number, timeoutMs = REDIS_LIMIT_TIMEOUT_MS): Limit {
  if (points <= 0) return { wait: async () => 0, take: async () => 0, giveBack: async () => {} };
  const duration = Math.max(1, Math.round(windowMs / 1000));
  const insuranceLimiter = new RateLimiterMemory({ keyPrefix, points, duration });
  // rejectIfRedisNotReady: while ioredis reconnects it would queue the command; answer from memory instead.
  const store = new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, rejectIfRedisNotReady: true });
  const limiter = new RLWrapperTimeouts({ limiter: store, timeoutMs, insuranceLimiter });
  const refusal = (e: unknown): number => {
    if (e instanceof RateLimiterRes) return Math.max(1, e.msBeforeNext);
    throw e;
  };
  return {
    async wait(key) {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= points ? Math.max(1, res.msBeforeNext) : 0;
    },
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (e) {
        return refusal(e);
      }
    },
    async giveBack(key) {
      await limiter.reward(key).catch(() => { /* a lost give-back only makes the limit stricter for a moment */ });
    },
  };
}
