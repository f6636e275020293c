import type { Deps } from '../world/deps';
import { spawnEvents } from '../world/objectives/spawn';
import { spawnTimeline } from '../world/objectives/timeline';

export interface DueSpawnsResult {
  events: number;
  timeline: string[];
}

/**
 * The tick's spawn step (GAME.md section 8): the timeline's objectives at their dates (and the monuments'
 * activation), then native events kept at their density (at most once a minute).
 */
export async function processDueSpawns(deps: Deps, opts: { now?: Date } = {}): Promise<DueSpawnsResult> {
  const now = opts.now ?? deps.now();
  const timeline = await spawnTimeline(deps, now);
  const events = await spawnEvents(deps, now);
  return { events, timeline };
}
