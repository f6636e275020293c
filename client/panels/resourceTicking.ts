/**
 * Client-side resource growth between reloads (SPEC.md section 4). The server settles every amount at
 * `computed_at`; the client extrapolates from there: a store gains one unit per 3600/rate seconds and
 * stops at its cap; food moves by its net rate, draining to 0 or filling to store_food.
 * Pure functions of (settled state, now) so the panel, the storage tab and the tests agree.
 */
import type { VillageState } from '../../server/contract';

export type StoredResource = 'wood' | 'stone' | 'iron' | 'food';
export const STORED_RESOURCES: readonly StoredResource[] = ['wood', 'stone', 'iron', 'food'];

/** Displayed production = floor(base x (1 + improvement)) (SPEC.md section 4). */
export function effectiveRate(base: number, improvement: number): number {
  return Math.floor(base * (1 + improvement));
}

export interface ResourceTrack {
  /** Settled amount at `settledAtMs`. */
  amount: number;
  /** Units per hour; negative only for food. */
  ratePerHour: number;
  cap: number;
  settledAtMs: number;
}

/** Whole units in store at `nowMs`. */
export function amountAt(track: ResourceTrack, nowMs: number): number {
  const { amount, ratePerHour, cap } = track;
  const hours = Math.max(0, nowMs - track.settledAtMs) / 3_600_000;
  if (ratePerHour > 0) {
    // A store already over its cap (its building was lowered) keeps what it has but gains nothing.
    if (amount >= cap) return Math.floor(amount);
    return Math.floor(Math.min(cap, amount + ratePerHour * hours));
  }
  if (ratePerHour < 0) return Math.floor(Math.max(0, amount + ratePerHour * hours));
  return Math.floor(amount);
}

/**
 * Seconds until the store is full, or for a draining store until it is empty; 0 when already full
 * (or empty); null when nothing changes (rate 0).
 */
export function secondsUntilLimit(track: ResourceTrack, nowMs: number): number | null {
  const hours = Math.max(0, nowMs - track.settledAtMs) / 3_600_000;
  const { amount, ratePerHour, cap } = track;
  if (ratePerHour > 0) {
    const current = Math.min(Math.max(amount, cap), amount + ratePerHour * hours);
    return current >= cap ? 0 : Math.ceil(((cap - current) / ratePerHour) * 3600);
  }
  if (ratePerHour < 0) {
    const current = Math.max(0, amount + ratePerHour * hours);
    return current <= 0 ? 0 : Math.ceil((current / -ratePerHour) * 3600);
  }
  return null;
}

/** Full when the store reached its cap while growing. */
export function isFull(track: ResourceTrack, nowMs: number): boolean {
  return track.ratePerHour >= 0 && amountAt(track, nowMs) >= Math.floor(track.cap);
}

/** The four tracks of a village, settled at its `computed_at`. */
export function villageTracks(v: VillageState): Record<StoredResource, ResourceTrack> {
  const settledAtMs = Date.parse(v.computed_at);
  const grow = (amount: number, base: number, impr: number): ResourceTrack => ({
    amount, ratePerHour: effectiveRate(base, impr), cap: v.store_res, settledAtMs,
  });
  return {
    wood: grow(v.wood, v.prod_wood, v.impr_wood),
    stone: grow(v.stone, v.prod_stone, v.impr_stone),
    iron: grow(v.iron, v.prod_iron, v.impr_iron),
    food: { amount: v.food, ratePerHour: v.prod_food_net, cap: v.store_food, settledAtMs },
  };
}

/** The breakdown shown when a resource is clicked: base per hour, bonus, and for food the deductions. */
export interface RateBreakdown {
  base: number;
  bonus: number;
  gross: number;
  population?: number;
  consumption?: number;
  net: number;
}

export function rateBreakdown(v: VillageState, r: StoredResource): RateBreakdown {
  const base = v[`prod_${r}`];
  const bonus = v[`impr_${r}`];
  const gross = effectiveRate(base, bonus);
  if (r !== 'food') return { base, bonus, gross, net: gross };
  return { base, bonus, gross, population: v.population, consumption: v.consumption, net: v.prod_food_net };
}
