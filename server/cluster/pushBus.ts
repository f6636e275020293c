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

/** Most envelopes one bus message carries: a tick's batch of 100,000 completions goes as many messages. */
export const BUS_MESSAGE_ENVELOPES = 1000;
/** Most bytes (about) of one bus message: Redis copies each message to every subscriber's output buffer. */
export const BUS_MESSAGE_BYTES = 256 * 1024;

/** An envelope whose recipients (or tokens, or accounts) are listed, as several with parts of the list each. */
function halves(env: PushEnvelope): PushEnvelope[] | undefined {
  const split = <T>(list: T[], make: (part: T[]) => PushEnvelope) =>
    list.length < 2 ? undefined : [make(list.slice(0, list.length >> 1)), make(list.slice(list.length >> 1))];
  if ('revoke' in env) return split(env.revoke, (revoke) => ({ revoke }));
  if ('counters' in env) return split(env.counters, (counters) => ({ counters }));
  return env.to === 'all' ? undefined : split(env.to, (to) => ({ to, event: env.event }));
}

/**
 * A batch as the JSON texts of bus messages, in order: each holds at most `maxEnvelopes` envelopes and
 * about `maxBytes` (an envelope too big alone is split by its list: the same event to fewer accounts each,
 * so every recipient still gets it once; one that has no list to split goes alone, whatever its size).
 */
export function busMessages(batch: readonly PushEnvelope[], maxEnvelopes = BUS_MESSAGE_ENVELOPES, maxBytes = BUS_MESSAGE_BYTES): string[] {
  const out: string[] = [];
  let part: string[] = [];
  let bytes = 2;
  const flush = () => {
    if (part.length > 0) out.push(`[${part.join(',')}]`);
    part = [];
    bytes = 2;
  };
  const add = (env: PushEnvelope) => {
    const text = JSON.stringify(env);
    const size = Buffer.byteLength(text) + 1;
    if (size + 2 > maxBytes) {
      const pieces = halves(env);
      if (pieces) {
        for (const p of pieces) add(p);
        return;
      }
    }
    if (part.length >= maxEnvelopes || (part.length > 0 && bytes + size > maxBytes)) flush();
    part.push(text);
    bytes += size;
  };
  for (const env of batch) add(env);
  flush();
  return out;
}

/**
 * Several instances: every batch is published on one Redis channel, in messages of bounded size, and every
 * instance (the publishing one too) delivers each to the pages it holds. `pub` sends commands; `sub` is a second connection in subscriber
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
      // In bounded messages (busMessages): one connection publishes them in order and every subscriber
      // gets them in that order, each as a batch of its own (the hub takes any part of a batch as one).
      for (const text of busMessages(batch)) {
        pub.publish(channel, text).catch((err: unknown) => log.warn({ err }, 'push: publish failed'));
      }
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
