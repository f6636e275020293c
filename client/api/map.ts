import { api } from './http';
import type { MapResponse, WorldMapResponse } from '../../server/contract';

/** Map calls (SPEC.md section 7). Failures: error_map / error_tile_claim. */
export interface MapParams {
  x?: number;
  y?: number;
  /** Default 9 (SPEC.md section 9). */
  viewSize?: number;
  villageId?: number;
}

export function mapQueryString(p: MapParams): string {
  const q = new URLSearchParams();
  if (p.x !== undefined) q.set('x', String(p.x));
  if (p.y !== undefined) q.set('y', String(p.y));
  q.set('viewSize', String(p.viewSize ?? 9));
  if (p.villageId !== undefined) q.set('villageId', String(p.villageId));
  return q.toString();
}

export const getMap = (p: MapParams = {}) => api.get<MapResponse>(`map?${mapQueryString(p)}`);

export const getWorldMap = () => api.get<WorldMapResponse>('map/world');
/** The query of GET map/world (MapRoute; GameProvider starts it early for a page opened on /map). */
export const WORLD_MAP_KEY = ['map', 'world'] as const;
export const WORLD_MAP_STALE_MS = 30_000;

export const getMapObjectives = () =>
  api.get<Array<{ id: number; type: string; name: string; x: number; y: number; incomings: number }>>('map/objectives');

export const claimTile = (villageId: number, tileId: number) => api.put<unknown>('map/tile', { villageId, tileId });
