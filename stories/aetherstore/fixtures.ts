import type { AetherPackages } from '../../client/api/aether';
import type { TradeList, TradeMovement } from '../../client/api/merchants';
import { AETHER_PACKAGES } from '../../server/game/data/aetherPackages';
import { fixtureVillage } from '../fixtures/game';

/** Fixtures of the aether store stories, shaped like the contract and timed from "now". */
const iso = (ms: number) => new Date(ms).toISOString();
const nextMidnight = (now: number) => (Math.floor(now / 86_400_000) + 1) * 86_400_000;

export function makePackages(over: Partial<AetherPackages> = {}, now = Date.now()): AetherPackages {
  return {
    packages: AETHER_PACKAGES.map((p) => ({ ...p })), aether: 125, free: true, granted_today: false,
    next_grant_at: iso(now), computed_at: iso(now), ...over,
  };
}

/** Today's package taken: the next at the next UTC midnight. */
export function makeGrantedPackages(now = Date.now()): AetherPackages {
  return makePackages({ aether: 275, granted_today: true, next_grant_at: iso(nextMidnight(now)) }, now);
}

const v = fixtureVillage.village;
const none = { wood: 0, stone: 0, iron: 0, food: 0 };

/** A purchase delivery started `ago` seconds before now, 10 minutes long. */
export function makePurchase(id: number, resources: Partial<typeof none>, ago: number, now = Date.now()): TradeMovement {
  return {
    id, kind: 'delivery', origin_kind: 'purchase', merchants: 0,
    from: { village_id: v.id, x: v.x, y: v.y }, to: { village_id: v.id, x: v.x, y: v.y },
    resources: { ...none, ...resources }, started_at: iso(now - ago * 1000), due_at: iso(now + (600 - ago) * 1000),
  };
}

/** Incoming of the fixture village: two purchases on the way and an exchange (not the store's, left out). */
export function makeIncoming(now = Date.now()): TradeList {
  const exchange: TradeMovement = { ...makePurchase(90, { stone: 200 }, 100, now), origin_kind: 'exchange' };
  const items = [makePurchase(91, { wood: 500 }, 420, now), exchange, makePurchase(92, { iron: 1000 }, 60, now)];
  return { type: 'incoming', page: 0, total: items.length, computed_at: iso(now), items };
}

export const emptyIncoming = (now = Date.now()): TradeList => ({ type: 'incoming', page: 0, total: 0, computed_at: iso(now), items: [] });
