import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getResearch, researchQueryKey } from '../../api/research';
import { useAccount } from '../state/account';
import { useProfile } from '../state/profile';

/**
 * GET research through react-query, refreshed whenever the profile reloads (a research may have
 * completed, or been started on another page). Shared by the research page and the building pages.
 */
export function useResearchQuery(opts: { silent?: boolean } = {}) {
  const { user } = useAccount();
  const { profile } = useProfile();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: researchQueryKey,
    queryFn: getResearch,
    enabled: user !== undefined,
    meta: opts.silent ? { silent: true } : { errorKey: 'error_research' },
  });
  const seen = useRef(profile);
  useEffect(() => {
    // Only a newer profile (a reload) refreshes; the first render already fetches.
    if (seen.current === profile) return;
    seen.current = profile;
    if (profile) void client.invalidateQueries({ queryKey: researchQueryKey });
  }, [profile, client]);
  return query;
}

/**
 * Keys of the technologies the account has completed, once GET research has answered; undefined before
 * (the building pages then skip the research check and the server's refusal tells).
 */
export function useResearched(): ReadonlySet<string> | undefined {
  const { data } = useResearchQuery({ silent: true });
  if (!data) return undefined;
  return new Set(data.tiers.flatMap((t) => t.research.filter((r) => r.state === 'done').map((r) => r.key)));
}
