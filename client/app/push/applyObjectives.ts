import type { QueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../server/contract/profile';
import type { PushEventOf } from '../../../server/contract/push';
import { queryKeys } from '../../api/keys';
import { objectiveQueryKey, objectivesQueryKey } from '../../api/objectives';

/**
 * Events or objectives changed somewhere on the map: the map's list (GET map/objectives) and the reads of
 * the ones named (each one's details, incoming attacks and defend target, under its id) are asked again;
 * react-query refetches those on screen only. The profile is read again when it lists one of them (a held
 * objective's incoming attacks in the kingdom list) or the account gained or lost one.
 */
export function applyObjectivesChanged(client: QueryClient, event: PushEventOf<'objectives_changed'>): void {
  void client.invalidateQueries({ queryKey: objectivesQueryKey, exact: true });
  for (const id of event.ids) void client.invalidateQueries({ queryKey: objectiveQueryKey(id) });
  const p = client.getQueryData<ProfileResponse>(queryKeys.profile);
  if (!p) return;
  const ids = new Set(event.ids);
  if (event.holders.includes(p.profile.id) || p.objectives.some((o) => ids.has(o.id))) {
    void client.invalidateQueries({ queryKey: queryKeys.profile });
  }
}
