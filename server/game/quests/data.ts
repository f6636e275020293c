import type { Cost } from '../data/resources';

/**
 * The first-hour quests (issue 13, point 4): eight steps in the order a new kingdom meets them, each done
 * by the game's own state (rules.ts `questDone`), each paying a reward in resources once into a village of
 * the player's choice (capped by its storage like any delivery). One table feeds the rules, GET quests,
 * GET user/gamedata, the client's quest panel and docs/RULES.md.
 *
 * `text`: the catalogue key of the title (`quests.steps.<id>.title`) and of the line saying when it is done
 * (`quests.steps.<id>.text`). `screen`: the client route where the step starts (the panel's 'Go' link:
 * scouting, attacking, claiming and settling start by picking a tile on the map, whose panel leads on);
 * `guide`: its step of the help guide (client/app/guide.ts GUIDE_SECTIONS['first-hour']).
 * Rewards are modest: a village holds 1,250 of each at the start (warehouse and food cellar level 1), so
 * an early reward fits; later ones may find the store fuller, and what does not fit is lost (the claim's
 * answer says how much).
 */
export const QUEST_IDS = ['build', 'district', 'research', 'train', 'scout', 'attack', 'claim', 'settle'] as const;
export type QuestId = (typeof QUEST_IDS)[number];

export interface Quest {
  id: QuestId;
  /** Catalogue key prefix: `quests.steps.<id>.title`, `quests.steps.<id>.text`. */
  text: string;
  reward: Cost;
  /** Client route of the screen where the step is done. */
  screen: string;
  /** The step of the guide's first-hour section. */
  guide: 'produce' | 'district' | 'research' | 'train' | 'scout' | 'attack' | 'claim' | 'settle';
}

const r = (wood: number, stone: number, iron: number, food: number): Cost => ({ wood, stone, iron, food });

export const QUESTS: readonly Quest[] = [
  { id: 'build', text: 'quests.steps.build', reward: r(150, 150, 100, 100), screen: '/village/town', guide: 'produce' },
  { id: 'district', text: 'quests.steps.district', reward: r(200, 200, 150, 150), screen: '/village/town', guide: 'district' },
  { id: 'research', text: 'quests.steps.research', reward: r(250, 250, 250, 150), screen: '/research', guide: 'research' },
  { id: 'train', text: 'quests.steps.train', reward: r(200, 200, 300, 200), screen: '/village/army/train', guide: 'train' },
  { id: 'scout', text: 'quests.steps.scout', reward: r(250, 250, 250, 250), screen: '/map', guide: 'scout' },
  { id: 'attack', text: 'quests.steps.attack', reward: r(300, 300, 300, 300), screen: '/map', guide: 'attack' },
  { id: 'claim', text: 'quests.steps.claim', reward: r(350, 350, 350, 350), screen: '/map', guide: 'claim' },
  { id: 'settle', text: 'quests.steps.settle', reward: r(500, 500, 500, 500), screen: '/map', guide: 'settle' },
];

export function findQuest(id: string): Quest | undefined {
  return QUESTS.find((q) => q.id === id);
}
