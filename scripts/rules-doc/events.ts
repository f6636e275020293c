import {
  ARRIVAL_BUCKETS, DIFFICULTIES, DIFFICULTY_SCALE, DIFFICULTY_STRENGTH, EVENT_BAND, EVENT_DENSITY, EVENTS, REWARD_SPLIT,
} from '../../server/game/data/events';
import { KILL_VALUE } from '../../server/game/data/kills';
import { MONUMENT, OBJECTIVE_PLACEMENT, OBJECTIVES, VICTORY_POINTS_START } from '../../server/game/data/objectives';
import { TIMELINE_DAYS } from '../../server/game/timeline';
import { stageGarrison, stageRewards, supplyTarget, outpostAether } from '../../server/game/events';
import { AETHER_PER_MERCHANT } from '../../server/game/trade/supplies';
import en from '../../client/i18n/en-US.json';
import { duration, num, pct, table } from './format';

const DIFFICULTY_NAMES: Record<number, string> = { 1: en.events.difficulty1, 2: en.events.difficulty2, 3: en.events.difficulty3 };

const units = (g: Record<string, number>): string => Object.entries(g).map(([k, n]) => `${num(n)} ${k}`).join(', ') || 'none';
const rewards = (r: { wood: number; stone: number; iron: number; food: number; aether: number }): string =>
  [`${num(r.wood)} / ${num(r.stone)} / ${num(r.iron)} / ${num(r.food)}`, r.aether > 0 ? `+ ${num(r.aether)} aether` : ''].filter(Boolean).join(' ');
const cost = (c: { wood: number; stone: number; iron: number; food: number }): string =>
  `${num(c.wood)} wood, ${num(c.stone)} stone, ${num(c.iron)} iron, ${num(c.food)} food`;

function stagesTable(): string {
  const rows: (string | number)[][] = [];
  for (const e of EVENTS) {
    e.stages.forEach((s, i) => {
      rows.push([`\`${e.type}\` ${e.name}`, `${i + 1} / ${e.stages.length}`, duration(s.duration), units(stageGarrison(e.type, 1, i + 1)), rewards(stageRewards(e.type, 1, i + 1))]);
    });
  }
  return table(['Event', 'Stage', 'Lasts', 'Native garrison (Easy)', 'Rewards (Easy): wood / stone / iron / food'], rows);
}

function arrivalText(): string {
  return ARRIVAL_BUCKETS.map((b) => `under ${b.count} ${b.key === 'events.underMinutes' ? 'minutes' : 'hours'}`).join(', ') + ', over 24 hours';
}

