import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUESTS, QUEST_IDS, QUEST_TEXT, currentQuest, findQuest, questDone, questStates, type QuestFacts } from '../../../../../server/game/quests';
import { STARTING_BUILDINGS } from '../../../../../server/game/data/constants';
import { BASE_STORAGE } from '../../../../../server/game/data/constants';
import { GUIDE_SECTIONS } from '../../../../../client/app/guide';

const fresh = (): QuestFacts => ({
  buildings: STARTING_BUILDINGS.map((b) => ({ ...b })), districts: 0, researchStarted: false, units: 0,
  scoutReports: 0, attackReports: 0, tiles: 0, villages: 1,
});

describe('first-hour quests', () => {
  it('are the eight steps in order, each with a modest reward, a screen and a step of the first-hour guide', () => {
    expect(QUESTS.map((q) => q.id)).toEqual(['build', 'district', 'research', 'train', 'scout', 'attack', 'claim', 'settle']);
    expect(QUEST_IDS).toEqual(QUESTS.map((q) => q.id));
    for (const q of QUESTS) {
      expect(q.text).toBe(`quests.steps.${q.id}`);
      expect(q.screen).toMatch(/^\/(village|research|map)/);
      expect(GUIDE_SECTIONS['first-hour']).toContain(q.guide);
      for (const n of Object.values(q.reward)) {
        expect(n).toBeGreaterThan(0);
        // A reward never exceeds what a new village can store at all.
        expect(n).toBeLessThanOrEqual(BASE_STORAGE / 2);
      }
    }
    expect(findQuest('scout')?.id).toBe('scout');
    expect(findQuest('nope')).toBeUndefined();
  });

  it('a new kingdom has done none; each fact makes exactly its own quest done', () => {
    const f = fresh();
    expect(QUEST_IDS.filter((id) => questDone(id, f))).toEqual([]);
    const one: Array<[Partial<QuestFacts>, string[]]> = [
      [{ buildings: [...f.buildings.filter((b) => b.type !== 'farm'), { type: 'farm', level: 2 }] }, ['build']],
      [{ buildings: [...f.buildings, { type: 'barracks', level: 1 }] }, ['build']],
      [{ districts: 1 }, ['district']],
      [{ researchStarted: true }, ['research']],
      [{ units: 3 }, ['train']],
      [{ scoutReports: 1 }, ['train', 'scout']],
      [{ attackReports: 1 }, ['train', 'attack']],
      [{ tiles: 1 }, ['claim']],
      [{ villages: 2 }, ['settle']],
    ];
    for (const [change, done] of one) expect(QUEST_IDS.filter((id) => questDone(id, { ...f, ...change })), JSON.stringify(change)).toEqual(done);
  });

  it('a building at its starting level is not an upgrade; a level lowered by siege below it is not either', () => {
    expect(questDone('build', { ...fresh(), buildings: [{ type: 'town_hall', level: 1 }, { type: 'walls', level: 0 }] })).toBe(false);
    expect(questDone('build', { ...fresh(), buildings: [{ type: 'town_hall', level: 0 }] })).toBe(false);
    expect(questDone('build', { ...fresh(), buildings: [{ type: 'walls', level: 1 }] })).toBe(true);
  });

  it('a claimed quest stays done whatever the facts say now; the current quest is the first unclaimed', () => {
    const states = questStates(fresh(), new Set(['build', 'train']));
    expect(states.filter((s) => s.done).map((s) => s.id)).toEqual(['build', 'train']);
    expect(states.filter((s) => s.claimed).map((s) => s.id)).toEqual(['build', 'train']);
    expect(currentQuest(states)?.id).toBe('district');
    expect(currentQuest(questStates(fresh(), new Set(QUEST_IDS)))).toBeUndefined();
    // The reward is a copy: changing the answer never changes the table.
    states[0].reward.wood = 0;
    expect(QUESTS[0].reward.wood).toBeGreaterThan(0);
  });

  it('done never depends on the order of facts and is monotonic in every count', () => {
    const counts = fc.record({ districts: fc.nat(3), units: fc.nat(50), scoutReports: fc.nat(3), attackReports: fc.nat(3), tiles: fc.nat(4), villages: fc.integer({ min: 1, max: 4 }) });
    fc.assert(fc.property(counts, fc.boolean(), (c, r) => {
      const f = { ...fresh(), ...c, researchStarted: r };
      const more = { ...f, districts: f.districts + 1, units: f.units + 1, scoutReports: f.scoutReports + 1, attackReports: f.attackReports + 1, tiles: f.tiles + 1, villages: f.villages + 1, researchStarted: true };
      for (const id of QUEST_IDS) if (questDone(id, f)) expect(questDone(id, more)).toBe(true);
    }));
  });

  it('refusals are catalogue keys with the quest as parameter', () => {
    expect(QUEST_TEXT.notDone('scout')).toEqual({ key: 'refusals.quests.notDone', params: { quest: 'scout' }, message: 'This quest is not done yet' });
    expect(QUEST_TEXT.claimed('build').key).toBe('refusals.quests.claimed');
    expect(QUEST_TEXT.unknown.key).toBe('refusals.quests.unknown');
  });
});
