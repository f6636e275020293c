import type { Db } from '../../server/db/knex';
import type { Deps } from '../../server/world/deps';
import { createEvent, createObjective } from '../../server/world/objectives/create';
import { EVENT_BAND, eventDef } from '../../server/game/data/events';
import { OBJECTIVES, type ObjectiveType } from '../../server/game/data/objectives';
import { nextPrestigeAt } from '../../server/game/objectives/prestige';
import { difficultyFromStrength, eventsWanted, pickEventType, placeEvents } from '../../server/game/events/placement';
import { chebyshev, quadrantBounds, quadrantOf, type Point } from '../../server/game/world/coords';
import { isLand } from '../../server/game/world/terrain';
import { seededRng } from '../../server/game/world/rng';
import { villagePopulation } from '../../server/game/tiles/claim';
import { terrainLookup } from '../../server/world/terrain';
import type { Quadrant } from '../../server/contract/world';

/**
 * Issue 16's rows in benchmark 3's world: native events at the data table's density (placeEvents:
 * EVENT_DENSITY per quadrant, in EVENT_BAND of a village, difficulty from the villages around) and
 * objectives at their perQuadrant count (OBJECTIVES: landmarks, monument sites, artifacts), written by
 * the world's own createEvent / createObjective (snapshot, stage timer, garrison; a defend1 event
 * sends its native army at its target village).
 *
 * Every event is created so that its first stage ends within the hour before `now`: at the tick at
 * scale (its clock hours later) every event on the map has its stage timer due, the heaviest tick the
 * events processor can meet (on a live map the stage timers spread over 6 to 24 hours). The defend1
 * armies arrive in the movement passes (a native attack on their target village).
 *
 * Objectives are placed on free land tiles of each quadrant, nearest its type's ring band is not
 * sought (placeObjectives keeps OBJECTIVE_PLACEMENT.spacing from every village, which a packed
 * 100,000-village map cannot give and which costs tiles x villages). Every landmark and artifact is then
 * held by a player of its own Empire (below), so the prestige processor has periods to pay.
 */
export interface SeededEvents {
  events: number;
  /** Of them, placed by placeEvents (in EVENT_BAND of a village); the others on free tiles nearer (see above). */
  inBand: number;
  byType: Record<string, number>;
  defendArmies: number;
  objectives: number;
  /** Objectives held by an Empire's player with prestige periods due. */
  held: number;
  seconds: number;
}

const QUADRANTS: readonly Quadrant[] = ['NE', 'NW', 'SE', 'SW'];
const HOUR = 3_600_000;

