import type { Trx } from '../../db/knex';
import type { WorldPushEvent } from '../../contract/push';
import type { Deps } from '../deps';
import type { PushEnvelope } from './bus';

/**
 * The one place the world layer publishes push events (docs/ARCHITECTURE.md): `publish(trx, ...)` queues an
 * event on the transaction; it goes out once the outermost transaction commits and is dropped when it (or
 * the savepoint it was queued in) rolls back, so a page never hears of something that did not happen.
 * Events that change what GET profiles/user counts (unread reports and messages, invites, incoming
 * attacks) also send their recipients a `counters` event: the envelope names them, and each instance holding
 * one of their pages reads the counters after the commit, in one statement per batch. Changed events and
 * objectives are gathered the same way: one `objectives_changed` to every page per commit, however many
 * rows, stages and battles the transaction touched (a tick's batch of arrivals, say).
 */

/** Event types after which the recipients' counters are read again and pushed. */
const CHANGES_COUNTERS: ReadonlySet<WorldPushEvent['type']> = new Set([
  'attack_incoming', 'attack_cancelled', 'movement_arrived', 'report', 'message', 'invite',
]);

interface Pending {
  envelopes: PushEnvelope[];
  counters: Set<number>;
  objectives: Set<number>;
  holders: Set<number>;
}

const pendingOf = new WeakMap<Trx, Pending>();

function pending(trx: Trx, deps: Deps): Pending {
  let p = pendingOf.get(trx);
  if (p) return p;
  const created: Pending = { envelopes: [], counters: new Set(), objectives: new Set(), holders: new Set() };
  p = created;
  pendingOf.set(trx, created);
  const parent = trx.parentTransaction;
  trx.executionPromise.then(
    () => {
      // A savepoint released: its events join the enclosing transaction's, which may still roll back.
      if (parent) {
        const up = pending(parent, deps);
        up.envelopes.push(...created.envelopes);
        for (const id of created.counters) up.counters.add(id);
        for (const id of created.objectives) up.objectives.add(id);
        for (const id of created.holders) up.holders.add(id);
      } else {
        flush(deps, created);
      }
    },
    () => { /* rolled back: nothing happened, nothing is told */ },
  );
  return created;
}

const recipients = (to: number | readonly number[] | 'all'): number[] | 'all' =>
  to === 'all' ? 'all' : [...new Set(typeof to === 'number' ? [to] : to)];

/** Queues `event` for the pages of the accounts `to` (or every page), sent when `trx` commits. */
export function publish(trx: Trx, deps: Deps, to: number | readonly number[] | 'all', event: WorldPushEvent): void {
  if (!deps.push) return;
  const who = recipients(to);
  if (who !== 'all' && who.length === 0) return;
  const p = pending(trx, deps);
  p.envelopes.push({ to: who, event });
  if (who !== 'all' && CHANGES_COUNTERS.has(event.type)) for (const id of who) p.counters.add(id);
}

/** Queues a `counters` event for accounts whose counters changed without another event (reports read, say). */
export function countersChanged(trx: Trx, deps: Deps, userIds: number | readonly number[]): void {
  if (!deps.push) return;
  const p = pending(trx, deps);
  for (const id of typeof userIds === 'number' ? [userIds] : userIds) p.counters.add(id);
}

/**
 * Notes events or objectives whose map view changed: every page hears one `objectives_changed` naming them
 * all when `trx` commits. `holders`: kingdoms that gained or lost one of them (their profile lists it).
 */
export function objectivesChanged(trx: Trx, deps: Deps, ids: number | readonly number[], holders: readonly number[] = []): void {
  if (!deps.push) return;
  const list = typeof ids === 'number' ? [ids] : ids;
  if (list.length === 0) return;
  const p = pending(trx, deps);
  for (const id of list) p.objectives.add(id);
  for (const id of holders) p.holders.add(id);
}

const ascending = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);

/** Tells every instance that these tokens were revoked: their push connections close (after `trx` commits). */
export function tokensRevoked(trx: Trx, deps: Deps, tokenIds: readonly number[]): void {
  if (!deps.push || tokenIds.length === 0) return;
  pending(trx, deps).envelopes.push({ revoke: [...tokenIds] });
}

function flush(deps: Deps, p: Pending): void {
  const batch = [...p.envelopes];
  if (p.objectives.size > 0) batch.push({ to: 'all', event: { type: 'objectives_changed', ids: ascending(p.objectives), holders: ascending(p.holders) } });
  // The counters are read by the instances holding those accounts' pages (server/api/push/hub.ts), so a
  // commit whose recipients have no page open costs no read.
  if (p.counters.size > 0) batch.push({ counters: [...p.counters] });
  if (batch.length > 0) deps.push?.publish(batch);
}
