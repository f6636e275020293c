import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { PushBus } from '../world/push/bus';
import { connectRedis, redisAnswers } from './redis';
import { memoryBus, redisBus } from './pushBus';

/**
 * What an instance shares with the others (issue 18, docs/OPERATIONS.md): with REDIS_URL, a Redis
 * connection for the rate limits and the push fan-out through its pub/sub; without, in-memory
 * stand-ins that make one instance work as before.
 */
export interface Cluster {
  /** Commands (rate limits, publishing); undefined without REDIS_URL. */
  redis: Redis | undefined;
  /** Prefix of this world's keys and channels (REDIS_PREFIX). */
  prefix: string;
  bus: PushBus;
  /** Whether Redis answers (true without REDIS_URL). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openCluster(config: Config, log: Logger): Promise<Cluster> {
  if (!config.redisUrl) {
    const bus = memoryBus();
    return { redis: undefined, prefix: config.redisPrefix, bus, ready: async () => true, close: () => bus.close() };
  }
  const redis = connectRedis(config.redisUrl, log, `${config.instanceId}:commands`);
  const sub = connectRedis(config.redisUrl, log, `${config.instanceId}:push`);
  const bus = await redisBus(redis, sub, `${config.redisPrefix}push`, log);
  return {
    redis,
    prefix: config.redisPrefix,
    bus,
    ready: async () => (await redisAnswers(redis)) && (await bus.ready()),
    close: async () => {
      await bus.close();
      sub.disconnect();
      // QUIT on a connection that is down would wait out the reconnect retries: a shutdown must not.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

const byDeps = new WeakMap<object, Cluster>();

/** Registers the cluster of a running server's deps (boot.ts). */
export function setCluster(deps: object, cluster: Cluster): void {
  byDeps.set(deps, cluster);
}

/** The cluster of a running server, or undefined for deps built by a test without one. */
export function clusterOf(deps: object): Cluster | undefined {
  return byDeps.get(deps);
}