export async function seedEventsAndObjectives(db: Db, deps: Deps, opts: { maxCoord: number; seed: string; now: Date }): Promise<SeededEvents> {
  const t0 = performance.now();
  const rng = seededRng(`${opts.seed}:events`);
  const tileType = terrainLookup(opts.seed, opts.maxCoord);
  const villages: Array<Point & { id: number }> = await db('villages').select('id', 'x', 'y');
  // Strength: each village's population (villagePopulation of its buildings), as the spawn reads it.
  const buildings = new Map<number, Array<{ type: string; level: number }>>();
  const rows: Array<{ village_id: number; type: string; level: number }> = await db('village_buildings').where('level', '>', 0).select('village_id', 'type', 'level');
  for (const b of rows) {
    let list = buildings.get(b.village_id);
    if (!list) buildings.set(b.village_id, (list = []));
    list.push(b);
  }
  const claimed: Point[] = await db('village_tiles').select('x', 'y');
  const placed = placeEvents({
    maxCoord: opts.maxCoord,
    villages: villages.map((v) => ({ x: v.x, y: v.y, strength: villagePopulation(buildings.get(v.id) ?? []) })),
    blocked: claimed, events: [], tileType, rng,
  });
  // A packed map (100,000 villages on 401 x 401) has no free tile EVENT_BAND.min tiles from every
  // village: placeEvents places none there. The density's count is then made up on the quadrant's free
  // land tiles nearer the villages (type by the table's weights, difficulty from the villages within
  // EVENT_BAND.max, as placeEvents draws them), so the tick meets the table's number of events.
  const byBand = placed.length;
  const takenTiles = new Set<string>([...villages, ...claimed, ...placed].map((p) => `${p.x},${p.y}`));
  for (const q of QUADRANTS) {
    const inQ = villages.filter((v) => quadrantOf(v.x, v.y) === q);
    let missing = eventsWanted(inQ.length) - placed.filter((p) => p.quadrant === q).length;
    if (missing <= 0) continue;
    const b = quadrantBounds(q, opts.maxCoord);
    const free: Point[] = [];
    for (let y = b.y0; y <= b.y1; y++) for (let x = b.x0; x <= b.x1; x++) if (!takenTiles.has(`${x},${y}`) && isLand(tileType(x, y))) free.push({ x, y });
    while (missing > 0 && free.length > 0) {
      const i = Math.min(free.length - 1, Math.floor(rng() * free.length));
      const p = free[i];
      free[i] = free[free.length - 1];
      free.pop();
      takenTiles.add(`${p.x},${p.y}`);
      const around = inQ.filter((v) => chebyshev(v, p) <= EVENT_BAND.max).map((v) => villagePopulation(buildings.get(v.id) ?? []));
      placed.push({ x: p.x, y: p.y, quadrant: q, type: pickEventType(rng), difficulty: difficultyFromStrength(around), near: p });
      missing--;
    }
  }
  const byType: Record<string, number> = {};
  let events = 0;
  const speed = deps.config.gameSpeed;
  for (let i = 0; i < placed.length; i += 200) {
    await db.transaction(async (trx) => {
      for (const p of placed.slice(i, i + 200)) {
        const stageMs = (eventDef(p.type).stages[0].duration * 1000) / speed;
        const at = new Date(opts.now.getTime() - stageMs - Math.floor(rng() * HOUR));
        const r = await createEvent(trx, deps, { type: p.type, difficulty: p.difficulty, x: p.x, y: p.y, at });
        if ('row' in r) { events += 1; byType[p.type] = (byType[p.type] ?? 0) + 1; }
      }
    });
  }
  // Objectives: each type's perQuadrant on random free land tiles of the quadrant.
  const taken = takenTiles;
  let objectives = 0;
  await db.transaction(async (trx) => {
    for (const q of QUADRANTS) {
      const b = quadrantBounds(q, opts.maxCoord);
      for (const def of OBJECTIVES) {
        let missing = def.perQuadrant;
        for (let tries = 0; missing > 0 && tries < 100_000; tries++) {
          const x = b.x0 + Math.floor(rng() * (b.x1 - b.x0 + 1));
          const y = b.y0 + Math.floor(rng() * (b.y1 - b.y0 + 1));
          if (taken.has(`${x},${y}`) || !isLand(tileType(x, y))) continue;
          taken.add(`${x},${y}`);
          const r = await createObjective(trx, deps, { type: def.type as ObjectiveType, x, y, at: opts.now });
          if ('row' in r) { objectives += 1; missing -= 1; }
        }
      }
    }
  });
  // Held objectives: every landmark and artifact held by a player of its own Empire since 8 days before
  // `now` (the prestige processor pays each period ended since: a landmark's week, an artifact's 8 days),
  // as holding.ts writes a capture (state 'held', held_since, prestige_at the first period's end).
  const held: Array<{ id: number; type: ObjectiveType }> = await db('objectives').where({ category: 'objective' }).whereNot({ type: 'monument' }).orderBy('id').select('id', 'type');
  const holders: number[] = (await db('users').orderBy('id').limit(held.length).pluck('id')).map(Number);
  const since = opts.now.getTime() - 8 * 24 * HOUR;
  await db.transaction(async (trx) => {
    for (let k = 0; k < Math.min(held.length, holders.length); k++) {
      const [empire] = await trx('empires').insert({ name: `Bench Empire ${k}`, name_short: `B${k}`, founder_id: holders[k], created_at: new Date(since - HOUR) }).returning('id');
      await trx('empire_members').insert({ user_id: holders[k], empire_id: empire.id ?? empire, role: 'emperor', joined_at: new Date(since - HOUR) });
      await trx('objectives').where({ id: held[k].id }).update({
        state: 'held', holder_user_id: holders[k], held_since: new Date(since), garrison: '{}',
        prestige_at: new Date(nextPrestigeAt(held[k].type, since, since, speed)),
      });
    }
  });
  const defendArmies = Number((await db('movements').whereNotNull('objective_id').count<{ n: number }>({ n: '*' }).first())!.n);
  await db.raw('ANALYZE objectives');
  await db.raw('ANALYZE movements');
  return { events, inBand: byBand, byType, defendArmies, objectives, held: Math.min(held.length, holders.length), seconds: (performance.now() - t0) / 1000 };
}
