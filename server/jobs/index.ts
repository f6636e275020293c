import type { Deps } from '../world/deps';
import { loadWorld } from '../db/world';
import cron from 'node-cron';
import { processDueQueue } from './dueQueue';
import { processDueResearch } from './dueResearch';
import { processDueMovements } from './dueMovements';
import { processDueStarvation } from './dueStarvation';
import { processDueTradeRoutes } from './dueTradeRoutes';
import { processDueEvents } from './dueEvents';
import { processDueSpawns } from './dueSpawns';
import { processDuePrestige } from './duePrestige';
import { processDueMedals, processDueRankings } from './dueStatistics';

/**
 * The cron tick, every second. It keeps the in-memory world row fresh (an operator may finish the
 * world in the database) and completes due work; the due-work processors register here.
 * Each cron second runs `tickPasses` passes spread evenly over the second (TICK_PASSES, default 4):
 * work falling due just after a pass started waits a quarter of a second, not a whole one. A pass
 * is skipped while the previous one still runs (one pass at a time in this process).
 */
export function startTick(deps: Deps): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const pass = (refreshWorld: boolean) => {
    if (running || stopped) return;
    running = runPass(refreshWorld).finally(() => { running = undefined; });
  };
  const runPass = async (refreshWorld: boolean) => {
    if (refreshWorld) {
      try {
        Object.assign(deps.world, await loadWorld(deps.db));
      } catch (err) {
        deps.log.error({ err }, 'tick failed');
      }
    }
    await runDueWork(deps, () => stopped);
  };

  const offsets = passOffsets(deps.config.tickPasses ?? 1);
  const task = cron.schedule('* * * * * *', () => {
    pass(true);
    for (const ms of offsets.slice(1)) {
      const t = setTimeout(() => { timers.delete(t); pass(false); }, ms);
      timers.add(t);
    }
  });
  // A graceful shutdown stops new passes at once but lets the running one finish: its transactions
  // commit (or roll back) before the pool closes under them.
  return async () => {
    stopped = true;
    task.stop();
    for (const t of timers) clearTimeout(t);
    timers.clear();
    await running;
  };
}

/** Milliseconds after the cron second at which each pass starts: `passes` evenly spread, the first at 0. */
export function passOffsets(passes: number): number[] {
  const n = Math.max(1, Math.min(10, Math.floor(passes) || 1));
  return Array.from({ length: n }, (_, i) => Math.floor((1000 * i) / n));
}

/**
 * The due-work processors, in the order the rules need; each claims its due rows and applies them
 * through server/world. A new kind of due work (a merchant delivery, an event stage, a weekly award)
 * is one more entry here, placed where its rules need it (docs/ARCHITECTURE.md).
 */
export const PROCESSORS: ReadonlyArray<{ name: string; run: (deps: Deps) => Promise<unknown> }> = [
  // Production queues: everything due by now, in (due_at, id) order (the first tick after a start catches up).
  { name: 'queue', run: (deps) => processDueQueue(deps) },
  // Research that reached its science cost (after the queue: completed buildings changed the rates first).
  { name: 'research', run: (deps) => processDueResearch(deps) },
  // Army arrivals and returns, in (due_at, id) order (after the queue: trained units are home first).
  { name: 'movement', run: (deps) => processDueMovements(deps) },
  // Trade routes' hourly shipments (after arrivals: what arrived by the slot is in the stock; before starvation:
  // a shipment of food moves starves_at).
  { name: 'tradeRoutes', run: (deps) => processDueTradeRoutes(deps) },
  // Events' stage timers (after arrivals: a battle or delivery by a stage's end counts for that stage).
  { name: 'events', run: (deps) => processDueEvents(deps) },
  // Objectives at the timeline's dates and native events kept at their density (once a minute; after the
  // stage timers: an event that just ended leaves room for a new one).
  { name: 'spawns', run: (deps) => processDueSpawns(deps) },
  // Held objectives' periodic prestige, each period at its instant (after arrivals: a capture by then settles the old holder's periods first).
  { name: 'prestige', run: (deps) => processDuePrestige(deps) },
  // Villages whose food reached 0 with a negative net: troops starve (after arrivals: troops back home eat there).
  { name: 'starvation', run: (deps) => processDueStarvation(deps) },
  // The weeks that ended: their medals, once (after everything due by the week's end was applied above).
  { name: 'medals', run: (deps) => processDueMedals(deps) },
  // The rank table, once a minute across instances, then the Empires' milestones (after the medals: a medal
  // won counts in the medals ranking and milestone at once).
  { name: 'rankings', run: (deps) => processDueRankings(deps) },
];

/**
 * One pass over every kind of due work; one processor failing never stops the others. A stop between
 * processors ends the pass there (what is left stays due for another instance or the next start).
 */
async function runDueWork(deps: Deps, stopped: () => boolean): Promise<void> {
  for (const p of PROCESSORS) {
    if (stopped()) return;
    try {
      await p.run(deps);
    } catch (err) {
      deps.log.error({ err }, `${p.name} tick failed`);
    }
  }
}
