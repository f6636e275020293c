import { randomUUID } from 'node:crypto';
import type { Trx } from '../db/knex';
import type { Deps } from './deps';
import { addEmpirePrestige, empireForAward, insertPrestigeAward, type EmpirePrestige } from '../db/prestige';
import { loadWorld, lockWorldFinish, setWinner, worldFinishedAt, type WorldWinner } from '../db/world';
import { empireIdOfUser } from '../db/empireMessages';
import type { EmpireMessageType, EmpireMessageValues } from '../game/empire/messageTypes';
import { claimWins, defaultPrestigeMessage, invalidAward, reachesVictory, type PrestigeType } from '../game/prestige';
import { noteForEmpire } from './empire/feed';
import { transaction } from './transaction';
import { publish } from './push/publish';
import { badRequest, gameFinished } from './refusal';
import { prestigeByTypeView, winnerView } from './prestigeViews';
import { EMPIRE_TEXT } from '../game/empire/texts';
import type { TestingPrestigeResponse } from '../contract/prestige';

/** One award of prestige, as every system that pays prestige names it. */
export interface PrestigeAward {
  empireId: number;
  type: PrestigeType;
  /** Whole points, at least 1 (prestige only ever grows). */
  amount: number;
  /**
   * Names this award once in the world, e.g. `landmark:12:week:3` or `milestone:pvp_kills:100:empire:4`:
   * the ledger's unique key. A second award of one key pays nothing (it would be a bug: due work is applied
   * once) and is logged.
   */
  key: string;
  /** The Empire message written with it; the kind's own 'prestige gained' message when absent. */
  messageType?: EmpireMessageType;
  /** value1-4 of that message (docs/API.md "Empire messages"), e.g. [landmark name, amount]. */
  values: EmpireMessageValues;
  /** The instant the prestige is earned (a due row's due_at, or now). */
  at: Date;
}

export type AwardOutcome =
  | { awarded: true; prestige: EmpirePrestige; finished: boolean; winner: boolean }
  | { awarded: false; why: 'no_empire' | 'duplicate' | 'after_finish' };

/**
 * THE function every system calls to pay prestige (GAME.md section 8), inside the caller's transaction:
 * the Empire's prestige of the award's kind and its total grow by the amount (stored with the instant,
 * never recomputed), the ledger keeps the award under its key, the Empire's feed gets the message, and
 * when the total reaches VICTORY_POINTS the world finishes at `at` with this Empire as winner, once: the
 * claim takes the world row's lock and server/game/prestige.ts claimWins decides (earliest instant; at
 * one instant the higher total, then the lower Empire id). The in-memory world row follows at commit.
 *
 * Pays nothing when the Empire is gone (dissolved), the key was paid before, or the world finished before
 * `at` (its state is frozen then). Lock order: the Empire row FOR KEY SHARE, the Empire's prestige row,
 * then the world row only when the line is reached. Call it with the outermost transaction.
 */
