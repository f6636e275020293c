import type { PushEvent } from '../../../server/contract/push';

/**
 * The page's push events as the client's parts hear them (issue 18): the connection (client/app/push/)
 * emits every event it receives; the query-cache appliers, the toasts and the browser notifications
 * listen. Listeners run in the order they subscribed; one that throws does not stop the others.
 */
type Listener = (event: PushEvent) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with every push event from now on; returns the unsubscribe. */
export function onPushEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** Hands an event to every listener (the connection calls it; stories and tests may too). */
export function emitPushEvent(event: PushEvent): void {
  for (const l of [...listeners]) {
    try {
      l(event);
    } catch (err) {
      console.error('push listener failed', err);
    }
  }
}
