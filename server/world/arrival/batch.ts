import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import type { BatchClaim } from '../../db/batchClaim';
import type { PendingStock } from '../economy/starvesAt';
import { lockWithInputs } from '../../db/villageInputs';
import { standingAtMany } from '../../db/units';
import { BatchIO } from './io';
import { arrive, toRefresh, type Done } from './arrival';
import { tellArrived } from './told';

/**
 * Applies a batch of claimed arrivals (claimBatch: no two share a village, each earliest pending at
 * its villages, every village and account locked) in one transaction with a fixed number of
 * statements for the common kinds: one read of every village of the batch with its economy inputs and
 * queue rows, one of the units standing at its battle targets, the arrivals themselves in (due_at, id)
 * order (arrival.ts through BatchIO: the reads of the rarer steps stay their own statements), then the collected writes in
 * a few multi-row statements and one starves_at refresh of every village the arrivals changed.
 * The result is the state applying them one by one gives (tests/api/arrivals-batch.test.ts).
 */
export async function applyArrivalBatch(trx: Trx, deps: Deps, claims: readonly BatchClaim[], usernames: Map<number, string>): Promise<void> {
  const ids = [...new Set(claims.flatMap((c) => c.involved.ids))].sort((a, b) => a - b);
  const targets = claims.filter((c) => c.m.to_village_id !== null && (c.m.kind === 'attack' || c.m.kind === 'scout')).map((c) => c.m.to_village_id!);
  const read = await lockWithInputs(trx, ids, { queue: true });
  const io = new BatchIO(trx, deps, read, usernames, await standingAtMany(trx, targets));
  const refresh = new Set<number>();
  const pending = new Map<number, PendingStock>();
  for (const c of claims) {
    const done: Done = { stocks: new Map(), settled: new Set() };
    const founded = await arrive(io, c.m, done, c.involved);
    for (const id of toRefresh(c.involved, done, founded)) refresh.add(id);
    for (const [id, s] of done.stocks) pending.set(id, s);
    tellArrived(trx, deps, c.m, c.involved.owners);
  }
  await io.flush([...refresh], pending);
}
