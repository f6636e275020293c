import type { Trx } from '../../db/knex';
import type { Deps } from '../deps';
import type { VillageRow } from '../../db/villages';
import { insertMovement } from '../../db/movements';
import { homeUnits, takeUnits } from '../../db/units';
import { tierCounts, villageAt, villageById } from '../../db/villages';
import { kingdomPair } from '../../db/allies';
import { buildingLevel } from '../../db/queue';
import { LOYALTY_TEXT, NOBLE_KEY } from '../../game/battle';
import { checkSend, cultureAllowsVillage, distance, missingUnits, movementDuration, SEND_TEXT, type SendAsk } from '../../game/movement';
import { PROTECTION_TEXT, protectionOnSend } from '../../game/movement/protection';
import { endProtection, protectionOf, usernames } from '../../db/users';
import { objectivesChanged, publish } from '../push/publish';
import { accountAt } from '../account';
import { badRequest, refused } from '../refusal';
import { textOf } from '../../game/texts';
import { OBJECTIVES_TEXT } from '../../game/objectives/texts';
import { liveObjectiveAt, empireOf, type ObjectiveRow } from '../../db/objectives';
import { checkSendToObjective } from '../../game/movement';

/**
 * POST units/village/{id}/send, inside the caller's transaction with the village row locked: reads what
 * the rule needs (the village on the target tile, a siege's workshop, a Noble's culture), checks the
 * army and the target (game/movement checkSend); with validate:true answers the warnings and the travel
 * time only, otherwise takes the units from home and creates the movement (the same troops cannot leave
 * twice: the village and unit rows are locked).
 */
/** Sends a defender is alerted to (the push `attack_incoming`). */
export const HOSTILE_KINDS: ReadonlySet<string> = new Set(['attack', 'siege', 'scout']);

const kingdomName = async (trx: Trx, userId: number) => (await usernames(trx, [userId])).get(userId) ?? null;

export async function sendArmy(trx: Trx, deps: Deps, v: VillageRow, ask: SendAsk & { choice?: 'conquer' | 'destroy' }, now: Date, key: string) {
  const target = await villageAt(trx, ask.x, ask.y);
  if (!target) {
    const o = await liveObjectiveAt(trx, ask.x, ask.y);
    if (o) return sendToObjective(trx, deps, v, ask, o, now, key);
  }
  const workshopLevel = ask.moveType === 'siege' ? await buildingLevel(trx, v.id, 'siege_workshop') : 0;
  // Each side's Empire (an ally's village is a friendly target); not read for one's own village or a settle.
  const [me, them] = target ? await kingdomPair(trx, v, target) : [{ empire_id: null }, undefined];
  const c = checkSend(ask, {
    from: { x: v.x, y: v.y, userId: v.user_id, empireId: me.empire_id }, target: target && { userId: target.user_id, empireId: them?.empire_id },
    maxCoord: deps.config.maxCoord, workshopLevel,
  });
  if (!c.ok) throw badRequest(key, c.error);
  const { units, targets, warnings } = c;
  // Beginner protection (game/movement/protection.ts): a protected owner refuses attacks, scouts and
  // sieges (403); a protected sender's own one on another player ends its protection with this send.
  // Protection only ever shrinks, so an unlocked read of the target owner's instant cannot let through
  // an attack on a still-protected account. Arrivals need no check: protection starts when the kingdom
  // is founded (world/spawn.ts), so no attack can have been sent at its villages before it began.
  const guard = await protectionOf(trx, [v.user_id!, ...(target?.user_id != null ? [target.user_id] : [])]);
  const verdict = protectionOnSend(ask.moveType, { userId: v.user_id, until: guard.get(v.user_id!) ?? null },
    target && { userId: target.user_id, until: target.user_id === null ? null : guard.get(target.user_id) ?? null }, now.getTime());
  if (!verdict.ok) throw refused(403, key, verdict.error);
  if (verdict.endsOwn) warnings.push(PROTECTION_TEXT.endsOwn);
  if ((ask.moveType === 'attack' || ask.moveType === 'siege') && units[NOBLE_KEY]) {
    const acc = await accountAt(trx, deps, v.user_id!, now);
    if (!cultureAllowsVillage(acc?.state.culture ?? 0, await tierCounts(trx, v.user_id!))) warnings.push(LOYALTY_TEXT.culture);
  }
  const ms = movementDuration(units, distance(v, { x: ask.x, y: ask.y }), deps.config.gameSpeed);
  const dueAt = new Date(now.getTime() + ms);
  const travel = { duration_ms: ms, arrival: dueAt.toISOString(), warnings: warnings.map(textOf) };
  if (ask.validate) {
    const missing = missingUnits(units, await homeUnits(trx, v.id));
    return { valid: missing.length === 0, missing, ...travel };
  }
  if (!(await takeUnits(trx, v.id, v.id, units))) throw badRequest(key, SEND_TEXT.missingUnits);
  if (verdict.endsOwn) await endProtection(trx, v.user_id!, now);
  const id = await insertMovement(trx, {
    kind: ask.moveType, userId: v.user_id!, from: { villageId: v.id, x: v.x, y: v.y },
    to: { villageId: target?.id ?? null, x: ask.x, y: ask.y }, units, startedAt: now, dueAt,
    choice: units[NOBLE_KEY] ? (ask.choice ?? 'conquer') : null, targets,
  });
  if (target?.user_id != null && target.user_id !== v.user_id && HOSTILE_KINDS.has(ask.moveType)) {
    publish(trx, deps, target.user_id, {
      type: 'attack_incoming', village_id: target.id, village_name: target.name, attacker: await kingdomName(trx, v.user_id!),
      movement: {
        id, kind: ask.moveType, own: false, from: { village_id: v.id, x: v.x, y: v.y }, to: { village_id: target.id, x: ask.x, y: ask.y },
        units: null, resources: null, started_at: now.toISOString(), due_at: dueAt.toISOString(),
      },
    });
  }
  return { movement_id: id, kind: ask.moveType, units, ...travel };
}

