import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emitPushEvent, onPushEvent } from './bus';
import { applyPushEvent, refreshAfterGap } from './apply';
import { showAttackToast } from './attackToast';
import { openPushConnection } from './connection';
import { setPushStatus, usePushStatus, type PushStatus } from './status';

export interface UsePushConnectionOptions {
  /** The session's token in use (a sitter's while sitting); a new one opens a new connection. */
  token: string | undefined;
  /** Signed in: without it the page holds no connection. */
  enabled: boolean;
  /** The server refused the token: the session ends as on any call's 401. */
  onUnauthorized: () => void;
  /** The server's time in ms (the toast's time left). */
  serverNow: () => number;
}

/**
 * The signed-in page's push connection (issue 18), mounted once by GameProvider: events go to the page's
 * bus (client/app/push/bus.ts), from which the query-cache appliers and the attack toast take them; a
 * reconnect reads the player's state again once; a page shown again or back online tries at once.
 * Returns the connection's status (polling runs while it is not 'live').
 */
export function usePushConnection(o: UsePushConnectionOptions): PushStatus {
  const client = useQueryClient();
  const latest = useRef(o);
  latest.current = o;

  useEffect(() => {
    const offCache = onPushEvent((event) => applyPushEvent(client, event));
    const offToast = onPushEvent((event) => {
      if (event.type === 'attack_incoming') showAttackToast(event, latest.current.serverNow());
    });
    return () => { offCache(); offToast(); };
  }, [client]);

  const { token, enabled } = o;
  useEffect(() => {
    if (!enabled || !token) {
      setPushStatus('offline');
      return;
    }
    const conn = openPushConnection({
      token,
      onEvent: emitPushEvent,
      onStatus: setPushStatus,
      onUnauthorized: () => latest.current.onUnauthorized(),
      onReconnected: () => refreshAfterGap(client),
    });
    const wake = () => { if (document.visibilityState === 'visible') conn.wake(); };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      conn.stop();
    };
  }, [enabled, token, client]);

  return usePushStatus();
}
