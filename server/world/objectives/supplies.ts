import type { ArmyMovement } from '../../db/movements';
import { saveObjective, usernamesOf, type ObjectiveRow } from '../../db/objectives';
import { merchantsHome } from '../../db/movements';
import { addAether } from '../../db/aetherGrants';
import type { ArrivalIO } from '../arrival/io';
import type { Done } from '../arrival/done';
import type { Deps } from '../deps';
import type { Trx } from '../../db/knex';
import { eventDef, isEventType } from '../../game/data/events';
import { MONUMENT } from '../../game/data/objectives';
import { RESOURCES, type Cost } from '../../game/data/resources';
import { deliverToMonument, isMonumentComplete } from '../../game/objectives/monument';
import { prestigeOnCompletion, prestigePeriodMs } from '../../game/objectives/prestige';
import { cargoTotal, costOf, deliveredShare, returnedShare } from '../../game/trade';
import { timelineReached } from '../../game/timeline';
import * as titles from '../../game/reports/titles';
import { noteForKingdom } from '../empire/feed';
import { awardPrestigeToKingdom } from '../prestige';
import { settleEvent, stepEvent } from './lifecycle';

/** Why supplies came back whole (the report's `why`). */
export type SupplyRefusal = 'gone' | 'ended' | 'notSupplyTarget' | 'monumentNotHeld' | 'monumentComplete';

const NONE: Cost = { wood: 0, stone: 0, iron: 0, food: 0 };

/**
 * Merchants' supplies arriving at a supply event or a monument site (GAME.md section 8), the objective row
 * LOCKED by the caller (arrival.ts). The merchants always turn home in the trip's time (merchantsHome)
 * with what was not accepted; aether that was not accepted goes back to the account at once (the report
 * says so: `aether_returned`), the merchants come home empty.
 * - A supply event: settled to just before the arrival (a stage end is inclusive), then one DELIVERY of the
 *   eventStage machine (stepEvent: reaching the target rewards the contributors, once). The sender's
 *   village is its contributor village (where its share of the rewards goes). Report `event_supply`.
 * - A monument site the sender's kingdom holds: deliveries count toward MONUMENT.target (the excess comes
 *   back); supplied in full from the timeline's monument_activation date on, it completes: prestige 10 to
 *   the holder's Empire (monument_completed), prestige_at = completion + period. Supplied in full before that
 *   date, it completes at the date (the spawn processor, timeline.ts). A damaged monument (captured after
 *   its completion) takes deliveries toward MONUMENT.repairCost (progress kept in `supplied` as repair_<r>):
 *   repaired -> damaged false, monument_repaired, prestige_at = repair + period. Report `monument_supply`.
 * - Anything else (gone, ended, no longer held, complete): everything comes back, the report says why.
 */
export async function suppliesAt(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow | undefined, at: Date, _done: Done): Promise<void> {
  const trx = io.trx;
  const userId = m.user_id;
  const back = new Date(at.getTime() + Math.max(0, at.getTime() - new Date(m.started_at).getTime()));
  const raw = m.resources ?? {};
  const load = costOf(raw);
  const aether = m.kind === 'aether_supplies' ? Math.max(0, Math.floor(Number(raw.aether ?? 0))) : 0;
  const where = row ? { objective_id: row.id, type: row.type, x: row.x, y: row.y } : { objective_id: m.objective_id ?? null, type: null, x: m.to_x, y: m.to_y };

  const refuse = async (why: SupplyRefusal) => {
    if (aether > 0 && userId !== null) await addAether(trx, userId, aether);
    await merchantsHome(trx, m, { resources: aether > 0 ? {} : load, at, dueAt: back });
    if (userId === null) return;
    const kind = row?.category === 'objective' ? 'monument_supply' : 'event_supply';
    const title = row?.category === 'objective' ? titles.atTile('monumentSupplied', where.x, where.y) : titles.atTile('eventSupplyDelivered', where.x, where.y);
    await io.reports([{
      userId, kind, title, at,
      data: { ...where, refused: why, sent: load, aether, delivered: 0, returned: aether > 0 ? aether : cargoTotal(load), returned_resources: aether > 0 ? NONE : load, aether_returned: aether, from_village_id: m.from_village_id },
    }]);
  };

  if (!row || userId === null) return refuse('gone');
  if (row.removed_at !== null) return refuse(row.category === 'event' ? 'ended' : 'gone');
  if (row.category === 'event') return atEvent(io, m, row, at, back, load, aether, refuse);
  if (row.type !== 'monument') return refuse('notSupplyTarget');
  if (row.holder_user_id !== userId) return refuse('monumentNotHeld');
  return atMonument(io, m, row, at, back, load, refuse);
}

