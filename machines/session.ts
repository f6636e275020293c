import { assign, setup } from 'xstate';
import {
  currentToken, readStoredSession, sessionFromLogin,
  type RawStoredSession, type StoredSession, type StoredSessionResult, type StoredToken,
} from './sessionStorage';

/**
 * The client session (SPEC.md section 4) as two parallel regions:
 * - `server`: connecting -> online | finished | offline (the server-state call decides; RETRY reconnects);
 * - `session`: loading -> unauthenticated | expired | authenticated.{loadingProfile, noVillages, playing}.
 * Storage, navigation and page reloads are actions the client provides (`machine.provide`), so the
 * machine runs in tests without a browser. The stored session arrives as raw strings in the input.
 */

export interface SessionUser {
  id: number;
  username: string;
  isSitter: boolean;
}

/** What the server-state call answered; only these fields matter here. */
export interface ServerStateLike {
  phase: 'before_start' | 'running' | 'finished';
  /** Server time (ISO): a stored expiry is judged by the server's clock, not the browser's. */
  now: string;
}

export interface SessionInput {
  stored: RawStoredSession;
  /** Whether the finished announcement was dismissed before (stored). */
  announcementDismissed: boolean;
  now: Date;
}

export interface SessionContext {
  /** How storage looked at start. */
  stored: StoredSessionResult['kind'];
  session: StoredSession | undefined;
  user: SessionUser | undefined;
  phase: ServerStateLike['phase'] | undefined;
  gameFinished: boolean;
  announcementDismissed: boolean;
  /** Why the last login answer could not become a session. */
  loginError: 'no_owner_token' | undefined;
}

export type SessionEvent =
  | { type: 'SERVER_STATE'; state: ServerStateLike }
  | { type: 'SERVER_OFFLINE' }
  | { type: 'RETRY' }
  | { type: 'LOGIN_SUCCESS'; response: { userTokens: StoredToken[]; expires: string }; now: Date }
  /** A password change answers a fresh login: every older token is revoked. */
  | { type: 'TOKENS_RENEWED'; response: { userTokens: StoredToken[]; expires: string }; now: Date }
  | { type: 'USER_LOADED'; user: { id: number; username: string; is_sitter: boolean } }
  | { type: 'PROFILE_LOADED'; villages: number; gameFinished: boolean }
  | { type: 'VILLAGE_FOUNDED' }
  | { type: 'SWITCH_USER'; userId: number }
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'TICK'; now: Date }
  | { type: 'DISMISS_ANNOUNCEMENT' };

/** Actions the client must provide; here they do nothing. */
const injected = () => {};

