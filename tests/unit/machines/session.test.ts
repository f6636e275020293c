import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../../machines/session';
import type { RawStoredSession } from '../../../machines/sessionStorage';

/** Event scripts against the session machine: each asserts the state, the context and the injected actions run. */

const NOW = new Date('2030-01-10T12:00:00Z');
const LATER = '2030-01-17T12:00:00Z';
const EARLIER = '2030-01-09T12:00:00Z';
const running = { phase: 'running' as const, now: NOW.toISOString() };

const owner = { user_id: 7, token: 'owner-token-aaaaaaaaaa', is_sitter: false };
const sitter = { user_id: 9, token: 'sitter-token-bbbbbbbbb', is_sitter: true };

const empty: RawStoredSession = { userTokens: null, expires: null, currentUser: null };
const stored = (over: Partial<RawStoredSession> = {}): RawStoredSession => ({
  userTokens: JSON.stringify([owner, sitter]), expires: LATER, currentUser: '7', ...over,
});

const ACTIONS = [
  'persistSession', 'clearSession', 'clearToken', 'clearGameData', 'reloadPage', 'goToLogin', 'goToSpawn',
  'storeDismissal', 'retryServerState',
] as const;

function run(raw: RawStoredSession, events: SessionEvent[], announcementDismissed = false) {
  const calls: string[] = [];
  const persisted: unknown[] = [];
  const impl = Object.fromEntries(ACTIONS.map((name) => [name, ({ context }: { context: { session: unknown } }) => {
    calls.push(name);
    if (name === 'persistSession') persisted.push(context.session);
  }]));
  const actor = createActor(sessionMachine.provide({ actions: impl }), {
    input: { stored: raw, announcementDismissed, now: NOW },
  });
  actor.start();
  for (const e of events) actor.send(e);
  const snap = actor.getSnapshot();
  actor.stop();
  return { snap, calls, persisted };
}

describe('session machine: start-up', () => {
  it('waits in loading for the server state', () => {
    const { snap, calls } = run(stored(), []);
    expect(snap.matches({ session: 'loading', server: 'connecting' })).toBe(true);
    expect(calls).toEqual([]);
  });

  it('with tokens, expiry and current user in the future: authenticated, the user from the token entry', () => {
    const { snap, calls } = run(stored(), [{ type: 'SERVER_STATE', state: running }]);
    expect(snap.matches({ session: { authenticated: 'loadingProfile' }, server: 'online' })).toBe(true);
    expect(snap.context.user).toEqual({ id: 7, username: '', isSitter: false });
    expect(calls).toEqual([]);
  });

  it('without a stored session: unauthenticated, storage cleared, to /login', () => {
    const { snap, calls } = run(empty, [{ type: 'SERVER_STATE', state: running }]);
    expect(snap.matches({ session: 'unauthenticated' })).toBe(true);
    expect(calls).toEqual(['clearSession', 'goToLogin']);
  });

  it('a partial session (no current user) counts as none', () => {
    const { snap, calls } = run(stored({ currentUser: null }), [{ type: 'SERVER_STATE', state: running }]);
    expect(snap.matches({ session: 'unauthenticated' })).toBe(true);
    expect(calls).toEqual(['clearSession', 'goToLogin']);
  });

  it('an expiry in the past (by the server clock): expired, cleared, to /login', () => {
    const { snap, calls } = run(stored({ expires: EARLIER }), [{ type: 'SERVER_STATE', state: running }]);
    expect(snap.matches({ session: 'expired' })).toBe(true);
    expect(snap.context.session).toBeUndefined();
    expect(calls).toEqual(['clearSession', 'goToLogin']);
  });

  it('judges expiry by the server time, not the browser time', () => {
    const serverAhead = { phase: 'running' as const, now: '2030-01-20T00:00:00Z' };
    const { snap } = run(stored(), [{ type: 'SERVER_STATE', state: serverAhead }]);
    expect(snap.matches({ session: 'expired' })).toBe(true);
  });

  it.each([
    ['bad JSON', { userTokens: '{not json' }],
    ['tokens not a list', { userTokens: '{"a":1}' }],
    ['a token without is_sitter', { userTokens: JSON.stringify([{ user_id: 7, token: 'x' }]) }],
    ['an expiry that is no date', { expires: 'soon' }],
    ['a current user without a token', { currentUser: '8' }],
  ])('corrupt storage (%s) is cleared and the page reloads at once', (_name, over) => {
    const { snap, calls } = run(stored(over), []);
    expect(snap.matches({ session: 'reloading' })).toBe(true);
    expect(calls).toEqual(['clearSession', 'reloadPage']);
  });
});

