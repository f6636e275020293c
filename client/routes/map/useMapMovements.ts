import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MovementView } from '../../../server/contract';
import { api } from '../../api/http';
import { useProfile, useServerClock } from '../../app/state';
import type { TileRef } from '../../map/controller';
import { nextArrival, toMapMovements, type MapMovement } from '../../map/movements';
import { useMapText } from '../../map/texts';

/** Movements are refetched this often (ms), and right after the next one arrives. */
export const MOVEMENTS_REFETCH_MS = 15_000;
/** Requests in flight at once when the player has many villages. */
const PARALLEL = 4;

/** GET units/village/{id}: only the movement lists are read here (docs/API.md, Reading troops). */
interface VillageTroops {
  incoming: MovementView[];
  outgoing: MovementView[];
}

async function fetchMovements(villageIds: readonly number[]): Promise<MovementView[]> {
  const out: MovementView[] = [];
  for (let i = 0; i < villageIds.length; i += PARALLEL) {
    const batch = await Promise.all(villageIds.slice(i, i + PARALLEL).map((id) => api.get<VillageTroops>(`units/village/${id}`)));
    for (const t of batch) out.push(...t.incoming, ...t.outgoing);
  }
  return out;
}

/**
 * The player's army movements for the map (every own village's incoming and outgoing, each trip once)
 * and the own villages under attack (the profile's `incomings`), polled with react-query.
 */
export function useMapMovements(): { movements: readonly MapMovement[]; alerts: readonly TileRef[] } {
  const { profile } = useProfile();
  const { clockSkewMs: skew } = useServerClock();
  const t = useMapText();
  const villages = profile?.villages;
  const ids = useMemo(() => (villages ?? []).map((v) => v.id).sort((a, b) => a - b), [villages]);
  const query = useQuery({
    queryKey: ['map', 'movements', ids.join(',')],
    queryFn: () => fetchMovements(ids),
    enabled: ids.length > 0,
    refetchInterval: MOVEMENTS_REFETCH_MS,
    meta: { errorKey: 'error_units' },
  });
  const movements = useMemo(
    () => (query.data ? toMapMovements(query.data, (kind) => t(`movements.${kind}`)) : []),
    [query.data, t],
  );

  // A marker reaching its target changes the world (an arrival, a return trip): ask again just after.
  const refetch = query.refetch;
  useEffect(() => {
    const now = Date.now() + skew;
    const next = nextArrival(movements, now);
    if (next === undefined || next - now > MOVEMENTS_REFETCH_MS) return;
    const timer = setTimeout(() => void refetch(), next - now + 1_000);
    return () => clearTimeout(timer);
  }, [movements, skew, refetch]);

  const alerts = useMemo(
    () => (villages ?? []).filter((v) => v.incomings > 0).map((v) => ({ x: v.x, y: v.y })),
    [villages],
  );
  return { movements, alerts };
}
