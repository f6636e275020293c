import { useQuery } from '@tanstack/react-query';
import * as objectivesApi from '../../api/objectives';
import type { MapObjective } from '../../api/objectives';

export type LoadObjectives = () => Promise<readonly MapObjective[]>;

/**
 * The live event or objective at (x, y), if any, from GET map/objectives (one query shared with the map
 * and the list): the army and logistics send forms name their target with it. Nothing is asked while
 * the coordinates are not known.
 */
export function useObjectiveAt(x: number | undefined, y: number | undefined, load: LoadObjectives = objectivesApi.mapObjectives): MapObjective | undefined {
  const q = useQuery({ queryKey: objectivesApi.objectivesQueryKey, queryFn: load, staleTime: 30_000, retry: false, enabled: x !== undefined && y !== undefined });
  if (x === undefined || y === undefined) return undefined;
  return q.data?.find((o) => o.x === x && o.y === y);
}
