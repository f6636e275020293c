import { MAX_UNIT_AMOUNT } from '../../../server/contract/units';
import type { MoveType } from '../../../server/contract/units';
import { NOBLE_KEY } from '../../../server/game/battle/loyalty';
import type { Army, NobleChoice, SendBody } from '../../api/units';
import { elapsedShare } from '../../panels/Countdown';

/** Calling back is allowed within 10 minutes of sending, not scaled by speed (docs/API.md). */
export const CALLBACK_WINDOW_MS = 10 * 60 * 1000;

/**
 * A typed amount as a whole count: blanks are 0; anything that is not a whole, non-negative number
 * (or is above the server's limit) is undefined so the form can refuse it rather than guess.
 */
export function parseAmount(text: string): number | undefined {
  const s = text.trim().replace(/[\s,_]/g, '');
  if (s === '') return 0;
  if (!/^\d+$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) && n <= MAX_UNIT_AMOUNT ? n : undefined;
}

/** The army object a call sends: only the units with a count above 0; undefined when any entry is invalid. */
export function buildArmy(inputs: Record<string, string>): Army | undefined {
  const army: Army = {};
  for (const [key, text] of Object.entries(inputs)) {
    const n = parseAmount(text);
    if (n === undefined) return undefined;
    if (n > 0) army[key] = n;
  }
  return army;
}

/** Units a send asks for beyond what stands at home. */
export function overHome(army: Army, home: Army): string[] {
  return Object.entries(army).filter(([k, n]) => n > (home[k] ?? 0)).map(([k]) => k);
}

export function armyCount(army: Army | null | undefined): number {
  return Object.values(army ?? {}).reduce((s, n) => s + n, 0);
}

/** Entries with a count, in the order of the game's unit table (unknown keys last). */
export function armyEntries(army: Army | null | undefined, order: readonly string[] = []): Array<[string, number]> {
  const rank = (k: string) => { const i = order.indexOf(k); return i < 0 ? order.length : i; };
  return Object.entries(army ?? {}).filter(([, n]) => n > 0).sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]));
}

/** How far a movement has travelled, 0..1. */
export function movementProgress(startedAt: string, dueAt: string, nowMs: number): number {
  return elapsedShare(startedAt, dueAt, nowMs);
}

/** Whether the owner may still turn an outgoing movement around. */
export function canCallBack(m: { own: boolean; kind: string; started_at: string; due_at: string }, nowMs: number): boolean {
  if (!m.own || m.kind === 'returning') return false;
  const sent = Date.parse(m.started_at);
  return nowMs >= sent && nowMs - sent <= CALLBACK_WINDOW_MS && nowMs < Date.parse(m.due_at);
}

/** Coordinates from a query string value; undefined when absent or not a whole number. */
export function parseCoord(v: string | null): number | undefined {
  if (v === null || !/^-?\d+$/.test(v.trim())) return undefined;
  return Number(v.trim());
}

/** Several groups' armies added up (the defenders of a battle: the village's own and each reinforcement). */
export function sumGroups(groups: ReadonlyArray<{ units: Army | null | undefined }> | null | undefined): Army {
  const out: Army = {};
  for (const g of groups ?? []) for (const [k, n] of Object.entries(g.units ?? {})) out[k] = (out[k] ?? 0) + n;
  return out;
}

/** Whether Nobles in this army have a choice to make: they lower loyalty only in attacks and sieges. */
export function nobleChoiceApplies(army: Army | undefined, moveType: MoveType): boolean {
  return (moveType === 'attack' || moveType === 'siege') && (army?.[NOBLE_KEY] ?? 0) > 0;
}

/**
 * The body the form describes, or the reason it cannot be sent yet. `targets` (one entry per open
 * slot, '' for an empty slot) go only with a siege; the Nobles' `choice` only with Nobles attacking.
 */
export function sendBody(units: Record<string, string>, x: string, y: string, moveType: MoveType, home: Army,
  extra: { targets?: readonly string[]; choice?: NobleChoice } = {}):
  { body: SendBody } | { error: 'badInput' | 'noUnits' | 'tooMany'; units?: string[] } {
  const army = buildArmy(units);
  const cx = parseCoord(x);
  const cy = parseCoord(y);
  if (!army || cx === undefined || cy === undefined) return { error: 'badInput' };
  if (Object.keys(army).length === 0) return { error: 'noUnits' };
  const over = overHome(army, home);
  if (over.length) return { error: 'tooMany', units: over };
  const body: SendBody = { units: army, x: cx, y: cy, moveType };
  if (moveType === 'siege') body.targets = (extra.targets ?? []).filter((k) => k !== '');
  if (nobleChoiceApplies(army, moveType)) body.choice = extra.choice ?? 'conquer';
  return { body };
}

/** The objective types whose names are in the catalogue's `objectives` group (the rest are events). */
const OBJECTIVE_TYPE_KEYS: readonly string[] = ['landmark', 'monument', 'artifact'];

/** The catalogue key naming the type of an event or objective troops stand at: 'objectives.landmark', 'events.attack1'. */
export function objectiveTypeKey(type: string): string {
  return `${OBJECTIVE_TYPE_KEYS.includes(type) ? 'objectives' : 'events'}.${type}`;
}

/** The groups of a village standing at objectives after one of them was recalled (the list before its reload). */
export function withoutObjectiveGroup<G extends { objective_id: number }>(items: readonly G[], objectiveId: number): G[] {
  return items.filter((g) => g.objective_id !== objectiveId);
}
