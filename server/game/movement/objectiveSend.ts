import { SCOUT_KEY } from '../battle';
import { isFriendly, type KingdomSide } from '../empire/allies';
import { OBJECTIVES_TEXT } from '../objectives/texts';
import type { Said } from '../texts';
import { checkArmy, SEND_TEXT, type SendAsk, type SendWorld } from './send';

/** The live event or objective on the target tile, as the send rule sees it (issue 16). */
export interface ObjectiveTarget {
  id: number;
  category: 'event' | 'objective';
  /** attack1, attack2, defend1, supply1, supply2 / landmark, monument, artifact. */
  type: string;
  /** An event's machine state (active, camp, cleared, ...); an objective's state. */
  state: string;
  /** The kingdom holding an objective (null: the natives) and its Empire. */
  holder: KingdomSide | null;
  /** defend1: the village the natives march on (null: gone). */
  targetVillageId: number | null;
  /** defend1: the natives' arrival (epoch ms), null when unknown or ended. */
  endsAt: number | null;
}

/** What the movement becomes: its kind (the answer still says the asked move type) and where it heads. */
export type ObjectiveSend =
  | { ok: true; units: Record<string, number>; kind: 'attack' | 'scout' | 'reinforce' | 'event_defending'; toVillageId: number | null; warnings: Said[] }
  | { ok: false; error: Said };

/** Event types whose tile has natives to fight (attack events, and any event that made camp). */
const FIGHTING_TYPES: ReadonlySet<string> = new Set(['attack1', 'attack2']);

/** Whether an event's tile has natives to fight at this state: an active attack event or a camp. */
export function eventHasNatives(type: string, state: string): boolean {
  return state === 'camp' || (state === 'active' && FIGHTING_TYPES.has(type));
}

/**
 * Sending an army to a tile that holds a live event or objective (GAME.md section 8):
 * - attack or scout an event (whatever its kind: an event without natives sends them home with a
 *   'nothing there' report) or an objective; attacking an objective one's kingdom or Empire holds is refused.
 * - a siege is refused (notByArmy): there are no buildings to target; send an attack instead.
 * - reinforce an objective one's kingdom or an Empire ally holds (troops stand there), or a defend event's
 *   tile: the troops head for the village the natives march on (kind 'event_defending') and defend it
 *   there; arriving after the natives is allowed but useless (a warning says so).
 * - settle or move: refused. Beginner protection does not apply (the natives are nobody's kingdom).
 * `arrival` is when the army would arrive (epoch ms), for the late-defence warning.
 */
export function checkSendToObjective(ask: SendAsk, w: Pick<SendWorld, 'from' | 'maxCoord'>, o: ObjectiveTarget, arrival?: number): ObjectiveSend {
  const army = checkArmy(ask, w);
  if (!army.ok) return army;
  const { units } = army;
  const mt = ask.moveType;
  if (mt === 'settle') return { ok: false, error: OBJECTIVES_TEXT.settleObjective };
  if (mt === 'move' || mt === 'siege') return { ok: false, error: OBJECTIVES_TEXT.notByArmy };
  if ((ask.targets ?? []).length) return { ok: false, error: SEND_TEXT.siegeTargets };
  if (mt === 'scout' && Object.keys(units).some((k) => k !== SCOUT_KEY)) return { ok: false, error: SEND_TEXT.scoutsOnly };
  const live = o.category === 'objective' || o.state === 'active' || o.state === 'camp';
  if (!live) return { ok: false, error: OBJECTIVES_TEXT.ended };
  const me: KingdomSide = { user_id: w.from.userId, empire_id: w.from.empireId ?? null };
  const held = o.category === 'objective' && o.holder !== null && o.holder.user_id !== null && isFriendly(me, o.holder);
  if (mt === 'attack') {
    if (held) return { ok: false, error: OBJECTIVES_TEXT.ownObjective };
    return { ok: true, units, kind: 'attack', toVillageId: null, warnings: [] };
  }
  if (mt === 'scout') return { ok: true, units, kind: 'scout', toVillageId: null, warnings: [] };
  // reinforce
  if (o.category === 'objective') {
    if (!held) return { ok: false, error: OBJECTIVES_TEXT.reinforceNotAllowed };
    return { ok: true, units, kind: 'reinforce', toVillageId: null, warnings: [] };
  }
  if (o.type !== 'defend1' || o.state !== 'active' || o.targetVillageId === null) return { ok: false, error: OBJECTIVES_TEXT.reinforceNotAllowed };
  const warnings: Said[] = [];
  if (arrival !== undefined && o.endsAt !== null && arrival > o.endsAt) warnings.push(SEND_TEXT.eventDefenceLate);
  return { ok: true, units, kind: 'event_defending', toVillageId: o.targetVillageId, warnings };
}
