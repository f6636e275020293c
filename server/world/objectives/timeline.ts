import type { Deps } from '../deps';
import { lockObjective } from '../../db/objectives';
import { fullMonumentsDue, lockTimelineSpawned, markTimelineSpawned, occupiedTiles, villagesForSpawn } from '../../db/spawns';
import { MONUMENT, OBJECTIVES, isObjectiveType, type ObjectiveType } from '../../game/data/objectives';
import { isMonumentComplete, placeObjectives } from '../../game/objectives';
import { costOf } from '../../game/trade';
import { timelineDate, timelineReached, type TimelineType } from '../../game/timeline';
import type { Point } from '../../game/world/coords';
import { seededRng } from '../../game/world/rng';
import { terrainLookup } from '../terrain';
import { transaction } from '../transaction';
import { createObjective } from './create';
import { completeMonument } from './supplies';

/** The timeline entries the world acts on: those that place objectives, and the monuments' activation. */
export const TIMELINE_SPAWNS: ReadonlyArray<{ entry: TimelineType; objectives: ObjectiveType[] }> = [
  ...[...new Set(OBJECTIVES.map((o) => o.appearsAt))].map((entry) => ({ entry, objectives: OBJECTIVES.filter((o) => o.appearsAt === entry).map((o) => o.type) })),
  ...(OBJECTIVES.some((o) => o.appearsAt === MONUMENT.completableFrom) ? [] : [{ entry: MONUMENT.completableFrom, objectives: [] }]),
];

/** Entries this process knows are done (world.timeline_spawned), so a tick reads nothing once they are. */
const known = new WeakMap<Deps, Set<string>>();

/**
 * The tick's timeline step (GAME.md section 8): each entry whose date has come (timelineReached with the
 * world's start and speed: POST testing/startTime moved back makes it come at the next tick) and is not in
 * world.timeline_spawned acts once, in one transaction with the world row locked (two instances act once):
 * - landmarks, monument_sites, artifacts: placeObjectives for every type appearing then (the table's count
 *   per quadrant, in its ring band, apart from villages and objectives), each created by createObjective
 *   held by natives, created_at = the entry's date; then the entry is marked.
 * - monument_activation: every held monument site supplied in full before it completes at that date (prestige
 *   10, monument_completed; supplies.ts completeMonument); each row locked, so it completes once.
 * Returns the entries it acted on.
 */
export async function spawnTimeline(deps: Deps, now: Date): Promise<TimelineType[]> {
  const { startTime, finishedAt } = deps.world;
  if (finishedAt && finishedAt.getTime() <= now.getTime()) return [];
  const speed = deps.config.gameSpeed;
  const done = known.get(deps) ?? new Set<string>();
  known.set(deps, done);
  const due = TIMELINE_SPAWNS.filter((t) => !done.has(t.entry) && timelineReached(t.entry, startTime, speed, now));
  if (due.length === 0) return [];
  const acted: TimelineType[] = [];
  const marked = await transaction(deps, async (trx) => {
    const seen: string[] = [];
    // Monuments first (each row locked, then the world row: the order arrivals that award prestige take).
    for (const t of due.filter((d) => d.objectives.length === 0)) {
      const at = timelineDate(t.entry, startTime, speed);
      if (t.entry === MONUMENT.completableFrom) {
        for (const { id } of await fullMonumentsDue(trx)) {
          const row = await lockObjective(trx, id);
          if (!row || row.removed_at !== null || row.completed_at !== null || row.damaged || row.holder_user_id === null) continue;
          if (isMonumentComplete(costOf(row.supplied))) await completeMonument(trx, deps, row, at);
        }
      }
    }
    const spawned = await lockTimelineSpawned(trx);
    for (const t of due) {
      if (spawned[t.entry]) { seen.push(t.entry); continue; }
      if (t.objectives.length > 0) await placeAt(trx, deps, t.objectives, timelineDate(t.entry, startTime, speed));
      await markTimelineSpawned(trx, t.entry);
      seen.push(t.entry);
      acted.push(t.entry);
    }
    return seen;
  });
  for (const e of marked) done.add(e);
  // GET / answers `spawned` from the in-memory world row (the tick reloads it every second for other instances).
  deps.world.timelineSpawned = { ...(deps.world.timelineSpawned ?? {}), ...Object.fromEntries(marked.map((e) => [e, true])) };
  return acted;
}

/** Places and creates the objectives of these types (created_at = the entry's date). */
async function placeAt(trx: Parameters<typeof createObjective>[0], deps: Deps, types: readonly ObjectiveType[], at: Date): Promise<void> {
  const [villages, occupied] = await Promise.all([villagesForSpawn(trx), occupiedTiles(trx)]);
  const tileType = terrainLookup(deps.world.seed, deps.config.maxCoord);
  const objectives: Array<Point & { type: ObjectiveType }> = [];
  const blocked: Point[] = [];
  for (const o of occupied) {
    if (o.what === 'objective' && o.type !== null && isObjectiveType(o.type)) objectives.push({ x: o.x, y: o.y, type: o.type });
    else blocked.push({ x: o.x, y: o.y });
  }
  for (const type of types) {
    const placed = placeObjectives({
      type, maxCoord: deps.config.maxCoord, villages: villages.map((v) => ({ x: v.x, y: v.y })), objectives, blocked, tileType,
      rng: seededRng(`${deps.world.seed}:objectives:${type}`),
    });
    for (const p of placed) {
      const r = await createObjective(trx, deps, { type: p.type, x: p.x, y: p.y, at });
      if ('row' in r) objectives.push({ x: p.x, y: p.y, type: p.type });
    }
  }
}
