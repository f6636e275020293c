import type { TradeMovement } from '../../api/merchants';

/**
 * The aether store's arithmetic, pure so the page and its tests share it: lots of resources for aether
 * (aetherCosts.purchase: `aether` for `resources` of one resource) and the deliveries on their way.
 */
export const STORE_RESOURCES = ['wood', 'stone', 'iron', 'food'] as const;
export type StoreResource = (typeof STORE_RESOURCES)[number];

export interface PurchaseRate { aether: number; resources: number }

/** How many lots each offered choice buys: 1, 5, 10 and 50 lots (100 / 500 / 1,000 / 5,000 at 100 a lot). */
export const LOT_CHOICES = [1, 5, 10, 50] as const;

export interface Lot { lots: number; amount: number; price: number }

/** The lots offered for one resource, each with its amount and aether price. */
export function storeLots(rate: PurchaseRate, choices: readonly number[] = LOT_CHOICES): Lot[] {
  return choices.map((lots) => ({ lots, amount: lots * rate.resources, price: lots * rate.aether }));
}

/** Whether the balance pays the price (unknown balance: not yet). */
export function affordable(price: number, aether: number | undefined): boolean {
  return aether !== undefined && price <= aether;
}

/** The aether store's deliveries among a village's incoming trade movements (kind 'delivery', origin 'purchase'), soonest first. */
export function purchaseDeliveries(items: readonly TradeMovement[] | undefined): TradeMovement[] {
  return (items ?? []).filter((m) => m.kind === 'delivery' && m.origin_kind === 'purchase')
    .sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at) || a.id - b.id);
}

/** Seconds of a delivery's way done and in all, at `nowMs` (clamped), for its progress bar. */
export function deliveryProgress(m: Pick<TradeMovement, 'started_at' | 'due_at'>, nowMs: number): { done: number; total: number } {
  const start = Date.parse(m.started_at);
  const end = Date.parse(m.due_at);
  const total = Math.max(1, Math.round((end - start) / 1000));
  const done = Math.min(total, Math.max(0, Math.round((nowMs - start) / 1000)));
  return { done, total };
}

/** The one resource a delivery carries and how much (a purchase is of one resource). */
export function deliveryCargo(resources: Record<StoreResource, number>): { resource: StoreResource; amount: number } {
  const resource = STORE_RESOURCES.find((r) => resources[r] > 0) ?? 'wood';
  return { resource, amount: resources[resource] };
}

/** Milliseconds until the next grant (0 when it can be taken now). */
export function msUntil(iso: string, nowMs: number): number {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? Math.max(0, t - nowMs) : 0;
}
