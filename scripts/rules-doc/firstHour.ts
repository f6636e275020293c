import { FOOD_MARGIN, PLAN_BUILDINGS, simulateNewVillage, STORAGE_MARGIN } from '../../server/game/balance/firstHour';
import { POINT_COST, QUEUE_AMOUNT_CAP } from '../../server/game/data/constants';
import { POPULATION_GROWTH } from '../../server/game/data/buildings';
import { RESEARCH } from '../../server/game/data/research';
import { tierOf } from '../../server/game/data/tiers';
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
`;
}