describe('session machine: login', () => {
  const loginResponse = { userTokens: [sitter, owner], expires: LATER };

  it('makes the owner token current even when a sitter token comes first', () => {
    const { snap, calls, persisted } = run(empty, [
      { type: 'SERVER_STATE', state: running },
      { type: 'LOGIN_SUCCESS', response: loginResponse, now: NOW },
    ]);
    expect(snap.matches({ session: { authenticated: 'loadingProfile' } })).toBe(true);
    expect(snap.context.session?.currentUser).toBe(7);
    expect(snap.context.user).toEqual({ id: 7, username: '', isSitter: false });
    expect(calls).toEqual(['clearSession', 'goToLogin', 'persistSession']);
    expect(persisted).toEqual([{ tokens: [sitter, owner], expires: LATER, currentUser: 7 }]);
  });

  it('a login answer with only sitter tokens never becomes the session', () => {
    const { snap, calls } = run(empty, [
      { type: 'SERVER_STATE', state: running },
      { type: 'LOGIN_SUCCESS', response: { userTokens: [sitter], expires: LATER }, now: NOW },
    ]);
    expect(snap.matches({ session: 'unauthenticated' })).toBe(true);
    expect(snap.context.loginError).toBe('no_owner_token');
    expect(calls).not.toContain('persistSession');
  });

  it('a login answer that already expired is refused', () => {
    const { snap } = run(empty, [
      { type: 'SERVER_STATE', state: running },
      { type: 'LOGIN_SUCCESS', response: { userTokens: [owner], expires: EARLIER }, now: NOW },
    ]);
    expect(snap.matches({ session: 'unauthenticated' })).toBe(true);
  });

  it('logging in again from the expired state works', () => {
    const { snap } = run(stored({ expires: EARLIER }), [
      { type: 'SERVER_STATE', state: running },
      { type: 'LOGIN_SUCCESS', response: loginResponse, now: NOW },
    ]);
    expect(snap.matches({ session: 'authenticated' })).toBe(true);
  });

  it('GET user fills in the username and sitter flag of the same user only', () => {
    const { snap } = run(stored(), [
      { type: 'SERVER_STATE', state: running },
      { type: 'USER_LOADED', user: { id: 99, username: 'someone', is_sitter: false } },
      { type: 'USER_LOADED', user: { id: 7, username: 'aldric', is_sitter: false } },
    ]);
    expect(snap.context.user).toEqual({ id: 7, username: 'aldric', isSitter: false });
  });

  it('switching to a sat account persists it and reloads; the user becomes a sitter', () => {
    const { snap, calls, persisted } = run(stored(), [
      { type: 'SERVER_STATE', state: running },
      { type: 'SWITCH_USER', userId: 9 },
    ]);
    expect(snap.context.user).toEqual({ id: 9, username: '', isSitter: true });
    expect(calls).toEqual(['persistSession', 'clearGameData', 'reloadPage']);
    expect(persisted).toEqual([{ tokens: [owner, sitter], expires: LATER, currentUser: 9 }]);
  });

  it('a password change adopts the fresh tokens (owner current) and stores them', () => {
    const fresh = { user_id: 7, token: 'fresh-owner-token-cccc', is_sitter: false };
    const { snap, calls, persisted } = run(stored(), [
      { type: 'SERVER_STATE', state: running },
      { type: 'PROFILE_LOADED', villages: 1, gameFinished: false },
      { type: 'TOKENS_RENEWED', response: { userTokens: [sitter, fresh], expires: LATER }, now: NOW },
    ]);
    expect(snap.matches({ session: { authenticated: 'playing' } })).toBe(true);
    expect(calls).toEqual(['persistSession']);
    expect(persisted).toEqual([{ tokens: [sitter, fresh], expires: LATER, currentUser: 7 }]);
  });

  it('switching to an unknown user does nothing', () => {
    const { snap, calls } = run(stored(), [
      { type: 'SERVER_STATE', state: running },
      { type: 'SWITCH_USER', userId: 12 },
    ]);
    expect(snap.context.user?.id).toBe(7);
    expect(calls).toEqual([]);
  });
});

describe('session machine: villages', () => {
  it('no villages: noVillages and to /spawn; founding one leads to playing', () => {
    const first = run(stored(), [
      { type: 'SERVER_STATE', state: running },
      { type: 'PROFILE_LOADED', villages: 0, gameFinished: false },
    ]);
    expect(first.snap.matches({ session: { authenticated: 'noVillages' } })).toBe(true);
    expect(first.calls).toEqual(['goToSpawn']);
    const second = run(stored(), [
      { type: 'SERVER_STATE', state: running },
      { type: 'PROFILE_LOADED', villages: 0, gameFinished: false },
      { type: 'VILLAGE_FOUNDED' },
    ]);
    expect(second.snap.matches({ session: { authenticated: 'playing' } })).toBe(true);
  });

  it('with villages: playing; losing the last one goes back to spawn', () => {
    const { snap, calls } = run(stored(), [
      { type: 'SERVER_STATE', state: running },
      { type: 'PROFILE_LOADED', villages: 2, gameFinished: false },
    ]);
    expect(snap.matches({ session: { authenticated: 'playing' } })).toBe(true);
    expect(calls).toEqual([]);
    const lost = run(stored(), [
      { type: 'SERVER_STATE', state: running },
      { type: 'PROFILE_LOADED', villages: 2, gameFinished: false },
      { type: 'PROFILE_LOADED', villages: 0, gameFinished: false },
    ]);
    expect(lost.snap.matches({ session: { authenticated: 'noVillages' } })).toBe(true);
    expect(lost.calls).toEqual(['goToSpawn']);
  });
});

