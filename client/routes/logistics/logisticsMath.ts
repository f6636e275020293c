import { distance } from '../../../server/game/movement/duration';
import { merchantTravelMs } from '../../../server/game/trade/send';
import type { SendMerchantsRequest } from '../../../server/contract/merchants';
import { elapsedShare } from '../../panels/Countdown';

export const LOGISTICS_TABS = ['overview', 'send', 'marketplace', 'exchange', 'traderoute'] as const;
export type LogisticsTab = (typeof LOGISTICS_TABS)[number];

/** /village/logistics/{tab}: an unknown or missing tab is the overview. */
export function logisticsTabOf(path: string | undefined): LogisticsTab {
  const first = (path ?? '').split('/')[0];
  return (LOGISTICS_TABS as readonly string[]).includes(first!) ? (first as LogisticsTab) : 'overview';
}

export const TRADE_RESOURCES = ['wood', 'stone', 'iron', 'food'] as const;
export type TradeResource = (typeof TRADE_RESOURCES)[number];
export type Loads = Record<TradeResource, number>;

/** The contract's largest load of one resource (server/contract/merchants.ts). */
export const MAX_LOAD = 100_000_000;

/**
 * A typed amount: blank is 0; anything but a whole number from 0 up to the contract's limit is
 * undefined, so the form says so rather than guessing. Spaces, commas and underscores are grouping.
 */
export function parseLoad(text: string): number | undefined {
  const s = text.trim().replace(/[\s,_]/g, '');
  if (s === '') return 0;
  if (!/^\d+$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) && n <= MAX_LOAD ? n : undefined;
}

/** A coordinate as typed: a whole number (a minus allowed), else undefined. */
export function parseCoordText(text: string): number | undefined {
  const s = text.trim();
  return /^-?\d+$/.test(s) ? Number(s) : undefined;
}

/** Merchants a load needs (GAME.md section 7): ceil(total / capacity); none for nothing. */
export function merchantsNeeded(total: number, capacity: number): number {
  if (total <= 0) return 0;
  if (!(capacity > 0)) return Infinity;
  return Math.ceil(total / capacity);
}

/**
 * The most of one resource the 'max' button puts in: what the village holds, capped by what the free
 * merchants still carry besides the other resources already in the form (never below 0).
 */
export function maxLoad(resource: TradeResource, stock: Loads, loads: Loads, free: number, capacity: number): number {
  const others = TRADE_RESOURCES.filter((r) => r !== resource).reduce((s, r) => s + loads[r], 0);
  const room = Math.max(0, free * capacity - others);
  return Math.max(0, Math.min(Math.floor(stock[resource]), room));
}

/** Distance (tiles), one-way travel (ms) and arrival (ms) of merchants leaving `from` for `to` now. */
export function tradeTrip(from: { x: number; y: number }, to: { x: number; y: number }, worldSpeed: number, nowMs: number) {
  const ms = merchantTravelMs(from, to, worldSpeed);
  return { distance: distance(from, to), ms, arrival: nowMs + ms };
}

export type LoadProblem = 'badAmount' | 'nothing' | 'capacity' | 'noResources';
export type TargetProblem = 'badTarget' | 'sameVillage';

export interface SendCheck {
  loads?: Loads;
  total: number;
  needed: number;
  /** What is wrong with the amounts (the server's 'Not enough capacity' among them), said before sending. */
  load?: LoadProblem;
  /** What is wrong with the target. */
  target?: TargetProblem;
  /** The body to send, when nothing is wrong. */
  body?: SendMerchantsRequest;
}

/**
 * What the send form describes: the loads, their total, the merchants they need (ceil(total / capacity))
 * and the body to send, or what is wrong with the amounts and with the target, each on its own so the
 * form can say 'Not enough capacity' before a target is chosen.
 */
export function checkSend(inputs: Record<TradeResource, string>, x: string, y: string, ctx: {
  stock: Loads; free: number; capacity: number; from?: { x: number; y: number };
}): SendCheck {
  const cx = parseCoordText(x);
  const cy = parseCoordText(y);
  const target: TargetProblem | undefined = cx === undefined || cy === undefined ? 'badTarget'
    : ctx.from && ctx.from.x === cx && ctx.from.y === cy ? 'sameVillage' : undefined;
  const parsed = TRADE_RESOURCES.map((r) => parseLoad(inputs[r] ?? ''));
  if (parsed.some((n) => n === undefined)) return { total: 0, needed: 0, load: 'badAmount', target };
  const loads = Object.fromEntries(TRADE_RESOURCES.map((r, i) => [r, parsed[i]!])) as Loads;
  const total = TRADE_RESOURCES.reduce((s, r) => s + loads[r], 0);
  const needed = merchantsNeeded(total, ctx.capacity);
  const load: LoadProblem | undefined = total === 0 ? 'nothing'
    : needed > ctx.free ? 'capacity'
      : TRADE_RESOURCES.some((r) => loads[r] > Math.floor(ctx.stock[r])) ? 'noResources' : undefined;
  const body = !load && !target ? { ...loads, x: cx!, y: cy! } : undefined;
  return { loads, total, needed, load, target, body };
}

/** How far a trip has come, 0..1 (started_at -> due_at). */
export function tripProgress(startedAt: string, dueAt: string, nowMs: number): number {
  return elapsedShare(startedAt, dueAt, nowMs);
}
