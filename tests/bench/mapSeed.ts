import type { Db } from '../../server/db/knex';
import { issueToken } from '../../server/db/tokens';
import { seedWorld } from './seed';
import { terrainLookup } from '../../server/world/terrain';
import { tileOf } from '../../server/game/data/tiles';
import { tierOf } from '../../server/game/data/tiers';

/**
 * Benchmark 4's world: villages spread evenly over the map (tests/bench/seed.ts's bulk seeding), the
 * player is the owner of the village nearest the centre, with a token to log in with, and optionally
 * `movements` army movements in flight around that village (inserted directly into `movements`: the
 * tick is off in the benchmark server, so they stay under way). They are of the kinds the map draws:
 * the player's own attacks, reinforcements and scouts (outgoing), return trips home (incoming), and
 * other players' attacks on the village (hostile incoming), all within a few tiles of it, so they are
 * on screen when the map opens there. Every village claims the new-village tier's free claims (two)
 * on free buildable tiles next to it, so the map draws claim tints all over (as a played world has).
 */
export interface MapWorld {
  token: string;
  userId: number;
  village: { id: number; x: number; y: number };
  villages: number;
  /** Claimed tiles (village_tiles rows). */
  claims: number;
  /** What the baseline page draws for the markers: the same trips. */
  movements: Array<{ from: { x: number; y: number }; to: { x: number; y: number }; startMs: number; dueMs: number }>;
}

/** A deterministic generator (the benchmark's world is the same every run). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedMapWorld(db: Db, opts: { maxCoord: number; villages: number; movements: number; now: Date; seed?: string }): Promise<MapWorld> {
  const { maxCoord, now } = opts;
  await seedWorld(db, { players: opts.villages, villages: opts.villages, maxCoord, withTokens: 0, now });
  const home = await db('villages').select('id', 'x', 'y', 'user_id').orderByRaw('x * x + y * y, id').first();
  if (!home) throw new Error('no village seeded');
  const userId = Number(home.user_id);
  const village = { id: Number(home.id), x: Number(home.x), y: Number(home.y) };
  const token = await issueToken(db, { userId, actorId: userId, isSitter: false, expiresAt: new Date(now.getTime() + 86400_000) });

  // Neighbours: the closest other villages, as targets and as hostile origins.
  const near: Array<{ id: number; x: number; y: number; user_id: number }> = await db('villages')
    .select('id', 'x', 'y', 'user_id').whereNot('id', village.id)
    .orderByRaw('(x - ?) * (x - ?) + (y - ?) * (y - ?), id', [village.x, village.x, village.y, village.y]).limit(24);
  const rnd = lcg(4242);
  const rows: Record<string, unknown>[] = [];
  const out: MapWorld['movements'] = [];
  const clampC = (n: number) => Math.max(-maxCoord, Math.min(maxCoord, n));
  for (let i = 0; i < opts.movements; i++) {
    // Started 10 to 60 minutes ago, due in 1 to 4 hours: every marker is on its way, crawling.
    const startMs = now.getTime() - (10 + rnd() * 50) * 60_000;
    const dueMs = now.getTime() + (60 + rnd() * 180) * 60_000;
    const other = near.length > 0 ? near[i % near.length] : undefined;
    // A target within +-8 tiles east-west and +-5 north-south: on screen at the default zoom.
    const tx = clampC(village.x + Math.round((rnd() * 2 - 1) * 8));
    const ty = clampC(village.y + Math.round((rnd() * 2 - 1) * 5));
    const kind = i % 5;
    let row: Record<string, unknown>;
    let from = { x: village.x, y: village.y };
    let to = { x: tx, y: ty };
    const base = { units: JSON.stringify({ melee1: 10 + (i % 30) }), resources: '{}', started_at: new Date(startMs), due_at: new Date(dueMs) };
    if (kind === 3) {
      // Home from (tx, ty): a return trip (from = to = home in ids, the point it turned at in x/y).
      from = { x: tx, y: ty };
      to = { x: village.x, y: village.y };
      row = { kind: 'returning', origin_kind: 'attack', user_id: userId, from_village_id: village.id, from_x: tx, from_y: ty, to_village_id: village.id, to_x: village.x, to_y: village.y };
    } else if (kind === 4 && other && Math.abs(other.x - village.x) <= 12 && Math.abs(other.y - village.y) <= 8) {
      // A neighbour's attack on the player's village (hostile, and the village gets a red ring).
      from = { x: other.x, y: other.y };
      to = { x: village.x, y: village.y };
      row = { kind: 'attack', user_id: Number(other.user_id), from_village_id: other.id, from_x: other.x, from_y: other.y, to_village_id: village.id, to_x: village.x, to_y: village.y };
    } else {
      const k = ['attack', 'reinforce', 'scout', 'attack', 'scout'][kind];
      row = { kind: k, user_id: userId, from_village_id: village.id, from_x: village.x, from_y: village.y, to_village_id: null, to_x: tx, to_y: ty };
    }
    rows.push({ ...row, ...base });
    out.push({ from, to, startMs, dueMs });
  }
  for (let i = 0; i < rows.length; i += 500) await db('movements').insert(rows.slice(i, i + 500));
  const claims = await seedClaims(db, maxCoord, opts.seed ?? 'aether');
  await db.raw('ANALYZE');
  return { token, userId, village, villages: opts.villages, claims, movements: out };
}

/** Each village claims up to its tier's free claims among the free buildable tiles around it (in a fixed order). */
async function seedClaims(db: Db, maxCoord: number, seed: string): Promise<number> {
  const typeAt = terrainLookup(seed, maxCoord);
  const vs: Array<{ id: number; x: number; y: number }> = await db('villages').select('id', 'x', 'y').orderBy('id');
  const taken = new Set(vs.map((v) => `${v.x},${v.y}`));
  const { freeClaims, claimRadius } = tierOf('village');
  const rows: Array<{ village_id: number; x: number; y: number }> = [];
  for (const v of vs) {
    let n = 0;
    for (let dy = -claimRadius; dy <= claimRadius && n < freeClaims; dy++) {
      for (let dx = -claimRadius; dx <= claimRadius && n < freeClaims; dx++) {
        const x = v.x + dx;
        const y = v.y + dy;
        if ((!dx && !dy) || Math.abs(x) > maxCoord || Math.abs(y) > maxCoord || taken.has(`${x},${y}`) || !tileOf(typeAt(x, y)).buildable) continue;
        taken.add(`${x},${y}`);
        rows.push({ village_id: Number(v.id), x, y });
        n += 1;
      }
    }
  }
  for (let i = 0; i < rows.length; i += 5_000) await db('village_tiles').insert(rows.slice(i, i + 5_000));
  return rows.length;
}
