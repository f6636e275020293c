import { findBuilding } from '../data/buildings';
import { armyError, normalizeArmy, SCOUT_KEY, siegeSlots, siegeTargetsError, SIEGE_TEXT } from '../battle';
import { SETTLER_KEY } from '../data/units';
import { inBounds, type Point } from '../world/coords';
import { refusalsOf, type Said } from '../texts';
import { isFriendly } from '../empire/allies';

/** What a player asks of POST units/village/{id}/send. */
export interface SendAsk {
  units: Record<string, number>;
  x: number;
  y: number;
  moveType: 'attack' | 'siege' | 'reinforce' | 'scout' | 'settle' | 'move';
  targets?: string[];
  validate?: boolean;
}

/** What the rule needs to know of the world: the sending village, the village on the target tile, the siege workshop. */
export interface SendWorld {
  from: Point & { userId: number | null; empireId?: number | null };
  /** The village on the target tile (undefined: none), with its owner's Empire (null or absent: none). */
  target: { userId: number | null; empireId?: number | null } | undefined;
  maxCoord: number;
  /** The sender's siege workshop level (read for a siege only). */
  workshopLevel: number;
}

const say = refusalsOf('send');
export const SEND_TEXT = {
  noUnits: say('noUnits', 'No units selected'),
  offMap: say('offMap', 'The target is off the map'),
  ownTile: say('ownTile', 'The target is this village'),
  cannotSettle: say('cannotSettle', 'You cannot settle a village right now'),
  needsSettlers: say('needsSettlers', 'Settling needs Settlers'),
  noVillage: say('noVillage', 'There is no village there'),
  moveOwn: say('moveOwn', 'Troops can only move between your own villages'),
  scoutsOnly: say('scoutsOnly', 'Only Scouts can scout'),
  siegeTargets: say('siegeTargets', 'Only a siege names targets'),
  friendly: say('friendly', 'The target is a friendly village'),
  missingUnits: say('missingUnits', 'The village does not have these units'),
  eventDefenceLate: say('eventDefenceLate', 'These troops arrive after the native attack: they will not defend the village against it'),
} as const;

/** The checks every send starts with, whatever the target: the army itself, the tile on the map and not the sender's own. */
export function checkArmy(ask: SendAsk, w: Pick<SendWorld, 'from' | 'maxCoord'>): { ok: true; units: Record<string, number> } | { ok: false; error: Said } {
  const err = armyError(ask.units);
  if (err) return { ok: false, error: err };
  const units = normalizeArmy(ask.units);
  if (Object.keys(units).length === 0) return { ok: false, error: SEND_TEXT.noUnits };
  if (!inBounds(ask.x, ask.y, w.maxCoord)) return { ok: false, error: SEND_TEXT.offMap };
  if (ask.x === w.from.x && ask.y === w.from.y) return { ok: false, error: SEND_TEXT.ownTile };
  return { ok: true, units };
}

/**
 * The checks of sending an army (GAME.md section 6), in the order a player meets them: the army, the
 * target tile, what the move type allows, a siege's targets and workshop. Answers the army to send with
 * the warnings to show, or the refusal. With `validate` a siege without a workshop only warns.
 */
export function checkSend(ask: SendAsk, w: SendWorld): { ok: true; units: Record<string, number>; targets: string[]; warnings: Said[] } | { ok: false; error: Said } {
  const army = checkArmy(ask, w);
  if (!army.ok) return army;
  const { units } = army;
  const mt = ask.moveType;
  if (mt === 'settle') {
    if (w.target) return { ok: false, error: SEND_TEXT.cannotSettle };
    if (!units[SETTLER_KEY]) return { ok: false, error: SEND_TEXT.needsSettlers };
  } else if (!w.target) return { ok: false, error: SEND_TEXT.noVillage };
  if (mt === 'move' && w.target!.userId !== w.from.userId) return { ok: false, error: SEND_TEXT.moveOwn };
  if (mt === 'scout' && Object.keys(units).some((k) => k !== SCOUT_KEY)) return { ok: false, error: SEND_TEXT.scoutsOnly };
  const targets = ask.targets ?? [];
  if (mt !== 'siege' && targets.length) return { ok: false, error: SEND_TEXT.siegeTargets };
  const warnings: Said[] = [];
  // Friendly: one's own village or an ally's (GAME.md section 9); reinforcing either (or anyone) is allowed.
  const friendly = w.target && isFriendly({ user_id: w.from.userId, empire_id: w.from.empireId }, { user_id: w.target.userId, empire_id: w.target.empireId });
  if (friendly && ['attack', 'siege', 'scout'].includes(mt)) warnings.push(SEND_TEXT.friendly);
  if (mt === 'siege') {
    const slots = siegeSlots(w.workshopLevel);
    if (slots === 0) warnings.push(SIEGE_TEXT.noWorkshop);
    const e = siegeTargetsError(targets, slots, (k) => !!findBuilding(k));
    if (e && !(ask.validate && slots === 0)) return { ok: false, error: e };
    if (!ask.validate && slots === 0) return { ok: false, error: SIEGE_TEXT.noWorkshop };
  }
  return { ok: true, units, targets, warnings };
}

/** The unit types of `units` the village has fewer of at home than asked. */
export function missingUnits(units: Readonly<Record<string, number>>, home: ReadonlyArray<{ unit: string; amount: number }>): string[] {
  return Object.entries(units).filter(([k, n]) => (home.find((h) => h.unit === k)?.amount ?? 0) < n).map(([k]) => k);
}
