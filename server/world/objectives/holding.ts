import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { saveObjective, type ObjectiveRow, type ObjectivePatch } from '../../db/objectives';
import { addTroopsAt, lockTroopsAt, setTroopsAt } from '../../db/objectiveTroops';
import { usernames } from '../../db/users';
import { nextPrestigeAt, prestigeOnCapture } from '../../game/objectives';
import type { ObjectiveType } from '../../game/data/objectives';
import type { EmpireMessageType } from '../../game/empire/messageTypes';
import type { PrestigeType } from '../../game/prestige';
import { awardPrestigeToKingdom, type AwardOutcome } from '../prestige';
import { noteForKingdom } from '../empire/feed';
import { settleObjectivePrestige } from './prestigeDue';
import { objectivesChanged } from '../push/publish';

/**
 * Who holds an objective (GAME.md section 8): a won battle there captures it for the attacker's kingdom
 * (its surviving troops stay as the garrison), and the kingdom that held it loses it. Called with the
 * objective row locked, inside the arrival's transaction (lock order: villages, the objective, accounts).
 */

/** How an objective is named in Empire messages and the prestige ledger: its tile, '(x|y)' (its type is in the message's text). */
export const objectiveLabel = (row: { x: number; y: number }) => `(${row.x}|${row.y})`;

export interface Capture {
  /** The new holder (the attacker's kingdom) and the village its troops belong to. */
  userId: number;
  villageId: number;
  at: Date;
  /** The attacker's survivors: they stay at the objective as its garrison. */
  survivors: Record<string, number>;
}

export interface Captured {
  /** The kingdom that held it before (null: natives). */
  previous: number | null;
  /** The capture's prestige award (landmark 1; none for monuments and artifacts). */
  prestige: AwardOutcome | null;
  /** The row as saved. */
  row: ObjectiveRow;
}

/**
 * The objective passes to the attacker's kingdom at `at`: whatever still stood there is gone (the battle
 * killed every defender), the survivors become its garrison (one objective_troops group for their home
 * village; they eat nothing at home while there), holder_user_id / held_since / state 'held', and the next
 * periodic prestige is due a period after the capture (a monument: only while completed and undamaged; a
 * captured completed monument is damaged, and pays again once repaired). The capture's prestige goes to
 * the new holder's Empire (none without an Empire), with `<type>_captured` to its feed and `<type>_lost`
 * to the old holder's.
 */
export async function captureObjective(trx: Trx, deps: Deps, row: ObjectiveRow, c: Capture): Promise<Captured> {
  const type = row.type as ObjectiveType;
  const previous = row.holder_user_id;
  // The periods the old holder completed by `at` are its own, paid before the objective changes hands.
  if (previous !== null) await settleObjectivePrestige(trx, deps, row, c.at);
  // The previous holder's troops died in the battle; any empty group left is cleared.
  for (const g of await lockTroopsAt(trx, row.id)) await setTroopsAt(trx, row.id, g.village_id, {});
  await addTroopsAt(trx, row.id, { villageId: c.villageId, userId: c.userId, units: c.survivors, since: c.at });
  const patch: ObjectivePatch = { holder_user_id: c.userId, held_since: c.at, state: 'held', garrison: {} };
  if (type === 'monument') {
    // A monument pays per period only while completed and undamaged; the supplies work sets prestige_at
    // when it completes or is repaired.
    if (row.completed_at !== null) patch.damaged = true;
    patch.prestige_at = null;
  } else {
    patch.prestige_at = new Date(nextPrestigeAt(type, c.at.getTime(), c.at.getTime(), deps.config.gameSpeed));
  }
  await saveObjective(trx, row.id, patch);
  objectivesChanged(trx, deps, row.id, previous === null ? [c.userId] : [c.userId, previous]);

  const names = await usernames(trx, [c.userId, ...(previous !== null ? [previous] : [])]);
  const label = objectiveLabel(row);
  const winner = names.get(c.userId) ?? null;
  await noteForKingdom(trx, deps, c.userId, `${type}_captured` as EmpireMessageType, [winner, label], c.at);
  if (previous !== null && previous !== c.userId) await noteForKingdom(trx, deps, previous, `${type}_lost` as EmpireMessageType, [label, winner], c.at);

  let prestige: AwardOutcome | null = null;
  const amount = prestigeOnCapture(type);
  if (amount > 0) {
    prestige = await awardPrestigeToKingdom(trx, deps, c.userId, {
      type: type as PrestigeType, amount, key: `objective:${row.id}:capture:${c.userId}:${c.at.getTime()}`,
      messageType: `${type}_vp_gained` as EmpireMessageType, values: [label, amount], at: c.at,
    });
  }
  return { previous, prestige, row: { ...row, ...patch } as ObjectiveRow };
}
