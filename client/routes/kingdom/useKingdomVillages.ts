import { useQueries } from '@tanstack/react-query';
import type { VillageListItem, VillageResponse, VillageState } from '../../../server/contract';
import { api } from '../../api/http';

/** One village of the kingdom with its full state once loaded. */
export interface KingdomVillageRow {
  item: VillageListItem;
  village: VillageState | undefined;
  loading: boolean;
  error: string | undefined;
  retry: () => void;
}

/** The query key of GET /villages/{id}, shared with anything else that caches a village. */
export const villageQueryKey = (id: number) => ['village', id] as const;

/**
 * Every village of the profile with its state: the current village comes from the game context, the
 * others from GET /villages/{id} (the kingdom tabs need per-village figures the profile list lacks).
 */
export function useKingdomVillages(items: VillageListItem[], current: VillageResponse | undefined): KingdomVillageRow[] {
  const others = items.filter((i) => i.id !== current?.village.id);
  const results = useQueries({
    queries: others.map((i) => ({
      queryKey: villageQueryKey(i.id),
      queryFn: () => api.get<VillageResponse>(`villages/${i.id}`),
      staleTime: 30_000,
    })),
  });
  return items.map((item) => {
    if (current && item.id === current.village.id) {
      return { item, village: current.village, loading: false, error: undefined, retry: () => {} };
    }
    const r = results[others.indexOf(item)];
    return {
      item,
      village: r?.data?.village,
      loading: r ? r.isPending : true,
      error: r?.error ? r.error.message || 'error' : undefined,
      retry: () => { void r?.refetch(); },
    };
  });
}
