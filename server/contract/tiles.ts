import { z } from 'zod';

/** PUT map/tile (SPEC.md section 7, Map; docs/API.md "Research, tiles and buildings"). */

const int = z.number().int();

/**
 * `tileId`: the text "x|y", an object {x, y}, or the integer id (y + maxCoord) x (2 maxCoord + 1) +
 * (x + maxCoord). Which tile it names is checked against the map by the server (400 when none).
 */
export const tileIdInput = z.union([
  z.string().min(1).max(32),
  int.min(0).max(Number.MAX_SAFE_INTEGER),
  z.object({ x: int.min(-100_000).max(100_000), y: int.min(-100_000).max(100_000) }),
]);

export const claimTileRequest = z.object({
  villageId: int.positive().max(2_147_483_647),
  tileId: tileIdInput,
});
export type ClaimTileRequest = z.infer<typeof claimTileRequest>;

const bonus = z.object({ resource: z.enum(['wood', 'stone', 'iron', 'food']), amount: z.number() }).nullable();

export const claimTileResponse = z.object({
  tile: z.object({ id: int, x: int, y: int, type: z.string(), bonus, village_id: int }),
  village: z.object({
    id: int,
    tiles: z.array(z.object({ x: int, y: int, type: z.string() })),
    population: z.number(),
    /** Claims the village's tier gives without a population threshold. */
    freeClaims: int,
    claimRadius: int,
    /** What the next claim needs: free, or the population. */
    next: z.object({ n: int, free: z.boolean(), population: z.number() }),
    impr_wood: z.number(), impr_stone: z.number(), impr_iron: z.number(), impr_food: z.number(),
    wood: z.number(), stone: z.number(), iron: z.number(), food: z.number(),
    computed_at: z.string(),
  }),
});
export type ClaimTileResponse = z.infer<typeof claimTileResponse>;
