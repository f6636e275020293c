import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A Redis connection for REDIS_URL. Commands wait (up to a few retries) while it reconnects, so a Redis
 * restart delays rate-limit checks instead of failing them; errors are logged, not thrown at the process.
 */
export function connectRedis(url: string, log: Logger, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 3,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(2000, 50 * 2 ** Math.min(times, 6)),
  });
  let lastError = 0;
  redis.on('error', (err) => {
    // A Redis outage repeats the same error on every retry: log it at most every ten seconds.
    if (Date.now() - lastError < 10_000) return;
    lastError = Date.now();
    log.error({ err, redis: name }, 'redis connection error');
  });
  return redis;
}

/** Whether `redis` answers a PING within `timeoutMs`. */
export async function redisAnswers(redis: Redis, timeoutMs = 1000): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const pong = await Promise.race([
      redis.ping(),
      new Promise<string>((resolve) => { timer = setTimeout(() => resolve('timeout'), timeoutMs); }),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  } finally {
    if (timer) clearTimeout(timer);
  }
}
