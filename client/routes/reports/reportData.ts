import type { Army } from '../../api/units';

/**
 * The attacking side as it was at the arrival: its village's name and place and its player's name are
 * stored with the report (reports before that carry only the ids).
 */
export interface ReportSide {
  user_id: number | null;
  village_id: number | null;
  username?: string | null;
  name?: string | null;
  x?: number | null;
  y?: number | null;
}

/**
 * The `data` of a report as the server writes it (server/api/units/arrival.ts). Reports are stored
 * JSON, so every field is read defensively: an older or other-kind report simply lacks some.
 */
export interface BattleData {
  attacker?: ReportSide & { units: Army; lost: Army };
  defender?: { user_id: number | null; username?: string | null; village_id: number; name: string; x: number; y: number; groups: Array<{ owner: number | 'home'; units: Army }>; lost: Array<{ owner: number | 'home'; units: Army }> };
  winner?: 'attacker' | 'defender';
  luck?: number;
  wall?: number;
  attackStrength?: number;
  defenceStrength?: number;
  loot?: Record<string, number>;
  /** Hits of a siege: each chosen target, then the walls roll; `points` are the damage points rolled. */
  siege?: Array<{ building: string; points?: number; from: number; to: number }>;
  /** result: 'unchanged' | 'lowered' | 'conquered' | 'destroyed' (older reports: null). */
  loyalty?: { from: number; to: number; result: string | null };
  /** The movement's kind: attack or siege. */
  moveType?: string;
  /** In the old owner's report of a conquest: the village's own troops the conquest disbanded. */
  disbanded?: {
    home?: Army;
    abroad?: Array<{ village_id: number; units: Army }>;
    moving?: Array<{ movement_id: number; kind: string; units: Army; resources?: Record<string, number> }>;
  };
  movement_id?: number;
  to?: { x: number; y: number };
}

export interface ScoutData {
  village_id?: number;
  name?: string;
  x?: number;
  y?: number;
  /** The target's player at the time (newer reports). */
  username?: string | null;
  /** Who sent the scouts (newer reports). */
  attacker?: ReportSide;
  success?: boolean;
  sent?: Army;
  lost?: Army;
  report?: { wallLevel: number; armySize: number; food: number; districts: string[] } | null;
  defenderLosses?: Array<{ owner: number | 'home'; units: Army }>;
  to?: { x: number; y: number };
}

/** A delivery (kind `merchants`): an exchange's or a purchase's resources that reached the village. */
export interface DeliveryData {
  village_id?: number;
  name?: string;
  origin?: 'exchange' | 'purchase' | string;
  /** What was sent. */
  resources?: Record<string, number> | null;
  /** What the stores took, and what did not fit. */
  delivered?: Record<string, number> | null;
  lost?: Record<string, number> | null;
}

/**
 * Merchants that unloaded in a village (kind `merchants`, both the sender's and the receiver's report) or,
 * with `to` instead of a village, found none there and turned back with their load.
 */
export interface MerchantsData {
  village_id?: number;
  name?: string;
  x?: number;
  y?: number;
  /** The receiving village's player. */
  username?: string | null;
  from_village_id?: number | null;
  /** Who sent them and from where (newer reports; older ones carry from_village_id only). */
  sender?: ReportSide;
  /** What they carried, what the stores took, what did not fit. */
  resources?: Record<string, number> | null;
  delivered?: Record<string, number> | null;
  lost?: Record<string, number> | null;
  merchants?: number;
  to?: { x: number; y: number };
}

export interface MoveData {
  village_id?: number;
  from_village_id?: number | null;
  units?: Army;
  resources?: Record<string, number> | null;
  x?: number;
  y?: number;
  to?: { x: number; y: number };
  from?: { x: number; y: number };
  reason?: string;
  /** A return: loot that did not fit the stores. */
  lost?: Record<string, number>;
  /** A return: what the troops had gone out to do. */
  origin?: string | null;
}

/** Units that starved in one of the player's villages (food ran out). */
export interface StarvationData {
  village_id?: number;
  name?: string;
  x?: number;
  y?: number;
  lost?: Army;
}

/** Whether a value is an army (unit key -> count), so a report of an unknown kind can still draw it with icons. */
export function isArmyLike(v: unknown, unitKeys: readonly string[]): v is Army {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return entries.length > 0 && entries.every(([k, n]) => unitKeys.includes(k) && typeof n === 'number');
}

/** Subtracts losses from a sent army (what came home). */
export function survivors(sent: Army | undefined, lost: Army | undefined): Army {
  const out: Army = {};
  for (const [k, n] of Object.entries(sent ?? {})) out[k] = Math.max(0, n - (lost?.[k] ?? 0));
  return out;
}
