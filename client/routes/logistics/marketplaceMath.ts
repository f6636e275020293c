import { checkOffer, requestBounds } from '../../../server/game/trade/offers';
import { checkLoad, unload } from '../../../server/game/trade/cargo';
import { textOf } from '../../../server/game/texts';
import type { MakeOfferBody } from '../../api/offers';
import { parseLoad, TRADE_RESOURCES, type Loads, type TradeResource } from './logisticsMath';

export type SideInputs = Record<TradeResource, string>;
export const BLANK_SIDE: SideInputs = { wood: '', stone: '', iron: '', food: '' };
const NONE: Loads = { wood: 0, stone: 0, iron: 0, food: 0 };

/** One side of the form as amounts, or undefined when a field is not a whole number from 0 up to the contract's limit. */
export function parseSide(inputs: SideInputs): Loads | undefined {
  const parsed = TRADE_RESOURCES.map((r) => parseLoad(inputs[r] ?? ''));
  if (parsed.some((n) => n === undefined)) return undefined;
  return Object.fromEntries(TRADE_RESOURCES.map((r, i) => [r, parsed[i]!])) as Loads;
}

const total = (l: Loads) => TRADE_RESOURCES.reduce((s, r) => s + l[r], 0);

export interface OfferCheck {
  offer: Loads;
  request: Loads;
  offered: number;
  asked: number;
  /** The totals the request may have for this offer ([offer / 1.5, offer x 1.5], rounded inwards); none without an offer. */
  bounds?: { low: number; high: number };
  /** Merchants the offer reserves (ceil(total / capacity)). */
  needed: number;
  /** What is wrong, in the server's words (a catalogue key and its parameters), or 'badAmount' for a field that is no amount. */
  problem?: 'badAmount' | { key: string; params: Record<string, string | number> };
  /** Whether 'Not enough capacity' is the problem (the merchants line is marked). */
  overCapacity: boolean;
  body?: MakeOfferBody;
}

/**
 * What the make-an-offer form describes, checked by the server's own rules before sending: checkOffer
 * (resources on both sides, no resource on both, the request within requestBounds) and checkLoad (held
 * at home, carried by the free merchants: 'Not enough capacity').
 */
export function checkOfferForm(offerIn: SideInputs, requestIn: SideInputs, ctx: { stock: Loads; free: number; capacity: number; empireOnly: boolean }): OfferCheck {
  const offer = parseSide(offerIn);
  const request = parseSide(requestIn);
  const o = offer ?? NONE;
  const q = request ?? NONE;
  const offered = total(o);
  const needed = offered > 0 && ctx.capacity > 0 ? Math.ceil(offered / ctx.capacity) : 0;
  const base = { offer: o, request: q, offered, asked: total(q), bounds: offered > 0 ? requestBounds(offered) : undefined, needed, overCapacity: false };
  if (!offer || !request) return { ...base, problem: 'badAmount' };
  const bad = checkOffer(offer, request);
  if (bad) return { ...base, problem: textOf(bad) };
  const held = Object.fromEntries(TRADE_RESOURCES.map((r) => [r, Math.floor(ctx.stock[r])])) as Loads;
  const load = checkLoad(offer, held, ctx.free, ctx.capacity);
  if ('refused' in load) return { ...base, problem: textOf(load.refused), overCapacity: load.refused.key === 'refusals.merchants.capacity' };
  return { ...base, body: { offer, request, empireOnly: ctx.empireOnly } };
}

/** The ratio as the list shows it: requested per 1 offered, two decimals at most ("1.25"). */
export function ratioText(ratio: number): string {
  return String(Math.round(ratio * 100) / 100);
}

/**
 * What a cancel would give back now: the offer's load into the stock up to storage (the server's unload),
 * and what would not fit (lost). The cancel dialog warns when something would be lost.
 */
export function refundPreview(stock: Loads, offer: Loads, caps: { store_res: number; store_food: number }): { refunded: Loads; lost: Loads; anyLost: boolean } {
  const r = unload(stock, offer, caps);
  return { refunded: r.delivered, lost: r.lost, anyLost: total(r.lost) > 0 };
}

/** A load in words ("1,000 wood, 500 iron"), each resource named by `name` and its amount by `fmt`. */
export function loadText(load: Loads, name: (r: TradeResource) => string, fmt: (n: number) => string): string {
  return TRADE_RESOURCES.filter((r) => load[r] > 0).map((r) => `${fmt(load[r])} ${name(r)}`).join(', ');
}
