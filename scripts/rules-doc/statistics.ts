import { MEDAL_HOLD_MS, MILESTONES, STATISTICS } from '../../server/game/data/statistics';
import { EMPIRE_RANKINGS, KINGDOM_RANKINGS, MEDAL_CATEGORIES, MILESTONE_TYPES, statWeekMs } from '../../server/game/statistics';
import en from '../../client/i18n/en-US.json';
import { duration, num, table } from './format';

/** docs/RULES.md "Statistics, rankings and medals": server/game/statistics and server/game/data/statistics.ts. */
export function statisticsSection(): string {
  const milestoneNames = en.empire.messageValues.milestones as Record<string, string>;
  const categoryNames = en.empire.messageValues.medalCategories as Record<string, string>;
  const code = (xs: readonly string[]) => xs.map((x) => `\`${x}\``).join(', ');
  const n = STATISTICS.medalsPerCategory;
  return `## 18. Statistics, rankings and medals

- Counters per kingdom, kept as the game runs and never recomputed from history: population, villages and
  land (claimed tiles) follow the map (the database changes them in the statement that changes a building
  level, a village's owner or a claimed tile); PvP kills as attacker and as defender (\`pvp_att\`,
  \`pvp_def\`: the value of enemy units killed), PvE kills (\`pve_att\`, \`pve_def\`, against natives), losses
  (the value of own units lost; kills over losses is the kill/death ratio), events completed, resources
  won (loot and event rewards) and medals. Each counter keeps the instant it last grew.
- An Empire's earned counters (kills, losses, events, resources, medals) are what its members earned while
  members; its population, villages and land are its members' sums now; its prestige is section 17's.
- Rankings: kingdoms by ${code(KINGDOM_RANKINGS)};
  Empires by ${code(EMPIRE_RANKINGS)}
  (\`overall\` is population). The rank table is rebuilt from the counters every ${num(STATISTICS.rankRefreshMs / 1000)} seconds (real time, once across all
  server instances); a ranking page is a read of that table. Most first; a tie goes to whoever reached
  the amount first (the counter's instant), then the lower id. The arrows compare with the rank at the
  day's first refresh (UTC).
- Statistics weeks run from the world's start: week 1 starts at startTime and a week lasts
  ${STATISTICS.weekDays} days / world speed (${duration(statWeekMs(10) / 1000)} at speed 10); the instant a week ends
  belongs to the next week. A month is ${STATISTICS.weeksPerMonth} weeks.
- Weekly medals: each kingdom and each Empire has a weekly copy of the medal categories, starting from
  zero every week: ${MEDAL_CATEGORIES.map((c) => `\`${c}\` (${categoryNames[c]})`).join(', ')}.
  PvE wins are events completed; PvE resources count event rewards only (not loot).
- At a week's end the top ${n} kingdoms and the top ${n} Empires of each category with more than 0 get a
  medal (\`kingdom_<category>\` or \`empire_<category>\`; value1 week, value2 rank 1..${n}, value3 amount): ranks
  by amount, a tie to whoever reached it first, then the lower id. Each week's medals are awarded once
  (one medal per week, type and rank), with \`medal_kingdom_gained\` to the kingdom's Empire and
  \`medal_empire_gained\` to the Empire; the medal counters grow by one per medal. A dissolved Empire
  or a deleted account takes no rank. Weeks that end after the world finished are not awarded. Medals
  show as rank 1, 2, 3 or other.
- A gain belongs to the week of its instant (an arrival's or an event timer's due time), whenever the
  server applies it. So a week's medals wait until no army movement and no event timer due before the
  week's end is left unapplied (after a lagging tick or a server that was down, the tick applies them
  first); work that stays due holds them at most ${duration(MEDAL_HOLD_MS / 1000)} (real time, from when a server
  instance first found the week waiting), after which the week is awarded without it.
- Milestones: an Empire whose counter reaches a threshold earns that many \`vps\` prestige once per
  threshold (\`milestone_vp_gained\` [counter, threshold, prestige]), paid at the next rank refresh while
  the world runs:

${table(['Counter', 'Thresholds', 'Prestige'], MILESTONE_TYPES.map((t) => [
    `\`${t}\` (${milestoneNames[t]})`, MILESTONES[t].thresholds.map(num).join(' / '), MILESTONES[t].prestige.join(' / '),
  ]))}`;
}
