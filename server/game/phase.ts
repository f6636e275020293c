export type Phase = 'before_start' | 'running' | 'finished';

/** The game phase at `now` (GAME.md section 1). */
export function phaseAt(now: Date, startTime: Date, finishedAt: Date | null): Phase {
  if (finishedAt && finishedAt.getTime() <= now.getTime()) return 'finished';
  if (now.getTime() < startTime.getTime()) return 'before_start';
  return 'running';
}
