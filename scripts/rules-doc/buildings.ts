import { BUILDINGS, type BuildingDef, type Effect } from '../../server/game/data/buildings';
import { DISTRICTS } from '../../server/game/data/districts';
import { TIERS } from '../../server/game/data/tiers';
import { RATE_NAMES } from '../../server/game/data/resources';
import { unitOf } from '../../server/game/data/units';
import { costAt, effectText, populationAt, workAt } from '../../server/game/economy/levels';
import { num, pct, table } from './format';

const LEVELS = [1, 5, 10, 15, 20];

const unitNames = (keys: string[]) => keys.map((k) => unitOf(k).name).join(', ');

/** "+10% wood per level", "+round(60 x L x 1.08^(L-1)) production/h": the rule of one effect. */
export function effectRule(e: Effect): string {
  switch (e.kind) {
    case 'base': return `+round(${e.perLevel} x L x ${e.growth}^(L-1)) ${e.rate}/h`;
    case 'improve': return `+${pct(e.perLevel)} ${RATE_NAMES[e.rate]} per level`;
    case 'storage': return `stores round(${e.base} x ${e.growth}^L) ${e.store === 'res' ? 'wood, stone and iron (each)' : 'food'}`;
    case 'merchants': return `+${e.perLevel} merchant per level`;
    case 'defence': return `+${pct(e.perLevel)} defence per level`;
    case 'siege_slots': return `a siege target slot at levels ${e.levels.join(', ')}`;
    case 'siege_damage': return `siege damage floor(L/2) to ${e.maxBase} + floor(L/2)`;
    case 'trains': return `trains ${unitNames(e.units)}`;
    case 'unlocks': return `required by ${unitNames(e.units)}`;
    case 'drains': return 'claimed marshlands and swamp give their food bonus';
  }
}

const districtName = (b: BuildingDef) => (b.district ? DISTRICTS.find((d) => d.key === b.district)!.name : 'core');
const tierName = (b: BuildingDef) => TIERS.find((t) => t.key === b.tier)!.name;

export function buildingsSummary(): string {
  return table(
    ['Key', 'Name', 'District', 'Tier', 'Research', 'Effect'],
    BUILDINGS.map((b) => [`\`${b.key}\``, b.name, districtName(b), tierName(b), b.research ?? '-', b.effects.map(effectRule).join('; ')]),
  );
}

export function buildingDetails(): string {
  return BUILDINGS.map((b) => {
    const rows = LEVELS.filter((L) => L <= b.maxLevel).map((L) => {
      const c = costAt(b, L);
      return [L, num(c.wood), num(c.stone), num(c.iron), num(c.food), num(workAt(b, L)), b.effects.map((e) => effectText(e, L, b)).join('; '), populationAt(b, L)];
    });
    return [
      `### ${b.name} (\`${b.key}\`)`,
      '',
      b.description,
      '',
      `District: ${districtName(b)}. Tier: ${tierName(b)}. Research: ${b.research ?? 'none'}. ` +
        `Level 1 costs ${num(b.cost.wood)} wood, ${num(b.cost.stone)} stone, ${num(b.cost.iron)} iron, ${num(b.cost.food)} food and ${num(b.work)} work; ` +
        `cost x ${b.costGrowth} and work x ${b.workGrowth} per level. Population ${b.population} per level. Maximum level ${b.maxLevel} (and the tier's).`,
      '',
      table(['Level', 'Wood', 'Stone', 'Iron', 'Food', 'Work', 'Effect at this level', 'Population'], rows),
    ].join('\n');
  }).join('\n\n');
}
