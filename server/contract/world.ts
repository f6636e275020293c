import { z } from 'zod';

export const quadrant = z.enum(['NE', 'NW', 'SE', 'SW']);
export type Quadrant = z.infer<typeof quadrant>;

/** POST user/spawnVillage. */
export const spawnVillageRequest = z.object({ quadrant });
export const spawnVillageResponse = z.object({ village: z.object({ id: z.number().int(), name: z.string(), x: z.number().int(), y: z.number().int() }) });

const coord = z.coerce.number().int();

/** GET map {x, y, viewSize, villageId}: viewSize tiles on a side centred on (x, y). */
export const mapQuery = z.object({
  x: coord.optional(),
  y: coord.optional(),
  viewSize: z.coerce.number().int().min(1).max(999).optional().default(9),
  villageId: z.coerce.number().int().positive().optional(),
});

export const tileType = z.enum([
  'plains', 'woodlands', 'forest', 'hills', 'mountains', 'rocky_plains', 'marshlands', 'swamp', 'water',
]);
export type TileType = z.infer<typeof tileType>;

export const mapTile = z.object({
  x: z.number().int(),
  y: z.number().int(),
  type: tileType,
  /** The live event or objective standing here, by its type (attack1 ... supply2, landmark, monument, artifact); null: none. */
  marker: z.string().nullable(),
  village: z.object({
    id: z.number().int(), name: z.string(), tier: z.string(),
    /** Present while the owner is under beginner protection: the ISO instant it ends. */
    protected_until: z.string().optional(),
  }).nullable(),
  owner: z.object({
    id: z.number().int(), username: z.string(),
    /**
     * The owner's Empire (null: in none), so the tile panel tells an ally from a foe. GET map always sends
     * it; optional only so tiles written by hand before it existed (tests, stories) still type-check.
     */
    empire_id: z.number().int().nullable().optional(),
  }).nullable(),
  /** Village that has claimed the tile, if any. */
  claimedBy: z.number().int().nullable(),
  own: z.boolean(),
});
export type MapTile = z.infer<typeof mapTile>;

export const mapResponse = z.object({
  x: z.number().int(),
  y: z.number().int(),
  viewSize: z.number().int(),
  tiles: z.array(mapTile),
});
export type MapResponse = z.infer<typeof mapResponse>;

/** GET map/world — the whole continent compactly, for the canvas map: terrain as one string, villages as a list. */
export const worldMapResponse = z.object({
  maxCoord: z.number().int(),
  /** One character per tile, row by row from y = maxCoord down to -maxCoord, x from -maxCoord up (see TILE_CODES). */
  terrain: z.string(),
  villages: z.array(z.object({
    id: z.number().int(), name: z.string(), x: z.number().int(), y: z.number().int(), tier: z.string(),
    owner_id: z.number().int().nullable(), owner: z.string().nullable(), own: z.boolean(),
    /** Present while the owner is under beginner protection: the ISO instant it ends. */
    protected_until: z.string().optional(),
  })),
  claimed: z.array(z.object({ x: z.number().int(), y: z.number().int(), village_id: z.number().int() })),
});
export type WorldMapResponse = z.infer<typeof worldMapResponse>;

/** GET map/objectives: server/contract/objectives.ts. */
export { objectivesResponse } from './objectives';
