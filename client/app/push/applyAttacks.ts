import type { QueryClient } from '@tanstack/react-query';
import type { MovementView, VillageResponse } from '../../../server/contract/village';
import type { PushEventOf } from '../../../server/contract/push';
import { queryKeys } from '../../api/keys';
import { unitsQueryKey } from '../../api/units';

/** The map's army movements (client/routes/map/useMapMovements.ts), keyed by the player's village ids after this prefix. */
export const MAP_MOVEMENTS_KEY = unitsQueryKey.mapAll;

const byDue = (a: MovementView, b: MovementView) => Date.parse(a.due_at) - Date.parse(b.due_at) || a.id - b.id;
const withMovement = (list: MovementView[], m: MovementView): MovementView[] =>
  list.some((x) => x.id === m.id) ? list : [...list, m].sort(byDue);
const without = (list: MovementView[], id: number): MovementView[] => (list.some((x) => x.id === id) ? list.filter((x) => x.id !== id) : list);

/**
 * An incoming attack into the caches that list it, from the movement the event carries: the attacked
 * village's read (its incoming list and the soonest-first movements, which the village panel and the
 * refresh's due times read) and the map's movements (the red arrow). The troop lists, whose items the
 * event cannot build, are read again if shown. The counters (red icon, red ring) come in their own event.
 */
export function addIncoming(client: QueryClient, event: PushEventOf<'attack_incoming'>): void {
  const m = event.movement;
  client.setQueryData<VillageResponse>(queryKeys.village(event.village_id), (v) => {
    if (!v) return v;
    const incoming = withMovement(v.incoming, m);
    return incoming === v.incoming ? v : { ...v, incoming, movements: withMovement(v.movements, m) };
  });
  client.setQueriesData<MovementView[]>({ queryKey: MAP_MOVEMENTS_KEY }, (list) => (list ? withMovement(list, m) : list));
  invalidateTroops(client, event.village_id);
}

/** A called-back attack out of the same caches. */
export function removeIncoming(client: QueryClient, event: PushEventOf<'attack_cancelled'>): void {
  const id = event.movement_id;
  client.setQueryData<VillageResponse>(queryKeys.village(event.village_id), (v) => {
    if (!v) return v;
    const incoming = without(v.incoming, id);
    const movements = without(v.movements, id);
    return incoming === v.incoming && movements === v.movements ? v : { ...v, incoming, movements };
  });
  client.setQueriesData<MovementView[]>({ queryKey: MAP_MOVEMENTS_KEY }, (list) => (list ? without(list, id) : list));
  invalidateTroops(client, event.village_id);
}

function invalidateTroops(client: QueryClient, villageId: number): void {
  void client.invalidateQueries({ queryKey: unitsQueryKey.troops(villageId) });
  void client.invalidateQueries({ queryKey: ['units', 'troopsPage', villageId, 'incoming'] });
}