async function atEvent(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow, at: Date, back: Date, load: Cost, aether: number, refuse: (why: SupplyRefusal) => Promise<void>): Promise<void> {
  const { trx, deps } = io;
  const userId = m.user_id!;
  const supply = isEventType(row.type) ? eventDef(row.type).supply : null;
  if (!supply) return refuse('notSupplyTarget');
  // Stage timers due strictly before the arrival first: a delivery at the deadline itself still counts.
  await settleEvent(trx, deps, row, new Date(at.getTime() - 1));
  if (row.state !== 'active') return refuse('ended');
  // Aether to a resources event or resources to the Aether deposit cannot count (the send refuses both).
  if ((supply.of === 'aether') !== (m.kind === 'aether_supplies')) return refuse('notSupplyTarget');
  const amount = supply.of === 'aether' ? aether : cargoTotal(load);
  if (m.from_village_id !== null) {
    const contributors = { ...row.contributors, [String(userId)]: m.from_village_id };
    await saveObjective(trx, row.id, { contributors });
    row.contributors = contributors;
  }
  const step = await stepEvent(trx, deps, row, { type: 'DELIVERY', now: at.getTime(), userId, amount });
  const d = step.delivery ?? { accepted: 0, returned: amount, delivered: row.snapshot?.context.supplied ?? 0, reached: false };
  if (step.refused) return refuse('ended');
  let backLoad: Cost = NONE;
  if (supply.of === 'aether') {
    if (d.returned > 0) await addAether(trx, userId, d.returned);
  } else {
    backLoad = returnedShare(load, d.returned);
  }
  await merchantsHome(trx, m, { resources: backLoad, at, dueAt: back });
  const completed = step.outcome === 'rewarded';
  await io.reports([{
    userId, kind: 'event_supply', at,
    title: titles.atTile(completed ? 'eventSupplyCompleted' : 'eventSupplyDelivered', row.x, row.y),
    data: {
      objective_id: row.id, type: row.type, x: row.x, y: row.y, of: supply.of, sent: load, aether,
      delivered: d.accepted, returned: d.returned,
      delivered_resources: supply.of === 'aether' ? NONE : deliveredShare(load, backLoad), returned_resources: backLoad,
      aether_returned: supply.of === 'aether' ? d.returned : 0,
      progress: { delivered: d.delivered, required: row.snapshot?.context.supplyTarget ?? 0 }, completed, from_village_id: m.from_village_id,
    },
  }]);
}

const REPAIR_KEYS = RESOURCES.map((r) => `repair_${r}`);
const repairProgress = (s: Record<string, number>): Cost => ({
  wood: Number(s.repair_wood ?? 0), stone: Number(s.repair_stone ?? 0), iron: Number(s.repair_iron ?? 0), food: Number(s.repair_food ?? 0),
});

