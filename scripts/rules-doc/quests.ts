import { QUESTS, type QuestId } from '../../server/game/quests/data';
import { BASE_STORAGE } from '../../server/game/data/constants';
import { findBuilding } from '../../server/game/data/buildings';
import { effectAt } from '../../server/game/economy';
import en from '../../client/i18n/en-US.json';
import { num, table } from './format';

/** What `questDone` (server/game/quests/rules.ts) reads, in words. */
const DONE_WHEN: Record<QuestId, string> = {
  build: 'a building of the kingdom stands above the level a new village starts it at (an upgrade completed)',
  district: 'a village has a district',
  research: 'a research is running or was completed (starting it is the step; science completes it)',
  train: 'the kingdom owns units (home, abroad or on the move), or has a scout or attack report of its own',
  scout: 'a report of the kingdom\'s own scouting exists',
  attack: 'a battle report of the kingdom\'s own attack exists',
  claim: 'a village has claimed a tile (new villages have none)',
  settle: 'the kingdom has two villages',
};

/** docs/RULES.md "First-hour quests": the quest table of server/game/quests/data.ts. */
export function questsSection(): string {
  const steps = en.quests.steps as Record<string, { title: string }>;
  const warehouse = findBuilding('warehouse')!;
  const store1 = effectAt(warehouse.effects[0], 1, warehouse);
  const total = QUESTS.reduce((a, q) => a + q.reward.wood + q.reward.stone + q.reward.iron + q.reward.food, 0);
  return `## 14. First-hour quests

Eight quests lead a new kingdom through its first hour (GET quests; the quest panel in the right
sidebar). Each is done by the game's own state, never by a tutorial flag; its reward is claimed once
(POST quests/{id}/claim) into a village of the player's choice, where it is delivered like returning
loot: up to the warehouse (wood, stone, iron) and the food cellar (food), the rest lost and said in the
answer. A new village stores ${num(store1)} of each (warehouse and food cellar level 1, base
${num(BASE_STORAGE)}), so every reward fits an emptied store; together they pay ${num(total)} resources.

${table(['#', 'Quest', 'Done when', 'Wood', 'Stone', 'Iron', 'Food', 'Screen'],
    QUESTS.map((q, i) => [i + 1, steps[q.id].title, DONE_WHEN[q.id], num(q.reward.wood), num(q.reward.stone), num(q.reward.iron), num(q.reward.food), `\`${q.screen}\``]))}
`;
}
