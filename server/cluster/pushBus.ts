import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PushBus, PushEnvelope } from '../world/push/bus';
import { redisAnswers } from './redis';

/** One instance: a batch goes straight to this process's listeners (on the next turn, never inside the commit). */
export function memoryBus(): PushBus {
  const listeners = new Set<(batch: PushEnvelope[]) => void>();
  return {
    publish(batch) {
      queueMicrotask(() => { for (const l of listeners) l(batch); });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    ready: async () => true,
    close: async () => { listeners.clear(); },
  };
}

/**
 * Several instances: every batch is published on one Redis channel and every instance (the publishing one
 * too) delivers it to the pages it holds. `pub` sends commands; `sub` is a second connection in subscriber
 * mode, as Redis requires.
 */
export async function redisBus(pub: Redis, sub: Redis, channel: string, log: Logger): Promise<PushBus> {
  const listeners = new Set<(batch: PushEnvelope[]) => void>();
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    let batch: PushEnvelope[];
    try {
      batch = JSON.parse(text) as PushEnvelope[];
    } catch (err) {
      log.warn({ err }, 'push: unreadable message on the channel');
      return;
    }
    for (const l of listeners) l(batch);
  });
  // Redis down at start-up must not stop the instance from starting: it starts unready (GET /readyz 503)
  // and subscribes when the connection comes up (after that ioredis resubscribes on every reconnect).
  let subscribed = false;
  const subscribe = () => sub.subscribe(channel).then(
    () => { subscribed = true; },
    (err: unknown) => log.warn({ err }, 'push: subscribing failed; retried when Redis is back'),
  );
  sub.on('ready', () => { if (!subscribed) void subscribe(); });
  await subscribe();
  return {
    publish(batch) {
      pub.publish(channel, JSON.stringify(batch)).catch((err: unknown) => log.warn({ err }, 'push: publish failed'));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    ready: async () => subscribed && sub.status === 'ready' && (await redisAnswers(pub)),
    close: async () => {
      listeners.clear();
      if (sub.status === 'ready') await sub.unsubscribe(channel).catch(() => undefined);
    },
  };
}
