import type { Deps, AuthInfo } from './deps';
import { lockVillage } from '../db/villages';
import { saveStock } from '../db/queue';
import { claimedQuests, insertQuestClaim, questFacts, recordQuestPayment } from '../db/quests';
import { QUESTS, QUEST_TEXT, questDone, questStates, type Quest, type QuestFacts, type QuestState } from '../game/quests';
import { unloadLoot } from '../game/arrival';
import { starvesAt } from '../game/battle';
import { RESOURCES, type Cost } from '../game/data/resources';
import { ownVillage } from './access';
import { badRequest, refused } from './refusal';
import { settle } from './settle';
import { touchVillage } from './touch';

/**
 * GET quests: the account's due work is settled first (a building finished, an army arrived and its
 * report written), then the facts are read and every quest's state computed (server/game/quests). An
 * account that claimed every reward is answered from its claims alone (no settle, no facts).
 */
export async function questsOf(deps: Deps, userId: number): Promise<QuestState[]> {
  // Every reward claimed (any account past its first hour): the facts cannot change the answer.
  const done = await claimedQuests(deps.db, userId);
  if (done.size >= QUESTS.length) return questStates(NO_FACTS, done);
  await settle(deps, { accounts: [userId] }, deps.now());
  const [facts, claimed] = await Promise.all([questFacts(deps.db, userId), claimedQuests(deps.db, userId)]);
  return questStates(facts, claimed);
}

const NO_FACTS: QuestFacts = { buildings: [], districts: 0, researchStarted: false, units: 0, scoutReports: 0, attackReports: 0, tiles: 0, villages: 0 };

export interface QuestClaim {
  paid: Cost;
  lost: Cost;
  village: { id: number; stock: Cost; at: Date };
  quests: QuestState[];
}

/**
 * POST quests/{id}/claim {village_id}: the account's due work is settled (so a step just finished
 * counts), then in one transaction the village is locked and authorised (unknown 404, another account's
 * 403; owner or sitter of its account), the quest checked done (400) and not claimed (409), the claim's
 * row inserted (its primary key makes the payment happen once: a concurrent claim that loses waits for
 * the winner's commit and inserts nothing, a 409), the village's stock settled to now and the reward
 * delivered into it, capped by its warehouse and food cellar as returning loot is (unloadLoot); what
 * does not fit is lost and said in the answer.
 */
export async function claimQuestReward(deps: Deps, auth: AuthInfo, quest: Quest, villageId: number, key: string): Promise<QuestClaim> {
  await settle(deps, { accounts: [auth.userId] }, deps.now());
  return deps.db.transaction(async (trx) => {
    const v = ownVillage(await lockVillage(trx, villageId), auth, key);
    const userId = v.user_id!;
    const now = deps.now();
    const [facts, claimed] = await Promise.all([questFacts(trx, userId), claimedQuests(trx, userId)]);
    if (claimed.has(quest.id)) throw refused(409, key, QUEST_TEXT.claimed(quest.id));
    if (!questDone(quest.id, facts)) throw badRequest(key, QUEST_TEXT.notDone(quest.id));
    if (!(await insertQuestClaim(trx, { userId, questId: quest.id, villageId: v.id, at: now }))) throw refused(409, key, QUEST_TEXT.claimed(quest.id));
    const home = (await touchVillage(trx, deps, v.id, now, { held: true, writeStock: false }))!;
    const { stock, lost: inexact } = unloadLoot(home.stock, quest.reward, home.rates);
    // unloadLoot's lost is a difference of doubles (99.99999999999999 paid of 100): said to a millionth.
    const lost = Object.fromEntries(RESOURCES.map((r) => [r, Math.round(inexact[r] * 1e6) / 1e6])) as Cost;
    const starves = starvesAt(stock.food, home.at.getTime(), home.rates);
    await saveStock(trx, v.id, stock, home.at, starves === null ? null : new Date(starves));
    const paid = Object.fromEntries(RESOURCES.map((r) => [r, quest.reward[r] - lost[r]])) as Cost;
    await recordQuestPayment(trx, userId, quest.id, paid, lost);
    return { paid, lost, village: { id: v.id, stock, at: home.at }, quests: questStates(facts, new Set([...claimed, quest.id])) };
  });
}
