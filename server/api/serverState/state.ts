import type { Deps } from '../../http/context';
import type { ServerStateResponse } from '../../contract/server';
import { phaseAt } from '../../game/phase';
import { timeline } from '../../game/timeline';
import { winnerView } from '../../world/prestigeViews';

/** What GET on the API root answers: phase, dates, map size and the timeline (SPEC.md section 2). */
export function serverState(deps: Deps): ServerStateResponse {
  const now = deps.now();
  const { startTime, finishedAt } = deps.world;
  const speed = deps.config.gameSpeed;
  const maxCoord = deps.config.maxCoord;
  return {
    phase: phaseAt(now, startTime, finishedAt),
    startTime: startTime.toISOString(),
    finishedAt: finishedAt ? finishedAt.toISOString() : null,
    now: now.toISOString(),
    speed,
    maxCoord,
    mapSize: 2 * maxCoord + 1,
    timeline: timeline(startTime, speed).map((e) => ({
      type: e.type, at: e.at.toISOString(),
      spawned: e.type === 'game_start' ? now.getTime() >= startTime.getTime() : Boolean(deps.world.timelineSpawned?.[e.type]),
    })),
    victoryPoints: deps.config.victoryPoints,
    winner: winnerView(deps.world.winner ?? null),
  };
}
