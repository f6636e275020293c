import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import { insertPayout, type ObjectiveRow } from '../../db/objectives';
import { insertMovement } from '../../db/movements';
import { addAether } from '../../db/aetherGrants';
import { villagesOfUser } from '../../db/villages';
import { splitRewards, stageRewards, type Contribution, type Payout } from '../../game/events';
import type { Difficulty, EventType } from '../../game/data/events';
import { resourcesIn } from '../../game/statistics/battle';
import type { Earned } from '../statistics/count';

/** The origin of a delivery that carries an event's rewards (arrival.ts names it in the report). */
export const EVENT_REWARD_ORIGIN = 'event';

/**
 * Pays a cleared stage's rewards (GAME.md section 8) inside the caller's transaction, exactly once: the
 * payout row (objective_payouts, primary key objective+stage) is the flag, written first; a second call
 * for the stage pays nothing and answers []. Each contributor's resources travel as a `delivery` that
 * arrives at once at the village it contributed from (or its first village), through the arrival
 * processor (what its storage cannot hold is lost, and its report says so); its aether goes to the
 * account now. The resources paid count as each contributor's `resources` won (and its weekly pve_res):
 * added to `earned`, which the caller (stepEvent) counts with the rest of the step in one countEarned.
 */
export async function payStage(trx: Trx, _deps: Deps, row: ObjectiveRow, stage: number, contributions: readonly Contribution[], at: Date, earned: Earned[] = []): Promise<Payout[]> {
  const pool = stageRewards(row.type as EventType, row.difficulty as Difficulty, stage);
  const payouts = splitRewards(pool, contributions);
  if (!(await insertPayout(trx, row.id, stage, payouts, at))) return [];
  for (const p of payouts) {
    await deliverReward(trx, row, p.userId, p.rewards, at);
    const resources = resourcesIn(p.rewards);
    if (resources > 0) earned.push({ userId: p.userId, counters: { resources }, eventRewards: resources, at });
  }
  return payouts;
}

/** Resources (and aether) an event gives one account: see payStage. */
export async function deliverReward(trx: Trx, row: ObjectiveRow, userId: number, rewards: { wood: number; stone: number; iron: number; food: number; aether: number }, at: Date): Promise<void> {
  if (rewards.aether > 0) await addAether(trx, userId, rewards.aether);
  const resources = { wood: rewards.wood, stone: rewards.stone, iron: rewards.iron, food: rewards.food };
  if (!Object.values(resources).some((n) => n > 0)) return;
  const villageId = await rewardVillage(trx, row, userId);
  if (villageId === null) return;
  await insertMovement(trx, {
    kind: 'delivery', userId,
    // From the event's tile: the map draws the rewards coming from it.
    from: { villageId: villageId.id, x: row.x, y: row.y }, to: { villageId: villageId.id, x: villageId.x, y: villageId.y },
    units: {}, resources, startedAt: at, dueAt: at, originKind: EVENT_REWARD_ORIGIN,
  });
}

/** Where a contributor's rewards go: the village it last contributed from, while it still owns it; else its first village. */
async function rewardVillage(trx: Trx, row: ObjectiveRow, userId: number): Promise<{ id: number; x: number; y: number } | null> {
  const villages = await villagesOfUser(trx, userId);
  const wanted = row.contributors[String(userId)];
  const v = villages.find((x) => x.id === wanted) ?? [...villages].sort((a, b) => a.id - b.id)[0];
  return v ? { id: v.id, x: v.x, y: v.y } : null;
}
