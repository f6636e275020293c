/** The four village resources (SPEC.md section 1); wood, stone and iron share the warehouse, food has the food cellar. */
export const RESOURCES = ['wood', 'stone', 'iron', 'food'] as const;
export type Resource = (typeof RESOURCES)[number];

/** An amount of each village resource (a price, a stock, a delivery). */
export type Cost = Record<Resource, number>;

/**
 * Hourly rates a building can add to (`base` effects) or improve by a percentage (`improve` effects).
 * `production` is the village's work rate in points per hour; science and culture are account-wide.
 */
export const RATE_KEYS = ['wood', 'stone', 'iron', 'food', 'production', 'science', 'culture'] as const;
export type RateKey = (typeof RATE_KEYS)[number];

/** Display names, used by docs/RULES.md and the help pages. */
export const RATE_NAMES: Record<RateKey | 'store_food' | 'merchant_capacity', string> = {
  wood: 'wood',
  stone: 'stone',
  iron: 'iron',
  food: 'food',
  production: 'production',
  science: 'science',
  culture: 'culture',
  store_food: 'food cellar capacity',
  merchant_capacity: 'merchant capacity',
};
