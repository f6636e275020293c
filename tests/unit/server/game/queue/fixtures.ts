import { newVillageSetup, villageRates } from '../../../../../server/game/economy';
import type { EconomyEnv, QueueContext, VillageEconomy } from '../../../../../server/game/queue';
import type { TierKey } from '../../../../../server/game/data/tiers';

/** A scenario builder for the queue rules: a new village (standard setup) at T0, speed 1. */

export const H = 3_600_000;
export const T0 = Date.parse('2026-06-01T12:00:00Z');

export function envFor(tier: TierKey = 'village', speed = 1): EconomyEnv {
  return { rates: (buildings) => villageRates({ tier, buildings: [...buildings], tiles: [], unitConsumption: 0 }, speed) };
}

export function aVillage(over: Partial<VillageEconomy> = {}): VillageEconomy {
  const setup = newVillageSetup();
  return { tier: 'village', stock: setup.stock, stockAt: T0, buildings: setup.buildings, queue: [], ...over };
}

export function ctxFor(over: Partial<QueueContext> = {}): QueueContext {
  return {
    now: T0, districts: [], researched: new Set(), researching: false, builders: 0, env: envFor(), ...over,
  };
}

/** Gives every new entry a distinct id, as the database would. */
let nextId = 1;
export function withIds(v: VillageEconomy): VillageEconomy {
  return { ...v, queue: v.queue.map((e) => (e.id === 0 ? { ...e, id: nextId++ } : e)) };
}

export const rich = { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 };
