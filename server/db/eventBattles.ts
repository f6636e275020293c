import type { Conn } from './knex';

/**
 * What the battles at native events read besides the objective row (server/world/objectives/eventBattle.ts):
 * a stage's recorded payout (objective_payouts, written once by payStage), for the battle reports.
 */

export interface StagePayout {
  userId: number;
  share: number;
  rewards: { wood: number; stone: number; iron: number; food: number; aether: number };
}

/** The payouts recorded for an event's stage ([] when it was not paid). */
export async function stagePayouts(db: Conn, objectiveId: number, stage: number): Promise<StagePayout[]> {
  const r: { payouts: StagePayout[] | string } | undefined = await db('objective_payouts').where({ objective_id: objectiveId, stage }).first('payouts');
  if (!r) return [];
  return typeof r.payouts === 'string' ? JSON.parse(r.payouts) : r.payouts;
}
