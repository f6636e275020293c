import type { Deps } from './deps';

/** Due work completes up to now, but never after the world finished (its state is frozen then). */
export function dueCutoff(deps: Deps, now: Date): number {
  const finished = deps.world.finishedAt ? new Date(deps.world.finishedAt).getTime() : Infinity;
  return Math.min(now.getTime(), finished);
}

