import type { Deps } from '../http/context';
import { loadWorld } from '../db/world';
import cron from 'node-cron';
import { processDueQueue } from './dueQueue';
import { processDueResearch } from './dueResearch';
import { processDueMovements } from './dueMovements';
import { processDueStarvation } from './dueStarvation';

/**
 * The cron tick, every second. It keeps the in-memory world row fresh (an operator may finish the
 * world in the database) and completes due work; the due-work processors register here.
 */
export function startTick(deps: Deps): () => void {
  let running = false;
  const task = cron.schedule('* * * * * *', async () => {
    if (running) return; // one tick at a time in this process
    running = true;
    try {
      Object.assign(deps.world, await loadWorld(deps.db));
    } catch (err) {
      deps.log.error({ err }, 'tick failed');
    }
    try {
      // Production queues: everything due by now, in (due_at, id) order (the first tick after a start catches up).
      await processDueQueue(deps);
    } catch (err) {
      deps.log.error({ err }, 'queue tick failed');
    }
    try {
      // Research that reached its science cost (after the queue: completed buildings changed the rates first).
      await processDueResearch(deps);
    } catch (err) {
      deps.log.error({ err }, 'research tick failed');
    }
    try {
      // Army arrivals and returns, in (due_at, id) order (after the queue: trained units are home first).
      await processDueMovements(deps);
    } catch (err) {
      deps.log.error({ err }, 'movement tick failed');
    }
    try {
      // Villages whose food reached 0 with a negative net: troops starve (after arrivals: troops back home eat there).
      await processDueStarvation(deps);
    } catch (err) {
      deps.log.error({ err }, 'starvation tick failed');
    } finally {
      running = false;
    }
  });
  return () => { task.stop(); };
}
