import { useEffect, useRef, useState, useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getQuests, questsQueryKey } from '../../api/quests';
import { useAccount } from '../state/account';
import { useProfile } from '../state/profile';
import { useCurrentVillage } from '../state/currentVillage';

/**
 * GET quests through react-query, asked again whenever the profile or the current village reloads:
 * every action that can finish a step (an upgrade done at its countdown, a district, a research started,
 * units trained, a report arrived, a tile claimed, a village founded) reloads one of them.
 */
export function useQuestsQuery() {
  const { user } = useAccount();
  const { profile } = useProfile();
  const { village } = useCurrentVillage();
  const client = useQueryClient();
  const query = useQuery({ queryKey: questsQueryKey, queryFn: getQuests, enabled: user !== undefined, meta: { silent: true } });
  const seen = useRef({ profile, village });
  useEffect(() => {
    // Only a newer profile or village (a reload) asks again; the first render already fetches.
    if (seen.current.profile === profile && seen.current.village === village) return;
    seen.current = { profile, village };
    if (profile || village) void client.invalidateQueries({ queryKey: questsQueryKey });
  }, [profile, village, client]);
  return query;
}

/** Where the quest panel's hidden state is kept (per browser). */
export const QUESTS_HIDDEN_KEY = 'ak.quests.hidden';

function readHidden(): boolean {
  try { return globalThis.localStorage?.getItem(QUESTS_HIDDEN_KEY) === '1'; } catch { return false; }
}

/** Whether the player hid the quest panel, kept in localStorage so it stays hidden after a reload. */
export function useQuestsHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(readHidden);
  const set = useCallback((h: boolean) => {
    setHidden(h);
    try {
      if (h) globalThis.localStorage?.setItem(QUESTS_HIDDEN_KEY, '1');
      else globalThis.localStorage?.removeItem(QUESTS_HIDDEN_KEY);
    } catch { /* storage refused (private mode): the choice lasts for this page */ }
  }, []);
  return [hidden, set];
}