async function atMonument(io: ArrivalIO, m: ArmyMovement, row: ObjectiveRow, at: Date, back: Date, load: Cost, refuse: (why: SupplyRefusal) => Promise<void>): Promise<void> {
  const { trx, deps } = io;
  const userId = m.user_id!;
  const supplied = { ...row.supplied };
  let title = titles.atTile('monumentSupplied', row.x, row.y);
  let accepted: Cost;
  let returned: Cost;
  let event: 'supplied' | 'completed' | 'repaired' = 'supplied';
  if (row.damaged) {
    const d = deliverToMonument(repairProgress(supplied), load, MONUMENT.repairCost);
    accepted = d.accepted;
    returned = d.returned;
    if (isMonumentComplete(d.delivered, MONUMENT.repairCost)) {
      for (const k of REPAIR_KEYS) delete supplied[k];
      await saveObjective(trx, row.id, { supplied, damaged: false, prestige_at: new Date(at.getTime() + prestigePeriodMs('monument', deps.config.gameSpeed)) });
      Object.assign(row, { supplied, damaged: false });
      await noteForKingdom(trx, deps, userId, 'monument_repaired', [await nameOf(trx, userId), `${row.x}|${row.y}`], at);
      title = titles.atTile('monumentRepaired', row.x, row.y);
      event = 'repaired';
    } else {
      for (const r of RESOURCES) supplied[`repair_${r}`] = d.delivered[r];
      await saveObjective(trx, row.id, { supplied });
      row.supplied = supplied;
    }
  } else {
    if (row.completed_at !== null || isMonumentComplete(costOf(supplied))) return refuse('monumentComplete');
    const d = deliverToMonument(costOf(supplied), load);
    accepted = d.accepted;
    returned = d.returned;
    for (const r of RESOURCES) supplied[r] = d.delivered[r];
    await saveObjective(trx, row.id, { supplied });
    row.supplied = supplied;
    if (d.completed && timelineReached(MONUMENT.completableFrom, deps.world.startTime, deps.config.gameSpeed, at)) {
      await completeMonument(trx, deps, row, at);
      title = titles.atTile('monumentCompleted', row.x, row.y);
      event = 'completed';
    }
  }
  await merchantsHome(trx, m, { resources: returned, at, dueAt: back });
  await io.reports([{
    userId, kind: 'monument_supply', title, at,
    data: {
      objective_id: row.id, type: row.type, x: row.x, y: row.y, event, damaged: event === 'repaired' ? true : row.damaged, sent: load,
      delivered: cargoTotal(accepted), returned: cargoTotal(returned), delivered_resources: accepted, returned_resources: returned,
      progress: event === 'repaired' || row.damaged
        ? { delivered: event === 'repaired' ? { ...MONUMENT.repairCost } : repairProgress(supplied), required: { ...MONUMENT.repairCost } }
        : { delivered: costOf(supplied), required: { ...MONUMENT.target } },
      from_village_id: m.from_village_id,
    },
  }]);
}

/**
 * A monument supplied in full completes at `at` (its holder's; once: completed_at is set with it): prestige
 * onCompletion (10) to the holder's Empire under the key monument:<id>:completed, written as monument_completed,
 * and prestige_at = at + one period (the periodic prestige processor pays from there). A holder without an
 * Empire earns nothing, the monument completes all the same.
 */
export async function completeMonument(trx: Trx, deps: Deps, row: ObjectiveRow, at: Date): Promise<void> {
  const patch = { completed_at: at, prestige_at: new Date(at.getTime() + prestigePeriodMs('monument', deps.config.gameSpeed)) };
  await saveObjective(trx, row.id, patch);
  Object.assign(row, patch);
  if (row.holder_user_id === null) return;
  await awardPrestigeToKingdom(trx, deps, row.holder_user_id, {
    type: 'monument', amount: prestigeOnCompletion('monument'), key: `monument:${row.id}:completed`, messageType: 'monument_completed',
    values: [await nameOf(trx, row.holder_user_id), `${row.x}|${row.y}`], at,
  });
}

async function nameOf(trx: Trx, userId: number): Promise<string | null> {
  return (await usernamesOf(trx, [userId])).get(userId) ?? null;
}
