import type { ResourceBreakdown } from '../../contract/buildings';
import type { TileType } from '../../contract/world';
import { findBuilding } from '../../game/data/buildings';
import { BASE_RATES } from '../../game/data/constants';
import { RESOURCES, type Resource } from '../../game/data/resources';
import { tileOf } from '../../game/data/tiles';
import { effectAt, frac } from '../../game/economy/levels';
import { improved, secondsToFull, type Stock, type VillageRates } from '../../game/economy';

type Source = ResourceBreakdown['base_sources'][number];

/**
 * The resource panel's breakdown (SPEC.md section 2): per resource the base per hour and where it comes
 * from (the village's own base, the producing buildings), the improvement and its sources (buildings,
 * claimed tiles; marsh and swamp only with Draining Engines), the displayed production
 * floor(base x (1 + improvement)), for food the deductions (inhabitants, unit consumption) and the net.
 * The totals are the village's rates (`rates`, from villageRates); the sources add up to them.
 */
export function resourceBreakdown(
  input: { buildings: ReadonlyArray<{ type: string; level: number }>; tiles: ReadonlyArray<{ x: number; y: number; type: TileType }> },
  rates: VillageRates, stock: Stock, speed: number,
): Record<Resource, ResourceBreakdown> {
  const draining = input.buildings.some((row) => row.level > 0 && !!findBuilding(row.type)?.effects.some((e) => e.kind === 'drains'));
  const time = secondsToFull(stock, rates);
  const out = {} as Record<Resource, ResourceBreakdown>;
  for (const r of RESOURCES) {
    const base: Source[] = [{ source: 'village', key: 'base', name: 'Village', amount: BASE_RATES[r] * speed }];
    const impr: Source[] = [];
    for (const row of input.buildings) {
      const b = findBuilding(row.type);
      const level = Math.max(0, Math.floor(row.level));
      if (!b || level === 0) continue;
      for (const e of b.effects) {
        if (e.kind === 'base' && e.rate === r) base.push({ source: 'building', key: b.key, name: b.name, amount: effectAt(e, level, b) * speed });
        if (e.kind === 'improve' && e.rate === r) impr.push({ source: 'building', key: b.key, name: b.name, amount: effectAt(e, level, b) });
      }
    }
    for (const t of input.tiles) {
      const def = tileOf(t.type);
      if (def.bonus?.resource === r && (!def.needsDraining || draining)) {
        impr.push({ source: 'tile', key: t.type, name: def.name, amount: def.bonus.amount, x: t.x, y: t.y });
      }
    }
    const baseTotal = rates[`prod_${r}`];
    const improvement = rates[`impr_${r}`];
    const production = improved(baseTotal, improvement);
    const isFood = r === 'food';
    out[r] = {
      base: baseTotal,
      base_sources: base,
      improvement,
      improvement_percent: frac(improvement * 100),
      improvement_sources: impr,
      production,
      ...(isFood ? { deductions: { population: rates.population, consumption: rates.consumption } } : {}),
      net: isFood ? production - rates.population - rates.consumption : production,
      stock: stock[r],
      store: isFood ? rates.store_food : rates.store_res,
      seconds_to_full: time[r],
    };
  }
  return out;
}
