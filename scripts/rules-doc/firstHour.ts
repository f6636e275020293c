import { FOOD_MARGIN, PLAN_BUILDINGS, simulateNewVillage, STORAGE_MARGIN } from '../../server/game/balance/firstHour';
import { BASE_RATES, POINT_COST, QUEUE_AMOUNT_CAP } from '../../server/game/data/constants';
import { BUILDINGS, findBuilding, POPULATION_GROWTH } from '../../server/game/data/buildings';
import { POPULATION_PER_LEVEL } from '../../server/game/data/buildings/types';
import { tileClaimReach } from '../../server/game/balance/tileClaims';
import { districtOf } from '../../server/game/data/districts';
import { RESEARCH } from '../../server/game/data/research';
import { tierOf } from '../../server/game/data/tiers';
import { effectAt } from '../../server/game/economy';
import { claimThreshold } from '../../server/game/tiles';
import { duration, num, table } from './format';

const HOURS = 72;

/** docs/RULES.md "First hour": what the balance simulation (server/game/balance/firstHour.ts) shows at speed 1. */
export function firstHourSection(): string {
  const run = simulateNewVillage({ hours: HOURS });
  const tier1 = RESEARCH.filter((r) => r.tier === 1).sort((a, b) => a.science_base - b.science_base || a.id - b.id);
  const first = run.events.filter((e) => e.at <= 3 * 3600_000);
  const what = (e: (typeof run.events)[number]) => {
    if (e.kind === 'queued') return `queued ${e.what}${e.level ? ` ${e.level}` : ` x ${num(e.amount)}`} (${num(e.cost.wood)} / ${num(e.cost.stone)} / ${num(e.cost.iron)} / ${num(e.cost.food)})`;
    if (e.kind === 'completed') return `${e.what}${e.level ? ` ${e.level}` : ` x ${num(e.amount)}`} done`;
    if (e.kind === 'research_started') return `research ${e.what} started (${num(e.science_base)} science)`;
    return `research ${e.what} completed`;
  };
  const village = tierOf('village');
  const paid = claimThreshold(village.freeClaims + 1, [600]);
  const pop600 = run.hourly.find((h) => h.population >= 600);
  return `## 13. First hour (balance a new player can follow)

Computed by \`server/game/balance/firstHour.ts\` (checked by tests/unit/server/game/balance/firstHour.test.ts): a
village founded at speed 1 with the real rules and tables. Its plan, every minute: start the cheapest
available tier-1 technology while fewer than 2 are done; queue science while the research needs more than
is queued (at most ${QUEUE_AMOUNT_CAP} x production, at most what the stock pays); otherwise the next level of
${PLAN_BUILDINGS.join(', ')} (the town hall first while it is not above the producers, else the cheapest), a farm
first when a level would leave less than ${FOOD_MARGIN} net food per hour, a warehouse (food cellar) first when a cost
needs more than ${Math.round(STORAGE_MARGIN * 100)}% of the storage. The Academic district is commissioned at founding (the Library).

Spec-fixed numbers it runs on: 1 science point = 1 work point and at most ${QUEUE_AMOUNT_CAP} x the hourly production per item
(SPEC.md section 5), 1 food per inhabitant (net food = production - population - consumption), tileThresholds [600]
and claim n needs tileThresholds x n (GAME.md section 3). Tuned here: the tier-1 science costs, a point's resource
cost (${num(POINT_COST.wood)} of each resource), storage, building costs and rates, and inhabitants per level
(round(population x L x ${POPULATION_GROWTH}^(L-1))).

The calculation for the first research: a new village makes production ${num(run.hourly[0].production)}/h, so the cheapest technology,
${tier1[0].name} (${num(tier1[0].science_base)} science), queued as science at founding, costs ${num(tier1[0].science_base)} of each resource
(the starting stock holds ${num(750)}) and ${num(tier1[0].science_base)} work points: ${duration((tier1[0].science_base / run.hourly[0].production) * 3600)}.

Tier-1 science costs: ${tier1.map((r) => `${r.name} ${num(r.science_base)}`).join(', ')}.

${table(['Research', 'Completed after'], run.researchDone.map((d) => [d.key, duration(d.at / 1000)]))}

The first three hours:

${table(['Time', 'Event'], first.map((e) => [duration(e.at / 1000), what(e)]))}

Every 12 hours:

${table(['Hour', 'Population', 'Production/h', 'Science/h', 'Net food/h', 'Wood / stone / iron / food', 'Warehouse'],
    run.hourly.filter((h) => h.hour % 12 === 0).map((h) => [h.hour, num(h.population), num(h.production), num(h.science), num(h.food_net),
      `${num(h.stock.wood)} / ${num(h.stock.stone)} / ${num(h.stock.iron)} / ${num(h.stock.food)}`, num(h.store_res)]))}

Storage blocked a cost the plan needed: ${run.storageBlocked.length === 0 ? 'never' : run.storageBlocked.map((b) => `${b.what} at ${duration(b.at / 1000)}`).join(', ')}.

Tile claims: a village claims ${village.freeClaims} tiles free; its first paid claim (n = ${village.freeClaims + 1}) needs ${num(paid)} inhabitants.
After ${HOURS} hours the plan's village houses ${num(run.end.population)}${run.firstPaidClaimAt !== null ? `; it reached ${num(paid)} after ${duration(run.firstPaidClaimAt / 1000)}` : `, not yet ${num(paid)}`}${pop600 ? ` (600 after ${pop600.hour} h)` : ''}.

${claimsSection()}`;
}

