import type { Db } from '../../server/db/knex';
import { issueToken } from '../../server/db/tokens';
import { BUILDINGS, findBuilding, type BuildingDef } from '../../server/game/data/buildings';
import { RESEARCH } from '../../server/game/data/research';
import { UNITS, type UnitDef } from '../../server/game/data/units';
import { DISTRICT_KEYS } from '../../server/game/data/districts';
import { STARTING_BUILDINGS } from '../../server/game/data/constants';
import { tierOf, tierAtLeast, type TierKey } from '../../server/game/data/tiers';
import { tileOf } from '../../server/game/data/tiles';
import { costAt, effectivePoints, maxLevelFor, villageRates, workAt } from '../../server/game/economy';
import { movementDuration, distance } from '../../server/game/movement/duration';
import { startHead } from '../../server/game/queue/schedule';
import type { QueueEntry } from '../../server/game/queue/types';
import { seededRng, type Rng } from '../../server/game/world/rng';
import { SPAWN_MIN_DISTANCE, spawnBandWidth, spawnMinRing } from '../../server/game/world/spawn';
import { ringOf } from '../../server/game/world/coords';
import { troopsReturned } from '../../server/game/reports/titles';
import { terrainLookup } from '../../server/world/terrain';
import { unitConsumption } from '../../server/game/economy';
import { createQueueItem, persistQueueItem } from '../../machines/queueItem';
import type { TileType } from '../../server/contract/world';

/**
 * Benchmark 3's world: a played-looking world written by bulk SQL (unnest of arrays, in chunks), with
 * the game's own rules and data tables deciding what each row holds, so 100,000 villages seed in
 * minutes. What it writes:
 * - the world row with `seed` (the server child reads its seed from it, so its terrain is this one);
 * - players; each player's capital on a land tile chosen as spawnVillage would: at least
 *   SPAWN_MIN_DISTANCE from every village, innermost band of rings outside the centre first. When the
 *   map cannot hold that many capitals at that distance (a 401 x 401 map holds about 12,000 at 3), the
 *   remaining capitals are placed at distance 2, then 1 (`spawnDistances` reports how many at each);
 * - the other villages settled near their owner's capital on free land tiles (settling has no distance rule);
 * - tiers (about 13% towns, 2% cities), districts to the tier's slots (economy always), buildings of a
 *   developed village (core ones at or above the starting levels, a random part of the district and
 *   researched ones, levels spread up to the tier's and building's maximum), stock within storage;
 * - each account's completed research (a prefix of the research table respecting prerequisites);
 * - claimed tiles (village_tiles): up to the tier's free claims, land tiles within its claim radius;
 * - standing units the village's buildings can train;
 * - a running queue of 1 to 3 building items (never more than the tier's queue length - 1, so a POST
 *   still fits), scheduled by the queue rules (startHead) at the village's real production, the head
 *   due over the next hours and started in the past;
 * - movements in flight from `movementShare` of the villages (attack on / reinforcement of the nearest
 *   village, or a return home from it), times from movementDuration, due within the next hour;
 * - a few return reports for about 30% of the accounts; tokens for the first `withTokens` players.
 */

export interface WorldSeedOptions {
  players: number;
  villages: number;
  maxCoord: number;
  /** The world seed (terrain); the world row is written with it. */
  seed: string;
  withTokens: number;
  now: Date;
  /** Share of villages with a movement under way (default 0.05). */
  movementShare?: number;
}

export interface SeededPlayer { id: number; token: string; villages: number[] }

export interface SeededWorld {
  players: SeededPlayer[];
  /** Capitals placed at each minimum distance (3, 2, 1). */
  spawnDistances: Record<string, number>;
  rows: Record<string, number>;
}

const HOUR = 3_600_000;
const GAME_START = '2026-01-01T00:00:00Z';
const CHUNK = 20_000;

interface V {
  id: number; owner: number; x: number; y: number; tier: TierKey; districts: string[];
  buildings: Map<string, number>; tiles: Array<{ x: number; y: number }>; units: Map<string, number>;
}

const pick = <T>(rng: Rng, a: readonly T[]): T => a[Math.min(a.length - 1, Math.floor(rng() * a.length))];

