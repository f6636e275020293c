import type { MapObjective } from '../../server/contract/objectives';
import type { IconName } from '../panels/iconNames';

/**
 * Native events and objectives as the map draws them and their panel offers actions (issue 16, GAME.md
 * section 8): pure data, no Pixi and no React, so icons, colours, labels and the actions the server would
 * accept are unit-tested and the layer only turns them into pixels.
 */

export type ObjectiveType = MapObjective['type'];

/**
 * Who holds it, as the map colours it: the player's own kingdom (gold), a kingdom of the player's Empire
 * (blue), another kingdom (red), or natives (events and objectives nobody captured: pale parchment).
 */
export type HolderSide = 'own' | 'ally' | 'other' | 'natives';

export const HOLDER_COLOURS: Readonly<Record<HolderSide, number>> = {
  own: 0xf2c35b,
  ally: 0x5fa8e8,
  other: 0xe0453a,
  natives: 0xc9b68f,
};

/** The game-icons glyph of each type (client/panels/iconNames.ts, glyphs the client already ships). */
export const OBJECTIVE_ICONS: Readonly<Record<ObjectiveType, IconName>> = {
  attack1: 'stat:attack',
  attack2: 'tech:town_defenses',
  defend1: 'stat:defense',
  supply1: 'building:mineshaft',
  supply2: 'resource:aether',
  landmark: 'tile:landmark',
  monument: 'tile:monument',
  artifact: 'tile:artifact',
};
/** An event that ended in a native camp (it stays on the map and can still be attacked). */
export const CAMP_ICON: IconName = 'ui:settle';

export function objectiveIcon(o: Pick<MapObjective, 'type' | 'state'>): IconName {
  return o.state === 'camp' ? CAMP_ICON : OBJECTIVE_ICONS[o.type] ?? 'ui:unknown';
}

/** The reader: the session's user and its Empire (null: none). */
export interface Viewer {
  userId: number | undefined;
  empireId: number | null | undefined;
}

export function holderSide(o: Pick<MapObjective, 'holder'>, me: Viewer): HolderSide {
  const h = o.holder;
  if (!h) return 'natives';
  if (me.userId !== undefined && h.user_id === me.userId) return 'own';
  if (me.empireId != null && h.empire_id === me.empireId) return 'ally';
  return 'other';
}

/** Whether an event is still running its stages (camp, cleared, rewarded and failed ones are not). */
export function isRunning(o: Pick<MapObjective, 'category' | 'state'>): boolean {
  return o.category === 'event' && o.state === 'active';
}

/** "2/3" for a running event's stage (events of one stage have none to tell), else undefined. */
export function stageText(o: Pick<MapObjective, 'category' | 'state' | 'stage' | 'stages'>): string | undefined {
  if (!isRunning(o) || o.stage == null || o.stages == null || o.stages < 2) return undefined;
  return `${o.stage}/${o.stages}`;
}

/** Difficulty pips (1-3) of an event; 0 for objectives. */
export function pips(o: Pick<MapObjective, 'difficulty'>): number {
  const d = o.difficulty ?? 0;
  return Math.max(0, Math.min(3, Math.round(d)));
}

/** The catalogue key of an event's difficulty (events.difficulty1-3), or undefined. */
export function difficultyKey(o: Pick<MapObjective, 'difficulty'>): string | undefined {
  const d = pips(o);
  return d > 0 ? `events.difficulty${d}` : undefined;
}

/**
 * A short countdown for the map ("2d 4h", "3h 12m", "7m 05s", "0s"): the label under a marker has room
 * for a few characters only (the panel shows the full h:mm:ss).
 */
