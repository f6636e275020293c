import type { Conn, Trx } from '../db/knex';
import type { Deps } from './deps';
import { dueCutoff } from './cutoff';
import type { VillageRow } from '../db/villages';
import {
  accountRow, accountState, accountVillages, lockAccount, researchSnapshot, saveAccount, type AccountRow, type AccountVillageRow,
} from '../db/account';
import { recordResearchDone } from './researchDone';
import { accountRates, type AccountRates, type AccountState, type ResearchDone } from '../game/account';
import { accountAfterCompletions, advanceRun, runDueAt, runOf, touchesAccount, type AccountRun } from '../game/research';
import type { PersistedResearch } from '../../machines/research';
import type { Completed } from '../game/queue';

/**
 * Settling the account-wide culture and science (server/game/account) against the database. Lock
 * order everywhere: the villages first (in id order when several), then the account row; the account
 * settle reads the other villages' building levels without locking them.
 */

export interface SettledAccount {
  state: AccountState;
  /** The research run (machines/research.ts) the state mirrors. */
  run: PersistedResearch;
  rates: AccountRates;
  villages: AccountVillageRow[];
  /** Research completed by this settle. */
  done: ResearchDone[];
  dueAt: number | null;
}

/**
 * Settles the account to `to` (locked, written): culture and science accrue at the current rates of its
 * villages and a research due by then completes at its exact instant (user_research written). Call it
 * before reading culture or research in a write, and inside the transaction that acts on them.
 */
export async function settleAccount(trx: Trx, deps: Deps, userId: number, to: Date): Promise<SettledAccount | undefined> {
  const row = await lockAccount(trx, userId);
  if (!row) return undefined;
  const villages = await accountVillages(trx, userId);
  const rates = accountRates(villages, deps.config.gameSpeed);
  const adv = advanceRun(storedRun(row, rates), rates, dueCutoff(deps, to));
  const dueAt = runDueAt(adv.run);
  if (!unchanged(row, adv, dueAt)) await saveAccount(trx, userId, adv.state, dueAt, adv.run);
  await recordResearchDone(trx, deps, userId, adv.done);
  return { state: adv.state, run: adv.run, rates, villages, done: adv.done, dueAt };
}

/** Writes a state computed by a rule or the machine (e.g. a research started) with its run; returns the due time. */
export async function saveAccountRun(trx: Trx, userId: number, a: AccountRun): Promise<number | null> {
  const dueAt = runDueAt(a.run);
  await saveAccount(trx, userId, a.state, dueAt, a.run);
  return dueAt;
}

/** The account row as the rules see it: its state and its research run (rebuilt when the columns were written without it). */
function storedRun(row: AccountRow, rates: AccountRates): AccountRun {
  const state = accountState(row);
  return { state, run: runOf(researchSnapshot(row), state, rates) };
}

/** True when the row holds this state, due time and run already (a settle that changed nothing writes nothing). */
function unchanged(row: AccountRow, a: AccountRun, dueAt: number | null): boolean {
  const before = accountState(row);
  const oldDue = row.research_due_at === null ? null : new Date(row.research_due_at).getTime();
  const snap = researchSnapshot(row);
  const sameState = before.culture === a.state.culture && before.science === a.state.science
    && before.researching === a.state.researching && before.updatedAt === a.state.updatedAt;
  const ctxKeys = Object.keys(a.run.context) as Array<keyof AccountRun['run']['context']>;
  const sameRun = snap !== null && snap.value === a.run.value && ctxKeys.every((k) => snap.context[k] === a.run.context[k]);
  return sameState && sameRun && dueAt === oldDue;
}

/**
 * The account at `now` without writing (reads): the stored state advanced with the current rates. A
 * research whose instant passed shows as done here; `done` tells the caller to persist it.
 */
export async function accountAt(db: Conn, deps: Deps, userId: number, now: Date): Promise<SettledAccount | undefined> {
  const row = await accountRow(db, userId);
  if (!row) return undefined;
  return accountFromRows(deps, row, await accountVillages(db, userId), now);
}

/** accountAt from rows the caller read already (GET profiles/user reads them in one statement). */
export function accountFromRows(deps: Deps, row: AccountRow, villages: AccountVillageRow[], now: Date): SettledAccount {
  const rates = accountRates(villages, deps.config.gameSpeed);
  const adv = advanceRun(storedRun(row, rates), rates, dueCutoff(deps, now));
  return { state: adv.state, run: adv.run, rates, villages, done: adv.done, dueAt: runDueAt(adv.run) };
}

/** Settles the account to `now` in a transaction of its own (a read found a research completed on the way). */
export async function settleAccountNow(deps: Deps, userId: number, now: Date): Promise<SettledAccount | undefined> {
  return deps.db.transaction((trx) => settleAccount(trx, deps, userId, now));
}

/**
 * The account at `now` for a read: computed without a write, unless a research completed on the way,
 * which is then applied (once: under the account lock) before answering.
 */
export async function accountNow(deps: Deps, userId: number, now: Date): Promise<SettledAccount | undefined> {
  const view = await accountAt(deps.db, deps, userId, now);
  if (!view || view.done.length === 0) return view;
  await settleAccountNow(deps, userId, now);
  return accountAt(deps.db, deps, userId, now);
}

/**
 * A village's queue completed `completed` (in order, each at its own instant): the account accrues
 * across them by the one rule (accountAfterCompletions: advanced to each completion that changes
 * its rates or gives points, at the levels standing just before it; re-rated after) and is written.
 * `before` are the village's building levels before the first completion.
 */
export async function settleAccountForCompletions(
  trx: Trx, deps: Deps, v: VillageRow, before: ReadonlyArray<{ type: string; level: number }>, completed: readonly Completed[],
): Promise<void> {
  if (v.user_id === null || !completed.some(touchesAccount)) return;
  const row = await lockAccount(trx, v.user_id);
  if (!row) return;
  const villages = (await accountVillages(trx, v.user_id)).filter((x) => x.id !== v.id);
  const r = accountAfterCompletions(
    () => ({ state: accountState(row), snapshot: researchSnapshot(row) }), [...villages, { id: v.id, tier: v.tier, buildings: before }],
    new Map([[v.id, before]]), completed.map((c) => ({ villageId: v.id, completed: c })), deps.config.gameSpeed,
  );
  if (!r) return;
  await saveAccountRun(trx, v.user_id, r.run);
  await recordResearchDone(trx, deps, v.user_id, r.done);
}
