import { villageRates } from './rates';

/** The highest level storageLevelsFor tries (far beyond any tier's maximum: testing tools only). */
const MAX_LEVEL = 60;

/**
 * The building levels with the warehouse and the food cellar raised (never lowered) until the village
 * holds `need`: store_res >= the largest of wood, stone and iron, store_food >= food. Undefined when even
 * level 60 would not hold it. Used by POST testing/village ("storage raised to hold it").
 */
export function storageLevelsFor(
  tier: 'village' | 'town' | 'city', buildings: ReadonlyArray<{ type: string; level: number }>,
  need: { wood: number; stone: number; iron: number; food: number },
): Array<{ type: string; level: number }> | undefined {
  const levels = new Map(buildings.map((b) => [b.type, b.level]));
  const rates = () => villageRates({ tier, buildings: [...levels].map(([type, level]) => ({ type, level })), tiles: [], unitConsumption: 0 }, 1);
  const needRes = Math.max(need.wood, need.stone, need.iron);
  for (const [type, enough] of [
    ['warehouse', () => rates().store_res >= needRes],
    ['food_cellar', () => rates().store_food >= need.food],
  ] as const) {
    while (!enough()) {
      const next = (levels.get(type) ?? 0) + 1;
      if (next > MAX_LEVEL) return undefined;
      levels.set(type, next);
    }
  }
  return [...levels].map(([type, level]) => ({ type, level }));
}
