import { BATTLE, LOYALTY, SIEGE, WALLS, durations } from '../../server/game/data/constants';
import { UNITS } from '../../server/game/data/units';
import {
  battle, levelsForPoints, siegeDamageRange, siegeSlots, SIEGE_BASE_ROLL, type BattleInput,
} from '../../server/game/battle';
import { movementDuration } from '../../server/game/movement';
import { protectionPeriodMs } from '../../server/game/movement/protection';
import { readConfig } from '../../server/config';
import { duration, num, pct, table } from './format';

/**
 * The armies section of docs/RULES.md (GAME.md section 6): every formula of server/game/battle and
 * server/game/movement, with examples computed by the same functions.
 */

const EXAMPLES: Array<[string, BattleInput]> = [
  ['100 Swordsmen vs 100 Militia, walls 0', { attackers: { melee3: 100 }, defenders: [{ owner: 'home', units: { melee1: 100 } }], wallLevel: 0, luck: 0 }],
  ['100 Swordsmen vs 100 Militia, walls 20', { attackers: { melee3: 100 }, defenders: [{ owner: 'home', units: { melee1: 100 } }], wallLevel: 20, luck: 0 }],
  ['the same, luck +10%', { attackers: { melee3: 100 }, defenders: [{ owner: 'home', units: { melee1: 100 } }], wallLevel: 20, luck: BATTLE.luckMax }],
  ['the same, luck -10%', { attackers: { melee3: 100 }, defenders: [{ owner: 'home', units: { melee1: 100 } }], wallLevel: 20, luck: -BATTLE.luckMax }],
  ['100 Horsemen vs 100 Spearmen, walls 0', { attackers: { cav1: 100 }, defenders: [{ owner: 'home', units: { melee2: 100 } }], wallLevel: 0, luck: 0 }],
  ['100 Militia + 50 Horsemen + 100 Archers vs 100 Spearmen + 50 allied Archers, walls 4', {
    attackers: { melee1: 100, cav1: 50, ranged1: 100 },
    defenders: [{ owner: 'home', units: { melee2: 100 } }, { owner: 1, units: { ranged1: 50 } }], wallLevel: 4, luck: 0,
  }],
];

const lostText = (units: Record<string, number>) =>
  Object.entries(units).map(([k, n]) => `${n} x ${UNITS.find((u) => u.key === k)!.name}`).join(', ');

function examplesTable(): string {
  return table(['Battle', 'Attack', 'Defence', 'Winner', 'Loss ratio', 'Attacker lost', 'Defender lost'],
    EXAMPLES.map(([name, input]) => {
      const r = battle(input);
      return [name, num(r.attackStrength), num(r.defenceStrength), r.winner, pct(r.lossRatio), lostText(r.attackerLosses),
        r.defenderLosses.map((g) => lostText(g.units)).join(' + ')];
    }));
}

/** The period of beginner protection at the default BEGINNER_PROTECTION_HOURS, at a few world speeds. */
function protectionText(): string {
  const hours = readConfig({}).beginnerProtectionHours;
  return [
    `A kingdom founded through \`POST user/spawnVillage\` cannot be attacked, scouted or besieged for`,
    `\`BEGINNER_PROTECTION_HOURS / world speed\` hours (default ${hours}; 0 turns it off). Moves, reinforcements and`,
    'settling are never refused for it. Its own attack, scout or siege on another player\'s village ends it at',
    'once; attacking a village without owner does not.',
    '',
    table(['World speed', 'Protection'], [1, 2, 10, 100].map((speed) => [speed, duration(protectionPeriodMs(hours, speed) / 1000)])),
  ].join('\n');
}

function siegeTable(): string {
  const rows = [0, 1, 5, 10, 15, 20].map((L) => {
    const { min, max } = siegeDamageRange(L);
    return [L, siegeSlots(L), `${min}-${max}`, `${levelsForPoints(min)}-${levelsForPoints(max)}`];
  });
  return table(['Level', 'Siege Workshop: target slots', 'Siege Academy: damage points', 'Levels per hit'], rows);
}

function travelTable(): string {
  return table(['Unit', 'Speed (tiles/h)', '10 tiles at speed 1'],
    UNITS.map((u) => [u.name, u.speed, duration(movementDuration({ [u.key]: 1 }, 10, 1) / 1000)]));
}