function shuffle<T>(rng: Rng, a: T[]): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Rows inserted with one `INSERT ... SELECT * FROM unnest(...)` per chunk of CHUNK rows. */
async function bulk(db: Db, table: string, columns: Array<[name: string, sqlType: string]>, rows: unknown[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const arrays = columns.map((_, c) => part.map((r) => r[c]));
    const casts = columns.map(([, t]) => (t === 'jsonb' ? '?::text[]' : `?::${t}[]`));
    const select = columns.map(([n, t]) => (t === 'jsonb' ? `${n}::jsonb` : n)).join(', ');
    await db.raw(
      `INSERT INTO ${table} (${columns.map(([n]) => n).join(', ')})
       SELECT ${select} FROM unnest(${casts.join(', ')}) AS t(${columns.map(([n]) => n).join(', ')})`,
      arrays as unknown as readonly string[],
    );
  }
}

export async function seedRealWorld(db: Db, o: WorldSeedOptions): Promise<SeededWorld> {
  const { players, villages, maxCoord, seed, now } = o;
  if (villages < players) throw new Error('every player needs a village');
  const nowMs = now.getTime();
  const rng = seededRng(`${seed}:bench-world:${players}:${villages}`);
  const side = 2 * maxCoord + 1;
  const idx = (x: number, y: number) => (y + maxCoord) * side + (x + maxCoord);
  const inMap = (x: number, y: number) => Math.abs(x) <= maxCoord && Math.abs(y) <= maxCoord;
  const typeAt = terrainLookup(seed, maxCoord);
  const land = new Uint8Array(side * side);
  let landCount = 0;
  for (let y = -maxCoord; y <= maxCoord; y++) {
    for (let x = -maxCoord; x <= maxCoord; x++) if (tileOf(typeAt(x, y)).buildable) { land[idx(x, y)] = 1; landCount += 1; }
  }
  if (villages > landCount) throw new Error(`${villages} villages do not fit the ${landCount} land tiles of the map`);

  await db('world').insert({ id: 1, seed, start_time: new Date(GAME_START) }).onConflict('id').merge();

  // Capitals: spawn order (innermost free band outside the centre first, random within a band's width),
  // greedy at the spawn distance, then closer where the map is full.
  const occupied = new Int32Array(side * side); // village index + 1
  const minRing = spawnMinRing(maxCoord);
  const band = spawnBandWidth(maxCoord);
  const order: Array<{ x: number; y: number; k: number }> = [];
  for (let y = -maxCoord; y <= maxCoord; y++) {
    for (let x = -maxCoord; x <= maxCoord; x++) {
      if (!land[idx(x, y)]) continue;
      const r = ringOf({ x, y });
      order.push({ x, y, k: r >= minRing ? r - minRing + rng() * band : 1e6 + rng() });
    }
  }
  order.sort((a, b) => a.k - b.k);
  const vs: V[] = [];
  const place = (x: number, y: number, owner: number) => {
    const v: V = { id: vs.length + 1, owner, x, y, tier: 'village', districts: [], buildings: new Map(), tiles: [], units: new Map() };
    vs.push(v);
    occupied[idx(x, y)] = v.id;
    return v;
  };
  const spawnDistances: Record<string, number> = {};
  for (let d = SPAWN_MIN_DISTANCE; d >= 1 && vs.length < players; d--) {
    let n = 0;
    for (const c of order) {
      if (vs.length >= players) break;
      let free = !occupied[idx(c.x, c.y)];
      for (let dy = -(d - 1); free && dy <= d - 1; dy++) {
        for (let dx = -(d - 1); dx <= d - 1; dx++) {
          if (inMap(c.x + dx, c.y + dy) && occupied[idx(c.x + dx, c.y + dy)]) { free = false; break; }
        }
      }
      if (free) { place(c.x, c.y, vs.length + 1); n += 1; }
    }
    spawnDistances[String(d)] = n;
  }
  // Settled villages: a free land tile near a random player's capital (nearest free tile around a point a few tiles off).
  for (let i = players; i < villages; i++) {
    const owner = 1 + Math.floor(rng() * players);
    const cap = vs[owner - 1];
    const cx = Math.max(-maxCoord, Math.min(maxCoord, cap.x + Math.round((rng() - 0.5) * 10)));
    const cy = Math.max(-maxCoord, Math.min(maxCoord, cap.y + Math.round((rng() - 0.5) * 10)));
    let done = false;
    for (let r = 0; !done && r <= 2 * maxCoord; r++) {
      for (let dy = -r; !done && dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
          const x = cx + dx;
          const y = cy + dy;
          if (inMap(x, y) && land[idx(x, y)] && !occupied[idx(x, y)]) { place(x, y, owner); done = true; break; }
        }
      }
    }
    if (!done) throw new Error('no free land tile left');
  }

  // Research per account: a prefix of the table, prerequisites first.
  const researched: Array<Set<string>> = [];
  for (let p = 0; p < players; p++) {
    const want = Math.floor(rng() * rng() * RESEARCH.length);
    const done = new Set<string>();
    for (const r of RESEARCH) {
      if (done.size >= want) break;
      if (r.requires.every((k) => done.has(k))) done.add(r.key);
    }
    researched.push(done);
  }

  // Tiers, districts, buildings. One village-tier, research-free economy building stays unbuilt in every
  // village, so a POST queue/building of a new building always has a candidate.
  const freeEconomy = BUILDINGS.filter((b) => b.district === 'economy' && b.tier === 'village' && !b.research);
  const start = new Map(STARTING_BUILDINGS.map((b) => [b.type, b.level]));
  for (const v of vs) {
    const t = rng();
    v.tier = t < 0.02 ? 'city' : t < 0.15 ? 'town' : 'village';
    const others = shuffle(rng, DISTRICT_KEYS.filter((d) => d !== 'economy'));
    v.districts = ['economy', ...others.slice(0, tierOf(v.tier).districtSlots - 1)];
    const dev = Math.pow(rng(), 0.7) * (v.tier === 'village' ? 0.7 : 1);
    const reserved = pick(rng, freeEconomy).key;
    const done = researched[v.owner - 1];
    for (const b of BUILDINGS) {
      // A core building the account may not build yet keeps its new-village row (walls at 0).
      if (b.core && start.has(b.key)) v.buildings.set(b.key, start.get(b.key)!);
      if (!tierAtLeast(v.tier, b.tier)) continue;
      if (b.research && !done.has(b.research)) continue;
      if (b.district && !v.districts.includes(b.district)) continue;
      if (b.key === reserved) continue;
      const max = maxLevelFor(b, v.tier);
      const level = Math.min(max, Math.round(dev * max * (0.5 + 0.5 * rng())));
      if (b.core) v.buildings.set(b.key, Math.max(start.get(b.key) ?? 0, level));
      else if (rng() < 0.6 && level > 0) v.buildings.set(b.key, level);
    }
  }

  // Claimed tiles: up to the tier's free claims within its claim radius, free land only.
  const claimed = new Uint8Array(side * side);
  for (const v of shuffle(rng, [...vs])) {
    const tier = tierOf(v.tier);
    const want = Math.floor(rng() * (tier.freeClaims + 1));
    const around: Array<{ x: number; y: number }> = [];
    for (let dy = -tier.claimRadius; dy <= tier.claimRadius; dy++) {
      for (let dx = -tier.claimRadius; dx <= tier.claimRadius; dx++) {
        const x = v.x + dx;
        const y = v.y + dy;
        if ((dx || dy) && inMap(x, y) && land[idx(x, y)] && !occupied[idx(x, y)] && !claimed[idx(x, y)]) around.push({ x, y });
      }
    }
    for (const c of shuffle(rng, around).slice(0, want)) { claimed[idx(c.x, c.y)] = 1; v.tiles.push(c); }
  }

  // Standing units: what the village's buildings can train.
  const trainable = (v: V, u: UnitDef) => (v.buildings.get(u.building) ?? 0) >= u.level
    && u.requires.every((r) => (v.buildings.get(r.building) ?? 0) >= r.level) && u.type !== 'special';
  for (const v of vs) {
    const can = UNITS.filter((u) => trainable(v, u));
    const militia = 5 + Math.floor(rng() * 20);
    v.units.set('melee1', militia);
    for (const u of shuffle(rng, can).slice(0, 3)) v.units.set(u.key, (v.units.get(u.key) ?? 0) + 10 + Math.floor(rng() * 150));
  }

  // Movements: from `movementShare` of the villages to the nearest other village.
  const nearest = (v: V): V | undefined => {
    for (let r = 1; r <= 2 * maxCoord; r++) {
      for (let dy = -r; dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) !== r || !inMap(v.x + dx, v.y + dy)) continue;
          const o2 = occupied[idx(v.x + dx, v.y + dy)];
          if (o2) return vs[o2 - 1];
        }
      }
    }
    return undefined;
  };
  const movementRows: unknown[][] = [];
  const moving = new Map<number, Array<Record<string, number>>>();
  const share = o.movementShare ?? 0.05;
  for (const v of vs) {
    if (rng() >= share) continue;
    const target = nearest(v);
    if (!target) continue;
    const army: Record<string, number> = {};
    for (const [u, n] of v.units) {
      const send = Math.floor(n / 2);
      if (send > 0) { army[u] = send; v.units.set(u, n - send); }
    }
    if (Object.keys(army).length === 0) continue;
    const k = rng();
    const kind = k < 0.5 && target.owner !== v.owner ? 'attack' : k < 0.75 ? 'reinforce' : 'returning';
    const dueAt = nowMs + Math.round(rng() * HOUR);
    const startedAt = dueAt - movementDuration(army, distance(v, target), 1);
    const home = { id: v.id, x: v.x, y: v.y };
    const there = { id: target.id, x: target.x, y: target.y };
    const [from, to] = kind === 'returning' ? [there, home] : [home, there];
    const resources = kind === 'returning' ? { wood: Math.floor(rng() * 500), stone: Math.floor(rng() * 500), iron: Math.floor(rng() * 500), food: 0 } : {};
    movementRows.push([kind, v.owner, v.id, from.x, from.y, to.id, to.x, to.y, JSON.stringify(army), JSON.stringify(resources),
      new Date(startedAt).toISOString(), new Date(dueAt).toISOString(), kind === 'returning' ? 'attack' : null]);
    if (kind !== 'returning') moving.set(v.id, [...(moving.get(v.id) ?? []), army]);
  }

  // Stock and running queues, with the village's real rates (tiles, units home and away, tier).
  const villageRows: unknown[][] = [];
  const queueRows: unknown[][] = [];
  for (const v of vs) {
    const tileTypes = v.tiles.map((t) => ({ type: typeAt(t.x, t.y) as TileType }));
    const standing = [...v.units].map(([unit, amount]) => ({ unit, amount }));
    const buildings = [...v.buildings].map(([type, level]) => ({ type, level }));
    const rates = villageRates({ tier: v.tier, buildings, tiles: tileTypes, unitConsumption: unitConsumption(standing, moving.get(v.id) ?? []) }, 1);
    const fill = 0.2 + 0.7 * rng();
    villageRows.push([v.id, v.owner, `Village ${v.id}`, v.x, v.y, v.tier,
      Math.floor(rates.store_res * fill), Math.floor(rates.store_res * fill), Math.floor(rates.store_res * fill), Math.floor(rates.store_food * fill)]);
    const production = effectivePoints(rates).production;
    const n = 1 + Math.floor(rng() * Math.min(3, tierOf(v.tier).queueLength - 1));
    const options = shuffle(rng, [...v.buildings].filter(([type, level]) => level < maxLevelFor(findBuilding(type) as BuildingDef, v.tier)));
    const items: QueueEntry[] = options.slice(0, n).map(([type, level]) => {
      const b = findBuilding(type) as BuildingDef;
      const work = workAt(b, level + 1);
      return {
        id: 0, kind: 'building', target: type, amount: 1, level: level + 1, cost: costAt(b, level + 1), work, builders: 0,
        item: persistQueueItem(createQueueItem({ kind: 'building', work, builders: 0 })), dueAt: null,
      };
    });
    if (items.length === 0 || !(production > 0)) continue;
    const length = startHead(items, 0, production)[0].item.context.dueAt!;
    // Head due within the next 6 hours (never later than its full run), so it started in the past.
    const headDue = nowMs + Math.round(rng() * Math.min(length, 6 * HOUR));
    const queue = startHead(items, headDue - length, production);
    for (const e of queue) {
      const c = e.item.context;
      queueRows.push([v.id, e.kind, e.target, e.amount, e.level, JSON.stringify(e.cost), e.work, c.workDone, e.builders,
        c.startedAt === null ? null : new Date(c.startedAt).toISOString(), e.dueAt === null ? null : new Date(e.dueAt).toISOString(),
        JSON.stringify(e.item), new Date(headDue - length).toISOString()]);
    }
  }

  // Writes.
  const nowIso = now.toISOString();
  const tag = `${Date.now() % 100000}`;
  const userRows: unknown[][] = [];
  for (let p = 1; p <= players; p++) {
    userRows.push([p, `w${tag}_${p}`, `w${tag}_${p}@example.test`, '!no-login', Math.floor(rng() * 50_000), Math.floor(rng() * 20_000), nowIso]);
  }
  await bulk(db, 'users', [['id', 'int'], ['username', 'text'], ['email', 'text'], ['password_hash', 'text'], ['culture', 'float8'], ['science', 'float8'], ['account_updated_at', 'timestamptz']], userRows);
  await db.raw(`SELECT setval(pg_get_serial_sequence('users', 'id'), ?)`, [players]);
  await bulk(db, 'villages', [['id', 'int'], ['user_id', 'int'], ['name', 'text'], ['x', 'int'], ['y', 'int'], ['tier', 'text'],
    ['wood', 'float8'], ['stone', 'float8'], ['iron', 'float8'], ['food', 'float8'], ['resources_updated_at', 'timestamptz'], ['created_at', 'timestamptz']],
  villageRows.map((r) => [...r, nowIso, new Date(nowMs - 30 * 24 * HOUR).toISOString()]));
  await db.raw(`SELECT setval(pg_get_serial_sequence('villages', 'id'), ?)`, [vs.length]);
  await bulk(db, 'village_districts', [['village_id', 'int'], ['district', 'text']], vs.flatMap((v) => v.districts.map((d) => [v.id, d])));
  await bulk(db, 'village_buildings', [['village_id', 'int'], ['type', 'text'], ['level', 'int']], vs.flatMap((v) => [...v.buildings].map(([t, l]) => [v.id, t, l])));
  await bulk(db, 'village_tiles', [['village_id', 'int'], ['x', 'int'], ['y', 'int']], vs.flatMap((v) => v.tiles.map((t) => [v.id, t.x, t.y])));
  await bulk(db, 'village_units', [['village_id', 'int'], ['location_village_id', 'int'], ['unit', 'text'], ['amount', 'int']],
    vs.flatMap((v) => [...v.units].filter(([, n]) => n > 0).map(([u, n]) => [v.id, v.id, u, n])));
  await bulk(db, 'user_research', [['user_id', 'int'], ['research_id', 'int'], ['completed_at', 'timestamptz']],
    researched.flatMap((done, p) => RESEARCH.filter((r) => done.has(r.key)).map((r) => [p + 1, r.id, new Date(nowMs - 7 * 24 * HOUR).toISOString()])));
  await bulk(db, 'queue_items', [['village_id', 'int'], ['kind', 'text'], ['target', 'text'], ['amount', 'int'], ['level', 'int'], ['cost', 'jsonb'],
    ['work', 'float8'], ['work_done', 'float8'], ['builders', 'int'], ['started_at', 'timestamptz'], ['due_at', 'timestamptz'], ['snapshot', 'jsonb'], ['created_at', 'timestamptz']], queueRows);
  await bulk(db, 'movements', [['kind', 'text'], ['user_id', 'int'], ['from_village_id', 'int'], ['from_x', 'int'], ['from_y', 'int'], ['to_village_id', 'int'],
    ['to_x', 'int'], ['to_y', 'int'], ['units', 'jsonb'], ['resources', 'jsonb'], ['started_at', 'timestamptz'], ['due_at', 'timestamptz'], ['origin_kind', 'text']], movementRows);
  const reportRows: unknown[][] = [];
  for (let p = 1; p <= players; p++) {
    if (rng() >= 0.3) continue;
    const home = vs[p - 1];
    for (let i = 0, n = 1 + Math.floor(rng() * 3); i < n; i++) {
      const title = troopsReturned(`Village ${home.id}`);
      reportRows.push([p, 'return', title.key, JSON.stringify(title.params), JSON.stringify({
        village_id: home.id, units: { melee1: 10 }, resources: { wood: 100, stone: 100, iron: 100, food: 0 }, lost: {}, from: { x: home.x + 1, y: home.y }, origin: 'attack',
      }), rng() < 0.5, new Date(nowMs - Math.floor(rng() * 72 * HOUR)).toISOString()]);
    }
  }
  await bulk(db, 'reports', [['user_id', 'int'], ['kind', 'text'], ['title_key', 'text'], ['title_params', 'jsonb'], ['data', 'jsonb'], ['read', 'bool'], ['created_at', 'timestamptz']], reportRows);
  await db.raw(`UPDATE users u SET unread_reports = r.n FROM (SELECT user_id, count(*)::int AS n FROM reports WHERE NOT read GROUP BY user_id) r WHERE r.user_id = u.id`);

  const byUser = new Map<number, number[]>();
  for (const v of vs) byUser.set(v.owner, [...(byUser.get(v.owner) ?? []), v.id]);
  const expiresAt = new Date(nowMs + 365 * 24 * HOUR);
  const seeded: SeededPlayer[] = [];
  for (let id = 1; id <= Math.min(players, o.withTokens); id++) {
    const token = await issueToken(db, { userId: id, actorId: id, isSitter: false, expiresAt });
    seeded.push({ id, token, villages: byUser.get(id) ?? [] });
  }
  await db.raw('ANALYZE');
  const rows: Record<string, number> = {};
  for (const t of ['users', 'villages', 'village_districts', 'village_buildings', 'village_tiles', 'village_units', 'user_research', 'queue_items', 'movements', 'reports']) {
    rows[t] = Number((await db.raw(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n);
  }
  return { players: seeded, spawnDistances, rows };
}
