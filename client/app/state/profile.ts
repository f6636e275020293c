import type { ProfileResponse } from '../../../server/contract';
import { narrowContext } from './narrowContext';

/** The account's profile (GET profiles/user): villages, objectives, counters. */
export interface ProfileState {
  profile: ProfileResponse | undefined;
  /** The profile failed to load, so the shell cannot tell villages from none. */
  profileError: boolean;
  /** Reloads profile and village (after an action, or when a countdown reaches zero); resets the builders choice. */
  reload: () => void;
}

const profile = narrowContext<ProfileState>('useProfile');
export const ProfileContext = profile.Context;
export const useProfile = profile.use;