export async function awardPrestige(trx: Trx, deps: Deps, a: PrestigeAward): Promise<AwardOutcome> {
  const bad = invalidAward(a);
  if (bad) throw new Error(`awardPrestige: ${bad}`);
  const empire = await empireForAward(trx, a.empireId);
  if (!empire) return { awarded: false, why: 'no_empire' };
  const finishedAt = await worldFinishedAt(trx);
  if (finishedAt && a.at.getTime() > finishedAt.getTime()) return { awarded: false, why: 'after_finish' };
  const messageType = a.messageType ?? defaultPrestigeMessage(a.type);
  if (!(await insertPrestigeAward(trx, { empireId: a.empireId, type: a.type, amount: a.amount, messageType, key: a.key, at: a.at }))) {
    deps.log.warn({ key: a.key, empireId: a.empireId }, 'prestige award paid twice: ignored');
    return { awarded: false, why: 'duplicate' };
  }
  const prestige = await addEmpirePrestige(trx, a.empireId, a.type, a.amount, a.at);
  await noteForEmpire(trx, deps, a.empireId, messageType, a.values, a.at);
  if (!reachesVictory(prestige.total, deps.config.victoryPoints)) return { awarded: true, prestige, finished: false, winner: false };

  const world = await lockWorldFinish(trx);
  const claim = { empireId: a.empireId, at: a.at, prestige: prestige.total };
  const wins = claimWins(claim, { finishedAt: world.finishedAt, winner: world.winner && { empireId: world.winner.empireId, prestige: world.winner.prestige } });
  if (!wins) return { awarded: true, prestige, finished: false, winner: false };
  const winner: WorldWinner = { empireId: a.empireId, name: empire.name, nameShort: empire.name_short, prestige: prestige.total };
  await setWinner(trx, a.at, winner);
  // Every open page learns it at the commit (a finish moved to an earlier claim is told again).
  publish(trx, deps, 'all', { type: 'world_finished', finished_at: a.at.toISOString() });
  afterCommit(trx, () => {
    // The in-memory row (what the 551 guard and GET /api read) follows once the finish is durable; the
    // tick's reload brings every other server process the same within a second.
    deps.world.finishedAt = a.at;
    deps.world.winner = winner;
  });
  return { awarded: true, prestige, finished: world.finishedAt === null, winner: true };
}

/**
 * awardPrestige for a kingdom: its Empire's, when it has one (a holder without an Empire earns none,
 * GAME.md section 8). The Empire row is held FOR KEY SHARE from here (empireIdOfUser).
 */
export async function awardPrestigeToKingdom(trx: Trx, deps: Deps, userId: number, a: Omit<PrestigeAward, 'empireId'>): Promise<AwardOutcome> {
  const empireId = await empireIdOfUser(trx, userId);
  if (empireId === undefined) return { awarded: false, why: 'no_empire' };
  return awardPrestige(trx, deps, { ...a, empireId });
}

/**
 * Runs `fn` once the transaction has committed (never after a rollback). Called in a savepoint (an arrival
 * in the tick's runner pays a capture's prestige there), it waits for the outermost transaction: a
 * savepoint's release is not a commit.
 */
function afterCommit(trx: Trx, fn: () => void): void {
  let outer: Trx = trx;
  for (let p = (outer as { parentTransaction?: Trx }).parentTransaction; p; p = (outer as { parentTransaction?: Trx }).parentTransaction) outer = p;
  outer.executionPromise.then(fn, () => { /* rolled back: nothing changed */ });
}

/**
 * POST testing/prestige: an award of `amount` to the Empire now, as the game pays it (ledger, message,
 * victory check), under a fresh key so every call pays. Answers the Empire's prestige after it and the
 * world's finish and winner; 400 for an unknown Empire, 551 when the world finished before now (the
 * clock of a test went on past the finish).
 */
export async function grantTestPrestige(deps: Deps, ask: { empire_id: number; type: PrestigeType; amount: number }): Promise<TestingPrestigeResponse> {
  const prestige = await transaction(deps, async (trx) => {
    const out = await awardPrestige(trx, deps, {
      empireId: ask.empire_id, type: ask.type, amount: ask.amount, key: `testing:${randomUUID()}`,
      values: ['testing', ask.amount], at: deps.now(),
    });
    if (out.awarded) return out.prestige;
    if (out.why === 'no_empire') throw badRequest('error_400', EMPIRE_TEXT.unknownEmpire);
    if (out.why === 'after_finish') throw gameFinished();
    throw new Error('a fresh testing key was paid before');
  });
  // Read after the commit: the world row as the finish left it (the in-memory row follows at commit).
  const world = await loadWorld(deps.db);
  return {
    empire_id: ask.empire_id, prestige: { ...prestigeByTypeView(prestige), total: prestige.total },
    finished: world.finishedAt !== null, winner: winnerView(world.winner),
  };
}
