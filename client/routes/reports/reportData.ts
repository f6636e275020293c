import type { Army } from '../../api/units';

/**
 * The `data` of a report as the server writes it (server/api/units/arrival.ts). Reports are stored
 * JSON, so every field is read defensively: an older or other-kind report simply lacks some.
 */
export interface BattleData {
  attacker?: { user_id: number | null; village_id: number | null; units: Army; lost: Army };
  defender?: { user_id: number | null; village_id: number; name: string; x: number; y: number; groups: Array<{ owner: number | 'home'; units: Army }>; lost: Array<{ owner: number | 'home'; units: Army }> };
  winner?: 'attacker' | 'defender';
  luck?: number;
  wall?: number;
  attackStrength?: number;
  defenceStrength?: number;
  loot?: Record<string, number>;
  siege?: Array<{ building: string; from: number; to: number }>;
  loyalty?: { from: number; to: number; result: string | null };
  to?: { x: number; y: number };
}

export interface ScoutData {
  village_id?: number;
  name?: string;
  x?: number;
  y?: number;
  success?: boolean;
  sent?: Army;
  lost?: Army;
  report?: { wallLevel: number; armySize: number; food: number; districts: string[] } | null;
  defenderLosses?: Array<{ owner: number | 'home'; units: Army }>;
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
}

/** Subtracts losses from a sent army (what came home). */
export function survivors(sent: Army | undefined, lost: Army | undefined): Army {
  const out: Army = {};
  for (const [k, n] of Object.entries(sent ?? {})) out[k] = Math.max(0, n - (lost?.[k] ?? 0));
  return out;
}
