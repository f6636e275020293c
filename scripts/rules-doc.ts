/**
 * Writes docs/RULES.md from the game's data tables and rule functions (one source of truth, GAME.md).
 * Run: npx tsx scripts/rules-doc.ts. tests/unit/docs-rules.test.ts renders it in memory and fails
 * when the committed file differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  aetherCosts, BASE_RATES, BASE_STORAGE, BUILDER_BOOST, CULTURE_THRESHOLDS, durations, FOOD_PER_INHABITANT, merchantsData,
  POINT_COST, QUEUE_AMOUNT_CAP, STARTING_AETHER, STARTING_STOCK, victoryPoints, WALLS,
} from '../server/game/data/constants';
import { COST_GROWTH, WORK_GROWTH } from '../server/game/data/buildings';
import { cultureThresholds, effectivePoints, effectiveRates, newVillageSetup, villageRates } from '../server/game/economy';
import { TIERS } from '../server/game/data/tiers';
import { AETHER_PACKAGES } from '../server/game/data/aetherPackages';
import { readConfig } from '../server/config';
import { claimThreshold } from '../server/game/tiles';
import { RESEARCH_TIER_NEEDS } from '../server/game/research';
import { buildingDetails, buildingsSummary } from './rules-doc/buildings';
import { armiesSection } from './rules-doc/armies';
import { firstHourSection } from './rules-doc/firstHour';
import { questsSection } from './rules-doc/quests';
import { empiresSection } from './rules-doc/empires';
import { profilesSection } from './rules-doc/profiles';
import { eventsSection } from './rules-doc/events';
import { statisticsSection } from './rules-doc/statistics';
import { districtsTable, researchTable, tiersTable, tilesTable, unitsTable } from './rules-doc/tables';
import { num, pct, table } from './rules-doc/format';

function startingVillage(): string {
  const setup = newVillageSetup();
  const r = villageRates({ tier: 'village', buildings: setup.buildings, tiles: [], unitConsumption: 0 }, 1);
  const eff = effectiveRates(r);
  const pts = effectivePoints(r);
  return [
    `A new village starts with ${setup.buildings.map((b) => `${b.type} ${b.level}`).join(', ')}; ` +
      `${num(setup.stock.wood)} wood, ${num(setup.stock.stone)} stone, ${num(setup.stock.iron)} iron and ${num(setup.stock.food)} food. ` +
      `Every account starts with ${STARTING_AETHER} aether. At speed 1 that village has:`,
    '',
    table(['Wood/h', 'Stone/h', 'Iron/h', 'Food/h (net)', 'Population', 'Production/h', 'Warehouse', 'Food cellar', 'Merchants'],
      [[eff.wood, eff.stone, eff.iron, eff.food, r.population, pts.production, num(r.store_res), num(r.store_food), r.merchants]]),
  ].join('\n');
}

/** "1 wood, 1 stone, 1 iron and 1 food" from POINT_COST (resources it does not cost are left out). */
function pointCostText(): string {
  const parts = (['wood', 'stone', 'iron', 'food'] as const).filter((r) => POINT_COST[r] > 0).map((r) => `${num(POINT_COST[r])} ${r}`);
  if (parts.length === 0) return 'no resources';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function cultureTable(): string {
  const rows = [0, 1, 2, 3, 4, 5, 10].map((n) => {
    const v = cultureThresholds({ villages: n, towns: 0, cities: 0 }).village;
    const t = cultureThresholds({ villages: 0, towns: n, cities: 0 }).town;
    const c = cultureThresholds({ villages: 0, towns: 0, cities: n }).city;
    return [n, num(v), num(t), num(c)];
  });
  return table(['n owned', 'next village (n settlements)', 'next town (n towns or cities)', 'next city (n cities)'], rows);
}

/** SPEC.md section 9's default tileThresholds, as server/config.ts reads it without TILE_THRESHOLDS. */
const DEFAULT_TILE_THRESHOLDS = readConfig({}).tileThresholds;

function claimRules(): string {
  const t = TIERS.map((x) => `${x.freeClaims} (${x.name.toLowerCase()})`).join(', ');
  const rows = [1, 2, 3, 4, 5, 6, 7].map((n) => [n, ...TIERS.map((x) => (n <= x.freeClaims ? 'free' : num(claimThreshold(n, DEFAULT_TILE_THRESHOLDS))))]);
  return [
    'Claiming a tile (`PUT map/tile`): a land tile (not water) at Chebyshev distance 1 to the claim radius of',
    'the village\'s tier (section 3) on which no village stands and which no village has claimed. The',
    `village's n-th claim (n = tiles claimed before + 1) is free while n <= the tier's free claims (${t});`,
    'otherwise it needs the village\'s population (one inhabitant per building level) to be at least',
    '`tileThresholds[min(n, len - 1)] x n`. With the default `tileThresholds` [' + DEFAULT_TILE_THRESHOLDS.join(', ') + '], the population each claim needs:',
    '',
    table(['n-th claim', ...TIERS.map((x) => x.name)], rows),
    '',
    'The stock is settled to the claim instant with the bonuses before it; the tile\'s bonus counts from then.',
  ].join('\n');
}

function accrualRules(): string {
  return [
    '### Culture and science accrual',
    '',
    'Culture and science are account-wide and lazy like village resources: the account stores',
    '`(culture, science, researching, updated_at)`. The account\'s rates are the sums over its villages of',
    '`floor(base x (1 + improvement))` of culture and of science (buildings only; world speed applied). At',
    'time t, with h the hours since `updated_at`:',
    '',
    '- culture = `culture + culture_rate x h` (never spent, never falls)',
    '- while a research runs: science = `min(science_base, science + science_rate x h)`; it completes at',
    '  `updated_at + ceil((science_base - science) / science_rate x 3600000)` ms; then science is 0 and no',
    '  science accrues until the next research starts. Without a research no science accrues.',
    '- rates change only when a building level changes: the account is settled to that instant with the old',
    '  rates first. Completed science and culture queue items add their points at their completion instant',
    '  (science into the running research, completing it then if it reaches its cost; none running: lost).',
  ].join('\n');
}

function researchTierText(): string {
  return Object.entries(RESEARCH_TIER_NEEDS).map(([tier, need]) => `tier ${tier}: a ${need}`).join(', ');
}

/** The whole document. Deterministic: same tables, same text. */
export function renderRules(): string {
  const b = BASE_RATES;
  return `# Aether Kingdoms: the rules in numbers

Generated by \`npx tsx scripts/rules-doc.ts\` from \`server/game/data/\` and \`server/game/economy/\`,
the same modules the server, \`GET user/gamedata\` and the /help pages use. Do not edit by hand:
\`tests/unit/docs-rules.test.ts\` fails when this file is out of date. Numbers are at world speed 1.

## 1. Time, speed and lazy resources

- \`speed\` scales the world: every hourly rate (resources, production, science, culture) is multiplied
  by it and queue durations (work / production) shrink with it. Population and unit consumption are
  mouths, not rates: they are not multiplied. The 10-minute waits (exchange, purchase, call-back window)
  are fixed.
- A village stores each resource as \`(amount, updated_at)\`. Its value at time t, with h the hours since
  \`updated_at\` and r the effective hourly rate (section 2):
  - wood, stone, iron: \`min(store_res, amount + r x h)\`
  - food: \`min(store_food, amount + net_food x h)\` when net food >= 0, else \`max(0, amount + net_food x h)\`
  - an amount already above its cap (a sieged warehouse) keeps its value and does not grow; nothing is
    ever negative; settling in two steps gives the same result as settling once.
- Time until a store is full = \`ceil((cap - amount) / r x 3600)\` seconds, 0 when already full; for
  food with a negative net rate, the time until it is empty = \`ceil(amount / -net_food x 3600)\`.

## 2. Village rates

- Base rates of every village (all buildings at level 0): ${b.wood} wood, ${b.stone} stone, ${b.iron} iron,
  ${b.food} food and ${b.production} production per hour. Buildings add to these (\`base\` effects).
- Improvements (\`impr_*\`) are fractions summed from buildings (\`improve\` effects) and claimed tiles
  (section 5).
- Displayed production of a resource = \`floor(base x (1 + improvement))\` (SPEC.md section 4). The same
  rule gives the village's production (work points per hour), science and culture.
- Population = the sum over buildings of population per level x level (level L houses L inhabitants).
  Each inhabitant eats ${FOOD_PER_INHABITANT} food per hour; each unit eats its consumption from the instant it is
  trained (a queue settled in one go counts each trained batch from its own completion on).
- Net food = \`floor(prod_food x (1 + impr_food)) - population - consumption\`. It may be negative.
- Storage: the warehouse holds wood, stone and iron each, the food cellar holds food; at level 0 each
  stores ${num(BASE_STORAGE)}. The Preservary raises the food cellar's capacity by its percentage.
- Merchants = ${merchantsData.base} + ${merchantsData.perMarketplaceLevel} per marketplace level. Capacity per merchant by tier
  (${num(merchantsData.capacity.village)} / ${num(merchantsData.capacity.town)} / ${num(merchantsData.capacity.city)}), raised by the Cartwright's percentage.
- Merchants and trade routes go to the player's own villages and its allies' (members of its Empire).
- Trade routes: one per village, to another village it may trade with. Every ${durations.tradeRouteInterval / 60} minutes of game time
  (${durations.tradeRouteInterval} s / world speed) a route sends what the village holds, up to one game hour of its production
  (the displayed hourly rates / world speed) of each resource, with no merchants and no food while net food is negative. Missed slots after downtime are
  not made up: the latest one ships once and the next is the first after now.
- Marketplace offers: while an offer is open its resources have left the stock and ceil(total / capacity)
  merchants are reserved (busy like merchants on the road). The request is of other resources than the
  offer, its total within [offer / ${merchantsData.requestCap}, offer x ${merchantsData.requestCap}] (rounded inwards). Anyone but the offerer may accept it
  (an Empire-only offer only a member of the offerer's Empire, and only they see it listed), once, paying the
  request with the accepting village's own merchants; both loads travel as merchants (${merchantsData.speed} tiles an hour / world
  speed) and unload like a send. A cancel returns the load up to storage (what does not fit is lost). An offer
  whose village changed owner is withdrawn and its load is not returned.
- Walls add ${pct(WALLS.perLevel)} defence per level, at most level ${WALLS.maxLevel} (${pct(WALLS.perLevel * WALLS.maxLevel)}).
- Science and culture queue items: 1 point costs 1 work point and ${pointCostText()}; an item may hold
  at most ${QUEUE_AMOUNT_CAP} x the village's hourly production.
- Builders: a charge adds ${pct(BUILDER_BOOST.building)} work rate to a building item, ${pct(BUILDER_BOOST.other)} to any other item;
  charges stack on one item (n charges: 1 + n x the boost).
- The queue: resources are paid when an item is queued; only the head advances, at production x its
  builder boost per hour; the next item starts the instant the head completes. Cancelling returns
  \`floor(cost x (work left / work))\` of each resource (a store never fills past its cap); an item
  not yet started returns its whole cost and its builder charges.

${startingVillage()}

## 3. Tiers

"Tier up" needs account culture at or above the next threshold (section 6).

${tiersTable()}

## 4. Districts

Every non-core building needs its district; districts fill the tier's slots and are permanent.

${districtsTable()}

## 5. Tiles and map markers

A claimed tile adds its bonus to its village's improvement of one resource.

${tilesTable()}

${claimRules()}

## 6. Culture thresholds

Culture is account-wide and never spent. With s = settlements owned, t = towns and cities owned and
c = cities owned, and k = ${CULTURE_THRESHOLDS.exponent}:

- next village (settle): \`round(${CULTURE_THRESHOLDS.village} x s^k)\`
- next town (tier up a village): \`round(${CULTURE_THRESHOLDS.town} x (t + 1)^k)\`
- next city (tier up a town): \`round(${CULTURE_THRESHOLDS.city} x (c + 1)^k)\`

${cultureTable()}

${accrualRules()}

## 7. Building formulas

For a building raised to level L (L >= 1):

- cost of each resource = \`round(level-1 cost x ${COST_GROWTH}^(L-1))\`
- work points = \`round(level-1 work x ${WORK_GROWTH}^(L-1))\`; the time is work / the village's production
  per hour (the head of the queue advances, the others wait)
- population = population per level x L
- \`base\` effect at level L = \`round(perLevel x L x growth^(L-1))\` per hour; \`improve\` = perLevel x L;
  storage = \`round(base x growth^L)\`
- the maximum level is the lower of the building's maximum and the tier's (10 / 15 / 20)

${buildingsSummary()}

## 8. Buildings by level

${buildingDetails()}

## 9. Units

Trained in the building named first under "Requires"; the other requirements are building levels of
SPEC.md section 9 (where its descriptions disagree on armory levels, section 9's list is used).
Movement time = distance / the slowest unit's speed / world speed.

${unitsTable()}

## 10. Research

One research at a time; science accrues to it while it runs and it completes at its science cost
(section 6). A technology needs its prerequisites completed first and a kingdom with a settlement of
at least the tier its technology tier needs: ${researchTierText()}. It unlocks the buildings listed.
Starting one is refused with 'Another research is ongoing' while one runs and with 'Requirements not
met' when a prerequisite or the settlement tier is missing; the new research starts at 0 science.

${researchTable()}

## 11. Other constants

${table(['Constant', 'Value'], [
    ['Builder charge', `${aetherCosts.builder} aether`],
    ['Exchange at the aether rate', `${aetherCosts.exchange} aether`],
    ['Buying resources', `${aetherCosts.purchase.aether} aether per ${aetherCosts.purchase.resources} of one resource`],
    ['Alpha aether packages (free, one grant per UTC day)', AETHER_PACKAGES.map((p) => `${p.id} ${p.aether}`).join(', ')],
    ['Exchange rate', `${merchantsData.exchangeRate}:1, or ${merchantsData.exchangeRateAether}:1 paying aether`],
    ['Largest exchange for one aether payment', `${num(merchantsData.exchangeAetherMax.base)} + ${num(merchantsData.exchangeAetherMax.perWeek)} per week after the first`],
    ['Marketplace request cap', `${merchantsData.requestCap} x the offer`],
    ['Merchant speed', `${merchantsData.speed} tiles per hour`],
    ['Exchange delivery', `${durations.exchange / 60} minutes`],
    ['Aether purchase delivery', `${durations.purchase / 60} minutes`],
    ['Call-back window', `${durations.callbackWindow / 60} minutes`],
    ['Trade route interval', `${durations.tradeRouteInterval / 60} minutes of game time (/ world speed)`],
    ['Week / month', `${durations.week / 86400} days / ${durations.month / 86400} days`],
    ['Prestige: landmark', `${victoryPoints.landmarkCapture} on capture, ${victoryPoints.landmarkPerWeek} per week held`],
    ['Prestige: monument', `${victoryPoints.monumentCompletion} on completion, ${victoryPoints.monumentPerWeek} per week held`],
    ['Prestige: artifact', `${victoryPoints.artifactPerDay} per day held`],
    ['Prestige to win', `${victoryPoints.required}`],
    ['Starting stock', `${num(STARTING_STOCK.wood)} of each resource`],
  ])}

${armiesSection()}

${firstHourSection()}

${questsSection()}

${empiresSection()}

${profilesSection()}

${eventsSection()}

${statisticsSection()}
`;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const RULES_PATH = path.resolve(here, '..', 'docs', 'RULES.md');

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  fs.mkdirSync(path.dirname(RULES_PATH), { recursive: true });
  fs.writeFileSync(RULES_PATH, renderRules());
  console.log(`wrote ${path.relative(process.cwd(), RULES_PATH)}`);
}
