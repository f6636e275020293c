import { api } from './http';
import type { CallResponse } from '../../server/contract';

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

export const getMap = (p: MapParams = {}) => api.get<CallResponse<'map'>>(`map?${mapQueryString(p)}`);

export const getWorldMap = () => api.get<CallResponse<'worldMap'>>('map/world');
/** The query of GET map/world (MapRoute; GameProvider starts it early for a page opened on /map). */
export const WORLD_MAP_KEY = ['map', 'world'] as const;
export const WORLD_MAP_STALE_MS = 30_000;