function userFromSession(session: StoredSession | undefined): SessionUser | undefined {
  const t = currentToken(session);
  return t ? { id: t.user_id, username: '', isSitter: t.is_sitter } : undefined;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    /** Write tokens, expiry and current user (context.session) to storage. */
    persistSession: injected,
    /** Remove tokens, expiry and current user from storage. */
    clearSession: injected,
    /** Remove the stored token and expiry (logout, 401). */
    clearToken: injected,
    /** Forget villages, current village and profile (cached server data). */
    clearGameData: injected,
    reloadPage: injected,
    goToLogin: injected,
    goToSpawn: injected,
    storeDismissal: injected,
    /** Ask the server state again (offline screen's retry). */
    retryServerState: injected,
    forgetSession: assign({ session: undefined, user: undefined }),
    adoptLogin: assign(({ event }) => {
      if (event.type !== 'LOGIN_SUCCESS' && event.type !== 'TOKENS_RENEWED') return {};
      const session = sessionFromLogin(event.response, event.now);
      return { session, user: userFromSession(session), loginError: undefined };
    }),
    adoptStoredUser: assign(({ context }) => ({ user: userFromSession(context.session) })),
    rejectLogin: assign({ loginError: 'no_owner_token' as const }),
    setPhase: assign(({ event }) => (event.type === 'SERVER_STATE' ? { phase: event.state.phase } : {})),
    markFinished: assign({ gameFinished: true }),
    dismiss: assign({ announcementDismissed: true }),
    setUsername: assign(({ context, event }) => {
      if (event.type !== 'USER_LOADED' || !context.user || event.user.id !== context.user.id) return {};
      return { user: { id: event.user.id, username: event.user.username, isSitter: event.user.is_sitter } };
    }),
    switchUser: assign(({ context, event }) => {
      if (event.type !== 'SWITCH_USER' || !context.session) return {};
      const session = { ...context.session, currentUser: event.userId };
      return { session, user: userFromSession(session) };
    }),
  },
  guards: {
    storedCorrupt: ({ context }) => context.stored === 'corrupt',
    /** A stored session whose expiry is still ahead of the server's clock. */
    storedValid: ({ context, event }) => {
      if (!context.session || event.type !== 'SERVER_STATE') return false;
      return Date.parse(context.session.expires) > Date.parse(event.state.now);
    },
    storedPresent: ({ context }) => context.session !== undefined,
    loginHasOwner: ({ event }) =>
      (event.type === 'LOGIN_SUCCESS' || event.type === 'TOKENS_RENEWED') && sessionFromLogin(event.response, event.now) !== undefined,
    phaseFinished: ({ event }) => event.type === 'SERVER_STATE' && event.state.phase === 'finished',
    profileFinished: ({ event }) => event.type === 'PROFILE_LOADED' && event.gameFinished,
    hasVillages: ({ event }) => event.type === 'PROFILE_LOADED' && event.villages > 0,
    noVillages: ({ event }) => event.type === 'PROFILE_LOADED' && event.villages === 0,
    sessionExpired: ({ context, event }) =>
      event.type === 'TICK' && !!context.session && Date.parse(context.session.expires) <= event.now.getTime(),
    knownToken: ({ context, event }) =>
      event.type === 'SWITCH_USER' && !!context.session?.tokens.some((t) => t.user_id === event.userId)
      && context.session.currentUser !== event.userId,
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => {
    const stored = readStoredSession(input.stored, input.now);
    return {
      stored: stored.kind,
      session: stored.kind === 'valid' || stored.kind === 'expired' ? stored.session : undefined,
      user: undefined,
      phase: undefined,
      gameFinished: false,
      announcementDismissed: input.announcementDismissed,
      loginError: undefined,
    };
  },
  states: {
    server: {
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            SERVER_STATE: [
              { guard: 'phaseFinished', target: 'finished', actions: 'setPhase' },
              { target: 'online', actions: 'setPhase' },
            ],
            SERVER_OFFLINE: 'offline',
          },
        },
        online: {
          on: {
            SERVER_STATE: [
              { guard: 'phaseFinished', target: 'finished', actions: 'setPhase' },
              { actions: 'setPhase' },
            ],
            PROFILE_LOADED: { guard: 'profileFinished', target: 'finished' },
            SERVER_OFFLINE: 'offline',
          },
        },
        offline: {
          on: { RETRY: { target: 'connecting', actions: 'retryServerState' } },
        },
        finished: {
          entry: 'markFinished',
          on: {
            DISMISS_ANNOUNCEMENT: { actions: ['dismiss', 'storeDismissal'] },
            SERVER_OFFLINE: 'offline',
          },
        },
      },
    },
    session: {
      initial: 'loading',
      states: {
        loading: {
          // An unreadable stored session is cleared and the page reloads (SPEC.md section 4).
          always: { guard: 'storedCorrupt', target: 'reloading' },
          on: {
            SERVER_STATE: [
              { guard: 'storedValid', target: 'authenticated' },
              { guard: 'storedPresent', target: 'expired', actions: ['forgetSession', 'clearSession', 'goToLogin'] },
              { target: 'unauthenticated', actions: ['clearSession', 'goToLogin'] },
            ],
          },
        },
        reloading: {
          entry: ['clearSession', 'reloadPage'],
        },
        unauthenticated: {
          on: {
            LOGIN_SUCCESS: [
              { guard: 'loginHasOwner', target: 'authenticated', actions: ['adoptLogin', 'persistSession'] },
              { actions: 'rejectLogin' },
            ],
          },
        },
        /** The session ran out (stored expiry passed, or the server answered 401); the login page says so. */
        expired: {
          on: {
            LOGIN_SUCCESS: [
              { guard: 'loginHasOwner', target: 'authenticated', actions: ['adoptLogin', 'persistSession'] },
              { actions: 'rejectLogin' },
            ],
          },
        },
        authenticated: {
          initial: 'loadingProfile',
          entry: 'adoptStoredUser',
          on: {
            USER_LOADED: { actions: 'setUsername' },
            TOKENS_RENEWED: { guard: 'loginHasOwner', actions: ['adoptLogin', 'persistSession'] },
            LOGOUT: {
              target: 'unauthenticated',
              actions: ['forgetSession', 'clearToken', 'clearGameData', 'goToLogin'],
            },
            UNAUTHORIZED: { target: 'expired', actions: ['forgetSession', 'clearToken', 'reloadPage'] },
            TICK: {
              guard: 'sessionExpired',
              target: 'expired',
              actions: ['forgetSession', 'clearSession', 'clearGameData', 'goToLogin'],
            },
            SWITCH_USER: {
              guard: 'knownToken',
              target: '.loadingProfile',
              actions: ['switchUser', 'persistSession', 'clearGameData', 'reloadPage'],
            },
          },
          states: {
            loadingProfile: {
              on: {
                PROFILE_LOADED: [
                  { guard: 'hasVillages', target: 'playing' },
                  { target: 'noVillages', actions: 'goToSpawn' },
                ],
              },
            },
            /** No village yet: the spawn selection (/spawn). */
            noVillages: {
              on: {
                VILLAGE_FOUNDED: 'playing',
                PROFILE_LOADED: { guard: 'hasVillages', target: 'playing' },
              },
            },
            playing: {
              on: {
                PROFILE_LOADED: { guard: 'noVillages', target: 'noVillages', actions: 'goToSpawn' },
              },
            },
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
