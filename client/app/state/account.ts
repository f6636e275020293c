import { narrowContext } from './narrowContext';

/** Who is playing: the session's user and the way out. The session machine's status is `useSession()` (client/app/session.tsx). */
export interface AccountState {
  /** The session's user id and name, and whether the token in use is a sitter token. */
  user: { id: number; username: string; isSitter: boolean } | undefined;
  logout: () => void;
}

const account = narrowContext<AccountState>('useAccount');
export const AccountContext = account.Context;
export const useAccount = account.use;
