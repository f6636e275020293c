import type { VillageResponse } from '../../../server/contract';

/**
 * The arithmetic of the queue panel (GAME.md section 4), pure so the panel and the tests agree.
 * GET /villages/{id} gives each item `work`, `work_done` (exact at the last change of its rate),
 * `started_at` (null while waiting) and `due_at` (the head's completion; a waiting item's estimate).
 */
export type QueueEntry = VillageResponse['buildQueue'][number];

const HOUR_MS = 3_600_000;

const parse = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : null;
};

/** Whole seconds until the item is due at `nowMs` (0 once due); null when it cannot finish (no production). */
export function queueSecondsLeft(item: Pick<QueueEntry, 'due_at'>, nowMs: number): number | null {
  const due = parse(item.due_at);
  if (due === null) return null;
  return Math.max(0, Math.ceil((due - nowMs) / 1000));
}

/**
 * Share of the item's work done at `nowMs`, 0..1. A waiting item keeps what it has (usually 0). The
 * head runs at a constant rate from its last rate change to `due_at`; the read only carries `started_at`,
 * so the elapsed share of [started_at, due_at] is used, never below the recorded `work_done` (after a
 * rate change the recorded share is exact and the bar must not jump back).
 */
export function queueProgress(item: QueueEntry, nowMs: number): number {
  const recorded = item.work > 0 ? Math.min(1, Math.max(0, item.work_done / item.work)) : 1;
  const start = parse(item.started_at);
  const due = parse(item.due_at);
  if (start === null || due === null) return recorded;
  if (nowMs >= due) return 1;
  if (due <= start) return 1;
  const elapsed = Math.min(1, Math.max(0, (nowMs - start) / (due - start)));
  return Math.max(recorded, elapsed);
}

/** The first item whose countdown has run out: the panel reloads the village then (SPEC.md section 4). */
export function anyDue(items: QueueEntry[], nowMs: number): boolean {
  return items.some((i) => i.started_at !== null && queueSecondsLeft(i, nowMs) === 0);
}

/** Queue length of the village's tier (GET user/gamedata `tiers[].queueLength`); undefined when unknown. */
export function queueCapacity(tiers: Array<{ key: string; queueLength: number }> | undefined, tier: string): number | undefined {
  return tiers?.find((x) => x.key === tier)?.queueLength;
}

export function queueIsFull(length: number, capacity: number | undefined): boolean {
  return capacity !== undefined && length >= capacity;
}

/** Work-rate multiplier of `builders` charges (GAME.md section 4): +100% a building, +50% anything else. */
export function builderBoost(kind: string, builders: number, boost = { building: 1, other: 0.5 }): number {
  const per = kind === 'building' ? boost.building : boost.other;
  return 1 + Math.max(0, Math.floor(builders)) * per;
}

/** Seconds `work` points take at `production` points per hour with `builders` charges; null without production. */
export function workSeconds(work: number, production: number, kind = 'building', builders = 0, boost?: { building: number; other: number }): number | null {
  const rate = production * builderBoost(kind, builders, boost);
  if (!(rate > 0)) return null;
  return Math.ceil((Math.max(0, work) / rate) * (HOUR_MS / 1000));
}
