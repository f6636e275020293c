import type { PersistedQueueItem, QueueItemKind } from '../../../machines/queueItem';
import type { Cost } from '../data/resources';
import type { TierKey } from '../data/tiers';
import type { Stock, VillageRates } from '../economy';

/**
 * The pure model of one village's production queue (GAME.md section 4). The database layer loads it,
 * the rules in this folder return a new one, and the database layer writes the difference back.
 * Times are epoch milliseconds.
 */

export interface QueueEntry {
  /** The row id; 0 for an item the rules just created (the database assigns it). */
  id: number;
  kind: QueueItemKind;
  /** Building type (building items) or unit key (unit items); null for science and culture. */
  target: string | null;
  /** Units, science or culture points; 1 for a building level. */
  amount: number;
  /** The level a building item raises its building to. */
  level: number | null;
  /** Resources paid when queued (refunded in part on cancel). */
  cost: Cost;
  work: number;
  builders: number;
  /** The item's lifecycle (machines/queueItem.ts), as stored in queue_items.snapshot. */
  item: PersistedQueueItem;
  /** Active item: when its work is done. Waiting item: when it would be done at today's production. */
  dueAt: number | null;
}

export interface VillageEconomy {
  tier: TierKey;
  stock: Stock;
  /** The instant `stock` is exact at (villages.resources_updated_at). */
  stockAt: number;
  /** Every building row of the village (type and level). */
  buildings: Array<{ type: string; level: number }>;
  /** The queue in order; the first item is the head. */
  queue: QueueEntry[];
  /**
   * Food per hour eaten by units that completed in memory since the economy was loaded: the caller's
   * rates count only the units it read, and trained units eat from the instant they complete.
   */
  trainedUpkeep?: number;
}

/** What the rules need from outside: the village's rates for a set of building levels. */
export interface EconomyEnv {
  /** Rates with these buildings (tiles, units, tier and world speed fixed by the caller). */
  rates: (buildings: ReadonlyArray<{ type: string; level: number }>) => VillageRates;
}

/** What completing an item changes besides the village's own buildings. */
export type ItemEffect =
  | { kind: 'building'; type: string; level: number }
  | { kind: 'unit'; unit: string; amount: number }
  | { kind: 'science'; amount: number }
  | { kind: 'culture'; amount: number };

export interface Completed {
  entry: QueueEntry;
  /** When it completed (its due instant, not the wall clock). */
  at: number;
  effect: ItemEffect;
}
