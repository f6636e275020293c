import { useEffect, useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { mapObjectives, objective, objectiveQueryKey, objectivesQueryKey, OBJECTIVES_ERROR, type MapObjectives } from '../../api/objectives';
import { useAccount, useProfile, useServerClock } from '../../app/state';
import { usePushLive } from '../../app/push/status';
import type { TileRef } from '../../map/controller';
import type { Viewer } from '../../map/objectives';

/**
 * The map's events and objectives are read again this often (ms), and just after a stage on the map ends, while the push
 * is not live. While it is, every change to them (spawned, a stage moved on, captured or lost, supplied, an army on its
 * way or back) comes as `objectives_changed` (client/app/push/applyObjectives.ts), which reads them again.
 */
export const OBJECTIVES_REFETCH_MS = 20_000;
/** A defend event's target never changes: its details are read once a minute at most for the line. */
const TARGET_STALE_MS = 60_000;

/**
 * Live events and objectives for the map (GET map/objectives under objectivesQueryKey, so an army or
 * merchants send that invalidates ['objectives'] reloads them), the reader and its Empire (holder colours),
 * and the targets of defend events (GET objectives/{id} of each: the village the natives march on).
 */
export function useMapObjectives(): { objectives: MapObjectives | undefined; targets: ReadonlyMap<number, TileRef>; viewer: Viewer } {
  const { user } = useAccount();
  const { profile } = useProfile();
  const { clockSkewMs: skew } = useServerClock();
  const live = usePushLive();
  const query = useQuery({
    queryKey: objectivesQueryKey,
    queryFn: mapObjectives,
    refetchInterval: live ? false : OBJECTIVES_REFETCH_MS,
    meta: { errorKey: OBJECTIVES_ERROR, silent: true },
  });
  const list = query.data;

  // A stage on the map ending moves the event on (the tick): ask again just after, unless the push tells of it.
  const refetch = query.refetch;
  useEffect(() => {
    if (live) return;
    const now = Date.now() + skew;
    let next: number | undefined;
    for (const o of list ?? []) {
      const end = o.ends_at ? Date.parse(o.ends_at) : NaN;
      if (Number.isFinite(end) && end > now && (next === undefined || end < next)) next = end;
    }
    if (next === undefined || next - now > OBJECTIVES_REFETCH_MS) return;
    const timer = setTimeout(() => void refetch(), next - now + 1_500);
    return () => clearTimeout(timer);
  }, [list, skew, refetch, live]);

  const defends = useMemo(() => (list ?? []).filter((o) => o.type === 'defend1' && o.state === 'active').map((o) => o.id), [list]);
  const details = useQueries({
    queries: defends.map((id) => ({
      queryKey: [...objectiveQueryKey(id), 'target'],
      queryFn: () => objective(id, false),
      staleTime: TARGET_STALE_MS,
      meta: { errorKey: OBJECTIVES_ERROR, silent: true },
    })),
  });
  const targetKey = details.map((d) => (d.data?.objective.target_village ? `${d.data.objective.id}:${d.data.objective.target_village.x}|${d.data.objective.target_village.y}` : '')).join(',');
  const targets = useMemo(() => {
    const m = new Map<number, TileRef>();
    for (const d of details) {
      const o = d.data?.objective;
      if (o?.target_village) m.set(o.id, { x: o.target_village.x, y: o.target_village.y });
    }
    return m;
  }, [targetKey]);

  // The kingdom being played (a sitter plays the owner's: the profile is the owner's) and its Empire.
  const viewer = useMemo<Viewer>(() => ({ userId: profile?.profile.id ?? user?.id, empireId: profile?.profile.empire ?? null }),
    [user?.id, profile?.profile.id, profile?.profile.empire]);
  return { objectives: list, targets, viewer };
}
