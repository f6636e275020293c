import { useSyncExternalStore } from 'react';

/**
 * The page's push connection state (issue 18): 'connecting' while a connection is being opened,
 * 'live' once the server said hello, 'offline' while waiting to try again (or signed out). Polling
 * runs whenever it is not 'live'. A module store, like the toasts: the connection sets it outside
 * React, any component reads it.
 */
export type PushStatus = 'connecting' | 'live' | 'offline';

let status: PushStatus = 'offline';
const listeners = new Set<() => void>();

export function getPushStatus(): PushStatus {
  return status;
}

export function setPushStatus(next: PushStatus): void {
  if (next === status) return;
  status = next;
  for (const l of [...listeners]) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => { listeners.delete(l); };
}

export function usePushStatus(): PushStatus {
  return useSyncExternalStore(subscribe, getPushStatus, getPushStatus);
}

/** Whether the push is live (polling off). */
export function usePushLive(): boolean {
  return usePushStatus() === 'live';
}
