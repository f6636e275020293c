import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { sessionMachine, type SessionContext as MachineContext, type SessionEvent } from '../../machines/session';
import { currentToken } from '../../machines/sessionStorage';
import { configureApi } from '../api/http';
import { queryKeys } from '../api/keys';
import {
  clearStoredSession, clearStoredToken, readAnnouncementDismissed, readRawSession, storeAnnouncementDismissed,
  storeCurrentVillage, writeSession,
} from './sessionStore';

/**
 * Runs the session machine (machines/session.ts) with the browser's storage, router and reload, and
 * tells the HTTP layer which token to send and what a 401 does. Pages read it through `useSession()`.
 */
export type SessionStatus = 'loading' | 'reloading' | 'unauthenticated' | 'expired' | 'loadingProfile' | 'noVillages' | 'playing';
export type ServerStatus = 'connecting' | 'online' | 'offline' | 'finished';

export interface SessionView {
  status: SessionStatus;
  server: ServerStatus;
  /** Tokens, expiry and current user are present and valid. */
  authenticated: boolean;
  context: MachineContext;
  send: (event: SessionEvent) => void;
}

const Ctx = createContext<SessionView | undefined>(undefined);

/** Pages outside the auth forms never navigate to these on their own. */
const PUBLIC_PATHS = ['/login', '/register'];

function statusOf(value: unknown): { status: SessionStatus; server: ServerStatus } {
  const v = value as { session: string | { authenticated: string }; server: ServerStatus };
  const status = (typeof v.session === 'string' ? v.session : v.session.authenticated) as SessionStatus;
  return { status, server: v.server };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The machine's actions outlive renders: they read the latest router and location through refs.
  const nav = useRef({ navigate, path: location.pathname });
  nav.current = { navigate, path: location.pathname };

  const machine = useMemo(() => sessionMachine.provide({
    actions: {
      persistSession: ({ context }) => { if (context.session) writeSession(context.session); },
      clearSession: () => clearStoredSession(),
      clearToken: () => clearStoredToken(),
      clearGameData: () => {
        storeCurrentVillage(undefined);
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.server[0] });
      },
      reloadPage: () => window.location.reload(),
      goToLogin: () => {
        if (!PUBLIC_PATHS.includes(nav.current.path)) nav.current.navigate('/login', { replace: true });
      },
      goToSpawn: () => { if (nav.current.path !== '/spawn') nav.current.navigate('/spawn', { replace: true }); },
      storeDismissal: () => storeAnnouncementDismissed(),
      retryServerState: () => { void queryClient.refetchQueries({ queryKey: queryKeys.server }); },
    },
  }), [queryClient]);

  const [input] = useState(() => ({
    stored: readRawSession(), announcementDismissed: readAnnouncementDismissed(), now: new Date(),
  }));
  const actor = useActorRef(machine, { input });

  useEffect(() => {
    configureApi({
      token: () => currentToken(actor.getSnapshot().context.session)?.token,
      onUnauthorized: () => actor.send({ type: 'UNAUTHORIZED' }),
    });
  }, [actor]);

  const value = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  // Stable, so effects that send events do not re-run on every session change.
  const send = useCallback((e: SessionEvent) => actor.send(e), [actor]);
  const view = useMemo<SessionView>(() => {
    const { status, server } = statusOf(value);
    return {
      status,
      server,
      authenticated: status === 'loadingProfile' || status === 'noVillages' || status === 'playing',
      context,
      send,
    };
  }, [value, context, send]);

  return <Ctx.Provider value={view}>{children}</Ctx.Provider>;
}

export function useSession(): SessionView {
  const v = useContext(Ctx);
  if (!v) throw new Error('useSession outside SessionProvider');
  return v;
}

/** For screens rendered without a session (stories): undefined instead of throwing. */
export function useOptionalSession(): SessionView | undefined {
  return useContext(Ctx);
}
