import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import type { ArmyMovement } from '../../db/movements';
import { ownersOf } from '../../db/villages';
import { publish } from '../push/publish';
import { HOSTILE_KINDS } from '../armies/send';

/** Kinds whose row heads home: the account's village it concerns is where it arrives (to_village_id). */
const HOMEWARD: ReadonlySet<string> = new Set(['returning', 'merchants_home']);

/**
 * Push `movement_arrived` for an applied arrival, on the arrival's transaction (sent at its commit): to the
 * movement's owner (its village: home for a return, else where it left from) and to the owner of the
 * village it reached when that is someone else (a defender's incomings fell, a host got reinforcements, a
 * receiver got a load). `owners` are the owners as the arrival locked them, so a conquered village's old
 * owner is the one told; nothing is read.
 */
export function tellArrived(trx: Trx, deps: Deps, m: ArmyMovement, owners: ReadonlyMap<number, number | null>): void {
  const mine = HOMEWARD.has(m.kind) ? m.to_village_id : m.from_village_id ?? m.to_village_id;
  if (m.user_id !== null) publish(trx, deps, m.user_id, { type: 'movement_arrived', movement_id: m.id, kind: m.kind, village_id: mine });
  if (HOMEWARD.has(m.kind) || m.to_village_id === null) return;
  const host = owners.get(m.to_village_id);
  if (host != null && host !== m.user_id) publish(trx, deps, host, { type: 'movement_arrived', movement_id: m.id, kind: m.kind, village_id: m.to_village_id });
}

/**
 * A conquest disbanded the conquered village's armies on the move: the defenders its attacks were heading
 * for hear `attack_cancelled` (their alerts go). Read only when there were such attacks (a rare step).
 */
export async function tellDisbanded(trx: Trx, deps: Deps, moved: ReadonlyArray<{ id: number; kind: string; to_village_id: number | null }>, oldOwner: number | null): Promise<void> {
  const hostile = moved.filter((mv) => mv.to_village_id !== null && HOSTILE_KINDS.has(mv.kind));
  if (!deps.push || hostile.length === 0) return;
  const owners = new Map((await ownersOf(trx, hostile.map((mv) => mv.to_village_id!))).map((v) => [v.id, v.user_id]));
  for (const mv of hostile) {
    const to = owners.get(mv.to_village_id!);
    if (to != null && to !== oldOwner) publish(trx, deps, to, { type: 'attack_cancelled', village_id: mv.to_village_id!, movement_id: mv.id });
  }
}