/**
 * A send to a tile holding a live event or objective (issue 16; game/movement/objectiveSend.ts decides):
 * attacks and scouts head for the tile (to_village_id null, objective_id set), reinforcements for a held
 * objective too, and reinforcements for a defend event head for the village its natives march on (kind
 * 'event_defending', objective_id set). The travel time is to where the movement heads. The answers are
 * the contract's (the answer's `kind` is the asked move type). No beginner protection: natives are nobody's.
 */
async function sendToObjective(trx: Trx, deps: Deps, v: VillageRow, ask: SendAsk, o: ObjectiveRow, now: Date, key: string) {
  const [myEmpire, holderEmpire] = await Promise.all([
    empireOf(trx, v.user_id!),
    o.holder_user_id === null ? null : empireOf(trx, o.holder_user_id),
  ]);
  const target = {
    id: o.id, category: o.category, type: o.type, state: o.state,
    holder: o.holder_user_id === null ? null : { user_id: o.holder_user_id, empire_id: holderEmpire },
    targetVillageId: o.target_village_id,
    endsAt: o.category === 'event' && o.state === 'active' && o.snapshot ? o.snapshot.context.stageEndsAt : null,
  };
  const from = { x: v.x, y: v.y, userId: v.user_id, empireId: myEmpire };
  const first = checkSendToObjective(ask, { from, maxCoord: deps.config.maxCoord }, target);
  if (!first.ok) throw badRequest(key, first.error);
  // The natives march on this very village: its troops are there already.
  if (first.toVillageId === v.id) throw badRequest(key, SEND_TEXT.ownTile);
  const dest = first.toVillageId === null ? { x: o.x, y: o.y } : await villageById(trx, first.toVillageId);
  if (!dest) throw badRequest(key, OBJECTIVES_TEXT.reinforceNotAllowed);
  const ms = movementDuration(first.units, distance(v, dest), deps.config.gameSpeed);
  const dueAt = new Date(now.getTime() + ms);
  const c = checkSendToObjective(ask, { from, maxCoord: deps.config.maxCoord }, target, dueAt.getTime());
  if (!c.ok) throw badRequest(key, c.error);
  const travel = { duration_ms: ms, arrival: dueAt.toISOString(), warnings: c.warnings.map(textOf) };
  if (ask.validate) {
    const missing = missingUnits(c.units, await homeUnits(trx, v.id));
    return { valid: missing.length === 0, missing, ...travel };
  }
  if (!(await takeUnits(trx, v.id, v.id, c.units))) throw badRequest(key, SEND_TEXT.missingUnits);
  const id = await insertMovement(trx, {
    kind: c.kind, userId: v.user_id!, from: { villageId: v.id, x: v.x, y: v.y },
    to: { villageId: c.toVillageId, x: dest.x, y: dest.y }, units: c.units, startedAt: now, dueAt, objectiveId: o.id,
  });
  // The attacks heading for it (its `incomings`) show on every map.
  objectivesChanged(trx, deps, o.id);
  return { movement_id: id, kind: ask.moveType, units: c.units, ...travel };
}
