import type { GamedataBuilding } from '../../../server/contract';
import { formatNumber } from '../../i18n/format';
import type { TextFn } from '../../panels/text';

type Effect = GamedataBuilding['effects'][number];

/**
 * What a building gives at a level, in words, from the per-level table of GET user/gamedata (the value
 * of each effect is `levels[L-1].effects[i]`; level 0 gives 0). Hourly amounts are at speed 1 in the
 * table and are multiplied by the world's speed, as the server does.
 */
export function effectValue(b: GamedataBuilding, index: number, level: number): number {
  if (level <= 0) {
    const e = b.effects[index];
    // Storage still holds its base at level 0.
    return e?.kind === 'storage' ? e.base : 0;
  }
  return b.levels[Math.min(level, b.levels.length) - 1]?.effects[index] ?? 0;
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

/** One effect's value as text, e.g. "+152 Wood/h", "+20% Production", "1,953 Warehouse". */
export function effectText(e: Effect, value: number, speed: number, t: TextFn): string {
  switch (e.kind) {
    case 'base': return t('villageEffects.base', { value: formatNumber(value * speed), rate: t(`resources.${e.rate}`) });
    case 'improve': {
      const rate = e.rate === 'merchant_capacity' ? t('villageEffects.merchantCapacity') : t(`resources.${e.rate}`);
      return t('villageEffects.improve', { value: pct(value), rate });
    }
    case 'storage': return t('villageEffects.storage', { value: formatNumber(value), store: t(e.store === 'res' ? 'resources.store_res' : 'resources.store_food') });
    case 'merchants': return t('villageEffects.merchants', { value: formatNumber(value) });
    case 'defence': return t('villageEffects.defence', { value: pct(value) });
    case 'siege_slots': return t('villageEffects.siegeSlots', { value });
    case 'siege_damage': return t('villageEffects.siegeDamage', { min: value, max: e.maxBase + value });
    case 'trains': return t('villageEffects.trains', { value, total: e.units.length });
    case 'unlocks': return t('villageEffects.unlocks', { value, total: e.units.length });
    case 'drains': return t(value ? 'villageEffects.drains' : 'villageEffects.drainsNot');
  }
}

/** Every effect of the building at `level`, joined: "+152 Wood/h". */
export function effectsAt(b: GamedataBuilding, level: number, speed: number, t: TextFn): string[] {
  return b.effects.map((e, i) => effectText(e, effectValue(b, i, level), speed, t));
}

/** Normalises a route's building name ("iron mine", "Iron%20Mine", "iron-mine") to its key ("iron_mine"). */
export function buildingKeyFromRoute(name: string | undefined): string {
  let s = name ?? '';
  try { s = decodeURIComponent(s); } catch { /* keep it as given */ }
  return s.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** The economy buildings whose page turns into the economy page when the current village changes (SPEC.md section 2). */
export const ECONOMY_BUILDINGS = ['forester', 'quarry', 'iron_mine', 'farm'] as const;

export function isEconomyBuilding(key: string): boolean {
  return (ECONOMY_BUILDINGS as readonly string[]).includes(key);
}
