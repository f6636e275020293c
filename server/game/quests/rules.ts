import { STARTING_BUILDINGS } from '../data/constants';
import type { Cost } from '../data/resources';
import { refusalsOf } from '../texts';
import { QUESTS, type QuestId } from './data';

/**
 * What the quests read of an account, as plain facts (server/db/quests.ts gathers them in one statement).
 * Every fact is something the game keeps anyway: no tutorial state of its own.
 */
export interface QuestFacts {
  /** Building levels of every village of the account. */
  buildings: ReadonlyArray<{ type: string; level: number }>;
  /** Districts commissioned, over every village. */
  districts: number;
  /** A research is running, or one was completed. */
  researchStarted: boolean;
  /** Units the account owns: standing at home or abroad, and on the move. */
  units: number;
  /** Scout reports of scouting the account sent (not of scouts seen); 0 or 1 is enough. */
  scoutReports: number;
  /** Battle reports of attacks the account sent; 0 or 1 is enough. */
  attackReports: number;
  /** Tiles claimed, over every village. */
  tiles: number;
  villages: number;
}

const START_LEVEL = new Map(STARTING_BUILDINGS.map((b) => [b.type, b.level]));

/**
 * Whether a quest's step is done:
 * - build: a building stands above the level a new village starts it at (an upgrade completed);
 * - district: a village has a district;
 * - research: a research was started (the step the player takes; it completes with science over time);
 * - train: the account owns units (or has sent them: a scout or attack report counts, the units may have fallen);
 * - scout: a report of the account's own scouting exists;
 * - attack: a battle report of the account's own attack exists;
 * - claim: a village has claimed a tile (a village starts with none);
 * - settle: the kingdom has two villages.
 */
export function questDone(id: QuestId, f: QuestFacts): boolean {
  switch (id) {
    case 'build': return f.buildings.some((b) => b.level > (START_LEVEL.get(b.type) ?? 0));
    case 'district': return f.districts > 0;
    case 'research': return f.researchStarted;
    case 'train': return f.units > 0 || f.scoutReports > 0 || f.attackReports > 0;
    case 'scout': return f.scoutReports > 0;
    case 'attack': return f.attackReports > 0;
    case 'claim': return f.tiles > 0;
    case 'settle': return f.villages >= 2;
  }
}

export interface QuestState {
  id: QuestId;
  done: boolean;
  claimed: boolean;
  reward: Cost;
}

/**
 * Every quest in order with whether it is done and claimed. A claimed quest stays done, whatever the
 * facts say now (the units it counted may have fallen since).
 */
export function questStates(f: QuestFacts, claimed: ReadonlySet<string>): QuestState[] {
  return QUESTS.map((q) => {
    const c = claimed.has(q.id);
    return { id: q.id, done: c || questDone(q.id, f), claimed: c, reward: { ...q.reward } };
  });
}

/** The first quest not claimed yet (the panel's current step), or undefined when all are. */
export function currentQuest(states: readonly QuestState[]): QuestState | undefined {
  return states.find((s) => !s.claimed);
}

const t = refusalsOf('quests');
/** The claim's refusals (POST quests/{id}/claim). */
export const QUEST_TEXT = {
  notDone: (quest: QuestId) => t('notDone', 'This quest is not done yet', { quest }),
  claimed: (quest: QuestId) => t('claimed', 'This reward was already claimed', { quest }),
  unknown: t('unknown', 'That quest does not exist'),
} as const;