export function armiesSection(): string {
  return `## 12. Armies: battle, movement, loot, siege, loyalty

Rules in \`server/game/battle/\` and \`server/game/movement/\`. \`POST units/simulate\` calls the same
\`battle\` function as an arriving attack, with the luck it is given.

### Battle

- Attack strength \`A = sum(attack x count) x (1 + luck)\`, luck uniform in [-${pct(BATTLE.luckMax)}, +${pct(BATTLE.luckMax)}]
  (drawn at arrival; a simulation outside that range is refused).
- Shares: the melee, cavalry and ranged parts of \`sum(attack x count)\` (an army without attack counts a third each).
- Defence strength \`D = sum over all defenders of count x (share_melee x def_melee + share_cav x def_cav + share_ranged x def_ranged) x (1 + ${WALLS.perLevel} x min(wall level, ${WALLS.maxLevel}))\`.
  The village's own troops and every reinforcement defend together behind the walls.
- The attacker wins when \`A > D\`, or when nothing defends (D = 0, no losses). Otherwise the defender wins.
- Losses: the loser loses every unit. The winner loses \`r = (loser / winner)^${BATTLE.lossExponent}\` of each unit
  type, rounded down per type: \`floor(count x r)\`. A crushing win (count x r < 1) loses nothing, and the
  strength the winner loses never exceeds the loser's. A tie (\`A = D > 0\`) goes to the defender with
  r = 1: both sides lose everything.
- Scouts (\`cav2\`) on a scout mission fight only the defenders' scouts, with the same formulas (luck and
  walls included); other troops neither fight nor lose. A success reports walls level, army size
  (\`sum(count x size)\` of all troops in the village), food and districts. In an ordinary battle scouts
  are units like any other.

${examplesTable()}

### Loot

Survivors of a won attack carry \`capacity = sum(carry x count)\`. They take
\`min(floor(capacity), sum of floor(stock))\` whole units, split evenly over wood, stone, iron and food:
every resource gets the same share, a resource holding less gives all it has and the rest is shared
by the others; units that do not divide evenly go one each to wood, stone, iron, food in that order.

### Movement

- Distance between tiles is Euclidean: \`sqrt(dx^2 + dy^2)\` (a diagonal step is 1.41 tiles).
- Time = \`round(distance / slowest unit speed / world speed x 3,600,000)\` ms; returns use the survivors'
  slowest speed. An outgoing movement can be called back within ${durations.callbackWindow / 60} minutes; it is home after
  the time it had travelled.
- Moves go between one's own villages; reinforcements to any village. An attack, siege or scout on one's
  own village or an ally's (a member of one's Empire) warns 'The target is a friendly village' and may still go.

${travelTable()}

### Beginner protection

${protectionText()}

### Siege

SPEC.md gives "0 to 5 levels per slot" and "base damage 0 to 10 plus 1 per 2 levels (5 to 15 at
level 10)". Both hold as: one hit rolls \`d = floor(A / 2) + a whole number uniform in [0, ${SIEGE_BASE_ROLL}]\` damage
points (A = the attacker's Siege Academy level) and removes \`min(${SIEGE.maxLevelsPerHit}, floor(d / ${SIEGE.pointsPerLevel}))\` levels,
never below 0. Each Siege Workshop slot is one hit on a chosen building (each building once, not the
walls); any slot adds one hit on the walls. Damage applies after a won attack.

${siegeTable()}

Lowered levels take effect at the arrival instant, and the defender's queue follows them: the item in
progress keeps the work done so far and continues at the new production (its due time is
recomputed, like every item behind it), and a queued building level is re-targeted to the level
standing now + 1 (+ 1 for each earlier queued level of the same building), keeping the cost already
paid and its work: completing an upgrade always raises the building by one level from where it stands.

### Loyalty and conquest

- Loyalty starts at ${LOYALTY.start} and regenerates \`${LOYALTY.regenPerHour} x hours x world speed\`, up to ${LOYALTY.max}.
- A won attack whose survivors include a Noble lowers it by a whole number uniform in [${LOYALTY.nobleDropMin}, ${LOYALTY.nobleDropMax}]
  (once per attack), only if the attacker's culture then reaches the next-village threshold (section 6).
- At 0 the village is conquered (new owner, loyalty back to ${LOYALTY.start}) or destroyed, as chosen when sending.
  Both accounts' culture and science are settled to the arrival instant first. A conquered village
  keeps its buildings, stock and queue under its new owner. The old owner's troops that belong to it
  are disbanded at that instant: those at home fought and lost, and those abroad (reinforcing any
  village or standing at an objective) or under way (attacks, reinforcements, scouts, settlers, moves, return trips with what they
  carry) are removed; none of them returns to it or eats for it any more. The old owner's battle
  report lists them (\`disbanded\`: home, abroad per village, moving per movement, objectives per objective). Other villages'
  troops standing in it are not its troops and stay their owners'. A destroyed
  village is gone with everything it held: its queue, its troops at home and abroad, and its armies
  under way; armies heading to it find no village and turn back.

### Settling

Settlers found a village on arrival if the tile is land with no village, claim or objective and the
kingdom's culture reaches the next-village threshold (section 6); otherwise they return with
"You cannot settle a village right now".

### Training requirements and starvation

- A unit needs its training building at its level and the extra building levels of section 9
  (otherwise "Requirements not met", listing the missing levels and the technologies that unlock them).
- While food is 0 and net food is negative, units starve: highest consumption first (ties in
  unit-table order), \`ceil(deficit / consumption)\` of a type at a time, until net food >= 0 or no unit
  is left (inhabitants do not starve).
- They starve at the instant the food reaches 0 (stock / -net food hours after the stock was last
  exact, rounded up to the millisecond), whenever the tick or a read gets to it. The village's own
  troops at home starve first; if that is not enough, its troops reinforcing other villages, host by
  host in ascending village id (hungriest first in each). Troops on the move keep eating but cannot
  starve on the way: they starve on arrival at home or at their host if the food is still 0. The
  owner gets a report "Troops starved in <village>" listing the losses.
`;
}
