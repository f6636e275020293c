/**
 * The stored session of SPEC.md section 4, read from raw storage values. Pure: the client hands in what
 * localStorage holds (strings or null), so the session machine and its tests never touch a browser API.
 */

/** localStorage keys of the stored session (SPEC.md section 3: userTokens, an expiry, the current user). */
export const STORAGE_KEYS = {
  userTokens: 'userTokens',
  expires: 'expires',
  currentUser: 'currentUser',
  /** The finished-server announcement is shown once until dismissed (SPEC.md section 4). */
  announcementDismissed: 'announcementDismissed',
  /** The id of the current village (SPEC.md section 2: clicking a village makes it current). */
  currentVillage: 'currentVillage',
} as const;

export interface StoredToken {
  user_id: number;
  token: string;
  is_sitter: boolean;
}

export interface RawStoredSession {
  userTokens: string | null;
  expires: string | null;
  currentUser: string | null;
}

export interface StoredSession {
  tokens: StoredToken[];
  /** ISO time. */
  expires: string;
  /** user_id of the token in use. */
  currentUser: number;
}

export type StoredSessionResult =
  | { kind: 'none' }
  | { kind: 'corrupt' }
  | { kind: 'expired'; session: StoredSession }
  | { kind: 'valid'; session: StoredSession };

function isToken(v: unknown): v is StoredToken {
  if (typeof v !== 'object' || v === null) return false;
  const t = v as Record<string, unknown>;
  return Number.isInteger(t.user_id) && typeof t.token === 'string' && t.token.length > 0 && typeof t.is_sitter === 'boolean';
}

/**
 * Classifies what storage holds. Nothing stored at all is 'none'; a partial session (one key missing) is
 * 'none' too, because SPEC.md asks for tokens, an expiry and a current user together. Anything present
 * but unparsable (bad JSON, wrong shape, an unknown current user, a non-date expiry) is 'corrupt'.
 */
export function readStoredSession(raw: RawStoredSession, now: Date): StoredSessionResult {
  if (raw.userTokens === null || raw.expires === null || raw.currentUser === null) {
    return { kind: 'none' };
  }
  let tokens: unknown;
  try {
    tokens = JSON.parse(raw.userTokens);
  } catch {
    return { kind: 'corrupt' };
  }
  if (!Array.isArray(tokens) || tokens.length === 0 || !tokens.every(isToken)) return { kind: 'corrupt' };
  const expiresMs = Date.parse(raw.expires);
  if (Number.isNaN(expiresMs)) return { kind: 'corrupt' };
  const currentUser = Number(raw.currentUser);
  if (!/^\d+$/.test(raw.currentUser) || !tokens.some((t: StoredToken) => t.user_id === currentUser)) {
    return { kind: 'corrupt' };
  }
  const session: StoredSession = { tokens, expires: raw.expires, currentUser };
  return expiresMs > now.getTime() ? { kind: 'valid', session } : { kind: 'expired', session };
}

/**
 * The session a login creates: every token is kept, but only the owner's token becomes the current user.
 * Sitter tokens are never made default or current at login (SPEC.md sections 4 and 6). Undefined when the
 * response carries no owner token or an expiry that is not in the future.
 */
export function sessionFromLogin(
  response: { userTokens: StoredToken[]; expires: string },
  now: Date,
): StoredSession | undefined {
  const owner = response.userTokens.find((t) => !t.is_sitter);
  const expiresMs = Date.parse(response.expires);
  if (!owner || Number.isNaN(expiresMs) || expiresMs <= now.getTime()) return undefined;
  return { tokens: response.userTokens, expires: response.expires, currentUser: owner.user_id };
}

/** The token entry of the current user. */
export function currentToken(session: StoredSession | undefined): StoredToken | undefined {
  return session?.tokens.find((t) => t.user_id === session.currentUser);
}
