import type { Deps } from '../deps';
import { densityCounts, occupiedTiles, takeEventsCheck, villagesForSpawn, type Occupied, type SpawnVillage } from '../../db/spawns';
import { eventsWanted, placeEvents } from '../../game/events';
import { villagePopulation } from '../../game/tiles';
import { phaseAt } from '../../game/phase';
import type { Point } from '../../game/world/coords';
import { seededRng } from '../../game/world/rng';
import { terrainLookup } from '../terrain';
import { transaction } from '../transaction';
import { createEvent } from './create';

/** How often the world checks the event density (real time, across every server instance: world.events_checked_at). */
export const EVENTS_CHECK_MS = 60_000;

/** This process's last check per world (a cheap gate before the database's). */
const lastCheck = new WeakMap<Deps, number>();

/**
 * The density counts of this process's last check that read the map and placed nothing although a quadrant
 * was short (a map with no free tile left in the band): while the counts stay the same, reading the map
 * again would place nothing again, so the check stops at the counts.
 */
const futile = new WeakMap<Deps, string>();

/**
 * The tick's event density check (GAME.md section 8), at most once a minute: every quadrant is brought to
 * eventsWanted(its player villages) live events (camps do not count: they stay as native villages), placed
 * by placeEvents on free land tiles EVENT_BAND.min..max from a player village, difficulty from the population
 * of the villages around, each created by createEvent (a defend event sends its native army). Two queries read
 * the map (villages with their buildings; claimed tiles and live events and objectives); the rng is seeded
 * from the world seed and the minute, so one check places the same events whoever runs it. The world row's
 * events_checked_at is taken first (takeEventsCheck) in the same transaction: two instances check once.
 * Nothing spawns before the start or after the finish, nor with EVENT_SPAWNS=off. Returns how many events it created.
 */
export async function spawnEvents(deps: Deps, now: Date): Promise<number> {
  if (!deps.config.eventSpawns || phaseAt(now, deps.world.startTime, deps.world.finishedAt) !== 'running') return 0;
  const last = lastCheck.get(deps);
  if (last !== undefined && now.getTime() >= last && now.getTime() - last < EVENTS_CHECK_MS) return 0;
  lastCheck.set(deps, now.getTime());
  return transaction(deps, async (trx) => {
    if (!(await takeEventsCheck(trx, now, EVENTS_CHECK_MS))) return 0;
    // The counts first (two aggregates): the map (every village with its buildings) is read only when a
    // quadrant is short of its density, and not again while a futile read's counts still stand.
    const counts = await densityCounts(trx);
    if (Object.values(counts).every((c) => c.events >= eventsWanted(c.villages))) return 0;
    const signature = JSON.stringify(counts);
    if (futile.get(deps) === signature) return 0;
    const [villages, occupied] = await Promise.all([villagesForSpawn(trx), occupiedTiles(trx)]);
    const placed = placeEvents({
      maxCoord: deps.config.maxCoord, ...eventInputs(villages, occupied),
      tileType: terrainLookup(deps.world.seed, deps.config.maxCoord),
      rng: seededRng(`${deps.world.seed}:events:${Math.floor(now.getTime() / EVENTS_CHECK_MS)}`),
    });
    let created = 0;
    for (const p of placed) {
      // A tile taken meanwhile (the live-tile index) or a defend event without a village near is skipped.
      const r = await createEvent(trx, deps, { type: p.type, difficulty: p.difficulty, x: p.x, y: p.y, at: now });
      if ('row' in r) created += 1;
    }
    if (created === 0) futile.set(deps, signature);
    else futile.delete(deps);
    return created;
  });
}

/**
 * placeEvents' view of the map: player villages with their population as strength; tiles that are not
 * free (villages without an owner, claims, objectives, camps); live events that count toward the density.
 */
export function eventInputs(villages: readonly SpawnVillage[], occupied: readonly Occupied[]) {
  const players = villages.filter((v) => v.user_id !== null)
    .map((v) => ({ x: v.x, y: v.y, strength: villagePopulation(v.buildings.map(([type, level]) => ({ type, level: Number(level) }))) }));
  const blocked: Point[] = villages.filter((v) => v.user_id === null).map((v) => ({ x: v.x, y: v.y }));
  const events: Point[] = [];
  for (const o of occupied) {
    if (o.what === 'event' && o.state !== 'camp') events.push({ x: o.x, y: o.y });
    else blocked.push({ x: o.x, y: o.y });
  }
  return { villages: players, blocked, events };
}