/** docs/RULES.md "Native events, objectives and prestige": server/game/data/events.ts and objectives.ts with their rules. */
export function eventsSection(): string {
  const supply = EVENTS.filter((e) => e.supply).map((e) => `${e.name} (\`${e.type}\`) ${num(supplyTarget(e.type, 1))} ${e.supply!.of}`).join('; ');
  const outposts = EVENTS.filter((e) => e.outpostAether > 0).map((e) => `${e.name} ${num(outpostAether(e.type, 1))}`).join(', ');
  const objectives = OBJECTIVES.map((o) => [
    o.name, `${o.appearsAt.replace('_', ' ')} (day ${TIMELINE_DAYS[o.appearsAt]})`, o.perQuadrant,
    OBJECTIVE_PLACEMENT[o.type].rings.map((f) => `${pct(f)}`).join(' to '), units(o.garrison),
    [o.onCapture > 0 ? `${o.onCapture} on capture` : '', o.onCompletion > 0 ? `${o.onCompletion} on completion` : '', `${o.perPeriod} per ${o.period === 86400 ? 'day' : 'week'} held`].filter(Boolean).join(', '),
  ]);
  return `## 17. Native events, objectives and prestige

Native events (\`server/game/data/events.ts\`, rules in \`server/game/events/\`, lifecycle \`machines/eventStage.ts\`):

- The tick keeps each quadrant at max(${EVENT_DENSITY.minPerQuadrant}, ceil(its villages / ${EVENT_DENSITY.villagesPerEvent})) events, each on a random free land
  tile (no village, claimed tile, event, camp or objective) ${EVENT_BAND.min} to ${EVENT_BAND.max} tiles (Chebyshev) from the nearest
  player village; a quadrant with no such tile gets fewer. The type is drawn by weight (${EVENTS.map((e) => `${e.type} ${e.weight}`).join(', ')}).
- Difficulty from the mean population of the villages within ${EVENT_BAND.max} tiles: below ${num(DIFFICULTY_STRENGTH.moderate)} ${DIFFICULTY_NAMES[1]}, below
  ${num(DIFFICULTY_STRENGTH.hard)} ${DIFFICULTY_NAMES[2]}, else ${DIFFICULTY_NAMES[3]}. Garrisons, rewards, supply targets and the outpost's aether are the
  Easy numbers below times ${DIFFICULTIES.map((d) => `${DIFFICULTY_SCALE[d]} (${DIFFICULTY_NAMES[d]})`).join(', ')}. Durations are at speed 1 (/ world speed).
- Attack events: destroying a stage's garrison (a won battle) clears it at once, pays its rewards and starts
  the next stage; a stage that runs out uncleared passes to the next (stronger) one without reward; the
  final stage running out uncleared leaves a camp (a native village holding the final stage's garrison). The final outpost's aether (${outposts}) goes to the
  player whose army destroyed the final garrison.
- Defend events: the native army (the stage's garrison) marches on the nearest player village and arrives
  at the stage's end; a won defence pays the rewards, a lost one or none fought leaves a camp. The arrival
  is shown as ${arrivalText()}.
- Supply events: ${supply}, delivered by merchants before the deadline (the stage's end). A delivery counts
  up to what the target still lacks; the excess is returned to the sender, as is a delivery after the
  target is reached or after the deadline. Reaching the target pays the rewards; missing it fails the
  event and every delivery is lost. Resources load merchants as any trip; aether (to an Aether deposit only)
  leaves the account at the send and takes one merchant per ${num(AETHER_PER_MERCHANT)} aether; aether that
  is not accepted goes back to the account at the arrival.
- A battle, delivery or defence at the stage's last instant still counts; the first of two events at the
  same instant decides and the other finds the event ended (one outcome).
- Rewards of a stage go to its contributors (kills, defence, deliveries) in proportion, each capped at
  ${pct(REWARD_SPLIT.shareCap)} of the pool when several contributed (alone: all of it); amounts are floored, what the cap holds
  back is paid to no one, and each stage is paid once.
- Kills (\`server/game/data/kills.ts\`): a battle against natives counts the killed units' resource cost
  (wood + stone + iron + food) / ${num(KILL_VALUE.resourcesPerPoint)}, rounded; a lost attack's kills count too. A defence counts each
  defending kingdom's defence against the natives' attack mix (its own troops for the village owner, its
  reinforcements for the others). Armies fight natives without walls (a defend event's village keeps its
  wall); natives take no loot.

${stagesTable()}

Objectives (\`server/game/data/objectives.ts\`, rules in \`server/game/objectives/\`) appear at the server
timeline's dates (days / world speed), the same number in every quadrant, each with a native garrison, on a
random free land tile of its type's ring band (ring = max(|x|, |y|); a full band: the nearest rings outside
it), at least ${OBJECTIVE_PLACEMENT.spacing} tiles from every village and objective. A won
battle captures one for the attacker's kingdom; prestige goes to its Empire (none without an Empire).
Periods count from the capture (a monument: from its completion) and divide by the world speed.
The attacker's surviving troops stay at the objective as its garrison (a battle there has no walls; a
lost one loses the objective to the winner). Troops standing at an objective eat nothing at their home
village while there (they eat for it again on the way home, once recalled); the holder and members of its
Empire may reinforce it.

${table(['Objective', 'Appears', 'Per quadrant', 'Rings (of maxCoord)', 'Native garrison', 'Prestige'], objectives)}

- Monument: supplied after capture with ${cost(MONUMENT.target)} (each resource counts up to its
  target, the excess is returned); completable from the ${MONUMENT.completableFrom.replace('_', ' ')} date (day ${TIMELINE_DAYS[MONUMENT.completableFrom]}): only the
  holding kingdom supplies it; supplied in full before that date it completes at the date. A capture damages
  it: the repair costs ${cost(MONUMENT.repairCost)} (delivered by merchants like the supplies), and its weekly
  prestige counts from the later of its completion and its repair.
- The first Empire to reach ${num(VICTORY_POINTS_START)} prestige (\`VICTORY_POINTS\`) wins and the world is finished at that
  instant; two Empires past the line in one settle: the earlier instant, then the lower Empire id.`;
}
