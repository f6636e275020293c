import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** PUT map/tile (SPEC.md section 7, Map). Failure key: error_tile_claim. */
export const TILE_CLAIM_ERROR = 'error_tile_claim';

/** Claims the tile at (x, y) for the village. */
export const claimTile = (villageId: number, x: number, y: number) =>
  api.put<CallResponse<'claimTile'>>('map/tile', { villageId, tileId: { x, y } });
