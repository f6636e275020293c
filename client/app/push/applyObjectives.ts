import type { QueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../server/contract/profile';
import type { PushEventOf } from '../../../server/contract/push';
import { queryKeys } from '../../api/keys';
import { objectiveQueryKey, objectivesQueryKey } from '../../api/objectives';

/**
 * Every page with the map open reads the whole list again on each change, and on a busy world changes come
 * several a second (every army sent at an objective is one): the list is read at once on the first change,
 * then at most once per this many milliseconds (the changes meanwhile make one read at the window's end).
 */
export const OBJECTIVES_LIST_MIN_GAP_MS = 5_000;

interface Throttle { lastAt: number; timer: ReturnType<typeof setTimeout> | null }
const throttles = new WeakMap<QueryClient, Throttle>();

function refreshList(client: QueryClient, nowMs: number): void {
  const t = throttles.get(client) ?? { lastAt: -Infinity, timer: null };
  throttles.set(client, t);
  if (t.timer !== null) return;
  const wait = t.lastAt + OBJECTIVES_LIST_MIN_GAP_MS - nowMs;
  const run = () => {
    t.timer = null;
    t.lastAt = Date.now();
    void client.invalidateQueries({ queryKey: objectivesQueryKey, exact: true });
  };
  if (wait <= 0) run();
  else t.timer = setTimeout(run, wait);
}

/**
 * Events or objectives changed somewhere on the map: the map's list (GET map/objectives, throttled: above) and the reads of
 * the ones named (each one's details, incoming attacks and defend target, under its id) are asked again;
 * react-query refetches those on screen only. The profile is read again when it lists one of them (a held
 * objective's incoming attacks in the kingdom list) or the account gained or lost one.
 */
export function applyObjectivesChanged(client: QueryClient, event: PushEventOf<'objectives_changed'>): void {
  refreshList(client, Date.now());
  for (const id of event.ids) void client.invalidateQueries({ queryKey: objectiveQueryKey(id) });
  const p = client.getQueryData<ProfileResponse>(queryKeys.profile);
  if (!p) return;
  const ids = new Set(event.ids);
  if (event.holders.includes(p.profile.id) || p.objectives.some((o) => ids.has(o.id))) {
    void client.invalidateQueries({ queryKey: queryKeys.profile });
  }
}