export function shortCountdown(msLeft: number): string {
  const s = Math.max(0, Math.ceil(msLeft / 1000));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m ${String(sec).padStart(2, '0')}s`;
  return `${sec}s`;
}

/** Share of the running stage gone at server time `nowMs` (0..1), or undefined without both ends. */
export function stageProgress(startedAt: string | null | undefined, endsAt: string | null | undefined, nowMs: number): number | undefined {
  if (!startedAt || !endsAt) return undefined;
  const a = Date.parse(startedAt);
  const b = Date.parse(endsAt);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  if (!(b > a)) return 1;
  return Math.min(1, Math.max(0, (nowMs - a) / (b - a)));
}

/** One event or objective ready to draw: where, which glyph, colour, pips, stage, deadline and, for a defend event, its target. */
export interface MapObjectiveMark {
  id: number;
  type: ObjectiveType;
  category: MapObjective['category'];
  state: MapObjective['state'];
  x: number;
  y: number;
  icon: IconName;
  side: HolderSide;
  pips: number;
  stage: string | undefined;
  /** The running stage's end (server ms), or undefined. */
  endsMs: number | undefined;
  incomings: number;
  /** Defend events: the village the natives march on (known once its details are read). */
  target?: { x: number; y: number };
}

export function toObjectiveMarks(list: readonly MapObjective[], me: Viewer, targets?: ReadonlyMap<number, { x: number; y: number }>): MapObjectiveMark[] {
  return list.map((o) => {
    const ends = o.ends_at ? Date.parse(o.ends_at) : NaN;
    return {
      id: o.id, type: o.type, category: o.category, state: o.state, x: o.x, y: o.y,
      icon: objectiveIcon(o), side: holderSide(o, me), pips: pips(o), stage: stageText(o),
      endsMs: Number.isFinite(ends) ? ends : undefined, incomings: o.incomings,
      target: o.type === 'defend1' ? targets?.get(o.id) : undefined,
    };
  });
}

/** The live event or objective on tile (x, y), if any (one live row per tile). */
export function objectiveAt<T extends { x: number; y: number }>(list: readonly T[] | undefined, x: number, y: number): T | undefined {
  return list?.find((o) => o.x === x && o.y === y);
}

/**
 * What the panel offers, as the server would accept it (server/game/objectives/texts.ts refusals):
 * - attack and scout: a running or camped attack event, or an objective the player's kingdom and Empire do
 *   not hold (natives' or a rival's);
 * - reinforce: a running defend event (the troops go to the village the natives march on), or an
 *   objective the player's kingdom or Empire holds;
 * - supplies: a running supply event, or a monument site the player's kingdom holds that is not complete
 *   and undamaged.
 * Sitters may send troops and merchants too; nothing here depends on the token.
 */
export interface ObjectiveActions {
  attack: boolean;
  scout: boolean;
  reinforce: boolean;
  supply: boolean;
}

export function objectiveActions(
  o: Pick<MapObjective, 'category' | 'type' | 'state' | 'holder'>,
  me: Viewer,
  monument?: { completed_at: string | null; damaged: boolean } | null,
): ObjectiveActions {
  const none = { attack: false, scout: false, reinforce: false, supply: false };
  if (o.category === 'event') {
    if (o.type === 'attack1' || o.type === 'attack2') {
      const open = o.state === 'active' || o.state === 'camp';
      return { ...none, attack: open, scout: open };
    }
    // A defend event or a supply event that became a camp is an attackable native camp.
    if (o.state === 'camp') return { ...none, attack: true, scout: true };
    if (o.state !== 'active') return none;
    if (o.type === 'defend1') return { ...none, reinforce: true };
    return { ...none, supply: true };
  }
  const side = holderSide(o, me);
  const friendly = side === 'own' || side === 'ally';
  const monumentOpen = o.type === 'monument' && side === 'own' && !(monument && monument.completed_at !== null && !monument.damaged);
  return { attack: !friendly, scout: !friendly, reinforce: friendly, supply: monumentOpen };
}

/** Where the panel's actions lead (the army send form and the logistics send form read the target from the URL). */
export function actionHref(action: keyof ObjectiveActions, o: { x: number; y: number }): string {
  if (action === 'supply') return `/village/logistics/send?x=${o.x}&y=${o.y}`;
  return `/village/army/send?x=${o.x}&y=${o.y}&moveType=${action}`;
}