describe('session machine: leaving', () => {
  const playing: SessionEvent[] = [
    { type: 'SERVER_STATE', state: running },
    { type: 'PROFILE_LOADED', villages: 1, gameFinished: false },
  ];

  it('logout removes token and expiry, clears game data, goes to /login', () => {
    const { snap, calls } = run(stored(), [...playing, { type: 'LOGOUT' }]);
    expect(snap.matches({ session: 'unauthenticated' })).toBe(true);
    expect(snap.context.session).toBeUndefined();
    expect(snap.context.user).toBeUndefined();
    expect(calls).toEqual(['clearToken', 'clearGameData', 'goToLogin']);
  });

  it('a 401 clears the token and reloads, without going to /login itself', () => {
    const { snap, calls } = run(stored(), [...playing, { type: 'UNAUTHORIZED' }]);
    expect(snap.matches({ session: 'expired' })).toBe(true);
    expect(calls).toEqual(['clearToken', 'reloadPage']);
  });

  it('a 401 while logged out changes nothing', () => {
    const { snap, calls } = run(empty, [{ type: 'SERVER_STATE', state: running }, { type: 'UNAUTHORIZED' }]);
    expect(snap.matches({ session: 'unauthenticated' })).toBe(true);
    expect(calls).toEqual(['clearSession', 'goToLogin']);
  });

  it('the expiry passing while playing ends the session', () => {
    const before = run(stored(), [...playing, { type: 'TICK', now: new Date('2030-01-17T11:59:59Z') }]);
    expect(before.snap.matches({ session: { authenticated: 'playing' } })).toBe(true);
    const after = run(stored(), [...playing, { type: 'TICK', now: new Date(LATER) }]);
    expect(after.snap.matches({ session: 'expired' })).toBe(true);
    expect(after.calls).toEqual(['clearSession', 'clearGameData', 'goToLogin']);
  });
});

describe('session machine: server', () => {
  it('offline on a network error of the server-state call; retry reconnects', () => {
    const { snap } = run(stored(), [{ type: 'SERVER_OFFLINE' }]);
    expect(snap.matches({ server: 'offline', session: 'loading' })).toBe(true);
    const retried = run(stored(), [
      { type: 'SERVER_OFFLINE' }, { type: 'RETRY' }, { type: 'SERVER_STATE', state: running },
    ]);
    expect(retried.calls).toEqual(['retryServerState']);
    expect(retried.snap.matches({ server: 'online', session: { authenticated: 'loadingProfile' } })).toBe(true);
  });

  it('the finished phase sets the finished flag; the announcement is dismissed once and stored', () => {
    const finished = { phase: 'finished' as const, now: NOW.toISOString() };
    const { snap, calls } = run(stored(), [{ type: 'SERVER_STATE', state: finished }]);
    expect(snap.matches({ server: 'finished' })).toBe(true);
    expect(snap.context.gameFinished).toBe(true);
    expect(snap.context.announcementDismissed).toBe(false);
    expect(calls).toEqual([]);
    const dismissed = run(stored(), [{ type: 'SERVER_STATE', state: finished }, { type: 'DISMISS_ANNOUNCEMENT' }]);
    expect(dismissed.snap.context.announcementDismissed).toBe(true);
    expect(dismissed.calls).toEqual(['storeDismissal']);
    const remembered = run(stored(), [{ type: 'SERVER_STATE', state: finished }], true);
    expect(remembered.snap.context.announcementDismissed).toBe(true);
  });

  it('a profile saying game_finished also finishes a running server', () => {
    const { snap } = run(stored(), [
      { type: 'SERVER_STATE', state: running },
      { type: 'PROFILE_LOADED', villages: 1, gameFinished: true },
    ]);
    expect(snap.matches({ server: 'finished', session: { authenticated: 'playing' } })).toBe(true);
    expect(snap.context.gameFinished).toBe(true);
  });

  it('dismissing before the game finished does nothing', () => {
    const { snap, calls } = run(stored(), [{ type: 'SERVER_STATE', state: running }, { type: 'DISMISS_ANNOUNCEMENT' }]);
    expect(snap.context.announcementDismissed).toBe(false);
    expect(calls).toEqual([]);
  });
});