/** The calculation of server/game/balance/tileClaims.ts: are paid tile claims reachable? */
function claimsSection(): string {
  const reach = tileClaimReach([600]);
  const farm = findBuilding('farm')!;
  const farmEffect = farm.effects.find((e) => e.kind === 'base')!;
  const farmRate = farmEffect.kind === 'base' ? farmEffect : null;
  const names = (d: readonly string[]) => d.map((k) => districtOf(k as never).name).join(' + ');
  const foodBuildings = BUILDINGS.flatMap((b) => b.effects.filter((e) => e.kind === 'improve' && e.rate === 'food')
    .map((e) => `${b.name} +${Math.round((e.kind === 'improve' ? e.perLevel : 0) * 100)}%`));
  return `### Tile claims within reach

Computed by \`server/game/balance/tileClaims.ts\` (checked by tests/unit/server/game/balance/tileClaims.test.ts). Every
building level houses inhabitants: level L of any building houses round(${POPULATION_PER_LEVEL} x L x ${POPULATION_GROWTH}^(L-1)) = ${POPULATION_PER_LEVEL} x L, and each
inhabitant eats 1 food per hour. The farm gives ${farmRate ? `round(${farmRate.perLevel} x L x ${farmRate.growth}^(L-1))` : '-'} food per hour on top of the ${num(BASE_RATES.food)} of a level-0 village
(level 10: ${num(effectAt(farmEffect, 10))}, 15: ${num(effectAt(farmEffect, 15))}, 20: ${num(effectAt(farmEffect, 20))}), improved by the food buildings (per level:
${foodBuildings.join(', ')}). A village's first paid claim is n = free claims + 1 and needs
tileThresholds[min(n, len - 1)] x n inhabitants (tileThresholds [600]).

The table computes, per tier, a fully built village: every building the tier and its districts allow at the tier's
maximum level, every technology researched, no claimed tiles and no units. "Fed" is the combination of districts
with the most net food (the food-improving ones), the village a player who wants paid claims builds; "hungriest"
the combination with the least net food (no food building). Population = buildings x ${POPULATION_PER_LEVEL} x max level;
food = floor(base x (1 + improvement)); net food = food - population.

${table(['Tier (max level)', 'Free claims', 'First paid claim needs', 'Fed: districts', 'Buildings', 'Population', 'Food/h (base x improvement)', 'Net food/h', 'Holds the claim', 'Hungriest: districts', 'Population', 'Food/h', 'Net food/h', 'Combinations that hold it'],
    reach.map((r) => [`${tierOf(r.tier).name} (${r.maxLevel})`, r.freeClaims, `${num(r.threshold)} (n = ${r.n})`, names(r.fed.districts), r.fed.buildings,
      num(r.fed.population), `${num(r.fed.food)} (${num(r.fed.foodBase)} x ${num(1 + r.fed.foodImprovement)})`, num(r.fed.foodNet), r.reachable ? 'yes' : 'no',
      names(r.hungriest.districts), num(r.hungriest.population), num(r.hungriest.food), num(r.hungriest.foodNet),
      `${r.holdingCombinations.length} of ${r.combinations}`]))}

A village reaches its first paid claim only (nearly) fully built and only with ${reach[0].holdingCombinations.map(names).join(' or ')}: it needs ${num(reach[0].threshold)}
inhabitants, ${num(Math.ceil(reach[0].threshold / (POPULATION_PER_LEVEL * reach[0].maxLevel)))} buildings at level ${reach[0].maxLevel}, and the core buildings are ${BUILDINGS.filter((b) => b.core).length}; the Water Mill doubles its food. A town and a city
reach theirs with any districts (${reach.slice(1).map((r) => `${tierOf(r.tier).name.toLowerCase()}: ${r.holdingCombinations.length} of ${r.combinations}`).join(', ')}), before their full build.
Any fully built village, whatever its districts, feeds its own inhabitants; its army eats from the surplus or from
food improvements, claimed plains tiles and trade.
`;
}
