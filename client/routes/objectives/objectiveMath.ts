import type { MapObjective } from '../../api/objectives';
import type { IconName } from '../../panels/iconNames';
import type { TextFn } from '../../panels/text';

/**
 * The list and overview of events and objectives (/map/objectives, /objective/{id}): sorting, distance,
 * the icon and texts of a type, and the links that open the army and logistics forms at its tile. Pure.
 */

export const OBJECTIVE_SORTS = ['distance', 'type', 'deadline'] as const;
export type ObjectiveSort = (typeof OBJECTIVE_SORTS)[number];

/** The order types are listed in when sorted by type: the five events, then the three objectives. */
export const TYPE_ORDER = ['attack1', 'attack2', 'defend1', 'supply1', 'supply2', 'landmark', 'monument', 'artifact'] as const;

/** Tiles between two points as movement measures them (Euclidean, server/game/movement/duration). */
export function tileDistance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** A distance with one decimal (e.g. 4.2). */
export function formatTiles(d: number): string {
  return (Math.round(d * 10) / 10).toFixed(1);
}

const typeRank = (type: string) => {
  const i = (TYPE_ORDER as readonly string[]).indexOf(type);
  return i < 0 ? TYPE_ORDER.length : i;
};
const deadlineOf = (o: Pick<MapObjective, 'ends_at'>) => (o.ends_at ? Date.parse(o.ends_at) : Number.POSITIVE_INFINITY);

/**
 * The list in the chosen order (a new array): by distance from `from` (nearest first; without a village,
 * by id), by type (events then objectives, nearest first within a type), or by deadline (soonest first;
 * those with none last, nearest first). Ties fall back to the id, so the order never flickers.
 */
export function sortObjectives<T extends { id: number; type: string; x: number; y: number; ends_at: string | null }>(list: readonly T[], sort: ObjectiveSort, from?: { x: number; y: number }): T[] {
  const dist = (o: T) => (from ? tileDistance(from, o) : 0);
  const byDistance = (a: T, b: T) => dist(a) - dist(b) || a.id - b.id;
  const cmp: Record<ObjectiveSort, (a: T, b: T) => number> = {
    distance: byDistance,
    type: (a, b) => typeRank(a.type) - typeRank(b.type) || byDistance(a, b),
    deadline: (a, b) => {
      const da = deadlineOf(a);
      const db = deadlineOf(b);
      if (da !== db) return da === Number.POSITIVE_INFINITY ? 1 : db === Number.POSITIVE_INFINITY ? -1 : da - db;
      return byDistance(a, b);
    },
  };
  return [...list].sort(cmp[sort]);
}

/** ?sort= of the list page: an unknown value is the default, distance. */
export function sortOf(value: string | null | undefined): ObjectiveSort {
  return (OBJECTIVE_SORTS as readonly string[]).includes(value ?? '') ? (value as ObjectiveSort) : 'distance';
}

/** The icon of a type: events by their kind (attack, defend, supply), objectives by their own glyph. */
export function objectiveIcon(type: string): IconName {
  if (type === 'landmark' || type === 'monument' || type === 'artifact') return `tile:${type}`;
  if (type === 'defend1') return 'stat:defense';
  if (type === 'supply1') return 'resource:merchants';
  if (type === 'supply2') return 'resource:aether';
  return 'stat:attack';
}

/** The name of an event or objective: its catalogue key ('events.attack1'), else its type's. */
export function objectiveName(t: TextFn, o: Pick<MapObjective, 'name' | 'type' | 'category'>): string {
  const key = o.name.includes('.') ? o.name : `${o.category === 'event' ? 'events' : 'objectives'}.${o.type}`;
  const text = t(key);
  return text === key ? o.type : text;
}

/** The state as a player reads it (events.states.*, objectivePages.states.*). */
export function stateText(t: TextFn, o: Pick<MapObjective, 'state' | 'holder'>): string {
  if (o.state === 'native' || o.state === 'held') return t(`objectivePages.states.${o.state}`);
  return t(`events.states.${o.state}`);
}

/** 'Easy' / 'Moderate' / 'Hard', or '' for objectives. */
export function difficultyText(t: TextFn, difficulty: number | null): string {
  return difficulty === null ? '' : t(`events.difficulty${difficulty}`);
}

/** The estimated arrival text of a defend event (server's key and count: 'under 30 minutes'). */
export function arrivalText(t: TextFn, arrival: { key: string; count?: number } | null | undefined): string {
  if (!arrival) return '';
  return t(arrival.key, arrival.count === undefined ? undefined : { count: arrival.count });
}

/** How far the running stage is (0..1) between its start and its end at `now`; 0 without both. */
export function stageProgress(startedAt: string | null, endsAt: string | null, now: number): number {
  if (!startedAt || !endsAt) return 0;
  const a = Date.parse(startedAt);
  const b = Date.parse(endsAt);
  if (!(b > a)) return 1;
  return Math.min(1, Math.max(0, (now - a) / (b - a)));
}

/** What can be done at a tile by type and who holds it: the army and logistics forms it opens. */
export interface ObjectiveAction { key: 'attack' | 'scout' | 'reinforce' | 'supply'; to: string }

export function objectiveActions(o: Pick<MapObjective, 'category' | 'type' | 'x' | 'y' | 'state' | 'holder'>, viewerId: number | undefined): ObjectiveAction[] {
  const army = (moveType: string, at: { x: number; y: number } = o) => `/village/army/send?x=${at.x}&y=${at.y}&moveType=${moveType}`;
  const ended = o.state === 'rewarded' || o.state === 'failed';
  if (ended) return [];
  if (o.category === 'event') {
    if (o.type === 'supply1' || o.type === 'supply2') return [{ key: 'supply', to: `/village/logistics/send?x=${o.x}&y=${o.y}` }];
    // Reinforcing the event's tile sends the troops to the village its natives march on, as `event_defending`
    // (their defence counts as a share of the rewards).
    if (o.type === 'defend1' && o.state === 'active') return [{ key: 'reinforce', to: army('reinforce') }];
    return [{ key: 'attack', to: army('attack') }, { key: 'scout', to: army('scout') }];
  }
  const mine = viewerId !== undefined && o.holder?.user_id === viewerId;
  const out: ObjectiveAction[] = mine ? [{ key: 'reinforce', to: army('reinforce') }]
    : [{ key: 'attack', to: army('attack') }, { key: 'scout', to: army('scout') }];
  if (o.type === 'monument' && mine) out.push({ key: 'supply', to: `/village/logistics/send?x=${o.x}&y=${o.y}` });
  return out;
}
